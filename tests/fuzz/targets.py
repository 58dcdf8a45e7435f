"""What the fuzzer calls: each target takes bytes and drives one entry point
of hclkit as an application would.  The contract is the library's: bad
input gives diagnostics, never an exception, so any exception a target lets
out is a failure (the harness also times each call and bounds memory)."""

from __future__ import annotations

import contextlib
import dataclasses
import io
from collections.abc import Callable
from typing import Any

import hclkit
from hclkit import types as T
from tests.support.roundtrip import loaded_back

__all__ = ["TARGETS"]

_FUNCTIONS = hclkit.stdlib.functions()
_VARIABLES: dict[str, Any] = {
    "s": "text", "n": 3, "b": True, "l": ["a", "b"], "m": {"k": "v", "n": 1},
    "deep": {"a": [{"b": {"c": [1, 2, 3]}}]}, "nul": None,
}
_SCHEMA = hclkit.BodySchema(
    attributes=[hclkit.AttributeSchema("name", required=True), hclkit.AttributeSchema("count")],
    blocks=[hclkit.BlockHeaderSchema("resource", label_names=["type", "name"]),
            hclkit.BlockHeaderSchema("locals"), hclkit.BlockHeaderSchema("dynamic", ["type"])])


def _context() -> hclkit.EvalContext:
    ctx = hclkit.EvalContext(_VARIABLES, _FUNCTIONS)
    ctx.variables = dict(ctx.variables or {}, u=hclkit.unknown(T.STRING),
                         ud=hclkit.DYNAMIC_VALUE)
    return ctx


_CTX = _context()


def _use(value: Any) -> None:
    """What an application does with a value: write it out and read it.
    A value that is not wholly known has neither form: ValueError, as
    documented."""
    for write in (lambda: hclkit.to_json(value, with_type=True), value.to_python):
        with contextlib.suppress(ValueError):
            write()


def _body(file: Any) -> None:
    body = file.body
    attrs, _ = body.just_attributes()
    for attr in attrs.values():
        value, diags = attr.expr.value(_CTX)
        _use(value)
        for d in diags:
            str(d.subject)
        attr.expr.variables()
    body.content(_SCHEMA)
    content, rest, _ = body.partial_content(_SCHEMA)
    for block in content.blocks:
        inner, _ = block.body.just_attributes()
        for attr in inner.values():
            attr.expr.value(_CTX)
    rest.just_attributes()


def native(data: bytes) -> None:
    file, diags = hclkit.parse(data, "fuzz.hcl")
    for d in diags:
        str(d.subject)
    _body(file)


def line_paths(data: bytes) -> None:
    """The parser's fast path (line tokens, values kept unread) and its
    ordinary tokens give the same tree and the same diagnostics, for the
    input and for the input inside an object constructor."""
    from tests.native.test_line_tokens import _diags, _parse, _tree

    text = data.decode("utf-8", "surrogateescape")
    # As it is, and as the items of an object opened by a line (where
    # items are kept unread, LINE_ITEM_EXPR tokens).
    for where in (text, "x = {\n" + text + "\n}\n"):
        fast, fast_diags = _parse(where, True)
        slow, slow_diags = _parse(where, False)
        if _diags(fast_diags) != _diags(slow_diags) or _tree(fast) != _tree(slow):
            raise AssertionError("the line tokens' tree or diagnostics differ")


def json_syntax(data: bytes) -> None:
    file, diags = hclkit.parse_json(data, "fuzz.json")
    for d in diags:
        str(d.subject)
    _body(file)


def expression(data: bytes) -> None:
    expr, _ = hclkit.parse_expression(data, "fuzz.hcl")
    if expr is None:
        return
    value, _ = expr.value(_CTX)
    _use(value)
    expr.value(None)
    expr.variables()
    hclkit.expr_list(expr)
    hclkit.expr_map(expr)
    hclkit.expr_call(expr)
    hclkit.abs_traversal_for_expr(expr)


def template(data: bytes) -> None:
    expr, _ = hclkit.parse_template(data, "fuzz.tmpl")
    if expr is None:
        return
    value, _ = expr.value(_CTX)
    _use(value)


_CONFIG = b'name = "x"\ncount = 2\nresource "a" "b" {\n  v = [1, "2", true]\n}\n'
_SPEC = b'object {\n  attr "name" { type = string }\n  attr "count" { type = number }\n' \
        b'  block_map "resource" {\n    labels = ["type", "name"]\n' \
        b'    attr "v" { type = list(string) }\n  }\n}\n'


def spec(data: bytes) -> None:
    """A fuzzed spec decoding a fixed configuration, then the fixed spec
    decoding the input as a configuration."""
    from hclkit import dec
    loaded, diags = dec.load_spec(data, "fuzz.hcldec")
    file, _ = hclkit.parse(_CONFIG, "config.hcl")
    if loaded is not None and not diags.has_errors():
        value, _ = dec.decode(file.body, loaded, _CTX)
        _use(value)
        dec.variables(file.body, loaded)
    fixed, _ = dec.load_spec(_SPEC, "fixed.hcldec")
    assert fixed is not None
    file, _ = hclkit.parse(data, "fuzz.hcl")
    value, _ = dec.decode(file.body, fixed, _CTX)
    _use(value)


def _name_only(arg: str) -> str:
    """A command-line argument that names no path outside the folder the
    fuzzer runs in: slashes become underscores, and "." and ".." (the
    folder and the one above, whose every file hcl2json would convert)
    get an underscore in front."""
    arg = arg.replace("/", "_")
    return "_" + arg if arg in (".", "..") else arg


def command_line(data: bytes) -> None:
    """hcldec's argument handling: the input split into arguments, run in
    the fuzzer's own scratch folder (no argument names a path outside it);
    the arguments' tail is standard input."""
    from hclkit.cli.hcldec import main
    args = [_name_only(a.decode("utf-8", "surrogateescape")) for a in data.split(b"\0")][:12]
    out, err = io.StringIO(), io.StringIO()
    code = main(args, stdin=io.BytesIO(data[-200:]), stdout=out, stderr=err)
    assert code in (0, 1, 2), code
    assert "Traceback" not in err.getvalue()


def writer(data: bytes) -> None:
    """The writer: formatting anything (as hclfmt, it formats what does not
    parse), and the editing tree, which prints any source back as it was;
    a source that parses still parses after edits, and formatting its
    formatted text changes nothing."""
    from hclkit.write import check, parse_document
    formatted = hclkit.fmt(data)
    check(data)
    doc, diags = parse_document(data, "fuzz.hcl")
    assert str(doc) == data.decode("utf-8", "surrogateescape"), "not printed back as it was"
    if diags.has_errors():
        return
    assert hclkit.fmt(formatted) == formatted, "formatting formatted text changed it"
    attrs = doc.body.attributes()
    if attrs:
        doc.body.set_attribute(attrs[0].name, {"k": [1, "two ${x}"]})
        doc.body.rename_attribute(attrs[-1].name, "renamed_by_fuzz")
    doc.body.set_attribute("added_by_fuzz", 1)
    for block in doc.body.blocks()[:3]:
        block.body.set_attribute_raw("inner_by_fuzz", "var.a + 1")
    edited = str(doc)
    _, after = hclkit.parse(edited, "edited.hcl")
    assert not [d for d in after.errors() if d.summary != "Attribute redefined"], edited


@dataclasses.dataclass
class _Resource:
    type: str = hclkit.label()
    name: str = hclkit.label()
    v: list[str] = dataclasses.field(default_factory=list)


@dataclasses.dataclass
class _Config:
    name: str = "x"
    count: int = 0
    resource: list[_Resource] = dataclasses.field(default_factory=list)


def python_layer(data: bytes) -> None:
    """The Python layer: loads (plain data, and written back by dumps),
    python-hcl2's shape, and decode into dataclasses.  HCLError is their
    documented error, and dumps' ValueError for what HCL cannot hold."""
    from hclkit.compat import hcl2
    with contextlib.suppress(hclkit.HCLError):
        plain = hclkit.loads(data, filename="fuzz.hcl", unknowns="expression")
        with contextlib.suppress(ValueError):
            hclkit.dumps(plain)
    with contextlib.suppress(hclkit.HCLError):
        hclkit.loads(data, filename="fuzz.json", variables=_VARIABLES)
    with contextlib.suppress(hclkit.HCLError):
        shaped = hcl2.loads(data.decode("utf-8", "surrogateescape"))
        with contextlib.suppress(ValueError):
            hclkit.dumps(shaped, shape="hcl2")
    with contextlib.suppress(hclkit.HCLError):
        hclkit.decode(data, _Config, filename="fuzz.hcl", variables=_VARIABLES)


# --- deep values through functions -------------------------------------------------------------

_WALKERS = ("{v}", "flatten({v})", "jsonencode({v})", "jsondecode(jsonencode({v}))",
            "tolist({v})", "toset({v})", "contains({v}, 1)", "{v} == {v}", "distinct([{v}, {v}])",
            "length(setunion([{v}], [{v}]))", "[for x in [{v}]: x]", "merge({{a = {v}}})",
            "concat({v}, [1])", "coalescelist({v}, [1])", "try({v}, 1)", "can({v})",
            "reverse({v})", "sort([jsonencode({v})])", "keys({{a = {v}}})", "tostring({v})",
            "lookup({{a = {v}}}, \"a\", 1)", "setproduct({v}, [1])", "zipmap([\"a\"], [{v}])",
            "transpose({{a = [jsonencode({v})]}})", "{{for k, x in {{a = {v}}}: k => x}}")


def deep_values(data: bytes) -> None:
    """Values nested from a few levels to thousands, of lists and objects
    as the bytes say, decoded from JSON and wrapped in more brackets, then
    walked by a function or an operator: a value or a diagnostic, never an
    exception (``RecursionError`` above all)."""
    if len(data) < 3:
        return
    depth = (data[0] << 8 | data[1]) % 3000
    walker = _WALKERS[data[2] % len(_WALKERS)]
    shape = data[3:] or b"["
    opens = "".join('[' if shape[i % len(shape)] & 1 else '{\\"k\\":' for i in range(depth))
    closes = "".join(']' if shape[i % len(shape)] & 1 else '}' for i in reversed(range(depth)))
    wrap = data[0] % 97
    value = "[" * wrap + f'jsondecode("{opens}1{closes}")' + "]" * wrap
    with contextlib.suppress(hclkit.HCLError):
        _use_plain(hclkit.loads("x = " + walker.format(v=value)))


def _use_plain(data: Any) -> None:
    with contextlib.suppress(ValueError):
        hclkit.dumps(data)


# --- dumps of Python data -------------------------------------------------------------------------

class _Reader:
    """Python data made from bytes, a byte at a time: each says what comes next."""

    _NAMES = ("a", "b", "resource", "dynamic", "content", "lifecycle", "for", "x-y", "bad name",
              "é", "", "null")
    _STRINGS = ("", "x", "${a}", "%{if}", "a\nb\n", "\ud800", "\udcff", "e\u0301", "\r\n",
                "EOT\n", '"\\', "\x00", "日本")

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.i = 0

    def byte(self) -> int:
        b = self.data[self.i % len(self.data)] if self.data else 0
        self.i += 1
        return b

    def value(self, depth: int) -> Any:
        from decimal import Decimal
        kind = self.byte() % 14
        if depth > 160 or self.i > 4 * len(self.data) + 8:
            kind = kind % 7
        if kind == 0:
            return None
        if kind == 1:
            return self.byte() & 1 == 1
        if kind == 2:
            return (self.byte() - 128) * 10 ** (self.byte() % 40)
        if kind == 3:
            return (self.byte() - 128) / (self.byte() + 1) * 10.0 ** (self.byte() % 80 - 40)
        if kind == 4:
            return Decimal(self.byte() - 128).scaleb(self.byte() * 8 - 1024)
        if kind == 5:
            return self._STRINGS[self.byte() % len(self._STRINGS)] * (self.byte() % 3)
        if kind == 6:
            return 10 ** (self.byte() * 20) + self.byte()
        if kind in (7, 8):
            return [self.value(depth + 1) for _ in range(self.byte() % 3)]
        if kind == 9:
            return tuple(self.value(depth + 1) for _ in range(self.byte() % 3))
        if kind == 10:  # one long chain, to cross the nesting limits
            inner = self.value(depth + 1)
            for _ in range(self.byte() % 130):
                inner = [inner] if self.byte() & 1 else {"k": inner}
            return inner
        return {self._NAMES[self.byte() % len(self._NAMES)]: self.value(depth + 1)
                for _ in range(self.byte() % 4)}


def dumps_data(data: bytes) -> None:
    """``dumps`` of Python data the bytes describe (names and strings HCL
    cannot hold, huge and tiny numbers, deep chains, blocks and labels, a
    dict that holds itself): the text loads back as the data, or dumps
    raises ``ValueError``."""
    reader = _Reader(data)
    body = reader.value(0)
    if not isinstance(body, dict):
        body = {"a": body}
    if data[:1] == b"\xff":
        body["self"] = body
    blocks = [n for n in _Reader._NAMES if reader.byte() & 1]
    for shape in ("hclkit", "hcl2"):
        try:
            text = hclkit.dumps(body, blocks=blocks, heredocs=bool(reader.byte() & 1),
                                shape=shape)
        except ValueError:
            continue
        if shape == "hcl2":
            hclkit.compat.hcl2.loads(text)
            continue
        back = hclkit.loads(text, numbers="decimal", dynamic_blocks=False)
        assert back == loaded_back(body), f"{text[:300]!r} read back differently"


# --- sequences of edits --------------------------------------------------------------------------

def edit_sequence(data: bytes) -> None:
    """Edits as the bytes choose them, on a source that parses: after each,
    the text still parses (but for "Attribute redefined" where a name is
    set twice) and keeps the source's line endings."""
    from hclkit.write import parse_document
    if len(data) < 4:
        return
    # The edits are the last few bytes (so the source, all of it, is the
    # corpus file the mutation came from, and often parses).
    ops, source = data[-(data[0] % 16 + 1):], data
    crlf = b"\r\n" in source and b"\n" not in source.replace(b"\r\n", b"")
    doc, diags = parse_document(source, "fuzz.hcl")
    if diags.has_errors():
        return
    values: tuple[Any, ...] = (1, "two ${x}", {"k": [1, "a\nb\n"]}, None, "line\nline\n")
    raws = ("var.a + 1", "a # c", "[\n1,\n]", "<<EOT\nx\nEOT", "f(x) // c", "{a = 1}")
    for n, op in enumerate(ops):
        body = doc.body
        blocks = body.blocks()
        if blocks and op & 0x80:
            body = blocks[op % len(blocks)].body
        attrs = body.attributes()
        kind = op % 6
        name = f"fz{op % 5}"
        if kind == 0:
            body.set_attribute(name, values[op % len(values)], heredocs=bool(op & 8))
        elif kind == 1:
            body.set_attribute_raw(name, raws[op % len(raws)])
        elif kind == 2 and attrs:
            _rename(body, attrs[op % len(attrs)].name, name)
        elif kind == 3 and attrs:
            body.remove_attribute(attrs[op % len(attrs)].name)
        elif kind == 4:
            body.append_block("fzb", [name][:op & 1]).body.set_attribute("v", n)
        elif kind == 5 and blocks:
            body.remove_block(blocks[op % len(blocks)])
        text = str(doc)
        _, after = hclkit.parse(text, "edited.hcl")
        problems = [d for d in after.errors() if d.summary != "Attribute redefined"]
        assert not problems, f"edit {n} ({kind}) left text that does not parse: {text[:300]!r}"
        if crlf:
            assert "\n" not in text.replace("\r\n", ""), f"edit {n} ({kind}) wrote a bare LF"


def _rename(body: Any, name: str, new_name: str) -> None:
    """A rename, which onto another attribute's name must be refused with
    ``ValueError`` and leave the text as it was."""
    if new_name == name or body.get_attribute(new_name) is None:
        body.rename_attribute(name, new_name)
        return
    before = [str(part) for part in body.parts]
    try:
        body.rename_attribute(name, new_name)
    except ValueError:
        assert [str(part) for part in body.parts] == before, "a refused rename changed the text"
        return
    raise AssertionError(f"renaming {name!r} onto {new_name!r}, in use, was not refused")


# --- commands with closed streams -----------------------------------------------------------------

def closed_streams(data: bytes) -> None:
    """The commands with standard input, output or error closed (as the
    process's ``None`` streams), on arguments from the bytes: an exit code,
    never an exception."""
    import sys

    from hclkit.cli import hcl2json, hcldec, hclfmt
    from hclkit.cli.command import error_stream, output_stream
    if not data:
        return
    # ".." once made hcl2json convert every file above the fuzzer's folder
    # (34 s of CPU over three checkouts: over the budget, nothing wrong).
    args = [_name_only(a.decode("utf-8", "surrogateescape")) for a in data[1:].split(b"\0")][:6]
    main = (hcl2json.main, hclfmt.main, hcldec.main)[data[0] % 3]
    closed = data[0] // 3 % 3
    saved = sys.stdin, sys.stdout, sys.stderr
    try:
        if closed == 0:
            sys.stdin = None  # type: ignore[assignment]
        elif closed == 1:
            sys.stdout = None  # type: ignore[assignment]
        else:
            sys.stderr = None  # type: ignore[assignment]
        out = output_stream(None) if closed == 1 else io.StringIO()
        err = error_stream(None) if closed == 2 else io.StringIO()
        code = main(args, stdout=out, stderr=err)
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved
    assert code in (0, 1, 2), code
    if isinstance(err, io.StringIO):
        assert "Traceback" not in err.getvalue()


# --- hcl2json's literal-file reader -------------------------------------------------------------

class _LiteralText:
    """Native text made from bytes, mostly of literals (what
    ``hclkit.cli.literalfile`` reads without the parser) with the near misses
    it must leave to the parser: escapes, templates, decimals, long numbers,
    repeated names, odd keys and layout."""

    _NAMES = (b"a", b"b", b"a", b"tags", b"x-y", b"_1", b"\xc3\xa9", b"null", b"true", b"for")
    _STRINGS = (b'""', b'"x"', b'"a b"', b'"\\n"', b'"${a}"', b'"$${a}"', b'"%{a}"', b'"$"',
                b'"\xc3\xa9"', b'"\\u00e9"', b'"\t"', b'"a', b"'a'", b'"\\\\"')
    _NUMBERS = (b"0", b"1", b"-1", b"007", b"1.5", b"1e3", b"123456789012345",
                b"1234567890123456", b"- 2", b"0x1")
    _GAPS = (b" ", b"", b"\n", b"  ", b"\t", b" # c\n", b" // c\n", b" /* c */ ", b"\r\n",
             b"\n\n")

    def __init__(self, data: bytes) -> None:
        self.reader = _Reader(data)

    def pick(self, options: tuple[bytes, ...]) -> bytes:
        return options[self.reader.byte() % len(options)]

    def value(self, depth: int) -> bytes:
        kind = self.reader.byte() % (8 if depth < 6 else 4)
        if kind == 0:
            return self.pick(self._STRINGS)
        if kind == 1:
            return self.pick(self._NUMBERS)
        if kind == 2:
            return self.pick((b"true", b"false", b"null", b"a", b"a.b"))
        if kind == 3:
            return self.pick(self._STRINGS)
        gap = self.pick(self._GAPS)
        if kind in (4, 5):
            items = [self.value(depth + 1) for _ in range(self.reader.byte() % 4)]
            return b"[" + gap + (b"," + gap).join(items) + self.pick((b"", b",")) + b"]"
        entries = []
        for _ in range(self.reader.byte() % 4):
            key = self.pick((*self._NAMES, b'"k"', b'"a b"', b"(a)", b"1"))
            entries.append(key + self.pick((b" = ", b"=", b": ")) + self.value(depth + 1))
        return b"{" + gap + self.pick((b",", b"\n", b", ")).join(entries) + gap + b"}"

    def body(self, depth: int) -> bytes:
        out = []
        for _ in range(self.reader.byte() % 5):
            gap = self.pick(self._GAPS)
            if self.reader.byte() % 4 == 0 and depth < 4:
                labels = b"".join(b" " + self.pick((b'"l"', b'"m"', b"l", b'"a b"', b'"${x}"'))
                                  for _ in range(self.reader.byte() % 3))
                inner = self.body(depth + 1)
                out.append(self.pick(self._NAMES) + labels + b" {" + gap + inner + b"}\n")
            else:
                out.append(self.pick(self._NAMES) + b" = " + self.value(0) + gap + b"\n")
        return b"".join(out)


def literal_file(data: bytes) -> None:
    """hcl2json's literal-file reader: whatever it accepts, the parser
    accepts too and loads to the same data, types included."""
    import json

    from hclkit.cli.literalfile import literal_data
    for text in (data, _LiteralText(data).body(0)):
        read = literal_data(text)
        if read is None:
            continue
        loaded = hclkit.loads(text, filename="fuzz.hcl")  # an HCLError here is a failure
        if json.dumps(read) != json.dumps(loaded):
            raise AssertionError(f"literal reader gave {read!r}, loads {loaded!r}")


def prepare_scratch(folder: str) -> None:
    """The files command-line arguments may name, in the scratch folder."""
    from pathlib import Path
    for name, text in (("s", _SPEC), ("c", _CONFIG), ("c.json", b'{"name": "x"}'),
                       ("v", b'{"x": 1}')):
        (Path(folder) / name).write_bytes(text)


TARGETS: dict[str, Callable[[bytes], None]] = {
    "native": native, "json": json_syntax, "expression": expression, "template": template,
    "spec": spec, "command_line": command_line, "writer": writer, "python": python_layer,
    "deep_values": deep_values, "dumps": dumps_data, "edits": edit_sequence,
    "closed_streams": closed_streams, "literal_file": literal_file, "line_paths": line_paths,
}
