"""``hclkit-hcl2tojson``: python-hcl2 8's ``hcl2tojson`` command, flag for
flag, on hclkit (``hclkit.compat.hcl2``).

    hclkit-hcl2tojson [options] [PATH ...]

Each PATH is a file, a directory (its ``.tf`` and ``.hcl`` files,
recursively), a glob pattern, or ``-`` for standard input (the default).
One input gives its JSON on standard output; several need ``--ndjson``
(one line each, with ``__file__``) or ``-o DIR``.  The output bytes and
exit codes are python-hcl2's (0 success, 1 some files skipped with ``-s``,
2 input that does not parse or a bad command line, 4 a file not found);
on broken input the messages are hclkit's diagnostics instead of Lark's.
"""

from __future__ import annotations

import argparse
import io
import json
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

from .. import __version__
from .converter import Converter, converter_parser

__all__ = ["main", "run"]

EXIT_OK, EXIT_PARTIAL, EXIT_PARSE, EXIT_IO = 0, 1, 2, 4
_EXTENSIONS = (".tf", ".hcl")


def _parser() -> argparse.ArgumentParser:
    p = converter_parser(
        "hcl2tojson", "Convert HCL2 files to JSON",
        epilog="examples:\n"
               "  hcl2tojson main.tf                      # one file, JSON on stdout\n"
               "  hcl2tojson --ndjson modules/            # a directory, one JSON line a file\n"
               "  hcl2tojson a.tf b.tf -o out/            # several files into a folder\n"
               "  hcl2tojson --ndjson 'envs/**/*.tf'      # a glob pattern, streamed\n"
               "  hcl2tojson --only resource,data main.tf # some block types only\n"
               "  hcl2tojson --exclude locals main.tf     # all but some block types\n"
               "  hcl2tojson --fields tags,count main.tf  # some attributes only\n"
               "  hcl2tojson --compact main.tf            # JSON on one line\n"
               "  echo 'x = 1' | hcl2tojson               # standard input\n\n"
               "exit codes:\n  0  Success\n  1  Partial success (some files skipped via -s)\n"
               "  2  Parse error (all input unparsable)\n  4  I/O error (file not found)")
    p.add_argument("--ndjson", action="store_true",
                   help="Output one JSON object per line (newline-delimited JSON)")
    p.add_argument("--version", action="version", version=__version__)
    p.add_argument("--with-meta", action="store_true",
                   help="Add meta parameters like __start_line__ and __end_line__")
    p.add_argument("--with-comments", action="store_true",
                   help="Include comments in the output")
    p.add_argument("--wrap-objects", action="store_true",
                   help="Wrap object values as an inline HCL2")
    p.add_argument("--wrap-tuples", action="store_true",
                   help="Wrap tuple values an inline HCL2")
    p.add_argument("--no-explicit-blocks", action="store_true",
                   help="Disable explicit block markers. Note: round-trip through json_to_hcl "
                        "is NOT supported with this option.")
    p.add_argument("--no-preserve-heredocs", action="store_true",
                   help="Convert heredocs to plain strings")
    p.add_argument("--force-parens", action="store_true",
                   help="Force parentheses around all operations")
    p.add_argument("--no-preserve-scientific", action="store_true",
                   help="Convert scientific notation to standard floats")
    p.add_argument("--strip-string-quotes", action="store_true",
                   help="Strip surrounding double-quotes from serialized string values. Note: "
                        "round-trip through json_to_hcl is NOT supported with this option.")
    p.add_argument("--json-indent", type=int, default=None, metavar="N",
                   help="JSON indentation width (default: 2 for TTY, compact otherwise)")
    p.add_argument("--compact", action="store_true",
                   help="Compact single-line JSON output (no whitespace)")
    which = p.add_mutually_exclusive_group()
    which.add_argument("--only", metavar="TYPES",
                       help="Comma-separated block types to include (e.g. resource,module)")
    which.add_argument("--exclude", metavar="TYPES",
                       help="Comma-separated block types to exclude (e.g. variable,output)")
    p.add_argument("--fields", metavar="FIELDS",
                   help="Comma-separated field names to keep in output")
    p.add_argument("paths", nargs="*", metavar="PATH",
                   help="Files, directories, or glob patterns to convert (default: stdin)")
    return p


def main(argv: Sequence[str] | None = None, *, stdin: TextIO | None = None,
         stdout: TextIO | None = None, stderr: TextIO | None = None) -> int:
    """Run the command; returns its exit code (nothing raises out of it)."""
    return _Run.main(_parser(), argv, stdin, stdout, stderr)


class _Run(Converter):
    def go(self) -> int:
        from ..compat.hcl2 import SerializationOptions
        opts = self.opts
        self.options = SerializationOptions(
            with_comments=opts.with_comments, with_meta=opts.with_meta,
            wrap_objects=opts.wrap_objects, wrap_tuples=opts.wrap_tuples,
            explicit_blocks=not opts.no_explicit_blocks,
            preserve_heredocs=not opts.no_preserve_heredocs,
            force_operation_parentheses=opts.force_parens,
            preserve_scientific_notation=not opts.no_preserve_scientific,
            strip_string_quotes=opts.strip_string_quotes)
        paths = opts.paths or ["-"]
        inputs = self.gather(paths, _EXTENSIONS)
        if inputs is None:
            return EXIT_IO
        if inputs.several and not opts.ndjson and opts.output_file is None:
            what = "directory" if inputs.folder_given and len(paths) == 1 else "multiple files"
            return self.usage_error(f"{what} to stdout requires --ndjson or -o <dir>")
        if opts.ndjson:
            return self.ndjson(inputs.found)
        if inputs.several:
            return self.to_folder(inputs.found)
        return self.single(inputs.found[0][0])

    # --- one input -------------------------------------------------------------------------

    def single(self, name: str) -> int:
        data = self.convert(name)
        if data is None:
            return EXIT_PARTIAL if self.opts.skip else EXIT_PARSE
        if self.opts.output_file is not None:
            try:
                with open(self.opts.output_file, "w", encoding="utf-8") as f:
                    f.write(self.dumps(data, tty=False))
            except OSError as e:
                self.err.write(f"Error: {e}\n")
                return EXIT_IO
            return EXIT_OK
        self.out.write(self.dumps(data, tty=self.out.isatty()) + "\n")
        return EXIT_OK

    def to_folder(self, inputs: list[tuple[str, str]]) -> int:
        folder = Path(self.opts.output_file)
        failed = 0
        for name, relative in inputs:
            target = folder / (os.path.splitext(relative)[0] + ".json")
            data = self.convert(name)
            if data is None:
                failed += 1
                if not self.opts.skip:
                    target.parent.mkdir(parents=True, exist_ok=True)
                    target.touch()  # python-hcl2 opens the file before it parses
                    return EXIT_PARSE
                continue
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(self.dumps(data, tty=False), encoding="utf-8")
        return self.verdict(failed)

    def ndjson(self, inputs: list[tuple[str, str]]) -> int:
        failed = 0
        for name, _ in inputs:
            data = self.convert(name, ndjson=True)
            if data is None:
                failed += 1
                continue
            if len(inputs) > 1:
                data = {"__file__": name, **data}
            self.out.write(json.dumps(data, separators=(",", ":"), ensure_ascii=False) + "\n")
        if failed and failed == len(inputs):
            return EXIT_PARSE
        return self.verdict(failed)

    def verdict(self, failed: int) -> int:
        if not failed:
            return EXIT_OK
        return EXIT_PARTIAL if self.opts.skip else EXIT_PARSE

    # --- one file --------------------------------------------------------------------------

    def convert(self, name: str, ndjson: bool = False) -> dict[str, Any] | None:
        """A file's data, filtered; None when it does not parse (reported)."""
        from ..compat.hcl2 import load
        from ..errors import HCLError
        self.progress(name)
        try:
            text = self.stdin.read() if name == "-" else Path(name).read_bytes()
            stream = io.BytesIO(text.encode("utf-8", "surrogateescape") if isinstance(text, str)
                                else text)
            stream.name = "<stdin>" if name == "-" else name  # for the diagnostics
            data = load(stream, serialization_options=self.options)
        except HCLError as e:
            if not self.opts.skip:
                if ndjson:
                    self.err.write(json.dumps({"error": "parse_error", "message": str(e),
                                               "file": name}) + "\n")
                else:
                    self.err.write(f"{e}\n")
            return None
        except OSError as e:
            self.err.write(f"Error: {e}\n")
            return None
        return self.filtered(data)

    def filtered(self, data: dict[str, Any]) -> dict[str, Any]:
        if self.opts.only:
            keep = set(self.opts.only.split(","))
            data = {k: v for k, v in data.items() if k in keep}
        elif self.opts.exclude:
            drop = set(self.opts.exclude.split(","))
            data = {k: v for k, v in data.items() if k not in drop}
        if self.opts.fields:
            data = _fields(data, set(self.opts.fields.split(",")))
        return data

    def dumps(self, data: dict[str, Any], tty: bool) -> str:
        if self.opts.compact:
            return json.dumps(data, separators=(",", ":"), ensure_ascii=False)
        indent = self.opts.json_indent if self.opts.json_indent is not None else (
            2 if tty else None)
        return json.dumps(data, indent=indent, ensure_ascii=False)


def _fields(body: dict[str, Any], keep: set[str]) -> dict[str, Any]:
    """A body with only the attributes named in ``keep``: blocks stay (their
    bodies filtered the same way), and so do the markers."""
    out: dict[str, Any] = {}
    for key, value in body.items():
        if key in keep or key.startswith("__"):
            out[key] = value
        elif isinstance(value, list) and value and all(_is_block(v) for v in value):
            out[key] = [_labelled(v, keep) for v in value]
    return out


def _is_block(value: Any) -> bool:
    while isinstance(value, dict):
        if value.get("__is_block__") is True:
            return True
        if len(value) != 1:
            return False
        value = next(iter(value.values()))
    return False


def _labelled(value: Any, keep: set[str]) -> Any:
    if value.get("__is_block__") is True:
        return _fields(value, keep)
    ((label, inner),) = value.items()
    return {label: _labelled(inner, keep)}


def run() -> None:
    """The console script's entry point."""
    from .process import run_command
    run_command("hcl2tojson", main)
