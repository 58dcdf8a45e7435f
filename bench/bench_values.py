#!/usr/bin/env python3
"""What building and converting large HCL values costs (not a test).

    python bench/bench_values.py [N]      # N elements, default 100000

Prints one line per operation: the best of a few runs, and elements per
second.  Later work (the parser, the evaluator) builds on these operations,
so watch them when changing the types layer.
"""

from __future__ import annotations

import gc
import sys
import time
from collections.abc import Callable

import hclkit
from hclkit import types as T

N = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
REPEAT = 3


def measure(label: str, run: Callable[[], object]) -> None:
    best = float("inf")
    for _ in range(REPEAT):
        gc.collect()
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    print(f"{label:<44} {best * 1000:9.1f} ms  {N / best / 1000:9.0f} k elements/s")


def main() -> None:
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

    print(f"hclkit {hclkit.__version__}, {N} elements, best of {REPEAT}")
    measure("number_value() for each int", lambda: [T.number_value(i) for i in ints])
    measure("list_value() of numbers", lambda: T.list_value(numbers, T.NUMBER))
    measure("to_value(list of str)", lambda: T.to_value(strings))
    measure("to_value(dict of int)", lambda: T.to_value(mapping))
    measure("convert list(number) -> list(string)",
            lambda: T.convert(number_list, T.List(T.STRING)))
    measure("convert decimals list(number) -> list(string)",
            lambda: T.convert(decimals, T.List(T.STRING)))
    measure("convert list(string) -> set(string)",
            lambda: T.convert(string_list, T.Set(T.STRING)))
    measure("convert map(number) -> map(string)",
            lambda: T.convert(number_map, T.Map(T.STRING)))
    measure("convert tuple -> list(any) (unify)",
            lambda: T.convert(number_tuple, T.List(T.DYNAMIC)))
    measure("set_value() of numbers", lambda: T.set_value(numbers, T.NUMBER))
    measure("equals() of two equal lists", lambda: number_list.equals(T.Value(
        number_list.type, tuple(number_list.elements()))))
    measure("to_json(with_type) of list(number)", lambda: T.to_json(number_list, with_type=True))
    measure("from_json of list(number)", lambda: T.from_json(json_text))
    measure("to_python() of map(number)", number_map.to_python)


if __name__ == "__main__":
    main()
