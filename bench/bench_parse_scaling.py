#!/usr/bin/env python3
"""How hclkit's parse time grows with the size of one file (not a test).

    python bench/bench_parse_scaling.py [--repeat ROUNDS] [--no-go] [MB ...]

Builds one native-syntax file of each size (default 1, 10 and 50 MB) from
the valid corpus (each corpus file becomes the body of a ``copy "N"``
block, so that the whole parses without errors), each size the smallest
one's text repeated, so that the sizes differ in size alone (before, 1 MB
was the corpus's first files by name, 50 MB the whole corpus 22 times;
with the collector off they differed by 3-5% per MB, within the drift),
and times hclkit's parse
of each, CPU time, with the garbage collector on at its default thresholds,
as an application's would be (issue 23: cost per MB within 1.2x from 1 to
50 MB).

The sizes are measured over similar durations and take turns, because
this shared machine's speed drifts by tens of percent over minutes: a
best of two 0.4 s parses of 1 MB caught its fast spells while one 25 s
parse of 50 MB averaged over them, and the ratio moved from 1.03 to 1.56
between runs.  So each round parses every size the same number of MB (the
largest size's: 50 times 1 MB, 5 times 10 MB, once 50 MB), the sizes
taking turns, in reverse order every other round; ``--repeat`` is the
number of rounds (default 3).  Each size's time per MB in a round is its
total CPU time over the MB it parsed; the table gives, per size, the
**best round** (least time per MB) and the **median round**, each with its
ratio to the first size's; then each round's times, and each against the
first size's in the same round (the closest in time).

Each parse is of a fresh string whose first line is a comment numbering
the parse, and the collector is run (untimed) before it: nothing of one
parse can serve the next (hclkit keeps no cache keyed on the text; this
keeps it honest should one come), and each starts from the same heap.

With a built oracle (``$HCL_REF/hcl-oracle``, default ``/tmp/hcl-ref``)
and without ``--no-go``, the reference parser's time for one pass over
each file (wall time, as the oracle reports it) is printed beside it,
after the rounds, with hclkit's time for one parse (its best round)
divided by it.
"""

from __future__ import annotations

import gc
import os
import statistics
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


def build(megabytes: float, unit: float | None = None) -> str:
    """About ``megabytes`` MB of text: a unit of ``unit`` MB (default: all
    of it) repeated, so that sizes built on the same unit do the same work
    per MB.  The unit takes every seventh corpus file in turn, so that a
    small unit samples the whole corpus, not its first files by name."""
    texts = [p.read_text(encoding="utf-8") for p in sorted(CORPUS.glob("*.hcl"))]
    texts = [t for t in texts if not hclkit.parse(t)[1].has_errors()]
    texts = [t for start in range(7) for t in texts[start::7]]
    cycle: list[str] = []
    size = 0
    while size < (unit or megabytes) * 1e6:
        text = texts[len(cycle) % len(texts)]
        cycle.append(text)
        size += len(f'copy "{len(cycle)}" {{\n{text}\n}}\n'.encode())
    parts: list[str] = []
    size = 0
    while size < megabytes * 1e6:
        piece = f'copy "{len(parts)}" {{\n{cycle[len(parts) % len(cycle)]}\n}}\n'
        parts.append(piece)
        size += len(piece.encode("utf-8"))
    return "".join(parts)


def ours(text: str, label: str) -> float:
    """CPU time of one parse of ``text`` behind a comment naming ``label``."""
    src = f"# parse {label}\n{text}"  # a new string each time, with the same work
    gc.collect()
    start = time.process_time()
    _, diags = hclkit.parse(src)
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
        # The oracle reports its own parse time (seconds per pass, then bytes).
        out = subprocess.run([str(REF), "time", "1", str(path)], capture_output=True,
                             text=True, check=True).stdout.split()
    return float(out[0])


def rounds(texts: dict[float, str], count: int) -> dict[float, list[float]]:
    """Each size's CPU time per MB in each of ``count`` rounds."""
    largest = max(texts)
    per_mb: dict[float, list[float]] = {mb: [] for mb in texts}
    order = list(texts)
    for r in range(count):
        for mb in order if r % 2 == 0 else order[::-1]:
            times = max(1, round(largest / mb))
            spent = sum(ours(texts[mb], f"{r}.{mb:g}.{i}") for i in range(times))
            per_mb[mb].append(spent / (times * len(texts[mb].encode("utf-8")) / 1e6))
    return per_mb


def main() -> None:
    args = sys.argv[1:]
    count, go = 3, "--no-go" not in args
    args = [a for a in args if a != "--no-go"]
    if args[:1] == ["--repeat"] and len(args) >= 2:
        count, args = max(1, int(args[1])), args[2:]
    sizes = [float(a) for a in args] or [1.0, 10.0, 50.0]
    texts = {mb: build(mb, min(sizes)) for mb in sizes}
    largest = max(sizes)
    hclkit.parse(texts[min(sizes)])  # whatever the first parse imports is not timed
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"{count} rounds, each parsing every size {largest:g} MB's worth, sizes taking "
          f"turns; garbage collector on; CPU time per MB: best round and median round; "
          f"{os.cpu_count()} cores, Python {sys.version.split()[0]}; load {load}")
    per_mb = rounds(texts, count)
    print(f"{'MB':>6} {'parses':>6} {'best s/MB':>9} {'vs first':>8} {'median':>7} "
          f"{'vs first':>8} {'Go s':>7} {'hclkit/Go':>9}")
    first_best = min(per_mb[sizes[0]])
    first_median = statistics.median(per_mb[sizes[0]])
    for mb in sizes:
        text = texts[mb]
        size = len(text.encode("utf-8")) / 1e6
        best, median = min(per_mb[mb]), statistics.median(per_mb[mb])
        ref = theirs(text) if go else None
        vs_go = f"{ref:7.2f} {best * size / ref:8.2f}x" if ref else f"{'-':>7} {'-':>9}"
        print(f"{size:6.1f} {max(1, round(largest / mb)):6d} {best:9.3f} "
              f"{best / first_best:7.2f}x {median:7.3f} {median / first_median:7.2f}x {vs_go}",
              flush=True)
    print("rounds, s/MB: " + "; ".join(
        f"{mb:g} MB " + " ".join(f"{t:.3f}" for t in per_mb[mb]) for mb in sizes))
    # Sizes measured in the same round are closest in time.
    print("rounds, against the first size in the same round: " + "; ".join(
        f"{mb:g} MB " + " ".join(f"{t / f:.2f}x" for t, f in zip(
            per_mb[mb], per_mb[sizes[0]], strict=True)) for mb in sizes[1:]))
    print(f"load at the end {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
