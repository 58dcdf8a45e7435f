"""The ``hcldec`` command: decode HCL input through a spec into JSON.

    hcldec --spec=SPEC [options] [FILE ...]

Flags, output, diagnostics and exit codes are the reference ``hcldec``'s
(0: success; 1: a usage or output error; 2: a bad flag, or diagnostics
with errors).  One flag is hclkit's own, as every hclkit command has it:
``--color=auto|always|never`` (with ``NO_COLOR``; see :mod:`.color`); the
usage text leaves it out, to stay the reference's.  Nothing here raises
out of :func:`main`: bad input is a diagnostic, a bad invocation a
one-line message.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..regularfile import open_regular
from .command import UsageError, read_stdin, report_os_error, start

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from typing import Any, BinaryIO, TextIO

# (flag column, description), laid out as the reference's flag library does.
_FLAG_HELP = (
    ("      --diags string", 'format any returned diagnostics in the given format; currently '
                             'only "json" is accepted'),
    ("      --keep-nulls", "retain object properties that have null as their value (they are "
                           "removed by default)"),
    ("  -o, --out string", "write to the given file, instead of stdout"),
    ("  -s, --spec string", "path to spec file (required)"),
    ("      --var-refs", "rather than decoding input, produce a JSON description of the "
                         "variables referenced by it"),
    ("  -V, --vars json-or-file", "provide variables to the given configuration file(s)"),
    ("  -v, --version", "show the version number and immediately exit"),
    ("      --with-type", "include an additional object level at the top describing the "
                          "HCL-oriented type of the result value"),
)
USAGE = ("usage: hcldec --spec=<spec-file> [options] [hcl-file ...]\n"
         + "".join(f"{flag:<28}{text}\n" for flag, text in _FLAG_HELP))

_STRING_FLAGS = {"spec": "spec", "s": "spec", "out": "out", "o": "out", "vars": "vars",
                 "V": "vars", "diags": "diags", "color": "color"}
_BOOL_FLAGS = {"var-refs": "var_refs", "with-type": "with_type", "keep-nulls": "keep_nulls",
               "version": "version", "v": "version"}


class Options:
    """The command line's options (a plain class: ``hcldec --version``
    starts without the dataclasses module and what it imports)."""

    def __init__(self) -> None:
        self.spec = ""
        self.out = ""
        self.vars: list[str] = []
        self.diags = ""
        self.color = "auto"
        self.var_refs = False
        self.with_type = False
        self.keep_nulls = False
        self.version = False
        self.files: list[str] = []


def parse_args(argv: Sequence[str]) -> Options:
    """The command line, read as the reference's flag library reads it:
    ``--name=value``, ``--name value``, ``-n value``, ``-nvalue``, bool
    flags with an optional ``=true``/``=false``, ``--`` ending the flags."""
    opts = Options()
    args = list(argv)
    i = 0
    while i < len(args):
        arg = args[i]
        i += 1
        if arg == "--":
            opts.files.extend(args[i:])
            break
        if arg in ("-h", "--help"):
            raise UsageError("")
        if not arg.startswith("-") or arg == "-":
            opts.files.append(arg)
            continue
        if arg.startswith("--"):
            name, eq, value = arg[2:].partition("=")
            shown = f"--{name}"
            if name in _BOOL_FLAGS:
                _set_bool(opts, _BOOL_FLAGS[name], value if eq else "true", shown)
                continue
            if name not in _STRING_FLAGS:
                raise UsageError(f"unknown flag: {shown}")
        else:
            name, value, eq = arg[1], arg[2:], ""
            if value.startswith("="):
                value, eq = value[1:], "="
            shown = f"-{name}"
            if name in _BOOL_FLAGS:
                if value and not eq:  # -vV…: several short flags together
                    args.insert(i, "-" + value)
                _set_bool(opts, _BOOL_FLAGS[name], value if eq else "true", shown)
                continue
            if name not in _STRING_FLAGS:
                raise UsageError(f"unknown shorthand flag: '{name}' in {arg}")
            eq = eq or ("=" if value else "")
        if not eq:
            if i >= len(args):
                raise UsageError(f"flag needs an argument: {shown}")
            value = args[i]
            i += 1
        attr = _STRING_FLAGS[name]
        if attr == "vars":
            opts.vars.append(value)
        else:
            setattr(opts, attr, value)
    return opts


def _set_bool(opts: Options, attr: str, value: str, shown: str) -> None:
    truth = {"1": True, "t": True, "T": True, "true": True, "TRUE": True, "True": True,
             "0": False, "f": False, "F": False, "false": False, "FALSE": False,
             "False": False}
    if value not in truth:
        raise UsageError(f'invalid argument "{value}" for "{shown}" flag: '
                         f'strconv.ParseBool: parsing "{value}": invalid syntax')
    setattr(opts, attr, truth[value])


def main(argv: Sequence[str] | None = None, *, stdin: BinaryIO | None = None,
         stdout: TextIO | None = None, stderr: TextIO | None = None) -> int:
    """Run ``hcldec`` with ``argv`` (default: the process's arguments);
    returns the exit code."""
    opts, out, err = start(argv, parse_args, USAGE, stdout, stderr)
    if opts is None:
        return 2
    if opts.version:
        from .. import __version__
        out.write(f"{__version__}\n")
        return 0
    if not opts.spec:
        err.write("Error: the --spec=... argument is required\n\n")
        return 1
    from .color import check_choice
    bad_color = check_choice(opts.color)
    if bad_color is not None:
        err.write(f"{bad_color}\n{USAGE}")
        return 2
    if opts.diags not in ("", "json"):
        err.write(f'Invalid diagnostics format "{opts.diags}": only "json" is supported.\n')
        return 2
    run = _Run(opts, out, err)
    try:
        return run.go(stdin)
    except RecursionError:  # belt and braces: the parser and evaluator limit nesting
        err.write("Error: input too deeply nested\n")
        return 2
    except MemoryError:
        err.write("Error: out of memory\n")
        return 2
    except OSError as e:  # a standard stream closed or failing
        return report_os_error(err, "hcldec", e)


class _Run:
    """One invocation, after the flags are read."""

    def __init__(self, opts: Options, out: TextIO, err: TextIO) -> None:
        from ..diagnostics import Diagnostics
        self.opts = opts
        self.out = out
        self.err = err
        self.diags = Diagnostics()
        self.sources: dict[str, bytes] = {}
        # Files already parsed (the inputs, --vars), for the text form's
        # source lines and "in BLOCK" parts; the rest is parsed when needed.
        self.parsed: dict[str, Any] = {}

    def go(self, stdin: BinaryIO | None) -> int:
        from ..dec import decode, load_spec, merge_bodies, variables
        from ..files import parse_source
        from ..types import ConversionError

        spec_src = self._read(self.opts.spec)
        if spec_src is None:
            return self._fail()
        spec, more = load_spec(spec_src, self.opts.spec)
        self.diags.extend(more)
        if self.diags.has_errors() or spec.root is None:
            return self._fail()

        given: dict[str, Any] = {}
        for n, arg in enumerate(self.opts.vars):
            # A bad --vars is reported with the inputs' problems, after reading them.
            given.update(self._vars(n, arg) or {})

        bodies = []
        if self.opts.files:
            for name in self.opts.files:
                src = self._read(name)
                if src is None:
                    continue
                bodies.append(self._parse(src, name, parse_source)[0])
        else:
            data = read_stdin(stdin)
            self.sources["<stdin>"] = data
            bodies.append(self._parse(data, "<stdin>", parse_source)[0])
        if self.diags.has_errors():
            return self._fail()
        body = merge_bodies(bodies)

        if self.opts.var_refs:
            text = _var_refs_json(variables(body, spec), spec.context(given))
        else:
            val, more = decode(body, spec, spec.context(given))
            self.diags.extend(more)
            if self.diags.has_errors():
                return self._fail()
            try:
                text = _result_json(val, self.opts.with_type, self.opts.keep_nulls)
            except ConversionError:
                # JSON has no infinity (the only value a decode can give that
                # it cannot hold); the reference's own words.
                self._report()
                self.err.write("Error: cannot serialize infinity as JSON\n\n")
                return 1
        self._report()
        return self._write(text + "\n")

    def _read(self, name: str) -> bytes | None:
        try:
            with open_regular(name) as f:  # a FIFO is refused, not waited on
                data = f.read()
        except (OSError, ValueError):
            self.diags.error("Failed to read file",
                             f'The configuration file "{name}" could not be read.')
            return None
        self.sources[name] = data
        return data

    def _vars(self, n: int, arg: str) -> dict[str, Any] | None:
        """One ``--vars``: a JSON object, or a file of one (JSON if its name
        ends in ``.json``, native syntax otherwise)."""
        if arg.lstrip().startswith("{"):
            return self._json_vars(arg.encode(), f"<vars argument {n}>")
        if arg.endswith(".json"):
            try:
                with open_regular(arg) as f:
                    data = f.read()
            except OSError:
                self.diags.error("Failed to open file",
                                 f'The file "{arg}" could not be opened.')
                return None
            return self._json_vars(data, arg)
        from ..native import parse
        native = self._read(arg)
        if native is None:
            return None
        return self._attribute_values(self._parse(native, arg, parse)[0])

    def _json_vars(self, data: bytes, name: str) -> dict[str, Any] | None:
        """Variables from a JSON object, read as JSON-syntax configuration in
        literal-only mode (as the reference reads them)."""
        from ..json import parse_json
        self.sources[name] = data
        body, more = self._parse(data, name, parse_json)
        if more.has_errors():
            return None  # a JSON document that could not be read has no variables
        return self._attribute_values(body)

    def _parse(self, data: bytes, name: str, parser: Any) -> tuple[Any, Any]:
        """The body of ``data`` read by ``parser``, and what that reported
        (added to the run's); the file is kept for messages."""
        file, more = parser(data, name)
        self.diags.extend(more)
        self.parsed[name] = file
        return file.body, more

    def _attribute_values(self, body: Any) -> dict[str, Any] | None:
        """Each attribute of ``body`` evaluated in literal-only mode (None if
        anything so far went wrong)."""
        attrs, more = body.just_attributes()
        self.diags.extend(more)
        found: dict[str, Any] = {}
        for name, attr in attrs.items():
            val, more = attr.expr.value(None)
            self.diags.extend(more)
            found[name] = val
        return None if self.diags.has_errors() else found

    def _report(self) -> None:
        if not self.diags:
            return
        from ..diagwrite import text_width, write_json, write_text
        from .color import wants_color
        from .streams import write_raw
        if self.opts.diags == "json":
            self.err.write(write_json(self.diags))
        else:
            text = write_text(self.diags, self._files(), width=text_width(self.out),
                              color=wants_color(self.opts.color, self.err))
            write_raw(self.err, text)

    def _files(self) -> dict[str, Any]:
        """What the text form shows source lines from, for the ``, in BLOCK``
        part of each message: the parsed files (the spec file, parsed inside
        the spec loader, is parsed again only now, on the way out)."""
        from ..native import parse
        return {name: self.parsed[name] if name in self.parsed else parse(data, name)[0]
                for name, data in self.sources.items()}

    def _fail(self) -> int:
        self._report()
        return 2

    def _write(self, text: str) -> int:
        if not self.opts.out:
            self.out.write(text)
            return 0
        try:
            with open(self.opts.out, "w", encoding="utf-8") as f:
                f.write(text)
        except OSError as e:
            reason = (e.strerror or str(e)).lower()
            self.err.write(f"Error: can't open {self.opts.out} for writing: open "
                           f"{self.opts.out}: {reason}\n\n")
            return 1
        return 0


def _result_json(val: Any, with_type: bool, keep_nulls: bool) -> str:
    from ..types import DYNAMIC, to_json
    if not with_type or (val.is_null and val.type is DYNAMIC):
        return to_json(val, keep_nulls=keep_nulls)
    if val.is_null and not keep_nulls:  # the wrapper's null "value" is dropped too
        return to_json(val, with_type=True).replace(',"value":null}', "}")
    return to_json(val, with_type=True, type_first=not keep_nulls, keep_nulls=keep_nulls)


def _var_refs_json(traversals: Sequence[Any], ctx: Any) -> str:
    """``--var-refs``' form: each traversal's root name, its value where the
    variables given have one, its steps and range, indented as the
    reference indents it."""
    import json

    from ..diagnostics import Diagnostics
    from ..model import TraverseAttr, TraverseIndex, TraverseRoot
    from ..model.ops import traverse_rel
    from ..pos import Range
    from ..types import ConversionError, to_json
    refs: list[dict[str, Any]] = []
    for t in traversals:
        ref: dict[str, Any] = {"root_name": t[0].name}
        root = ctx.variable(t[0].name) if ctx is not None else None
        if root is not None:
            trial = Diagnostics()
            val = traverse_rel(root, t, trial, 1)
            try:
                if not trial:
                    ref["value"] = json.loads(to_json(val))
            except ConversionError:  # unknown, or no JSON form: left out
                pass
        steps: list[dict[str, Any]] = []
        for step in t:
            if isinstance(step, TraverseRoot):
                steps.append({"kind": "root", "name": step.name, "range": _rng(step.range)})
            elif isinstance(step, TraverseAttr):
                steps.append({"kind": "attr", "name": step.name, "range": _rng(step.range)})
            elif isinstance(step, TraverseIndex):
                steps.append({"kind": "index", "key": json.loads(to_json(step.key)),
                              "range": _rng(step.range)})
        first, last = t[0].range, t[-1].range
        ref["steps"] = steps
        ref["range"] = _rng(Range(first.filename, first.start, last.end))
        refs.append(ref)
    return json.dumps(refs, indent=2, ensure_ascii=False)


def _rng(r: Any) -> dict[str, Any]:
    return {"filename": r.filename,
            "start": {"line": r.start.line, "column": r.start.column, "byte": r.start.byte},
            "end": {"line": r.end.line, "column": r.end.column, "byte": r.end.byte}}


def run() -> None:
    """The console script's entry point: the process is the command's own."""
    from .process import run_command
    run_command("hcldec", main)


if __name__ == "__main__":
    run()
