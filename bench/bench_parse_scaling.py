#!/usr/bin/env python3
"""How hclkit's parse time grows with the size of one file (not a test).

    python bench/bench_parse_scaling.py [--repeat N] [MB ...]

Builds one native-syntax file of each size (default 1, 10 and 50 MB) from
the valid corpus (each corpus file becomes the body of a ``copy "N"``
block, so that the whole parses without errors), parses it N times
(default 1) with the garbage collector on, as an application's would be,
and prints the least CPU time per MB and its ratio to the first size's
(issue 23: within 1.2x).  One parse of each size moves the ratio by a
tenth from run to run, mostly through the first size's time, the divisor;
the least of three is steadier.  With a
built oracle (``$HCL_REF/hcl-oracle``, default ``/tmp/hcl-ref``) the
reference parser's time on the same file is printed beside it, and the
ratio of the two.
"""

from __future__ import annotations

import gc
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

import hclkit  # noqa: E402

CORPUS = ROOT / "tests" / "data" / "native" / "valid"
REF = Path(os.environ.get("HCL_REF", "/tmp/hcl-ref")) / "hcl-oracle"


def build(megabytes: float) -> str:
    texts = [p.read_text(encoding="utf-8") for p in sorted(CORPUS.glob("*.hcl"))]
    texts = [t for t in texts if not hclkit.parse(t)[1].has_errors()]
    parts: list[str] = []
    size = 0
    while size < megabytes * 1e6:
        piece = f'copy "{len(parts)}" {{\n{texts[len(parts) % len(texts)]}\n}}\n'
        parts.append(piece)
        size += len(piece.encode("utf-8"))
    return "".join(parts)


def ours(text: str) -> float:
    gc.collect()
    start = time.process_time()
    _, diags = hclkit.parse(text)
    elapsed = time.process_time() - start
    if diags.has_errors():
        raise SystemExit(f"hclkit: {diags[0]}")
    return elapsed


def theirs(text: str) -> float | None:
    if not REF.exists():
        return None
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "big.hcl"
        path.write_text(text, encoding="utf-8")
        # The oracle reports its own parse time (seconds, then bytes).
        out = subprocess.run([str(REF), "time", "1", str(path)], capture_output=True,
                             text=True, check=True).stdout.split()
    return float(out[0])


def main() -> None:
    args = sys.argv[1:]
    repeat = 1
    if args[:1] == ["--repeat"] and len(args) >= 2:
        repeat, args = max(1, int(args[1])), args[2:]
    sizes = [float(a) for a in args] or [1.0, 10.0, 50.0]
    times = "once" if repeat == 1 else f"{repeat} times, the least time"
    print(f"one file per size, parsed {times}, garbage collector on; CPU time; "
          f"{os.cpu_count()} cores, Python {sys.version.split()[0]}")
    print(f"{'MB':>6} {'hclkit s':>9} {'s/MB':>7} {'vs first':>9} {'Go s':>7} {'hclkit/Go':>10}")
    first: float | None = None
    for mb in sizes:
        text = build(mb)
        size = len(text.encode("utf-8")) / 1e6
        seconds = min(ours(text) for _ in range(repeat))
        per_mb = seconds / size
        first = first or per_mb
        ref = theirs(text)
        go = f"{ref:7.2f} {seconds / ref:9.2f}x" if ref else f"{'-':>7} {'-':>10}"
        print(f"{size:6.1f} {seconds:9.2f} {per_mb:7.3f} {per_mb / first:8.2f}x {go}",
              flush=True)
        del text


if __name__ == "__main__":
    main()
