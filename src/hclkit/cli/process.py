"""What a command does to the process it owns, before its work.

The library never touches the garbage collector (other threads of an
application would see it); a command's process is its own, so its entry
point (``run()``, the console script) and the worker processes it starts
call :func:`own_process`.  Functions that tests call in-process (``main``)
never do.
"""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Callable

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from typing import NoReturn

__all__ = ["GC_THRESHOLDS", "own_process", "run_command"]

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


def run_command(name: str, main: Callable[[], int]) -> NoReturn:
    """A console script's whole life: the process tuned, ``main`` run, and
    its code the exit status.  A reader that went away early (``cmd |
    head``) where the command did not expect it is a message and status 1,
    never a traceback."""
    own_process()
    try:
        code = main()
        if sys.stdout is not None:  # None: started without one (``>&-``)
            sys.stdout.flush()
    except BrokenPipeError as e:
        # Nothing more can reach the reader; keep the interpreter's final
        # flush from reporting the same broken pipe again.
        if sys.stdout is not None:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        from .command import error_stream, report_os_error
        code = report_os_error(error_stream(None), f"{name}: cannot write the output", e)
    sys.exit(code)
