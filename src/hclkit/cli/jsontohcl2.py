"""``hclkit-jsontohcl2``: python-hcl2 8's ``jsontohcl2`` command on hclkit
(``hclkit.compat.hcl2.dumps``).

    hclkit-jsontohcl2 [options] [PATH ...]

Each PATH is a JSON file (python-hcl2's shape), a directory of them (with
``-o DIR``), a glob pattern, or ``-`` for standard input (the default).
The HCL written and the exit codes are python-hcl2's (0 success, 1 JSON
that does not parse, 2 JSON that is not an HCL body or a bad command line,
4 a file not found, 5 differences found by ``--diff`` or
``--semantic-diff``).  ``--semantic-diff ORIGINAL`` compares the data, not
the text: ORIGINAL as :func:`hclkit.compat.hcl2.load` reads it (without its
comments) against the JSON as it is.
"""

from __future__ import annotations

import argparse
import difflib
import glob
import io
import json
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

from .. import __version__
from .converter import EXIT_IO, Converter, converter_parser

__all__ = ["main", "run", "semantic_changes"]

EXIT_OK, EXIT_JSON, EXIT_STRUCTURE, EXIT_DIFF = 0, 1, 2, 5
_EXTENSIONS = (".json",)


class _Refused(Exception):
    """Input that cannot be converted: its message and exit code."""

    def __init__(self, message: str, code: int) -> None:
        super().__init__(message)
        self.code = code


def _parser() -> argparse.ArgumentParser:
    p = converter_parser(
        "jsontohcl2", "Convert JSON files to HCL2",
        epilog="examples:\n"
               "  jsontohcl2 main.json                          # one file, HCL on stdout\n"
               "  jsontohcl2 a.json b.json -o out/              # several files into a folder\n"
               "  jsontohcl2 --diff main.tf main.json           # the text changes it would make\n"
               "  jsontohcl2 --semantic-diff main.tf main.json  # the data changes only\n"
               "  jsontohcl2 --semantic-diff main.tf --diff-json main.json  # as JSON\n"
               "  jsontohcl2 --dry-run main.json                # print, write nothing\n"
               "  jsontohcl2 --fragment -                       # attributes from stdin\n"
               "  echo '{\"x\": 1}' | jsontohcl2                 # standard input\n\n"
               "fragment strings:\n"
               "  A JSON string is the HCL written for it: '\"\\\"v\\\"\"' is the HCL string\n"
               "  \"v\", '\"v\"' the name v.  {\"name\": \"\\\"a\\\"\", \"count\": 3} gives\n"
               "  name = \"a\" and count = 3.\n\n"
               "exit codes:\n  0  Success\n  1  JSON that does not parse (or is not UTF-8)\n"
               "  2  JSON that is not an HCL body\n  4  I/O error (file not found)\n"
               "  5  Differences found (--diff, --semantic-diff)")
    mode = p.add_mutually_exclusive_group()
    mode.add_argument("--diff", metavar="ORIGINAL",
                      help="Show unified diff against ORIGINAL file instead of writing output")
    mode.add_argument("--dry-run", action="store_true",
                      help="Convert and print to stdout without writing files")
    mode.add_argument("--semantic-diff", metavar="ORIGINAL",
                      help="Show semantic-only diff against ORIGINAL (ignores formatting)")
    mode.add_argument("--fragment", action="store_true",
                      help="Treat input as a JSON fragment (attribute dict, not full HCL "
                           "document). Strings must use inner quotes: '\"\\\"value\\\"\"' for "
                           "HCL \"value\", bare strings become identifiers")
    p.add_argument("--diff-json", action="store_true",
                   help="Output diff results as JSON (works with --diff and --semantic-diff)")
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
    return _Run.main(_parser(), argv, stdin, stdout, stderr)


class _Run(Converter):
    def go(self) -> int:
        from ..compat.hcl2 import DeserializerOptions, FormatterOptions
        opts = self.opts
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
        paths = opts.paths or ["-"]
        single = next((flag for flag, given in (
            ("--diff", opts.diff is not None), ("--semantic-diff", opts.semantic_diff is not None),
            ("--dry-run", opts.dry_run), ("--fragment", opts.fragment)) if given), None)
        if single is not None:
            # One input, read as named: a glob pattern is expanded, a directory is not.
            names = [m for path in paths
                     for m in (sorted(glob.glob(path, recursive=True)) or [path]
                               if glob.has_magic(path) else [path])]
            if len(names) != 1:
                return self.usage_error(f"{single} requires exactly one input file")
            return self.one(names[0])
        inputs = self.gather(paths, _EXTENSIONS)
        if inputs is None:
            return EXIT_IO
        if inputs.folder_given and opts.output_file is None:
            return self.usage_error("directory conversion requires -o <dir>")
        worst = EXIT_OK
        to_folder = opts.output_file is not None and (inputs.folder_given or
                                                      len(inputs.found) > 1)
        for name, relative in inputs.found:
            self.progress(name)
            try:
                text = self.convert(name)
            except _Refused as e:
                if not opts.skip:
                    self.err.write(f"Error: {e}\n")
                worst = worst or e.code
                continue
            if to_folder:
                target = Path(opts.output_file) / (os.path.splitext(relative)[0] + ".tf")
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_text(text, encoding="utf-8")
            elif opts.output_file is not None:
                try:
                    Path(opts.output_file).write_text(text, encoding="utf-8")
                except OSError as e:
                    self.err.write(f"Error: {e}\n")
                    return EXIT_IO
            else:
                self.out.write(text + "\n")
        return worst

    def one(self, name: str) -> int:
        """What the modes of one input do (``--diff``, ``--semantic-diff``,
        ``--dry-run``, ``--fragment``)."""
        try:
            if self.opts.diff is not None:
                return self.diff(name)
            if self.opts.semantic_diff is not None:
                return self.semantic_diff(name)
            self.out.write(self.convert(name))
        except _Refused as e:
            self.err.write(f"Error: {e}\n")
            return e.code
        return EXIT_OK

    def data(self, name: str) -> Any:
        """An input's JSON value."""
        try:
            text = self.read_text(name)
        except OSError as e:
            raise _Refused(str(e), EXIT_IO) from None
        try:
            return json.loads(text)
        except ValueError as e:  # JSONDecodeError and UnicodeDecodeError are ValueErrors
            raise _Refused(str(e), EXIT_JSON) from None
        except RecursionError:
            raise _Refused("JSON nested too deeply", EXIT_JSON) from None

    def convert(self, name: str) -> str:
        from ..compat.hcl2 import dumps
        data = self.data(name)
        if not isinstance(data, dict):
            what = ("--fragment expects a JSON object" if self.opts.fragment
                    else "Expected dict for top-level HCL body")
            raise _Refused(f"{what}, got {type(data).__name__}", EXIT_STRUCTURE)
        try:
            return dumps(data, deserializer_options=self.de, formatter_options=self.fmt)
        except (ValueError, RecursionError) as e:
            raise _Refused(str(e), EXIT_STRUCTURE) from None

    def original(self, path: str) -> str:
        try:
            return Path(path).read_text(encoding="utf-8")
        except OSError:
            raise _Refused(f"File not found: {path}", EXIT_IO) from None

    def diff(self, name: str) -> int:
        original = self.opts.diff
        before = self.original(original)
        after = self.convert(name)
        lines = list(difflib.unified_diff(before.splitlines(keepends=True),
                                          after.splitlines(keepends=True),
                                          fromfile=original, tofile=f"(from {name})"))
        if not lines:
            return EXIT_OK
        if self.opts.diff_json:
            self.out.write(json.dumps({"from_file": original, "to_file": name,
                                       "diff": "".join(lines)}, indent=2) + "\n")
        else:
            self.out.write("".join(lines))
        return EXIT_DIFF

    def semantic_diff(self, name: str) -> int:
        from ..compat.hcl2 import SerializationOptions, load
        from ..errors import HCLError
        original = self.opts.semantic_diff
        stream = io.BytesIO(self.original(original).encode("utf-8", "surrogateescape"))
        stream.name = original  # for the diagnostics
        try:
            before = load(stream, serialization_options=SerializationOptions(with_comments=False))
        except HCLError as e:  # the diagnostics, where python-hcl2 shows Lark's traceback
            self.err.write(f"{e}\n")
            return EXIT_JSON
        after = self.data(name)
        try:
            changes = semantic_changes(before, after)
        except RecursionError:
            raise _Refused("JSON nested too deeply to compare", EXIT_STRUCTURE) from None
        if not changes:
            return EXIT_OK
        if self.opts.diff_json:
            self.out.write(json.dumps(changes, indent=2) + "\n")
        else:
            for change in changes:
                self.out.write(_change_line(change) + "\n")
        return EXIT_DIFF


def semantic_changes(left: Any, right: Any, path: str = "") -> list[dict[str, Any]]:
    """How ``right`` differs from ``left``, as python-hcl2's
    ``--semantic-diff`` lists it: objects key by key (in sorted order),
    lists item by item, other values compared as Python compares them
    (``1 == 1.0 == True``); each change with its path (``a.b[0]``, the root
    ``(root)``), its kind (``added``, ``removed``, ``changed``) and the
    values."""
    changes: list[dict[str, Any]] = []
    if isinstance(left, dict) and isinstance(right, dict):
        for key in sorted(left.keys() | right.keys()):
            where = f"{path}.{key}" if path else key
            if key not in right:
                changes.append({"path": where, "kind": "removed", "left": left[key]})
            elif key not in left:
                changes.append({"path": where, "kind": "added", "right": right[key]})
            else:
                changes.extend(semantic_changes(left[key], right[key], where))
    elif isinstance(left, list) and isinstance(right, list):
        for i in range(max(len(left), len(right))):
            where = f"{path}[{i}]"
            if i >= len(right):
                changes.append({"path": where, "kind": "removed", "left": left[i]})
            elif i >= len(left):
                changes.append({"path": where, "kind": "added", "right": right[i]})
            else:
                changes.extend(semantic_changes(left[i], right[i], where))
    elif left != right:
        changes.append({"path": path or "(root)", "kind": "changed", "left": left,
                        "right": right})
    return changes


def _change_line(change: dict[str, Any]) -> str:
    kind, where = change["kind"], change["path"]
    if kind == "added":
        return f"+ {where}: {change['right']!r}"
    if kind == "removed":
        return f"- {where}: {change['left']!r}"
    return f"~ {where}: {change['left']!r} -> {change['right']!r}"


def run() -> None:
    """The console script's entry point."""
    from .process import run_command
    run_command("jsontohcl2", main)
