"""What every command does before its own work: pick the output streams and
read the command line, a bad one giving its message and the usage."""

from __future__ import annotations

import errno
import io
import sys

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    import argparse
    from collections.abc import Callable, Sequence
    from typing import BinaryIO, TextIO, TypeVar

    _Options = TypeVar("_Options")

__all__ = ["UsageError", "error_stream", "output_stream", "parse_to_streams", "read_stdin",
           "report_os_error", "start"]



class UsageError(Exception):
    """A bad command line: the message (none for ``-h``), then the usage,
    exit 2."""


def start(argv: Sequence[str] | None, parse_args: Callable[[Sequence[str]], _Options],
          usage: str, stdout: TextIO | None, stderr: TextIO | None,
          ) -> tuple[_Options | None, TextIO, TextIO]:
    """The options read from ``argv`` (default: the process's arguments),
    or None once a bad command line has been reported on the error stream;
    and the output and error streams (default: the process's)."""
    out = output_stream(stdout)
    err = error_stream(stderr)
    try:
        return parse_args(sys.argv[1:] if argv is None else argv), out, err
    except UsageError as e:
        err.write(f"{e}\n{usage}" if str(e) else usage)
        return None, out, err


def parse_to_streams(parser: argparse.ArgumentParser, argv: Sequence[str] | None,
                     out: TextIO, err: TextIO) -> tuple[argparse.Namespace | None, int]:
    """``argv`` (default: the process's arguments) read by an argparse
    ``parser`` whose messages (help, version, errors) go to ``out`` and
    ``err``, not to the process's streams (which other threads share):
    the options, or None and the exit code argparse chose."""

    def to_streams(message: str, file: object = None) -> None:
        if message:
            stream = err if file is sys.stderr else out
            stream.write(message)
            stream.flush()

    parser._print_message = to_streams  # type: ignore[method-assign]
    try:
        return parser.parse_args(sys.argv[1:] if argv is None else list(argv)), 0
    except SystemExit as e:
        return None, int(e.code or 0)
    except OSError as e:  # --help or --version to a reader that has gone
        return None, report_os_error(err, f"{parser.prog}: cannot write the output", e)


class _Closed(io.TextIOBase):
    """A standard output the process was started without (``>&-``):
    writing to it is the error writing to a closed descriptor is."""

    def write(self, s: str) -> int:
        raise OSError(errno.EBADF, "standard output is closed")


class _Discarded(io.TextIOBase):
    """A standard error the process was started without (``2>&-``):
    messages have nowhere to go, and the exit code still tells."""

    def write(self, s: str) -> int:
        return len(s)

    def isatty(self) -> bool:
        return False


def output_stream(given: TextIO | None) -> TextIO:
    """The stream to write output to: ``given``, else the process's (a
    stand-in whose writes fail if the process has none)."""
    if given is not None:
        return given
    return sys.stdout if sys.stdout is not None else _Closed()  # type: ignore[return-value]


def error_stream(given: TextIO | None) -> TextIO:
    """The stream to write messages to: ``given``, else the process's (a
    stand-in that drops them if the process has none)."""
    if given is not None:
        return given
    return sys.stderr if sys.stderr is not None else _Discarded()  # type: ignore[return-value]


def read_stdin(given: BinaryIO | None) -> bytes:
    """All of ``given``, else of the process's standard input; ``OSError``
    if the process was started without one (``<&-``)."""
    if given is not None:
        return given.read()
    if sys.stdin is None:
        raise OSError(errno.EBADF, "standard input is closed")
    return sys.stdin.buffer.read()


def report_os_error(err: TextIO, command: str, e: OSError) -> int:
    """A failing standard stream's message (if messages can still be
    written), and the exit code for it: 1."""
    try:
        err.write(f"{command}: {e.strerror or e}\n")
        err.flush()
    except (OSError, ValueError):  # the error stream is closed too: the code says it
        pass
    return 1
