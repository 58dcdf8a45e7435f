#!/usr/bin/env python3
"""What building and converting large HCL values costs (not a test).

    python bench/bench_values.py [N]      # N elements, default 100000

Prints one line per operation: the best of a few runs, elements per
second, and the ratio to its peer, the nearest plain-Python operation on
the same data in the same run (``[str(i) for i in ints]`` beside a
conversion to strings, ``json.dumps`` beside ``to_json``), which makes
figures from different machines comparable.  Later work (the parser,
the evaluator) builds on these operations, so watch them when changing the
types layer.
"""

from __future__ import annotations

import gc
import json
import sys
import time
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path

import hclkit
from hclkit import types as T

N = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
REPEAT = 3


def _best(run: Callable[[], object]) -> float:
    best = float("inf")
    for _ in range(REPEAT):
        gc.collect()
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return best


def measure(label: str, run: Callable[[], object], peer: Callable[[], object]) -> None:
    """One operation's time, and its ratio to ``peer``'s (plain Python)."""
    best = _best(run)
    ratio = best / _best(peer)
    print(f"{label:<44} {best * 1000:9.1f} ms  {N / best / 1000:9.0f} k elements/s "
          f"{ratio:7.1f}x")


def main() -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from tests.support.machine import print_machine
    print_machine()  # cores, load and Python version: what the figures depend on
    ints = list(range(N))
    strings = [f"value-{i}" for i in range(N)]
    mapping = {f"key-{i}": i for i in range(N)}
    numbers = [T.number_value(i) for i in ints]
    number_list = T.list_value(numbers, T.NUMBER)
    string_list = T.list_value([T.string_value(s) for s in strings], T.STRING)
    number_map = T.map_value({k: T.number_value(v) for k, v in mapping.items()}, T.NUMBER)
    number_tuple = T.tuple_value(numbers)
    json_text = T.to_json(number_list, with_type=True)
    decimals = T.list_value([T.number_value(f"{i}.25") for i in ints], T.NUMBER)

    floats = [i + 0.25 for i in ints]
    plain_json = json.dumps(ints)
    print(f"hclkit {hclkit.__version__}, {N} elements, best of {REPEAT}; the last column is "
          "the time over the plain-Python peer's")
    measure("number_value() for each int", lambda: [T.number_value(i) for i in ints],
            lambda: [Decimal(i) for i in ints])
    measure("list_value() of numbers", lambda: T.list_value(numbers, T.NUMBER),
            lambda: tuple(numbers))
    measure("to_value(list of str)", lambda: T.to_value(strings), lambda: list(strings))
    measure("to_value(dict of int)", lambda: T.to_value(mapping), lambda: dict(mapping))
    measure("convert list(number) -> list(string)",
            lambda: T.convert(number_list, T.List(T.STRING)), lambda: [str(i) for i in ints])
    measure("convert decimals list(number) -> list(string)",
            lambda: T.convert(decimals, T.List(T.STRING)), lambda: [str(f) for f in floats])
    measure("convert list(string) -> set(string)",
            lambda: T.convert(string_list, T.Set(T.STRING)), lambda: sorted(set(strings)))
    measure("convert map(number) -> map(string)",
            lambda: T.convert(number_map, T.Map(T.STRING)),
            lambda: {k: str(v) for k, v in mapping.items()})
    measure("convert tuple -> list(any) (unify)",
            lambda: T.convert(number_tuple, T.List(T.DYNAMIC)), lambda: list(numbers))
    measure("set_value() of numbers", lambda: T.set_value(numbers, T.NUMBER),
            lambda: sorted(set(ints)))
    measure("equals() of two equal lists", lambda: number_list.equals(T.Value(
        number_list.type, tuple(number_list.elements()))), lambda: ints == list(ints))
    measure("to_json(with_type) of list(number)", lambda: T.to_json(number_list, with_type=True),
            lambda: json.dumps(ints))
    measure("from_json of list(number)", lambda: T.from_json(json_text),
            lambda: json.loads(plain_json))
    measure("to_python() of map(number)", number_map.to_python,
            lambda: {k: float(v) for k, v in mapping.items()})

if __name__ == "__main__":
    main()
