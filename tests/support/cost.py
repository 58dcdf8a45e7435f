"""Checking that a cost grows linearly, by the ratio of two sizes.

Wall-clock limits fail on a slow or busy machine and pass a quadratic
algorithm on a fast one; the ratio of the CPU time at two sizes tells
linear (about the size ratio) from quadratic (its square) anywhere.  The
best of a few runs is taken at each size, to shed noise.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")

__all__ = ["assert_linear", "growth"]


def _best(run: Callable[[T], object], arg: T, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        run(arg)
        best = min(best, time.process_time() - start)
    return best


def growth(make: Callable[[int], T], run: Callable[[T], object], size: int,
           factor: int = 4, repeat: int = 3) -> float:
    """How many times longer ``run`` takes on ``make(size * factor)`` than
    on ``make(size)``."""
    small, large = make(size), make(size * factor)
    run(small)  # warm up: imports, caches
    return _best(run, large, repeat) / max(_best(run, small, repeat), 1e-4)


def assert_linear(make: Callable[[int], T], run: Callable[[T], object], size: int,
                  factor: int = 4, repeat: int = 3) -> None:
    """Fail if the cost grows clearly faster than the input: at ``factor``
    times the size, a linear cost takes about ``factor`` times as long and a
    quadratic one ``factor**2``; the bound sits between, with room for noise
    and n log n."""
    ratio = growth(make, run, size, factor, repeat)
    if ratio > factor * 2.2:  # a second try, in case the machine was busy
        ratio = min(ratio, growth(make, run, size, factor, repeat))
    assert ratio <= factor * 2.2, f"cost grew {ratio:.1f}x for {factor}x the input"
