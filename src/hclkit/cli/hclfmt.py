"""The ``hclfmt`` command: format native-syntax files as the reference does.

    hclfmt [-w] [-check] [-require-no-change] [path ...]

Flags, messages and exit codes are the reference ``hclfmt``'s: files are
formatted to stdout (or rewritten in place with ``-w``), standard input
when there are none; ``-check`` reports syntax errors (and does not print
what has them); ``-require-no-change`` fails when formatting changed
anything.  Exit codes: 0 success, 1 an error, 2 a bad flag.

``-version`` prints the reference's version text, so that scripts comparing
the two tools agree; ``--version`` (two dashes) prints hclkit's version,
as every hclkit command does.
"""

from __future__ import annotations

import os

from ..regularfile import open_regular
from .command import UsageError, read_stdin, report_os_error, start

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import BinaryIO, TextIO

    from ..diagnostics import Diagnostics

VERSION = "0.0.1-dev"  # the reference's (-version), so that scripts comparing the two agree

USAGE = """usage: hclfmt [flags] [path ...]
  -check
    \tperform a syntax check on the given files and produce diagnostics
  -require-no-change
    \treturn a non-zero status if any files are changed during formatting
  -version
    \tshow the version number and immediately exit
  -w\toverwrite source files instead of writing to stdout
"""

_FLAGS = {"w": "write", "check": "check", "require-no-change": "require_no_change",
          "version": "version"}
_TRUTH = {"1": True, "t": True, "T": True, "true": True, "TRUE": True, "True": True,
          "0": False, "f": False, "F": False, "false": False, "FALSE": False, "False": False}


class Options:
    """The command line, read.  (A plain class: ``dataclasses`` costs the
    command a tenth of its start-up.)"""

    def __init__(self) -> None:
        self.write = False
        self.check = False
        self.require_no_change = False
        self.version = False
        self.own_version = False  # --version: hclkit's, not the reference's
        self.files: list[str] = []


def parse_args(args: Sequence[str]) -> Options:
    """Flags as Go's flag package reads them: ``-name`` or ``--name``,
    ``-name=value`` for a truth value, up to the first argument that is not
    a flag (or ``--``)."""
    opts = Options()
    i = 0
    while i < len(args):
        arg = args[i]
        if arg == "--":
            i += 1
            break
        if len(arg) < 2 or arg[0] != "-":
            break
        name = arg[2:] if arg.startswith("--") else arg[1:]
        if not name or name[0] in "-=":
            raise UsageError(f"bad flag syntax: {arg}")
        name, eq, value = name.partition("=")
        if name in ("h", "help"):
            raise UsageError("")
        if name not in _FLAGS:
            raise UsageError(f"flag provided but not defined: -{name}")
        if eq and value not in _TRUTH:
            raise UsageError(f'invalid boolean value "{value}" for -{name}: parse error')
        flag = "own_version" if name == "version" and arg.startswith("--") else _FLAGS[name]
        setattr(opts, flag, _TRUTH[value] if eq else True)
        i += 1
    opts.files = list(args[i:])
    return opts


class _Failed(Exception):
    """A file could not be read or written: the message, exit 1 at once."""


def main(argv: Sequence[str] | None = None, *, stdin: BinaryIO | None = None,
         stdout: TextIO | None = None, stderr: TextIO | None = None) -> int:
    """Run ``hclfmt`` with ``argv`` (default: the process's arguments);
    returns the exit code."""
    opts, out, err = start(argv, parse_args, USAGE, stdout, stderr)
    if opts is None:
        return 2
    if opts.own_version:
        from .. import __version__
        out.write(f"{__version__}\n")
        return 0
    if opts.version:
        out.write(f"{VERSION}\n")
        return 0
    if opts.write and not opts.files:
        err.write("error: cannot use -w without source filenames\n")
        return 1
    run = _Run(opts, out, err)
    try:
        if opts.files:
            for path in opts.files:
                run.file(path)
        else:
            run.one("<stdin>", read_stdin(stdin), None)
    except _Failed as e:
        err.write(f"{e}\n")
        return 1
    except OSError as e:  # a standard stream closed or failing
        return report_os_error(err, "hclfmt", e)
    if run.had_errors:
        err.write("one or more files contained errors\n")
        return 1
    if opts.require_no_change and run.changed:
        err.write(f"file(s) were changed: {', '.join(run.changed)}\n")
        return 1
    return 0


class _Run:
    """One invocation, after the flags are read."""

    def __init__(self, opts: Options, out: TextIO, err: TextIO) -> None:
        self.opts = opts
        self.out = out
        self.err = err
        self.had_errors = False
        self.changed: list[str] = []

    def file(self, path: str) -> None:
        try:
            if os.path.isdir(path):
                raise _Failed(f"can't format directory {path}")
            with open_regular(path) as f:  # a FIFO is refused, not waited on
                data = f.read()
        except OSError as e:
            raise _Failed(_os_message("stat" if not os.path.exists(path) else "open",
                                      path, e)) from None
        self.one(path, data, path)

    def one(self, name: str, data: bytes, path: str | None) -> None:
        from ..write import check, fmt
        if self.opts.check:
            diags = check(data, name)
            if diags:
                self._report(diags, name, data)
            if diags.has_errors():
                self.had_errors = True
                return
        result = fmt(data).encode("utf-8", "surrogateescape")
        if result != data:
            self.changed.append(name)
        if self.opts.write and path is not None:
            if result != data:
                try:
                    with open(path, "wb") as f:
                        f.write(result)
                except OSError as e:
                    raise _Failed(_os_message("open", path, e)) from None
        else:
            _write_bytes(self.out, result)

    def _report(self, diags: Diagnostics, name: str, data: bytes) -> None:
        from ..diagwrite import text_width, write_text
        from ..native import parse
        from .color import wants_color  # NO_COLOR, as every command follows it
        text = write_text(diags, {name: parse(data, name)[0]},
                          width=text_width(self.err), color=wants_color("auto", self.err))
        _write_bytes(self.err, text.encode("utf-8", "surrogateescape"))


def _os_message(op: str, path: str, e: OSError) -> str:
    """An operating-system error as Go words it: ``stat x: no such file or directory``."""
    reason = (e.strerror or str(e)).lower() if e.strerror else str(e)
    return f"{op} {path}: {reason}"


def _write_bytes(stream: TextIO, data: bytes) -> None:
    """Bytes to a text stream: to its buffer when it has one (so that raw
    bytes come out as they went in), else decoded with ``surrogateescape``."""
    buffer = getattr(stream, "buffer", None)
    if buffer is not None and hasattr(buffer, "write"):
        stream.flush()
        buffer.write(data)
        buffer.flush()
    else:
        stream.write(data.decode("utf-8", "surrogateescape"))


def run() -> None:
    """The console script's entry point: the process is the command's own."""
    from .process import run_command
    run_command("hclfmt", main)


if __name__ == "__main__":
    run()
