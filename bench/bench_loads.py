#!/usr/bin/env python3
"""``hclkit.loads(unknowns="expression")`` beside python-hcl2's ``hcl2.loads`` (not a test).

    python bench/bench_loads.py [COPIES] [ROUNDS]

The last figure of bench/bench_parse.py on its own, for quick checks on a
shared machine: the corpus files every parser accepts (the same set as
bench_parse.py), COPIES times over (default 2), timed in processor time
with the collector on, the two loaders alternating in each of ROUNDS
rounds (default 3, the least time of each kept), and ``hclkit.parse`` of
the same files for scale.  Prints the machine, each time and the ratios.
"""

from __future__ import annotations

import gc
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
# This tree's hclkit, not whichever one the interpreter has installed.
sys.path.insert(0, str(ROOT / "src"))

from tests.support.machine import print_machine  # noqa: E402

import hclkit  # noqa: E402

CORPUS = ROOT / "tests" / "data" / "native" / "valid"


def accepted(peers: list[Callable[[str], object]]) -> list[str]:
    texts = []
    for path in sorted(CORPUS.glob("*.hcl")):
        text = path.read_text(encoding="utf-8")
        try:
            for parse in peers:
                parse(text)
        except Exception:  # a peer's failure just leaves the file out
            continue
        texts.append(text)
    return texts


def cpu_time(load: Callable[[str], object], texts: list[str]) -> float:
    gc.collect()
    start = time.process_time()
    for text in texts:
        load(text)
    return time.process_time() - start


def main() -> None:
    copies = int(sys.argv[1]) if len(sys.argv) > 1 else 2
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    try:
        import hcl2
    except ImportError:
        print("python-hcl2 is not installed (pip install '.[bench]')")
        return
    peers: list[Callable[[str], object]] = [hclkit.parse, hcl2.loads]
    try:
        import pygohcl
        peers.append(pygohcl.loads)
    except ImportError:
        pass

    def expression_mode(text: str) -> object:
        return hclkit.loads(text, unknowns="expression")

    texts = accepted(peers) * copies
    print_machine()
    best = {"hcl2.loads": float("inf"), "hclkit.loads": float("inf"),
            "hclkit.parse": float("inf")}
    for _ in range(rounds):
        for name, load in (("hcl2.loads", hcl2.loads), ("hclkit.loads", expression_mode),
                           ("hclkit.parse", hclkit.parse)):
            best[name] = min(best[name], cpu_time(load, texts))
    size = sum(len(t.encode()) for t in texts) / 1e6
    print(f"{len(texts)} files, {size:.2f} MB; least processor time of {rounds} rounds")
    for name, seconds in best.items():
        print(f"  {name:<14} {seconds:8.3f} s")
    ratio = best["hcl2.loads"] / best["hclkit.loads"]
    print(f'hclkit.loads(unknowns="expression") is {ratio:.1f}x faster than hcl2.loads '
          f'(at least 10 wanted); {best["hclkit.loads"] / best["hclkit.parse"]:.2f}x '
          "hclkit.parse")


if __name__ == "__main__":
    main()
