#!/usr/bin/env python3
"""Where the garbage collector's time goes in a large parse (not a test).

    python bench/bench_parse_gc.py [MB ...]

Parses one file of each size (default 1 and 10 MB, built from the corpus
as ``bench_parse_scaling.py`` builds it) with the collector on, and prints
the CPU time of the parse and, per generation, how many collections ran
and their CPU time (``gc.callbacks``).  Then counts the objects the
collector tracks because of one parse of 1 MB (after two collections,
against the interpreter's own before it), per MB and by type.
"""

from __future__ import annotations

import collections
import gc
import runpy
import sys
import time
from pathlib import Path

# The sizes' files as bench_parse_scaling.py builds them (which also puts
# this tree's src first on sys.path).
build = runpy.run_path(str(Path(__file__).resolve().with_name("bench_parse_scaling.py")))["build"]

import hclkit  # noqa: E402

_runs: dict[int, list[float]] = {}
_started = [0.0]


def _timed(phase: str, info: dict[str, int]) -> None:
    if phase == "start":
        _started[0] = time.process_time()
        return
    runs = _runs.setdefault(info["generation"], [0, 0.0])
    runs[0] += 1
    runs[1] += time.process_time() - _started[0]


def collections_per_size(sizes: list[float]) -> None:
    gc.callbacks.append(_timed)
    try:
        for mb in sizes:
            text = build(mb)
            gc.collect()
            _runs.clear()
            start = time.process_time()
            file, _ = hclkit.parse(text)
            elapsed = time.process_time() - start
            generations = ", ".join(f"generation {g}: {int(n)} runs, {t:.2f} s"
                                    for g, (n, t) in sorted(_runs.items()))
            print(f"{mb:g} MB: parse {elapsed:.2f} s ({elapsed / mb:.3f} s/MB); {generations}")
            del file
    finally:
        gc.callbacks.remove(_timed)


def tracked_by_type() -> None:
    text = build(1)
    hclkit.parse(text)  # imports and caches made on first use are not the tree's
    gc.collect()
    before = collections.Counter(type(o).__name__ for o in gc.get_objects())
    file, _ = hclkit.parse(text)
    gc.collect()
    gc.collect()  # a tuple of atoms (tuples themselves) goes at the second
    grown = collections.Counter(type(o).__name__ for o in gc.get_objects()) - before
    mb = len(text.encode("utf-8")) / 1e6
    print(f"tracked objects per MB: {sum(grown.values()) / mb:,.0f}")
    for name, count in grown.most_common(15):
        print(f"  {name}: {count / mb:,.0f}")
    del file


def main() -> None:
    collections_per_size([float(a) for a in sys.argv[1:]] or [1.0, 10.0])
    tracked_by_type()


if __name__ == "__main__":
    main()
