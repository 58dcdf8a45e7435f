"""What every command does before its own work: pick the output streams and
read the command line, a bad one giving its message and the usage."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, TextIO, TypeVar

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

__all__ = ["UsageError", "start"]

_Options = TypeVar("_Options")


class UsageError(Exception):
    """A bad command line: the message (none for ``-h``), then the usage,
    exit 2."""


def start(argv: Sequence[str] | None, parse_args: Callable[[Sequence[str]], _Options],
          usage: str, stdout: TextIO | None, stderr: TextIO | None,
          ) -> tuple[_Options | None, TextIO, TextIO]:
    """The options read from ``argv`` (default: the process's arguments),
    or None once a bad command line has been reported on the error stream;
    and the output and error streams (default: the process's)."""
    out = stdout if stdout is not None else sys.stdout
    err = stderr if stderr is not None else sys.stderr
    try:
        return parse_args(sys.argv[1:] if argv is None else argv), out, err
    except UsageError as e:
        err.write(f"{e}\n{usage}" if str(e) else usage)
        return None, out, err
