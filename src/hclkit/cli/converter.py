"""What python-hcl2's two converters (``hclkit-hcl2tojson``,
``hclkit-jsontohcl2``) share: reading the command line, gathering the
inputs the paths name (files, directories, glob patterns, ``-`` for
standard input) and reading each of them."""

from __future__ import annotations

import argparse
import glob
import os
import sys
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from .command import parse_to_streams

__all__ = ["Converter", "Inputs", "converter_parser"]

EXIT_USAGE = 2  # a bad command line, as argparse says it
EXIT_IO = 4  # a file not found


def converter_parser(prog: str, description: str, epilog: str) -> argparse.ArgumentParser:
    """A converter's command-line parser, with the options both have first
    (``-s``, ``-o``, ``-q``)."""
    p = argparse.ArgumentParser(prog=prog, description=description, epilog=epilog,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("-s", dest="skip", action="store_true", help="Skip un-parsable files")
    p.add_argument("-o", "--output", dest="output_file", default=None, metavar="OUTPUT",
                   help="Output path (file for single input, directory for multiple inputs)")
    p.add_argument("-q", "--quiet", action="store_true",
                   help="Suppress progress output on stderr (errors still shown)")
    return p


@dataclass
class Inputs:
    """The inputs the paths name: each as shown (``-`` for standard input)
    and relative to the folder or pattern it was found under (what ``-o
    DIR`` writes it as); whether a path named several, and whether one
    was a directory."""

    found: list[tuple[str, str]] = field(default_factory=list)
    several: bool = False
    folder_given: bool = False


class Converter(ABC):
    """One run of a converter: its options, its command-line parser and
    its streams.  A subclass says what ``go`` does."""

    def __init__(self, opts: Any, parser: argparse.ArgumentParser, stdin: TextIO,
                 out: TextIO, err: TextIO) -> None:
        self.opts = opts
        self.parser = parser
        self.stdin = stdin
        self.out = out
        self.err = err

    @classmethod
    def main(cls, parser: argparse.ArgumentParser, argv: Sequence[str] | None,
             stdin: TextIO | None, stdout: TextIO | None, stderr: TextIO | None) -> int:
        """Read the command line and run; the exit code (nothing raises out)."""
        out = stdout if stdout is not None else sys.stdout
        err = stderr if stderr is not None else sys.stderr
        opts, code = parse_to_streams(parser, argv, out, err)
        if opts is None:
            return code
        return cls(opts, parser, stdin if stdin is not None else sys.stdin, out, err).go()

    @abstractmethod
    def go(self) -> int:
        """Convert what the options name; the exit code."""

    def gather(self, paths: list[str], extensions: tuple[str, ...]) -> Inputs | None:
        """The inputs ``paths`` name (a directory: its files ending in one
        of ``extensions``, recursively), or None once a path naming nothing
        has been reported."""
        inputs = Inputs(several=len(paths) > 1)
        for path in paths:
            if path == "-":
                inputs.found.append(("-", "-"))
            elif os.path.isdir(path):
                inputs.several = inputs.folder_given = True
                inputs.found.extend(
                    (str(found), str(found.relative_to(path)))
                    for found in sorted(Path(path).rglob("*"))
                    if found.name.endswith(extensions) and found.is_file())
            elif glob.has_magic(path):
                matches = sorted(glob.glob(path, recursive=True))
                inputs.several = inputs.several or len(matches) > 1
                inputs.found.extend((m, os.path.basename(m)) for m in matches
                                    if os.path.isfile(m))
            elif os.path.isfile(path):
                inputs.found.append((path, os.path.basename(path)))
            else:
                self.err.write(f"Error: File not found: {path}\n")
                return None
        return inputs

    def usage_error(self, message: str) -> int:
        """A bad command line found after argparse: the usage and the message, as argparse
        writes them."""
        self.err.write(self.parser.format_usage())
        self.err.write(f"{self.parser.prog}: error: {message}\n")
        return EXIT_USAGE

    def progress(self, name: str) -> None:
        """The name of the file about to be converted, unless ``-q``."""
        if name != "-" and not self.opts.quiet:
            self.err.write(name + "\n")

    def read_text(self, name: str) -> str:
        """An input's text (``-``: standard input); ``OSError`` and
        ``UnicodeDecodeError`` (a ``ValueError``) as reading raises them."""
        if name == "-":
            return self.stdin.read()
        return Path(name).read_text(encoding="utf-8")
