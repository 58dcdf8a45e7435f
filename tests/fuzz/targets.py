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


def command_line(data: bytes) -> None:
    """hcldec's argument handling: the input split into arguments, run in
    the fuzzer's own scratch folder (slashes become underscores, so that no
    argument names a path outside it); the arguments' tail is standard input."""
    from hclkit.cli.hcldec import main
    args = [a.decode("utf-8", "surrogateescape").replace("/", "_")
            for a in data.split(b"\0")][:12]
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


def prepare_scratch(folder: str) -> None:
    """The files command-line arguments may name, in the scratch folder."""
    from pathlib import Path
    for name, text in (("s", _SPEC), ("c", _CONFIG), ("c.json", b'{"name": "x"}'),
                       ("v", b'{"x": 1}')):
        (Path(folder) / name).write_bytes(text)


TARGETS: dict[str, Callable[[bytes], None]] = {
    "native": native, "json": json_syntax, "expression": expression, "template": template,
    "spec": spec, "command_line": command_line, "writer": writer, "python": python_layer,
}
