"""``hclkit.decode``: fields as arguments, blocks and labels; annotations as
types; optional arguments; errors as diagnostics; ``to_value`` back."""

from __future__ import annotations

import decimal
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, Literal, Optional, TypedDict

import pytest

import hclkit
from hclkit import types as T

if sys.version_info >= (3, 11):
    from typing import NotRequired
else:  # pragma: no cover - the TypedDict test needs 3.11's NotRequired
    NotRequired = None


def _errors(src: str, cls: Any, **kw: Any) -> list[tuple[str, str, str]]:
    """(summary, detail, where) of each diagnostic decode raises."""
    with pytest.raises(hclkit.HCLError) as caught:
        hclkit.decode(src, cls, **kw)
    return [(d.summary, d.detail, f"{d.subject.start.line}:{d.subject.start.column}"
             if d.subject else "") for d in caught.value.diagnostics]


@dataclass
class Scalars:
    name: str
    port: int
    ratio: float
    price: decimal.Decimal
    enabled: bool
    mode: Literal["fast", "slow"] = "fast"
    anything: Any = None
    raw: hclkit.Value | None = None


def test_scalars_by_annotation() -> None:
    got = hclkit.decode('name = "web"\nport = "8080"\nratio = 1/4\nprice = 0.1\n'
                        'enabled = "true"\nmode = "slow"\nanything = [1, "a"]\nraw = {a = 1}\n',
                        Scalars)
    assert got.name == "web" and got.port == 8080 and type(got.port) is int
    assert got.ratio == 0.25 and type(got.ratio) is float
    assert got.price == decimal.Decimal("0.1") and got.enabled is True
    assert got.mode == "slow" and got.anything == [1, "a"]
    assert isinstance(got.raw, hclkit.Value) and got.raw.type == T.Object({"a": T.NUMBER})


def test_int_refuses_fractions_and_literal_refuses_others() -> None:
    base = 'name = "a"\nratio = 1\nprice = 1\nenabled = true\n'
    assert _errors(base + "port = 2.5\n", Scalars) == [
        ("Incorrect attribute value type",
         'Inappropriate value for attribute "port": a whole number is required.', "5:8")]
    assert _errors(base + 'port = 1\nmode = "medium"\n', Scalars) == [
        ("Incorrect attribute value type",
         "Inappropriate value for attribute \"mode\": must be one of 'fast', 'slow'.", "6:8")]


@dataclass
class Collections:
    names: list[str] = field(default_factory=list)
    ports: set[int] = field(default_factory=set)
    frozen: frozenset[str] = frozenset()
    labels: dict[str, str] = field(default_factory=dict)
    pair: tuple[str, int] = ("", 0)
    many: tuple[int, ...] = ()
    nested: dict[str, list[int]] = field(default_factory=dict)
    mixed: list[Any] = field(default_factory=list)


def test_collections_by_annotation() -> None:
    got = hclkit.decode('names = ["a", "b"]\nports = [80, 443, 80]\nfrozen = ["x"]\n'
                        'labels = {app = "web", tier = 2}\npair = ["a", "2"]\nmany = [1, 2]\n'
                        'nested = {a = [1, 2]}\nmixed = [1, "a", true]\n', Collections)
    assert got.names == ["a", "b"] and got.ports == {80, 443}
    assert got.frozen == frozenset({"x"})
    assert got.labels == {"app": "web", "tier": "2"}
    assert got.pair == ("a", 2) and got.many == (1, 2)
    assert got.nested == {"a": [1, 2]} and got.mixed == [1, "a", True]


def test_fractions_are_refused_inside_collections_with_their_place() -> None:
    assert _errors("nested = {a = [1, 2.5]}\n", Collections) == [
        ("Incorrect attribute value type",
         'Inappropriate value for attribute "nested": element "a": element 1: a whole number '
         "is required.", "1:10")]
    assert _errors('pair = ["a"]\n', Collections)[0][1] == (
        'Inappropriate value for attribute "pair": tuple required.')
    assert _errors('mixed = "a"\n', Collections)[0][1] == (
        'Inappropriate value for attribute "mixed": a list is required.')


@dataclass
class Optionals:
    required: str
    with_default: int = 5
    maybe: Optional[str] = None  # noqa: UP045 - the spelling under test
    maybe_too: str | None = "x"
    no_default: int | None = None


def test_optional_arguments_and_nulls() -> None:
    got = hclkit.decode('required = "r"\n', Optionals)
    assert (got.with_default, got.maybe, got.maybe_too, got.no_default) == (5, None, "x", None)
    got = hclkit.decode('required = "r"\nwith_default = null\nmaybe_too = null\n', Optionals)
    assert got.with_default == 5 and got.maybe_too is None  # null: the default, or None
    assert _errors("required = null\n", Optionals) == [
        ("Incorrect attribute value type",
         'Inappropriate value for attribute "required": a non-null value is required.', "1:12")]
    assert _errors("", Optionals) == [
        ("Missing required argument",
         'The argument "required" is required, but no definition was found.', "1:1")]


@dataclass
class Listener:
    protocol: str = hclkit.label()
    port: int = 80


@dataclass
class Rule:
    path: str


@dataclass
class Service:
    name: str = hclkit.label()
    image: str = hclkit.attr("container_image")
    listeners: tuple[Listener, ...] = hclkit.block("listener", default=())
    rules: dict[str, dict[str, Rule]] = hclkit.block("rule", labels=("host", "id"),
                                                     default_factory=dict)
    health: Rule | None = None


@dataclass
class Top:
    service: dict[str, Service] = field(default_factory=dict)
    main: Service | None = hclkit.block("main_service", default=None)


SERVICE = '''
service "web" {
  container_image = "nginx"
  listener "http" {}
  listener "https" { port = 443 }
  rule "example.org" "a" { path = "/a" }
  rule "example.org" "b" { path = "/b" }
  health { path = "/health" }
}
'''


def test_blocks_labels_and_names() -> None:
    top = hclkit.decode(SERVICE, Top)
    assert top.main is None
    # a dict of blocks is keyed by the first labels: the class's label fields, if it has any
    web = top.service["web"]
    assert web.name == "web" and web.image == "nginx"
    assert web.listeners == (Listener("http", 80), Listener("https", 443))
    assert web.rules == {"example.org": {"a": Rule("/a"), "b": Rule("/b")}}
    assert web.health == Rule("/health")


def test_block_errors_name_their_labels() -> None:
    src = SERVICE.replace('rule "example.org" "b"', 'rule "example.org"')
    assert _errors(src, Top) == [
        ("Missing id for rule", "All rule blocks must have 2 labels (host, id).", "7:22")]
    src = SERVICE.replace('service "web"', "service")
    assert _errors(src, Top) == [
        ("Missing name for service", "All service blocks must have 1 labels (name).", "2:9")]
    src = SERVICE.replace('"b"', '"a"')
    assert _errors(src, Top) == [
        ("Duplicate rule block", 'A block for rule "example.org" "a" was already defined. '
         "The rule labels must be unique.", "7:3")]


def test_json_syntax_and_other_sources(tmp_path: Path) -> None:
    src = ('{"service": {"web": {"container_image": "nginx", "listener": {"http": {}},'
           ' "health": {"path": "/"}}}}')
    top = hclkit.decode(src, Top)
    assert top.service["web"].listeners == (Listener("http", 80),)
    path = tmp_path / "svc.json"
    path.write_text(src, encoding="utf-8")
    assert hclkit.decode(path, Top) == top
    native = tmp_path / "svc.hcl"
    native.write_text(SERVICE, encoding="utf-8")
    file, _ = hclkit.parse(SERVICE, filename="svc.hcl")
    top_native = hclkit.decode(native, Top)
    assert top_native == hclkit.decode(file, Top) == hclkit.decode(file.body, Top)
    with native.open("rb") as binary, native.open(encoding="utf-8") as text:
        assert hclkit.decode(binary, Top) == hclkit.decode(text, Top) == top_native
    with path.open("rb") as binary:  # JSON syntax
        assert hclkit.decode(binary, Top) == top
    with pytest.raises(hclkit.HCLError, match="Failed to read file"):
        hclkit.decode(tmp_path / "missing.hcl", Top)
    with pytest.raises(TypeError, match="cannot decode a int"):
        hclkit.decode(3, Top)


def test_parse_errors_stop_decoding() -> None:
    assert [e[0] for e in _errors("a = \n", Optionals)] == ["Invalid expression"]


def test_error_text_shows_the_source_and_the_enclosing_block() -> None:
    with pytest.raises(hclkit.HCLError) as caught:
        hclkit.decode(SERVICE.replace("port = 443", "prot = 443"), Top, filename="svc.hcl")
    text = str(caught.value)
    assert 'on svc.hcl line 5, in service "web":' in text
    assert '   5:   listener "https" { prot = 443 }' in text
    assert 'Did you mean "port"?' in text


@dataclass
class Greeting:
    text: str
    count: int = 1


def test_variables_and_functions() -> None:
    got = hclkit.decode('text = upper("hi ${name}")\ncount = length(items)\n', Greeting,
                        variables={"name": "bob", "items": [1, 2, 3]})
    assert got == Greeting("HI BOB", 3)
    twice = hclkit.Function(params=[hclkit.Parameter("s", T.STRING)], returns=T.STRING,
                            impl=lambda args, ret: hclkit.to_value(args[0].as_string() * 2))
    assert hclkit.decode('text = twice("a")\n', Greeting, functions={"twice": twice}).text == "aa"
    errors = _errors('text = "${nobody}"\n', Greeting)
    assert errors[0][0] == "Unknown variable"
    errors = _errors('text = x\n', Greeting, variables={"x": hclkit.unknown(T.STRING)})
    assert errors == [("Unknown value", 'The value of argument "text" is not known yet; '
                       "decoding needs a known value.", "1:8")]


@dataclass
class Port:
    number: int

    def __post_init__(self) -> None:
        if not 0 < self.number < 65536:
            raise ValueError(f"port {self.number} is out of range")


@dataclass
class Ports:
    port: list[Port] = field(default_factory=list)


def test_the_class_own_checks_become_diagnostics() -> None:
    assert _errors("port {\n  number = 70000\n}\n", Ports) == [
        ("Invalid port block", "port 70000 is out of range", "1:1")]


@dataclass
class Node:
    name: str = hclkit.label()
    child: list[Node] = field(default_factory=list)


def test_a_block_type_nested_in_itself() -> None:
    @dataclass
    class Tree:
        child: list[Node]

    got = hclkit.decode('child "a" {\n child "b" {}\n}\n', Tree)
    assert got.child == [Node("a", [Node("b")])]


class Rec(TypedDict, total=False):
    name: Annotated[str, hclkit.label()]
    port: int
    host: Annotated[str, hclkit.attr("hostname")]


class Zone(TypedDict):
    record: list[Rec]
    ttl: int | None


@pytest.mark.skipif(NotRequired is None, reason="NotRequired is new in Python 3.11")
def test_typed_dicts() -> None:
    class Both(TypedDict):
        zone: Zone
        comment: NotRequired[str]  # type: ignore[valid-type]

    got = hclkit.decode('zone {\n  record "a" { port = 1 }\n  record "b" { hostname = "h" }\n'
                        "}\n", Both)
    assert got == {"zone": {"record": [{"name": "a", "port": 1}, {"name": "b", "host": "h"}],
                            "ttl": None}}
    assert _errors("", Both) == [("Missing zone block",
                                  'A block of type "zone" is required here.', "1:1")]


@dataclass
class BadUnion:
    x: int | str


@dataclass
class BadKey:
    x: dict[int, str]


@dataclass
class BadLabel:
    x: int = hclkit.label()


@dataclass
class BadBlock:
    x: int = hclkit.block()


@dataclass
class BadAttr:
    x: Listener = hclkit.attr()  # Listener has a label field


@dataclass
class BadLabels:
    x: dict[str, Rule] = hclkit.block(labels=("a", "b"))


@dataclass
class LabelsTwice:
    x: dict[str, Listener] = hclkit.block(labels=("a",))


@dataclass
class TooDeep:
    x: dict[str, dict[str, Listener]]


@pytest.mark.parametrize(("cls", "message"), [
    (LabelsTwice, "labels= is for classes without any"), (TooDeep, "2 levels of dict for 1"),
    (BadUnion, "no HCL type"), (BadKey, "str keys"), (BadLabel, "must be a str"),
    (BadBlock, "a block field must be"), (BadAttr, "an argument's object has no labels"),
    (BadLabels, "2 label names for 1 levels"), (int, "needs a dataclass"),
])
def test_classes_without_an_hcl_meaning_are_type_errors(cls: Any, message: str) -> None:
    with pytest.raises(TypeError, match=message):
        hclkit.decode("", cls)


@dataclass
class Point:
    x: int
    y: int = 0
    label: str | None = hclkit.attr("name", default=None)


class Size(TypedDict, total=False):
    w: int
    h: int


@dataclass
class Shapes:
    origin: Point = hclkit.attr()
    points: list[Point] = hclkit.attr(default_factory=list)
    named: dict[str, Point] = hclkit.attr(default_factory=dict)
    size: Size | None = hclkit.attr(default=None)


def test_arguments_whose_values_are_objects() -> None:
    got = hclkit.decode('origin = {x = 1, name = "o"}\npoints = [{x = "2", y = 3}]\n'
                        "named = {a = {x = 4}}\nsize = {w = 5}\n", Shapes)
    assert got == Shapes(Point(1, 0, "o"), [Point(2, 3)], {"a": Point(4)}, {"w": 5})
    assert hclkit.decode("origin = {x = 1}\n", Shapes).size is None
    wrong = [('origin = {y = 1}\n', 'attribute "x" is required'),
             ('origin = {x = 1, z = 2}\n', 'unsupported attribute "z"'),
             ('origin = {x = 1.5}\n', 'attribute "x": a whole number is required'),
             ('origin = [1]\n', "an object is required"),
             ('origin = {x = 1}\npoints = [{x = 1}, {x = "a"}]\n',
              'element 1: attribute "x": a number is required')]
    for src, reason in wrong:
        (summary, detail, _), = _errors(src, Shapes)
        assert summary == "Incorrect attribute value type"
        assert detail.endswith(f": {reason}."), (src, detail)


def test_to_value_of_a_dataclass_uses_the_hcl_names() -> None:
    svc = hclkit.decode(SERVICE, Top).service["web"]
    val = hclkit.to_value(svc)
    assert val.type.kind == "object"
    data = val.to_python()
    assert data["container_image"] == "nginx" and "image" not in data
    assert data["listener"] == [{"protocol": "http", "port": 80},
                                {"protocol": "https", "port": 443}]
    assert data["rule"]["example.org"]["b"] == {"path": "/b"}
    assert hclkit.to_value(Greeting("a")).equals(hclkit.to_value({"text": "a", "count": 1})) \
        .to_python() is True
    with pytest.raises(TypeError):
        hclkit.to_value(Greeting)  # the class, not an instance


DYNAMIC_SERVICE = '''
service "web" {
  container_image = "nginx"
  dynamic "listener" {
    for_each = ports
    iterator = p
    labels   = [p.key]
    content { port = p.value }
  }
  dynamic "rule" {
    for_each = ["a", "b"]
    labels   = ["example.org", rule.value]
    content { path = "/${rule.value}" }
  }
}
'''


def test_dynamic_blocks_expand_as_if_written_out() -> None:
    ports = {"http": 80, "https": 443}
    got = hclkit.decode(DYNAMIC_SERVICE, Top, variables={"ports": ports})
    want = hclkit.decode(SERVICE.replace('  health { path = "/health" }\n', ""), Top)
    assert got == want
    # also through the JSON syntax, where a dynamic block is an object like any other
    src = ('{"service": {"web": {"container_image": "nginx", "dynamic": {"listener": '
           '{"for_each": "${ports}", "labels": ["${listener.key}"], '
           '"content": {"port": "${listener.value}"}}}}}}')
    got = hclkit.decode(src, Top, variables={"ports": ports})
    assert got.service["web"].listeners == (Listener("http", 80), Listener("https", 443))


@dataclass
class Dynamic:
    type: str = hclkit.label()
    size: int = 0


@dataclass
class HasDynamic:
    dynamic: tuple[Dynamic, ...] = ()


def test_dynamic_blocks_errors_and_opting_out() -> None:
    src = DYNAMIC_SERVICE.replace("for_each = ports", "for_each = 5")
    assert _errors(src, Top, variables={"ports": {}}) == [
        ("Invalid dynamic for_each value",
         "Cannot use a number value in for_each. An iterable collection is required.",
         "5:16")]
    src = 'dynamic "x" { size = 3 }\n'
    assert hclkit.decode(src, HasDynamic, dynamic_blocks=False) == HasDynamic((Dynamic("x", 3),))
    # expanded, it stands for blocks of type "x", which the class does not have
    assert _errors(src, HasDynamic) == [
        ("Unsupported block type", 'Blocks of type "x" are not expected here.', "1:9")]


# --- expressions kept unevaluated (hclkit.Expression) ---------------------------------------


@dataclass
class Variable:
    name: str = hclkit.label()
    type: hclkit.Expression | None = None
    default: Any = None
    validation: hclkit.Expression = hclkit.attr("condition", default=None)


@dataclass
class Variables:
    variables: dict[str, Variable] = hclkit.block("variable", default_factory=dict)


class VariableDict(TypedDict, total=False):
    type: hclkit.Expression


_TERRAFORM_VARIABLES = {
    "native": ('variable "region" {\n  type    = string\n  default = "eu"\n}\n'
               'variable "n" {\n  type = list(object({a = optional(number, 5)}))\n'
               '  condition = var.n != null\n}\nvariable "x" {}\n', "m.tf"),
    "json": ('{"variable": {"region": {"type": "string", "default": "eu"}, '
             '"n": {"type": "list(object({a = optional(number, 5)}))", '
             '"condition": "${var.n != null}"}, "x": {}}}', "m.tf.json"),
}


@pytest.mark.parametrize("syntax", sorted(_TERRAFORM_VARIABLES))
def test_an_expression_field_receives_the_expression_unevaluated(syntax: str) -> None:
    # A Terraform variable block's type is a type expression, not a value:
    # evaluated it would be "There is no variable named "string"".
    from hclkit.ext import typeexpr
    src, filename = _TERRAFORM_VARIABLES[syntax]
    got = hclkit.decode(src, Variables, filename=filename)
    assert list(got.variables) == ["region", "n", "x"]
    region, n, x = got.variables.values()
    assert isinstance(region.type, hclkit.Expression) and region.default == "eu"
    assert isinstance(n.type, hclkit.Expression)
    assert typeexpr.type_string(typeexpr.type_constraint(region.type)[0]) == "string"
    ty, _defaults, diags = typeexpr.type_constraint(n.type)
    assert not diags.has_errors() and ty.kind == "list"
    # What it needs is for the caller to give, when the caller evaluates it.
    assert [t.root_name for t in n.validation.variables()] == ["var"]
    value, diags = n.validation.value(hclkit.EvalContext({"var": {"n": 1}}))
    assert not diags.has_errors() and value.as_bool() is True
    assert x.type is None and x.validation is None
    # As a TypedDict key, too.
    assert "type" not in hclkit.decode("", VariableDict)
    assert isinstance(hclkit.decode(
        "type = map(string)\n" if syntax == "native" else '{"type": "map(string)"}',
        VariableDict, filename=filename)["type"], hclkit.Expression)


def test_a_required_expression_field_must_be_given() -> None:
    @dataclass
    class Needs:
        check: hclkit.Expression

    assert _errors("", Needs)[0][0] == "Missing required argument"
    assert hclkit.decode("check = undefined_name + 1\n", Needs).check.source_text() == \
        "undefined_name + 1"


@pytest.mark.parametrize("annotation", [list[hclkit.Expression], dict[str, hclkit.Expression]])
def test_an_expression_inside_a_value_type_is_a_type_error(annotation: Any) -> None:
    Holder = type("Holder", (), {"__annotations__": {"x": annotation}})
    with pytest.raises(TypeError, match="an Expression is a field of its own"):
        hclkit.decode("x = []\n", dataclass(Holder))


def test_expression_is_public() -> None:
    assert "Expression" in hclkit.__all__
    from hclkit.model import Expression
    assert hclkit.Expression is Expression
