"""The ``hcl2json`` command (also ``python -m hclkit``): configuration to JSON.

    hcl2json [options] [PATH ...]

Each PATH is a file, a directory (its files with a configuration
extension, recursively, in name order; folders whose names start with ``.``
are skipped), or ``-`` for standard input; no PATH reads standard input.
The syntax is chosen as :func:`hclkit.loads` chooses it: JSON for names
ending in ``.json``, native for the native extensions, else JSON when the
text starts with ``{`` or ``[``.

One input gives its data (the shape of :func:`hclkit.loads`, or with
``--compat hcl2`` that of :func:`hclkit.compat.hcl2.loads`); several, or a
directory, give an object with each file's data under its path, in order.
``--jobs N`` converts files in N processes; the output is the same.

Diagnostics go to standard error as ``hcldec`` prints them (``--diags
json``: as ``hcldec --diags=json``).  Exit codes: 0, every input
converted; 1, some input could not be read or converted (the others are
still written) or the output could not be written; 2, a bad command line.
Nothing here raises out of :func:`main`.
"""

from __future__ import annotations

import functools
import io
import os
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, BinaryIO, NoReturn, TextIO

__all__ = ["DEFAULT_EXTENSIONS", "main", "run"]

# What a directory's configuration files are named.
DEFAULT_EXTENSIONS = (".hcl", ".tf", ".tfvars", ".nomad", ".hcl.json", ".tf.json",
                      ".tfvars.json", ".nomad.json")

EXIT_OK = 0
EXIT_INPUT = 1
EXIT_USAGE = 2


@dataclass(frozen=True)
class Settings:
    """How each input is converted and reported (sent to worker processes)."""

    compat: str = ""
    unknowns: str = "expression"
    variables: dict[str, Any] = field(default_factory=dict)
    pretty: bool = False
    diags_json: bool = False
    width: int = 80
    color: bool = False
    functions: str = "plain"


@dataclass(frozen=True)
class Result:
    """One input converted: its JSON text (None if it failed) and its diagnostics,
    as text and as the diagnostics themselves."""

    name: str
    json_text: str | None
    diag_text: str = ""
    diagnostics: tuple[Any, ...] = ()


class _UsageError(Exception):
    pass


class _HelpShown(Exception):
    pass


def _parser(out: TextIO, err: TextIO) -> Any:
    import argparse

    class Parser(argparse.ArgumentParser):
        def error(self, message: str) -> NoReturn:
            raise _UsageError(message)

        def exit(self, status: int = 0, message: str | None = None) -> NoReturn:
            if message:
                err.write(message)
            raise _HelpShown

        def _print_message(self, message: str, file: Any = None) -> None:
            if message:  # --help and --version to our stdout, the rest to our stderr
                (out if file is None or file is sys.stdout else err).write(message)

    p = Parser(prog="hcl2json", description="Convert HCL configuration (native or JSON "
               "syntax) to JSON.", epilog="Exit codes: 0 every input converted; 1 some input "
               "could not be read or converted, or the output not written; 2 a bad command "
               "line.")
    p.add_argument("paths", nargs="*", metavar="PATH",
                   help="a file, a directory (searched recursively), or - for standard input "
                        "(the default)")
    p.add_argument("--pretty", action="store_true", help="indent the JSON output")
    p.add_argument("--compat", choices=["hcl2"],
                   help="python-hcl2's output shape (hclkit.compat.hcl2)")
    p.add_argument("-j", "--jobs", type=_jobs, default=1, metavar="N",
                   help="convert files in N processes (0: one per CPU); the output is the same")
    from . import varopts
    varopts.add_arguments(p)
    p.add_argument("--unknowns", choices=["expression", "raise"], default="expression",
                   help='an expression that needs variables not given: kept as "${...}" text '
                        "(the default), or an error")
    p.add_argument("--ext", action="append", metavar="EXT",
                   help="the file names a directory's configuration files end with (may be "
                        f"repeated; default: {' '.join(DEFAULT_EXTENSIONS)})")
    p.add_argument("--diags", choices=["text", "json"], default="text",
                   help="how diagnostics are written on standard error")
    p.add_argument("--color", choices=["auto", "always", "never"], default="auto",
                   help="colour diagnostics: auto (on a terminal, unless NO_COLOR is set), "
                        "always or never")
    p.add_argument("--functions", choices=["plain", "extended", "terraform"], default="plain",
                   help="the function table: the reference's (plain, the default), the "
                        "wider plain library (extended) or Terraform's, with Terraform's "
                        "semantics (terraform); the last two read files under the current "
                        "directory only")
    p.add_argument("--terraform", metavar="DIR",
                   help="evaluate the Terraform module in DIR and write it as JSON (with "
                        "--var NAME=VALUE and --var-file FILE; see hcl2json --terraform DIR -h)")
    p.add_argument("-v", "--version", action="store_true", help="show the version and exit")
    return p


def _jobs(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        n = -1
    if n < 0:
        import argparse
        raise argparse.ArgumentTypeError(f"not a number of processes: {text!r}")
    return n or os.cpu_count() or 1


def main(argv: Sequence[str] | None = None, *, stdin: BinaryIO | None = None,
         stdout: TextIO | None = None, stderr: TextIO | None = None) -> int:
    """Run ``hcl2json`` with ``argv`` (default: the process's arguments);
    returns the exit code."""
    out = stdout if stdout is not None else sys.stdout
    err = stderr if stderr is not None else sys.stderr
    args = sys.argv[1:] if argv is None else list(argv)
    from .tfmodule import wants_terraform
    if wants_terraform(args):  # a module evaluated (hclkit.terraform), not files converted
        from .tfmodule import main as terraform_main
        return terraform_main(args, out, err)
    parser = _parser(out, err)
    try:
        opts = parser.parse_args(args)
    except _HelpShown:
        return EXIT_OK
    except _UsageError as e:
        err.write(f"{parser.format_usage()}hcl2json: error: {e}\n")
        return EXIT_USAGE
    if opts.version:
        from .. import __version__
        out.write(f"{__version__}\n")
        return EXIT_OK
    try:
        return _Run(opts, out, err).go(stdin)
    except KeyboardInterrupt:
        err.write("hcl2json: interrupted\n")
        return EXIT_INPUT


class _Run:
    def __init__(self, opts: Any, out: TextIO, err: TextIO) -> None:
        self.opts = opts
        self.out = out
        self.err = err
        self.failed = False
        self.all_diags: list[Any] = []

    def go(self, stdin: BinaryIO | None) -> int:
        from ..diagwrite import text_width
        from .color import wants_color
        if self.opts.var_sources and self.opts.compat:
            flag = self.opts.var_sources[0].flag
            self.err.write(f"hcl2json: error: {flag} has no effect with --compat hcl2 "
                           "(python-hcl2 evaluates nothing)\n")
            return EXIT_USAGE
        variables = self._variables()
        if variables is None:
            return EXIT_INPUT
        settings = Settings(self.opts.compat or "", self.opts.unknowns, variables,
                            self.opts.pretty, self.opts.diags == "json",
                            text_width(self.out), wants_color(self.opts.color, self.err),
                            self.opts.functions)
        paths = self.opts.paths or ["-"]
        inputs = list(self._inputs(paths, stdin))
        keyed = len(paths) > 1 or any(os.path.isdir(p) for p in paths)
        results = _convert_all(inputs, settings, self.opts.jobs)
        try:
            self._write(results, keyed, settings.pretty)
        except (BrokenPipeError, OSError) as e:
            self.err.write(f"hcl2json: cannot write the output: {e.strerror or e}\n")
            return EXIT_INPUT
        finally:
            if settings.diags_json:
                from ..diagwrite import write_json
                self.err.write(write_json(self.all_diags))
        return EXIT_INPUT if self.failed else EXIT_OK

    def _inputs(self, paths: Sequence[str], stdin: BinaryIO | None
                ) -> Iterator[tuple[str, bytes | None]]:
        """(name, content if already read) of each input, in order."""
        extensions = tuple(self.opts.ext or DEFAULT_EXTENSIONS)
        for path in paths:
            if path == "-":
                stream = stdin if stdin is not None else sys.stdin.buffer
                yield "-", stream.read()
            elif os.path.isdir(path):
                yield from ((name, None) for name in walk(path, extensions))
            else:
                yield path, None

    def _write(self, results: Iterator[Result], keyed: bool, pretty: bool) -> None:
        """Each result as it comes (in input order): its diagnostics on stderr,
        its JSON on stdout."""
        from .streams import write_raw
        first = True
        if keyed:
            self.out.write("{")
        for result in results:
            self.all_diags.extend(result.diagnostics)
            if result.diag_text:
                write_raw(self.err, result.diag_text)
            if result.json_text is None:
                self.failed = True
                continue
            if not keyed:
                write_raw(self.out, result.json_text + "\n")
                continue
            import json
            key = json.dumps(result.name, ensure_ascii=False)
            sep = "" if first else ","
            if pretty:
                text = result.json_text.replace("\n", "\n  ")
                write_raw(self.out, f"{sep}\n  {key}: {text}")
            else:
                write_raw(self.out, f"{sep}{key}:{result.json_text}")
            first = False
        if keyed:
            self.out.write("\n}\n" if pretty and not first else "}\n")

    def _variables(self) -> dict[str, Any] | None:
        """The variable options, applied in order, as plain data (None: they
        had errors, which are reported)."""
        from .varopts import resolve
        values, diags, files = resolve(self.opts.var_sources)
        if diags.has_errors():
            self._report(diags, files)
            self.failed = True
            return None
        return values

    def _report(self, diags: Any, files: dict[str, Any]) -> None:
        from ..diagwrite import text_width, write_json, write_text
        from .color import wants_color
        from .streams import write_raw
        if self.opts.diags == "json":
            self.err.write(write_json(diags))
        else:
            write_raw(self.err, write_text(diags, files, width=text_width(self.out),
                                           color=wants_color(self.opts.color, self.err)))


def walk(folder: str, extensions: tuple[str, ...]) -> Iterator[str]:
    """The files under ``folder`` whose names end with one of ``extensions``,
    in name order, depth first; folders named ``.…`` (``.git``,
    ``.terraform``) are skipped, and symbolic links to folders not followed."""
    try:
        entries = sorted(os.scandir(folder), key=lambda e: e.name)
    except OSError:
        return
    for entry in entries:
        if entry.is_dir(follow_symlinks=False):
            if not entry.name.startswith("."):
                yield from walk(entry.path, extensions)
        elif entry.name.endswith(extensions):
            yield entry.path


def _convert_all(inputs: list[tuple[str, bytes | None]], settings: Settings,
                 jobs: int) -> Iterator[Result]:
    """Each input converted, in order: in this process, or in a pool of
    ``jobs`` processes when there is more than one file."""
    if jobs <= 1 or len(inputs) <= 1:
        return (convert_one(name, data, settings) for name, data in inputs)
    from concurrent.futures import ProcessPoolExecutor
    # Load the converters here, once: workers forked from this process start with them.
    _loads(b"", "<warm-up>", settings)
    pool = ProcessPoolExecutor(max_workers=jobs)
    # Chunks large enough to keep the messages few, small enough to share the work.
    chunk = max(1, len(inputs) // (jobs * 8))
    names = [n for n, _ in inputs]
    datas = [d for _, d in inputs]
    results = pool.map(convert_one, names, datas, [settings] * len(inputs), chunksize=chunk)

    def ordered() -> Iterator[Result]:
        try:
            yield from results
        finally:
            pool.shutdown(cancel_futures=True)
    return ordered()


def convert_one(name: str, data: bytes | None, settings: Settings) -> Result:
    """One input to JSON text, or its diagnostics; never raises for bad input."""
    from ..diagnostics import Diagnostics
    from ..errors import HCLError
    shown = "<stdin>" if name == "-" else name
    if data is None:
        try:
            with open(name, "rb") as f:
                data = f.read()
        except OSError:
            diags = Diagnostics()
            diags.error("Failed to read file",
                        f'The configuration file "{name}" could not be read.')
            return _failed(name, diags, {}, settings)
    try:
        value = _loads(data, shown, settings)
    except HCLError as e:
        return _failed(name, e.diagnostics, _sources(data, shown, settings), settings)
    except Exception as e:  # a command reports what went wrong, never a traceback
        diags = Diagnostics()
        diags.error("Internal error", f"hcl2json failed on {shown}: {type(e).__name__}: {e}")
        return _failed(name, diags, {}, settings)
    from .jsonout import InfinityError, dumps_json
    try:
        text = dumps_json(value, settings.pretty)
    except InfinityError as e:
        # JSON has no infinity (the one value HCL has that it cannot hold); hcldec's words.
        files = _sources(data, shown, settings)
        diags = Diagnostics()
        diags.error("Cannot write JSON", f"{shown}: cannot serialize infinity as JSON "
                    f"(the value at {e.path})", _attribute_range(files[shown], e.keys))
        return _failed(name, diags, files, settings)
    return Result(name, text)


def _loads(data: bytes, name: str, settings: Settings) -> Any:
    """The plain data of one input, in the shape asked for (raises HCLError)."""
    if settings.compat == "hcl2":
        from ..compat.hcl2 import load
        stream = io.BytesIO(data)
        stream.name = name  # for messages
        return load(stream)
    from ..convenience.loading import loads
    return loads(data, filename=name, variables=settings.variables,
                 functions=_functions(settings.functions),
                 unknowns=settings.unknowns)  # type: ignore[arg-type]


@functools.cache
def _functions(table: str) -> dict[str, Any]:
    """The function table, made once per process rather than once per file:
    the reference's (plain), the wider plain one (extended) or Terraform's;
    the latter two with the filesystem functions confined to the current
    directory."""
    if table == "terraform":
        from ..terraform import functions as terraform_functions
        return terraform_functions(".")
    from ..stdlib import extended_functions, functions
    return extended_functions(".") if table == "extended" else functions()


def _sources(data: bytes, name: str, settings: Settings) -> dict[str, Any]:
    """The input parsed again, on the way to an error message, for its source
    lines and the ``in BLOCK`` part of messages."""
    from ..convenience.loading import _is_json
    from ..json import parse_json
    from ..native import parse
    # The syntax loads chose: by name, then content (compat: by content alone).
    is_json = _is_json(data, None if settings.compat else name)
    return {name: (parse_json if is_json else parse)(data, name)[0]}


def _attribute_range(file: Any, keys: list[str | int]) -> Any:
    """The range of the expression of the attribute (native syntax) that
    the data's ``keys`` lead to, through block types and labels; None where
    they lead nowhere."""
    from ..native import File
    if not isinstance(file, File):
        return None
    body = file.body
    i = 0
    while i < len(keys):
        key = keys[i]
        if key in body.attributes:
            return body.attributes[key].expr.range
        blocks = [b for b in body.blocks if b.type == key]
        i += 1
        depth = 0
        while i < len(keys) and blocks and isinstance(keys[i], str) and depth < len(
                blocks[0].labels):
            blocks = [b for b in blocks if len(b.labels) > depth and b.labels[depth] == keys[i]]
            depth += 1
            i += 1
        index = keys[i] if i < len(keys) else None
        if isinstance(index, int) and len(blocks) > 1:
            blocks = blocks[index:index + 1]
            i += 1
        if len(blocks) != 1:
            return None
        body = blocks[0].body
    return None


def _failed(name: str, diags: Any, files: dict[str, Any], settings: Settings) -> Result:
    from ..diagwrite import write_text
    text = "" if settings.diags_json else write_text(diags, files, width=settings.width,
                                                     color=settings.color)
    return Result(name, None, text, tuple(diags))


def run() -> None:
    """The console script's entry point."""
    sys.exit(main())
