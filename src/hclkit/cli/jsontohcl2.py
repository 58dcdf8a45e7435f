"""``hclkit-jsontohcl2``: python-hcl2 8's ``jsontohcl2`` command on hclkit
(``hclkit.compat.hcl2.dumps``).

    hclkit-jsontohcl2 [options] [PATH ...]

Each PATH is a JSON file (python-hcl2's shape), a directory of them (with
``-o DIR``), a glob pattern, or ``-`` for standard input (the default).
The HCL written and the exit codes are python-hcl2's (0 success, 1 JSON
that does not parse, 2 JSON that is not an HCL body or a bad command line,
4 a file not found, 5 differences found by ``--diff``).
``--semantic-diff`` and ``--diff-json`` are not provided.
"""

from __future__ import annotations

import argparse
import difflib
import glob
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

from .. import __version__
from .command import parse_to_streams

__all__ = ["main", "run"]

EXIT_OK, EXIT_JSON, EXIT_STRUCTURE, EXIT_IO, EXIT_DIFF = 0, 1, 2, 4, 5


class _Refused(Exception):
    """Input that cannot be converted: its message and exit code."""

    def __init__(self, message: str, code: int) -> None:
        super().__init__(message)
        self.code = code


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="jsontohcl2", description="Convert JSON files to HCL2")
    p.add_argument("-s", dest="skip", action="store_true", help="Skip un-parsable files")
    p.add_argument("-o", "--output", dest="output_file", default=None, metavar="OUTPUT",
                   help="Output path (file for single input, directory for multiple inputs)")
    p.add_argument("-q", "--quiet", action="store_true",
                   help="Suppress progress output on stderr (errors still shown)")
    mode = p.add_mutually_exclusive_group()
    mode.add_argument("--diff", metavar="ORIGINAL",
                      help="Show unified diff against ORIGINAL file instead of writing output")
    mode.add_argument("--dry-run", action="store_true",
                      help="Convert and print to stdout without writing files")
    mode.add_argument("--fragment", action="store_true",
                      help="Treat input as a JSON fragment (attribute dict, not full HCL "
                           "document)")
    p.add_argument("--version", action="version", version=__version__)
    p.add_argument("--colon-separator", action="store_true",
                   help="Use colons instead of equals in object elements")
    p.add_argument("--no-trailing-comma", action="store_true",
                   help="Omit trailing commas in object elements")
    p.add_argument("--heredocs-to-strings", action="store_true",
                   help="Convert heredocs to plain strings")
    p.add_argument("--strings-to-heredocs", action="store_true",
                   help="Convert strings containing escaped newlines to heredocs")
    p.add_argument("--indent", type=int, default=2, metavar="N",
                   help="Indentation width (default: 2)")
    p.add_argument("--no-open-empty-blocks", action="store_true",
                   help="Collapse empty blocks to a single line")
    p.add_argument("--no-open-empty-objects", action="store_true",
                   help="Collapse empty objects to a single line")
    p.add_argument("--open-empty-tuples", action="store_true",
                   help="Expand empty tuples across multiple lines")
    p.add_argument("--no-align", action="store_true",
                   help="Disable vertical alignment of attributes and object elements")
    p.add_argument("paths", nargs="*", metavar="PATH",
                   help="Files, directories, or glob patterns to convert (default: stdin)")
    return p


def main(argv: Sequence[str] | None = None, *, stdin: TextIO | None = None,
         stdout: TextIO | None = None, stderr: TextIO | None = None) -> int:
    """Run the command; returns its exit code (nothing raises out of it)."""
    out = stdout if stdout is not None else sys.stdout
    err = stderr if stderr is not None else sys.stderr
    parser = _parser()
    opts, code = parse_to_streams(parser, argv, out, err)
    if opts is None:
        return code
    return _Run(opts, parser, stdin if stdin is not None else sys.stdin, out, err).go()


class _Run:
    def __init__(self, opts: Any, parser: argparse.ArgumentParser, stdin: TextIO,
                 out: TextIO, err: TextIO) -> None:
        from ..compat.hcl2 import DeserializerOptions, FormatterOptions
        self.opts = opts
        self.parser = parser
        self.stdin = stdin
        self.out = out
        self.err = err
        self.de = DeserializerOptions(
            heredocs_to_strings=opts.heredocs_to_strings,
            strings_to_heredocs=opts.strings_to_heredocs,
            object_elements_colon=opts.colon_separator,
            object_elements_trailing_comma=not opts.no_trailing_comma)
        self.fmt = FormatterOptions(
            indent_length=opts.indent, open_empty_blocks=not opts.no_open_empty_blocks,
            open_empty_objects=not opts.no_open_empty_objects,
            open_empty_tuples=opts.open_empty_tuples,
            vertically_align_attributes=not opts.no_align,
            vertically_align_object_elements=not opts.no_align)

    def go(self) -> int:
        paths = self.opts.paths or ["-"]
        inputs: list[tuple[str, str]] = []
        folder_given = False
        for path in paths:
            if path == "-":
                inputs.append(("-", "-"))
            elif os.path.isdir(path):
                folder_given = True
                for found in sorted(Path(path).rglob("*.json")):
                    if found.is_file():
                        inputs.append((str(found), str(found.relative_to(path))))
            elif glob.has_magic(path):
                inputs.extend((m, os.path.basename(m))
                              for m in sorted(glob.glob(path, recursive=True))
                              if os.path.isfile(m))
            elif os.path.isfile(path):
                inputs.append((path, os.path.basename(path)))
            else:
                self.err.write(f"Error: File not found: {path}\n")
                return EXIT_IO
        if folder_given and self.opts.output_file is None:
            self.err.write(self.parser.format_usage())
            self.err.write("jsontohcl2: error: directory conversion requires -o <dir>\n")
            return EXIT_STRUCTURE
        if self.opts.diff is not None:
            return self.diff(inputs[0][0])
        if self.opts.fragment or self.opts.dry_run:
            try:
                self.out.write(self.convert(inputs[0][0], progress=False))
            except _Refused as e:
                self.err.write(f"Error: {e}\n")
                return e.code
            return EXIT_OK
        worst = EXIT_OK
        to_folder = self.opts.output_file is not None and (folder_given or len(inputs) > 1)
        for name, relative in inputs:
            try:
                text = self.convert(name, progress=True)
            except _Refused as e:
                if not self.opts.skip:
                    self.err.write(f"Error: {e}\n")
                worst = worst or e.code
                continue
            if to_folder:
                target = Path(self.opts.output_file) / (os.path.splitext(relative)[0] + ".tf")
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_text(text, encoding="utf-8")
            elif self.opts.output_file is not None:
                try:
                    Path(self.opts.output_file).write_text(text, encoding="utf-8")
                except OSError as e:
                    self.err.write(f"Error: {e}\n")
                    return EXIT_IO
            else:
                self.out.write(text + "\n")
        return worst

    def convert(self, name: str, progress: bool) -> str:
        from ..compat.hcl2 import dumps
        if progress and name != "-" and not self.opts.quiet:
            self.err.write(name + "\n")
        try:
            text = self.stdin.read() if name == "-" else Path(name).read_text(encoding="utf-8")
            data = json.loads(text)
        except (ValueError, OSError) as e:  # JSONDecodeError and UnicodeDecodeError are ValueErrors
            raise _Refused(str(e), EXIT_JSON) from None
        if not isinstance(data, dict):
            what = ("--fragment expects a JSON object" if self.opts.fragment
                    else "Expected dict for top-level HCL body")
            raise _Refused(f"{what}, got {type(data).__name__}", EXIT_STRUCTURE)
        try:
            return dumps(data, deserializer_options=self.de, formatter_options=self.fmt)
        except (ValueError, RecursionError) as e:
            raise _Refused(str(e), EXIT_STRUCTURE) from None

    def diff(self, name: str) -> int:
        original = self.opts.diff
        try:
            before = Path(original).read_text(encoding="utf-8")
        except OSError:
            self.err.write(f"Error: File not found: {original}\n")
            return EXIT_IO
        try:
            after = self.convert(name, progress=False)
        except _Refused as e:
            self.err.write(f"Error: {e}\n")
            return e.code
        lines = list(difflib.unified_diff(before.splitlines(keepends=True),
                                          after.splitlines(keepends=True),
                                          fromfile=original, tofile=f"(from {name})"))
        self.out.write("".join(lines))
        return EXIT_DIFF if lines else EXIT_OK


def run() -> None:
    """The console script's entry point."""
    sys.exit(main())
