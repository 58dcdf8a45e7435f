"""dumps: plain data back to formatted HCL, and HCL literals from Python values."""

from __future__ import annotations

import math
import unicodedata
from decimal import Decimal
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import hclkit
from hclkit.native import Body
from hclkit.write import hcl_literal
from tests.support.roundtrip import loaded_back


def read_back(text: str) -> dict[str, Any]:
    """``text`` read into the plain-data shape of ``hclkit.loads`` (written
    out here: attributes evaluated in literal-only mode, blocks nested by
    their labels, a list where the same labels repeat)."""
    file, diags = hclkit.parse(text)
    assert not diags.has_errors(), str(list(diags))
    return _body(file.body)


def _body(body: Body) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name, attr in body.attributes.items():
        value, diags = attr.expr.value(None)
        assert not diags.has_errors()
        out[name] = value.to_python()
    for block in body.blocks:
        path = [block.type, *block.labels]
        level = out
        for key in path[:-1]:
            level = level.setdefault(key, {})
        leaf = path[-1]
        inner = _body(block.body)
        if leaf not in level:
            level[leaf] = inner
        elif isinstance(level[leaf], list):
            level[leaf].append(inner)
        else:
            level[leaf] = [level[leaf], inner]
    return out


def test_dumps_blocks_and_attributes() -> None:
    data = {
        "region": "us-east-1",
        "tags": {"Name": "web", "Environment": "prod"},
        "resource": {"aws_instance": {"web": {"ami": "ami-123", "count": 2}}},
        "service": {"api": [{"port": 80}, {"port": 443}]},
    }
    text = hclkit.dumps(data)
    assert text == (
        'region = "us-east-1"\n'
        "tags = {\n"
        '  Name        = "web"\n'
        '  Environment = "prod"\n'
        "}\n"
        "\n"
        'resource "aws_instance" "web" {\n'
        '  ami   = "ami-123"\n'
        "  count = 2\n"
        "}\n"
        "\n"
        'service "api" {\n'
        "  port = 80\n"
        "}\n"
        "\n"
        'service "api" {\n'
        "  port = 443\n"
        "}\n")
    assert read_back(text) == data
    assert hclkit.fmt(text) == text


def test_dumps_names_given_as_blocks() -> None:
    data = {"locals": {"x": 1, "m": {"a": 1}}, "ingress": [{"port": 1}, {"port": 2}]}
    text = hclkit.dumps(data, blocks={"locals", "ingress"})
    assert text.startswith("locals {\n  x = 1\n  m = {\n    a = 1\n  }\n}\n\ningress {\n")
    assert read_back(text) == data


def test_dumps_heredocs() -> None:
    text = hclkit.dumps({"script": "echo ${HOME}\nexit 0\n"}, heredocs=True)
    assert text == "script = <<EOT\necho $${HOME}\nexit 0\nEOT\n"
    assert read_back(text) == {"script": "echo ${HOME}\nexit 0\n"}


def test_dumps_keywords_as_names_and_quoted_as_keys() -> None:
    data = {"for": 1, "in": {"if": {"x": 2}}, "obj": {"for": 3}}
    text = hclkit.dumps(data)
    assert text == 'for = 1\nobj = {\n  "for" = 3\n}\n\nin "if" {\n  x = 2\n}\n'
    assert hclkit.loads(text) == data


def test_dumps_rejects_what_hcl_cannot_hold() -> None:
    for bad in ({"not a name": 1}, {"x": math.inf}, {"x": {1: 2}}, {"x": object()}):
        with pytest.raises(ValueError):
            hclkit.dumps(bad)


@pytest.mark.parametrize(("value", "text"), [
    (None, "null"), (True, "true"), (False, "false"), (0, "0"), (-12, "-12"),
    (1.5, "1.5"), (1e20, "1e+20"), (Decimal("0.10"), "0.10"), ("", '""'),
    ("${x} %{y} $x", '"$${x} %%{y} $x"'), ([], "[]"), ({}, "{}"), ([1, "a"], '[1, "a"]'),
    ({"a b": 1, "for": 2, "ok": 3}, '{\n"a b" = 1\n"for" = 2\nok = 3\n}'),
])
def test_literals(value: Any, text: str) -> None:
    assert hcl_literal(value) == text


def test_heredoc_marker_avoids_the_text() -> None:
    assert hcl_literal("EOT\nx\n", heredocs=True) == "<<EOT1\nEOT\nx\nEOT1"
    assert hcl_literal("no newline at end\nx", heredocs=True) == '"no newline at end\\nx"'


# --- loads(dumps(x)) == x for the plain-data shape --------------------------------------------

def _nfc(strings: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    return strings.map(lambda s: unicodedata.normalize("NFC", s))


_names = st.from_regex(r"[a-z][a-z0-9_]{0,6}", fullmatch=True).filter(
    lambda s: s not in ("true", "false", "null", "for", "if", "in"))
_scalars = st.one_of(
    st.none(), st.booleans(), st.integers(min_value=-10**20, max_value=10**20),
    st.floats(allow_nan=False, allow_infinity=False).filter(lambda f: not f.is_integer()),
    # HCL reads strings in Unicode normal form C: only such strings come back the same.
    _nfc(st.text(st.characters(exclude_categories=("Cs",)), max_size=12)))
_values = st.recursive(
    _scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=4),
                            st.dictionaries(_nfc(st.text(max_size=6)), inner, max_size=4)),
    max_leaves=12)
_bodies = st.recursive(
    st.dictionaries(_names, _values, max_size=4),
    lambda inner: st.dictionaries(_names, st.one_of(_values, inner), max_size=4),
    max_leaves=8)


@settings(max_examples=100, deadline=None)
@given(_bodies, st.booleans())
def test_loads_of_dumps_is_the_data(data: dict[str, Any], heredocs: bool) -> None:
    text = hclkit.dumps(data, heredocs=heredocs)
    assert hclkit.loads(text) == data
    assert read_back(text) == data  # the same, read here without loads
    assert hclkit.fmt(text) == text


@settings(max_examples=50, deadline=None)
@given(_bodies)
def test_names_given_as_blocks_come_back_too(data: dict[str, Any]) -> None:
    names = {k for k, v in data.items() if isinstance(v, dict)}
    assert hclkit.loads(hclkit.dumps(data, blocks=names)) == data


# python-hcl2 7's shape: strings are template text, blocks lists under their type.
V7 = hclkit.compat.hcl2.SerializationOptions(with_comments=False, explicit_blocks=False,
                                             strip_string_quotes=True)
_hcl2_strings = _nfc(st.text(st.characters(exclude_categories=("Cs",), exclude_characters="$%"),
                             max_size=12))
_hcl2_scalars = st.one_of(st.booleans(), st.integers(min_value=-10**15, max_value=10**15),
                          _hcl2_strings)
_hcl2_values = st.recursive(
    _hcl2_scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=3),
                            st.dictionaries(_names, inner, min_size=1, max_size=3)),
    max_leaves=8)


def _hcl2_body(children: st.SearchStrategy[Any]) -> st.SearchStrategy[dict[str, Any]]:
    block = st.tuples(st.lists(_names, max_size=2), children).map(_labelled)
    return st.dictionaries(_names, st.one_of(_hcl2_values, st.lists(block, min_size=1,
                                                                    max_size=2)), max_size=4)


def _labelled(pair: tuple[list[str], dict[str, Any]]) -> dict[str, Any]:
    labels, body = pair
    for label in reversed(labels):
        body = {label: body}
    return body


_hcl2_bodies = st.recursive(st.dictionaries(_names, _hcl2_values, max_size=3), _hcl2_body,
                            max_leaves=6)


@settings(max_examples=60, deadline=None)
@given(_hcl2_bodies)
def test_compat_hcl2_loads_of_dumps_is_the_data(data: dict[str, Any]) -> None:
    # (A block body of one object attribute is written as one more level of
    # labels: python-hcl2's shape is the same data either way.)
    text = hclkit.dumps(data, shape="hcl2-v7")
    assert hclkit.compat.hcl2.loads(text, serialization_options=V7) == data


def test_dumps_python_hcl2_8_shape() -> None:
    # python-hcl2 8's default shape, written as its dumps writes it.
    data = hclkit.compat.hcl2.loads('a = "x"\nb "l" {\n  c = [1]\n}\n')
    assert hclkit.dumps(data, shape="hcl2") == hclkit.compat.hcl2.dumps(data) == (
        'a = "x"\n\nb "l" {\n  c = [\n    1,\n  ]\n}\n')


def test_dumps_python_hcl2_shape() -> None:
    data = {
        "name": "web ${var.env} \"quoted\"",
        "count": "${var.n + 1}",
        "type": "string",
        "script": "<<EOT\necho hi\nEOT",
        "resource": [{"aws_instance": {"web": {"ami": "x", "ebs": [{"size": 8}]}}},
                     {"aws_instance": {"db": {"ami": "y"}}}],
        "locals": [{"q": True}],
    }
    text = hclkit.dumps(data, shape="hcl2-v7")
    assert text == (
        'name   = "web ${var.env} \\"quoted\\""\n'
        "count  = var.n + 1\n"
        'type   = "string"\n'
        "script = <<EOT\necho hi\nEOT\n"
        "\n"
        'resource "aws_instance" "web" {\n'
        '  ami = "x"\n'
        "\n"
        "  ebs {\n"
        "    size = 8\n"
        "  }\n"
        "}\n"
        "\n"
        'resource "aws_instance" "db" {\n'
        '  ami = "y"\n'
        "}\n"
        "\n"
        "locals {\n"
        "  q = true\n"
        "}\n")
    with pytest.raises(ValueError):
        hclkit.dumps({}, shape="yaml")


def test_python_hcl2_shape_of_the_corpus_comes_back() -> None:
    # python-hcl2's shape keeps expressions, templates and heredocs as text,
    # which come back as hclfmt spaces them: so each file, once formatted,
    # comes back exactly (expressions holding heredocs, template keys,
    # directives with escapes, quoted strings inside "${…}" included).
    from pathlib import Path

    from hclkit.compat import hcl2

    data_dir = Path(__file__).resolve().parents[1] / "data"
    paths = sorted([*(data_dir / "native" / "valid").glob("*"),
                    *(data_dir / "hcl2compat" / "modules").glob("*")])
    assert len(paths) > 100
    for path in paths:
        data = hcl2.loads(hclkit.fmt(path.read_bytes().decode("utf-8")),
                          serialization_options=V7)
        assert hcl2.loads(hclkit.dumps(data, shape="hcl2-v7"), serialization_options=V7) == data, \
            path.name


@pytest.mark.parametrize("src", [
    'a = var.b ? "x" : <<EOT\nfoo\nEOT\n',
    'a = join(",", [<<-A\n  x\n  A\n, <<B\ny\nB\n])\n',
    "a = <<EMPTY\nEMPTY\n",
    "a = <<-ÜNICODE\n  ü\n  ÜNICODE\n",
    'a = {"${var.a}-x" = 1, (var.k) = 2}\n',
    'a = "%{ for ip in var.ips }a\\"b ${ip}\\n%{ endfor }q\\""\n',
    'a = "${"${"${var.e}"}"}"\n',
])
def test_python_hcl2_shape_of_expressions_kept_as_text_comes_back(src: str) -> None:
    from hclkit.compat import hcl2
    data = hcl2.loads(src, serialization_options=V7)
    assert hcl2.loads(hclkit.dumps(data, shape="hcl2-v7"), serialization_options=V7) == data


# --- whatever the data: what dumps writes loads back, or dumps refuses ------------------------

_any_scalars = st.one_of(
    st.none(), st.booleans(), st.integers(), st.sampled_from([10**4000 + 7, -(10**300)]),
    st.floats(), st.decimals(), st.sampled_from([Decimal("1E-99999"), Decimal("-1E+5000")]),
    st.text(max_size=8))
_any_values = st.recursive(
    _any_scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=3), st.tuples(inner),
                            st.dictionaries(st.text(max_size=4), inner, max_size=3)),
    max_leaves=10)
_any_bodies = st.recursive(
    st.dictionaries(st.one_of(_names, st.text(max_size=4)), _any_values, max_size=3),
    lambda inner: st.dictionaries(_names, st.one_of(_any_values, inner,
                                                    st.lists(inner, max_size=3)), max_size=3),
    max_leaves=8)


def _nested(depth: int, leaf: Any, key: str | None = None) -> Any:
    for _ in range(depth):
        leaf = [leaf] if key is None else {key: leaf}
    return leaf


@settings(max_examples=150, deadline=None)
@given(st.one_of(_any_bodies, st.builds(lambda d, k: {"a": _nested(d, 1, k)},
                                         st.integers(95, 105), st.sampled_from([None, "b"]))),
       st.booleans())
def test_dumps_writes_what_loads_back_or_refuses(data: dict[str, Any], heredocs: bool) -> None:
    try:
        text = hclkit.dumps(data, heredocs=heredocs)
    except ValueError:
        return
    assert hclkit.loads(text, numbers="decimal") == loaded_back(data)


@pytest.mark.parametrize("value", [
    Decimal("1E-99999"), Decimal("1.5E+40"), 10**4000 + 7, -(10**300) - 1, 1e300, 5e-324,
    "x\u0301y", _nested(99, 1), _nested(60, "x", "k"), _nested(99, {"a": 1})])
def test_numbers_strings_and_deep_values_come_back(value: Any) -> None:
    text = hclkit.dumps({"a": value})
    assert hclkit.loads(text, numbers="decimal") == {"a": loaded_back(value)}


def _looped() -> Any:
    looped: dict[str, Any] = {}
    looped["a"] = looped
    return looped


def _looped_list() -> Any:
    looped: list[Any] = []
    looped.append(looped)
    return {"a": looped}


@pytest.mark.parametrize("data", [
    {"a": "\ud800"}, {"a": ["x\udcff"]}, {"a": Decimal("1.5E+400")},
    {"r": {"\ud800": {"x": 1}}}, {"a": _nested(101, 1)},
    {"a": _nested(100, -1)},  # a minus sign is one more level
    {"a": _nested(150, [])}, {"r": _nested(101, {"x": 1}, "l")}, _nested(2000, {"x": 1}, "a"),
    _looped(), _looped_list(), {"b": [_looped(), _looped()]}])
@pytest.mark.parametrize("shape", ["hclkit", "hcl2", "hcl2-v7"])
def test_dumps_refuses_what_loads_would_not_give_back(data: Any, shape: str) -> None:
    with pytest.raises(ValueError):
        hclkit.dumps(data, shape=shape)


def test_labels_and_blocks_up_to_the_parsers_limit_come_back() -> None:
    for data in ({"r": _nested(100, {"x": 1}, "l")},
                 {"r": _nested(50, {"c": _nested(49, {"x": 1}, "m")}, "l")},
                 _nested(99, {"x": [[1]]}, "b")):
        assert hclkit.loads(hclkit.dumps(data)) == data


def test_a_dynamic_blocks_content_is_a_block() -> None:
    data = {"resource": {"x": {"y": {"a": 1, "dynamic": {"setting": {
        "for_each": [1, 2], "content": {"v": 1}}}}}}}
    text = hclkit.dumps(data)
    assert hclkit.loads(text, dynamic_blocks=False) == data
    assert hclkit.loads(text)["resource"]["x"]["y"]["setting"] == [{"v": 1}, {"v": 1}]


def test_names_given_as_blocks_are_blocks_inside_labelled_blocks() -> None:
    data = {"resource": {"a": {"b": {"lifecycle": {"create_before_destroy": True}}}},
            "terraform": {"required_version": ">= 1"}}
    text = hclkit.dumps(data, blocks=["lifecycle", "terraform"])
    assert 'resource "a" "b" {\n  lifecycle {' in text and "terraform {" in text
    assert hclkit.loads(text) == data
