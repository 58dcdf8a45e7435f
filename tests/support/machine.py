"""What every benchmark prints first: the machine and the interpreter, so
that figures from different runs can be told apart (not a test)."""

from __future__ import annotations

import os
import platform
import sys


def describe() -> str:
    """One line: cores, the load on them, the Python version and platform."""
    try:
        load = " / ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:  # no load average on this platform
        load = "unknown"
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return (f"{os.cpu_count()} cores ({usable} usable), load average {load} (1/5/15 min); "
            f"Python {platform.python_version()} ({platform.python_implementation()}) "
            f"on {sys.platform}")


def print_machine() -> None:
    print(describe())
