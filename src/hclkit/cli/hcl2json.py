"""The ``hcl2json`` command (also ``python -m hclkit``): configuration to JSON.

    hcl2json [options] [PATH ...]

Each PATH is a file, a directory (its files with a configuration
extension, recursively, in name order; folders whose names start with ``.``
are skipped), or ``-`` for standard input; no PATH reads standard input.
The syntax is chosen as :func:`hclkit.loads` chooses it: JSON for names
ending in ``.json``, native for the native extensions, else JSON when the
text starts with ``{`` or ``[``.

One input gives its data (the shape of :func:`hclkit.loads`, or with
``--compat hcl2`` that of :func:`hclkit.compat.hcl2.loads` with python-hcl2
8's default options, ``--compat hcl2-v7`` its long-standing v7 shape); several, or a
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

from .command import error_stream, output_stream, read_stdin, report_os_error

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from typing import Any, BinaryIO, NoReturn, TextIO

__all__ = ["DEFAULT_EXTENSIONS", "main", "run"]

# What a directory's configuration files are named.
DEFAULT_EXTENSIONS = (".hcl", ".tf", ".tfvars", ".nomad", ".hcl.json", ".tf.json",
                      ".tfvars.json", ".nomad.json")

EXIT_OK = 0
EXIT_INPUT = 1
EXIT_USAGE = 2


class Settings:
    """How each input is converted and reported (sent to worker processes).
    A plain class, not a dataclass: the dataclasses module and the code it
    generates cost a tiny run more than this whole command's own work.

    ``width`` and ``color`` (how diagnostics are written) are worked out
    from ``terminal`` (stdout, stderr, the ``--color`` choice) when first
    needed, or before the settings go to a worker: a run that reports
    nothing never loads the diagnostics modules that know how."""

    __slots__ = ("_color", "_terminal", "_width", "compat", "diags_json", "functions",
                 "pretty", "unknowns", "variables")

    def __init__(self, compat: str = "", unknowns: str = "expression",
                 variables: dict[str, Any] | None = None, pretty: bool = False,
                 diags_json: bool = False, width: int | None = 80, color: bool = False,
                 functions: str = "plain",
                 terminal: tuple[TextIO, TextIO, str] | None = None) -> None:
        self.compat = compat
        self.unknowns = unknowns
        self.variables = {} if variables is None else variables
        self.pretty = pretty
        self.diags_json = diags_json
        self.functions = functions
        self._terminal = terminal
        self._width = None if terminal is not None else width
        self._color = color

    @property
    def width(self) -> int:
        self._from_terminal()
        assert self._width is not None
        return self._width

    @property
    def color(self) -> bool:
        self._from_terminal()
        return self._color

    def _from_terminal(self) -> None:
        if self._terminal is None:
            return
        from ..diagwrite import text_width
        from .color import wants_color
        out, err, choice = self._terminal
        self._width, self._color = text_width(out), wants_color(choice, err)
        self._terminal = None

    def __getstate__(self) -> tuple[Any, ...]:
        self._from_terminal()  # streams do not travel; what they tell does
        return (self.compat, self.unknowns, self.variables, self.pretty, self.diags_json,
                self._width, self._color, self.functions)

    def __setstate__(self, state: tuple[Any, ...]) -> None:
        Settings.__init__(self, *state)


class Result:
    """One input converted: its JSON text (None if it failed) and its diagnostics,
    as text and as the diagnostics themselves."""

    __slots__ = ("diag_text", "diagnostics", "json_text", "name")

    def __init__(self, name: str, json_text: str | None, diag_text: str = "",
                 diagnostics: tuple[Any, ...] = ()) -> None:
        self.name = name
        self.json_text = json_text
        self.diag_text = diag_text
        self.diagnostics = diagnostics


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
    p.add_argument("--compat", choices=["hcl2", "hcl2-v7"],
                   help="python-hcl2 8's output shape (hclkit.compat.hcl2, its default "
                        "options), or python-hcl2 7's (no comments or block markers, strings "
                        "unquoted)")
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


class _Defaults:
    """The options of a command line of paths alone: what the parser gives
    for it (a test holds the two equal)."""

    pretty = False
    compat = None
    jobs = 1
    unknowns = "expression"
    ext = None
    diags = "text"
    color = "auto"
    functions = "plain"
    terraform = None
    version = False
    vars = var = var_file = None  # the variable options' own destinations (unused)

    def __init__(self, paths: list[str]) -> None:
        self.paths = paths
        self.var_sources: list[Any] = []


def _paths_only(args: list[str]) -> _Defaults | None:
    """The options of a command line of paths alone (the common case,
    read without argparse, which costs a tiny run a tenth of its time); None
    for any other command line."""
    if any(a.startswith("-") and a != "-" for a in args):
        return None
    return _Defaults(args)


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
    out = output_stream(stdout)
    err = error_stream(stderr)
    args = sys.argv[1:] if argv is None else list(argv)
    if any(a.startswith("--terraform") for a in args):  # (its module loaded only then)
        from .tfmodule import main as terraform_main
        from .tfmodule import wants_terraform
        if wants_terraform(args):  # a module evaluated (hclkit.terraform), not files converted
            return terraform_main(args, out, err)
    opts = _paths_only(args)
    try:  # help, version and usage messages: a reader gone early is reported, as for output
        if opts is None:
            parser = _parser(out, err)
            try:
                opts = parser.parse_args(args)
            except _HelpShown:
                out.flush()
                return EXIT_OK
            except _UsageError as e:
                err.write(f"{parser.format_usage()}hcl2json: error: {e}\n")
                return EXIT_USAGE
        if opts.version:
            from .. import __version__
            out.write(f"{__version__}\n")
            out.flush()
            return EXIT_OK
    except OSError as e:
        return report_os_error(err, "hcl2json: cannot write the output", e)
    try:
        return _Run(opts, out, err).go(stdin)
    except KeyboardInterrupt:
        err.write("hcl2json: interrupted\n")
        return EXIT_INPUT
    except OSError as e:  # a standard stream closed or failing
        return report_os_error(err, "hcl2json", e)


class _Run:
    def __init__(self, opts: Any, out: TextIO, err: TextIO) -> None:
        self.opts = opts
        self.out = out
        self.err = err
        self.failed = False
        self.all_diags: list[Any] = []

    def go(self, stdin: BinaryIO | None) -> int:
        if self.opts.var_sources and self.opts.compat:
            flag = self.opts.var_sources[0].flag
            self.err.write(f"hcl2json: error: {flag} has no effect with --compat "
                           f"{self.opts.compat} (python-hcl2 evaluates nothing)\n")
            return EXIT_USAGE
        variables = self._variables()
        if variables is None:
            return EXIT_INPUT
        settings = Settings(self.opts.compat or "", self.opts.unknowns, variables,
                            self.opts.pretty, self.opts.diags == "json",
                            functions=self.opts.functions,
                            terminal=(self.out, self.err, self.opts.color))
        paths = self.opts.paths or ["-"]
        inputs = list(self._inputs(paths, stdin))
        keyed = len(paths) > 1 or any(os.path.isdir(p) for p in paths)
        results = _convert_all(inputs, settings, self.opts.jobs)
        try:
            self._write(results, keyed, settings.pretty)
        except OSError as e:
            report_os_error(self.err, "hcl2json: cannot write the output", e)
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
                yield "-", read_stdin(stdin)
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
        if not self.opts.var_sources:
            return {}
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
    # The entries still to look at in each folder open, innermost last:
    # without recursion, so depth is no matter.
    stack = [_entries(folder)]
    while stack:
        entry = next(stack[-1], None)
        if entry is None:
            stack.pop()
            continue
        try:
            is_dir = entry.is_dir(follow_symlinks=False)
        except OSError:
            continue
        if is_dir:
            if not entry.name.startswith("."):
                stack.append(_entries(entry.path))
        elif entry.name.endswith(extensions):
            yield entry.path


def _entries(folder: str) -> Iterator[os.DirEntry[str]]:
    """A folder's entries in name order (none if it cannot be read)."""
    try:
        with os.scandir(folder) as it:
            return iter(sorted(it, key=lambda e: e.name))
    except OSError:
        return iter(())


def _convert_all(inputs: list[tuple[str, bytes | None]], settings: Settings,
                 jobs: int) -> Iterator[Result]:
    """Each input converted, in order: in this process, or in a pool of
    ``jobs`` processes when there is more than one file."""
    if jobs <= 1 or len(inputs) <= 1:
        return (convert_one(name, data, settings) for name, data in inputs)
    from concurrent.futures import ProcessPoolExecutor
    # Load the converters here, once: workers forked from this process start with them.
    _warm_up(settings)
    pool = ProcessPoolExecutor(max_workers=jobs, initializer=_start_worker,
                               initargs=(settings,))
    # Files go out as names (each worker reads its own) and come back as JSON
    # text, several to a message: chunks large enough that messages and
    # process start are small beside the parsing, and four or more per worker
    # so that one slow chunk does not leave the other workers idle at the end.
    chunk = max(1, min(64, len(inputs) // (jobs * 4)))
    names = [n for n, _ in inputs]
    datas = [d for _, d in inputs]
    # The settings went to each worker once, at its start (_start_worker),
    # not with every file; a result comes back as a plain tuple of text.
    results = pool.map(_convert_in_worker, names, datas, chunksize=chunk)

    def ordered() -> Iterator[Result]:
        try:
            for name, fields in zip(names, results):
                yield Result(name, *fields)
        finally:
            pool.shutdown(cancel_futures=True)
    return ordered()


def _warm_up(settings: Settings) -> None:
    _loads(b"", "<warm-up>", settings)
    if not settings.compat:
        _functions(settings.functions)


# The settings of the run a worker process serves (set as it starts).
_worker_settings: Settings | None = None


def _start_worker(settings: Settings) -> None:
    """A worker process is the command's own, as its main process is."""
    global _worker_settings  # noqa: PLW0603  (a worker process's own state)
    from .process import own_process
    _worker_settings = settings
    _warm_up(settings)  # already done where workers are forked, not where they are spawned
    own_process()


def _convert_in_worker(name: str, data: bytes | None) -> tuple[Any, ...]:
    """:func:`convert_one` in a worker, with the settings it started with;
    the result as a tuple (its fields after the name), cheaper to send."""
    assert _worker_settings is not None
    result = convert_one(name, data, _worker_settings)
    return result.json_text, result.diag_text, result.diagnostics


def convert_one(name: str, data: bytes | None, settings: Settings) -> Result:
    """One input to JSON text, or its diagnostics; never raises for bad input."""
    # The diagnostics and errors modules are imported when something fails:
    # a small file of literals needs neither (see _literal).
    shown = "<stdin>" if name == "-" else name
    if data is None:
        from ..regularfile import NotRegularFile, open_regular
        try:
            with open_regular(name) as f:  # a FIFO named x.tf is refused, not waited on
                data = f.read()
        except NotRegularFile:
            return _failed(name, _error("Failed to read file", f'The configuration file '
                                        f'"{name}" is not a regular file.'), {}, settings)
        except OSError:
            return _failed(name, _error("Failed to read file", f'The configuration file '
                                        f'"{name}" could not be read.'), {}, settings)
    try:
        value = _literal(data, shown, settings)
        if value is None:
            value = _loads(data, shown, settings)
    except Exception as e:  # a command reports what went wrong, never a traceback
        from ..errors import HCLError
        if isinstance(e, HCLError):
            return _failed(name, e.diagnostics, _sources(data, shown, settings), settings)
        return _failed(name, _error("Internal error", f"hcl2json failed on {shown}: "
                                    f"{type(e).__name__}: {e}"), {}, settings)
    from .jsonout import InfinityError, dumps_json
    try:
        text = dumps_json(value, settings.pretty)
    except InfinityError as e:
        # JSON has no infinity (the one value HCL has that it cannot hold); hcldec's words.
        files = _sources(data, shown, settings)
        return _failed(name, _error("Cannot write JSON", f"{shown}: cannot serialize infinity "
                                    f"as JSON (the value at {e.path})",
                                    _attribute_range(files[shown], e.keys)), files, settings)
    return Result(name, text)


def _error(summary: str, detail: str, subject: Any = None) -> Any:
    """Diagnostics of one error."""
    from ..diagnostics import Diagnostics
    diags = Diagnostics()
    diags.error(summary, detail, subject)
    return diags


def _literal(data: bytes, name: str, settings: Settings) -> dict[str, Any] | None:
    """A small native file of literals read from its tokens (the same data
    as :func:`_loads`), while the parser is not loaded yet: a run on such a
    file then never loads it, and starts several times faster.  None: the
    parser's work."""
    if settings.compat or name.endswith(".json") or "hclkit.convenience.loading" in sys.modules:
        return None
    from .literalfile import literal_data
    return literal_data(data)


def _loads(data: bytes, name: str, settings: Settings) -> Any:
    """The plain data of one input, in the shape asked for (raises HCLError)."""
    if settings.compat:
        from ..compat.hcl2 import SerializationOptions, load
        stream = io.BytesIO(data)
        stream.name = name  # for messages
        if settings.compat == "hcl2-v7":
            return load(stream, serialization_options=SerializationOptions(
                with_comments=False, explicit_blocks=False, strip_string_quotes=True))
        return load(stream)
    from ..convenience.loading import loads
    # Every function call has a "(", so a file without one needs no function
    # library, and a short run does not pay for loading it.
    functions = _functions(settings.functions) if b"(" in data else {}
    return loads(data, filename=name, variables=settings.variables, functions=functions,
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
    """The console script's entry point: the process is the command's own."""
    from .process import run_command
    run_command("hcl2json", main)


if __name__ == "__main__":
    run()
