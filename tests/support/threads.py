"""Several threads running one reading function at the same moment (for
parts of a tree made on first read)."""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


def read_at_once(read: Callable[[], T], readers: int = 4) -> list[T]:
    """What ``read`` gave in each of ``readers`` threads started together,
    switching as often as the interpreter allows; an exception in a thread
    fails the caller."""
    start = threading.Barrier(readers)
    results: list[T] = []
    errors: list[BaseException] = []

    def run() -> None:
        try:
            start.wait()
            results.append(read())
        except BaseException as e:  # re-raised in the caller
            errors.append(e)

    switch = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        threads = [threading.Thread(target=run) for _ in range(readers)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    finally:
        sys.setswitchinterval(switch)
    if errors:
        raise errors[0]
    return results
