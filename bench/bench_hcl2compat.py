#!/usr/bin/env python3
"""``hclkit.compat.hcl2`` against python-hcl2 8 itself (not a test).

    python bench/bench_hcl2compat.py

On the files python-hcl2 reads of the valid corpus and the real-world
modules (tests/data/native/valid, tests/data/hcl2compat/modules), both
with python-hcl2 8's default options:

* ``loads``: text to python-hcl2's dict;
* ``dumps``: that dict back to text (each its own ``loads`` output).

Prints the best time of each (hclkit's and python-hcl2's runs taken in
turns, so that a shared machine's load weighs on both alike), hclkit's
speed-up (the target: 10x or more) and how many outputs are identical.
"""

from __future__ import annotations

import gc
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from hclkit.compat import hcl2 as compat  # noqa: E402

CORPORA = ("tests/data/native/valid/*.hcl", "tests/data/hcl2compat/modules/*")
REPEAT = 3


def best_of_both(ours: Callable[[], object], theirs: Callable[[], object],
                 repeat: int = REPEAT) -> tuple[float, float]:
    """The best time of each, taken in turns: on a shared machine a change
    of load then slows both alike, and the ratio holds."""
    times: tuple[list[float], list[float]] = ([], [])
    for _ in range(repeat):
        for work, into in ((ours, times[0]), (theirs, times[1])):
            gc.collect()
            start = time.perf_counter()
            work()
            into.append(time.perf_counter() - start)
    return min(times[0]), min(times[1])


def main() -> None:
    try:
        import hcl2
    except ImportError:
        sys.exit("python-hcl2 is not installed (pip install '.[bench]')")
    texts: list[str] = []
    for pattern in CORPORA:
        for path in sorted(ROOT.glob(pattern)):
            try:
                text = path.read_bytes().decode("utf-8")
                hcl2.dumps(hcl2.loads(text))
            except Exception:  # what python-hcl2 cannot read or write is left out
                continue
            texts.append(text)
    size = sum(len(t.encode()) for t in texts) / 1e6
    theirs_data: list[Any] = [hcl2.loads(t) for t in texts]
    ours_data: list[Any] = [compat.loads(t) for t in texts]
    same_loads = sum(json.dumps(a) == json.dumps(b) for a, b in zip(theirs_data, ours_data))
    same_dumps = sum(hcl2.dumps(d) == compat.dumps(d) for d in theirs_data)

    rows = [
        ("loads", *best_of_both(lambda: [compat.loads(t) for t in texts],
                                lambda: [hcl2.loads(t) for t in texts]), same_loads),
        ("dumps", *best_of_both(lambda: [compat.dumps(d) for d in ours_data],
                                lambda: [hcl2.dumps(d) for d in theirs_data]), same_dumps),
    ]
    print(f"{len(texts)} files, {size:.2f} MB, python-hcl2 {hcl2.__version__}, default options")
    print(f"{'':<8} {'hclkit s':>10} {'python-hcl2 s':>14} {'speed-up':>9} {'identical':>10}")
    for name, ours, theirs, same in rows:
        print(f"{name:<8} {ours:10.3f} {theirs:14.3f} {theirs / ours:8.1f}x "
              f"{same:>5}/{len(texts)}")
    print("(target: 10x or more)")


if __name__ == "__main__":
    main()
