"""What a command does to the process it owns, before its work.

The library never touches the garbage collector (other threads of an
application would see it); a command's process is its own, so its entry
point (``run()``, the console script) and the worker processes it starts
call :func:`own_process`.  Functions that tests call in-process (``main``)
never do.
"""

from __future__ import annotations

import gc

__all__ = ["GC_THRESHOLDS", "own_process"]

# A young collection every 100,000 allocations instead of every 700: parsing
# allocates many objects that live (tokens, nodes, values) and few cycles,
# so frequent collections cost time (a tenth of a large parse) and find
# almost nothing.  The older generations are collected rarely for the same reason.
GC_THRESHOLDS = (100_000, 50, 1000)


def own_process() -> None:
    """Tune the collector for a command's short, allocation-heavy life: what
    start-up made (modules, tables) is frozen out of every collection, and
    collections come less often."""
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)
