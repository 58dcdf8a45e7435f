#!/usr/bin/env python3
"""How fast hclkit parses native-syntax configuration, beside its peers (not a test).

    python bench/bench_parse.py [MB]

Parses the valid corpus (tests/data/native/valid, realistic Terraform, Nomad
and Packer files), repeated to about MB megabytes (default 1), with hclkit,
python-hcl2 and pygohcl in one run (install them with the ``bench`` extra),
and with the reference Go parser when a built oracle is found.  Only files
every parser accepts are timed, so that all parse the same bytes.  Prints
MB/s for each and hclkit's ratio to each.
"""

from __future__ import annotations

import gc
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import hclkit  # noqa: E402

CORPUS = ROOT / "tests" / "data" / "native" / "valid"
REPEAT = 3


def parsers() -> dict[str, Callable[[str], object]]:
    found: dict[str, Callable[[str], object]] = {}

    def ours(text: str) -> object:
        f, diags = hclkit.parse(text)
        if diags.has_errors():
            raise ValueError(diags[0])
        return f

    found["hclkit"] = ours
    try:
        import hcl2

        found["python-hcl2"] = hcl2.loads
    except ImportError:
        print("python-hcl2 is not installed (pip install '.[bench]')")
    try:
        import pygohcl

        found["pygohcl"] = pygohcl.loads
    except ImportError:
        print("pygohcl is not installed (pip install '.[bench]')")
    return found


def best_time(parse: Callable[[str], object], texts: list[str]) -> float:
    best = float("inf")
    for _ in range(REPEAT):
        gc.collect()
        start = time.perf_counter()
        for text in texts:
            parse(text)
        best = min(best, time.perf_counter() - start)
    return best


def reference_time(files: list[Path]) -> float | None:
    sys.path.insert(0, str(ROOT / "tests"))
    from tests.oracle.live import reference_tool

    oracle = reference_tool("hcl-oracle")
    if oracle is None:
        return None
    out = subprocess.run([oracle, "time", str(REPEAT * 3), *map(str, files)],
                         capture_output=True, text=True, check=True).stdout.split()
    return float(out[0])


def main() -> None:
    megabytes = float(sys.argv[1]) if len(sys.argv) > 1 else 1.0
    available = parsers()
    accepted: list[str] = []
    for path in sorted(CORPUS.glob("*.hcl")):
        text = path.read_text(encoding="utf-8")
        try:
            for parse in available.values():
                parse(text)
        except Exception:  # a peer's failure just leaves the file out
            continue
        accepted.append(text)
    one_pass = sum(len(t.encode()) for t in accepted)
    copies = max(1, round(megabytes * 1e6 / one_pass))
    texts = accepted * copies
    size = one_pass * copies / 1e6
    total_files = len(list(CORPUS.glob("*.hcl")))
    print(f"{len(accepted)} of {total_files} corpus files that every parser accepts, "
          f"{copies} times over: {size:.2f} MB; best of {REPEAT}")
    rates: dict[str, float] = {}
    for name, parse in available.items():
        seconds = best_time(parse, texts)
        rates[name] = size / seconds
        print(f"  {name:<12} {seconds:8.2f} s  {rates[name]:7.2f} MB/s")
    with tempfile.TemporaryDirectory() as tmp:
        files = []
        for n, text in enumerate(accepted):
            path = Path(tmp) / f"{n}.hcl"
            path.write_text(text, encoding="utf-8")
            files.append(path)
        seconds = reference_time(files)
    if seconds is not None:
        rates["reference (Go)"] = (one_pass / 1e6) / seconds
        print(f"  {'reference (Go)':<12} {seconds * copies:8.2f} s  "
              f"{rates['reference (Go)']:7.2f} MB/s")
    ours = rates["hclkit"]
    for name, rate in rates.items():
        if name != "hclkit":
            print(f"hclkit / {name}: {ours / rate:.2f}x")


if __name__ == "__main__":
    main()
