"""Static analysis of native expressions (seed 000, "Static Analysis";
seed 001, "Static Analysis"), and ``variables()``.

The reference offers no command that shows these analyses, so the expected
answers here come from the specifications' text; the diagnostics use the
summary and detail the reference's documentation gives.
"""

from __future__ import annotations

import pytest

import hclkit
from hclkit import (
    Traversal,
    TraverseAttr,
    TraverseIndex,
    TraverseRoot,
    TraverseSplat,
    abs_traversal_for_expr,
    expr_as_keyword,
    expr_call,
    expr_list,
    expr_map,
    rel_traversal_for_expr,
)
from hclkit.native import Expression
from tests.spec_rules import rule


def parse(src: str) -> Expression:
    expr, diags = hclkit.parse_expression(src)
    assert not diags and expr is not None
    return expr


def text(e: object) -> str:
    assert isinstance(e, Expression)
    return e.source_text()


def describe(t: Traversal) -> list[object]:
    out: list[object] = []
    for step in t:
        if isinstance(step, TraverseRoot):
            out.append(("root", step.name))
        elif isinstance(step, TraverseAttr):
            out.append(("attr", step.name))
        elif isinstance(step, TraverseIndex):
            out.append(("index", step.key.to_python()))
        else:
            assert isinstance(step, TraverseSplat)
            out.append("splat")
    return out


# --- static list: "The tuple construction syntax can be interpreted as a static list."


@rule("static-list")
def test_static_list_returns_the_element_expressions_uninterpreted() -> None:
    items, diags = expr_list(parse('[a.b, 1 + 2, "x${y}", [nested]]'))
    assert not diags
    assert [text(i) for i in items] == ["a.b", "1 + 2", '"x${y}"', "[nested]"]


def test_static_list_empty_and_through_wrappers() -> None:
    assert expr_list(parse("[]")) == ([], hclkit.Diagnostics())
    items, _ = expr_list(parse("([x])"))
    assert [text(i) for i in items] == ["x"]
    items, _ = expr_list(parse('"${[x, y]}"'))
    assert [text(i) for i in items] == ["x", "y"]


@pytest.mark.parametrize("src", ["x", "{a = 1}", "[for x in y: x]", "f([1])", '"[1]"', "1"])
def test_static_list_refuses_other_expressions(src: str) -> None:
    items, diags = expr_list(parse(src))
    assert items == []
    assert [(d.summary, d.detail) for d in diags] == [
        ("Invalid expression", "A static list expression is required.")]
    assert diags[0].subject == parse(src).start_range


# --- static map: key/value pairs, keys need not be strings


@rule("static-map")
def test_static_map_returns_pairs_with_any_keys() -> None:
    pairs, diags = expr_map(parse('{a = 1, "b" = 2, (c.d) = 3, 4 = x, [1] = y}'))
    assert not diags
    assert [(text(k), text(v)) for k, v in pairs] == [
        ("a", "1"), ('"b"', "2"), ("(c.d)", "3"), ("4", "x"), ("[1]", "y")]


def test_static_map_keys_as_keywords() -> None:
    pairs, _ = expr_map(parse('{a = 1, "b" = 2, (c) = 3, null = 4}'))
    assert [expr_as_keyword(k) for k, _ in pairs] == ["a", None, None, "null"]


@pytest.mark.parametrize("src", ["[1]", "x", "{for k, v in m: k => v}"])
def test_static_map_refuses_other_expressions(src: str) -> None:
    pairs, diags = expr_map(parse(src))
    assert pairs == []
    assert [(d.summary, d.detail) for d in diags] == [
        ("Invalid expression", "A static map expression is required.")]


# --- static call


@rule("static-call")
def test_static_call() -> None:
    call, diags = expr_call(parse("concat(a, [b], c...)"))
    assert not diags and call is not None
    assert call.name == "concat"
    assert [text(a) for a in call.arguments] == ["a", "[b]", "c"]
    assert (call.name_range.start.column, call.name_range.end.column) == (1, 7)
    assert (call.args_range.start.column, call.args_range.end.column) == (7, 21)


def test_static_call_with_no_arguments_and_in_parentheses() -> None:
    call, _ = expr_call(parse("(timestamp())"))
    assert call is not None and call.name == "timestamp" and call.arguments == []


@pytest.mark.parametrize("src", ["f", "f()[0]", "f().a", "[f()]", "-f()"])
def test_static_call_refuses_other_expressions(src: str) -> None:
    call, diags = expr_call(parse(src))
    assert call is None
    assert [(d.summary, d.detail) for d in diags] == [
        ("Invalid expression", "A static function call is required.")]


# --- static traversal: a variable with attribute access and constant indexes


@rule("static-traversal")
@pytest.mark.parametrize(("src", "steps"), [
    ("a", [("root", "a")]),
    ("a.b.c", [("root", "a"), ("attr", "b"), ("attr", "c")]),
    ('a[0]["k"].b', [("root", "a"), ("index", 0), ("index", "k"), ("attr", "b")]),
    ("a.0.b", [("root", "a"), ("index", 0), ("attr", "b")]),  # the legacy index
    ("(a.b)", [("root", "a"), ("attr", "b")]),
    ('"${a.b}"', [("root", "a"), ("attr", "b")]),
    # The keywords read as variables of their names.
    ("true", [("root", "true")]),
    ("false", [("root", "false")]),
    ("null", [("root", "null")]),
    ("null.x[1]", [("root", "null"), ("attr", "x"), ("index", 1)]),
])
def test_absolute_traversal(src: str, steps: list[object]) -> None:
    traversal, diags = abs_traversal_for_expr(parse(src))
    assert not diags
    assert describe(traversal) == steps
    root = steps[0]
    assert isinstance(root, tuple)
    assert traversal.range.start.byte == src.index(root[1])


@pytest.mark.parametrize("src", [
    "a[b]", "a[*].b", "a.*.b", "f(a).b", "1", '"a"', "a + b", "[a][0]", "a ? b : c",
    '"x${a}"', "{a = 1}.a"])
def test_absolute_traversal_refuses_other_expressions(src: str) -> None:
    traversal, diags = abs_traversal_for_expr(parse(src))
    assert len(traversal) == 0
    assert [d.summary for d in diags] == ["Invalid expression"]
    assert diags[0].detail.startswith("A single static variable reference is required: only "
                                      "attribute access and indexing with constant keys.")


def test_relative_traversal_turns_the_root_into_an_attribute() -> None:
    traversal, diags = rel_traversal_for_expr(parse("a.b[0]"))
    assert not diags and traversal.is_relative
    assert describe(traversal) == [("attr", "a"), ("attr", "b"), ("index", 0)]
    assert traversal[0].range.start.column == 1
    _, diags = rel_traversal_for_expr(parse("a[b]"))
    assert [d.summary for d in diags] == ["Invalid expression"]


@pytest.mark.parametrize(("src", "keyword"), [
    ("foo", "foo"), ("(foo)", "foo"), ("true", "true"), ("null", "null"), ("foo.bar", None),
    ('"foo"', None), ("foo()", None), ("1", None), ("foo[0]", None)])
def test_expr_as_keyword(src: str, keyword: str | None) -> None:
    assert expr_as_keyword(parse(src)) == keyword


# --- variables(): every traversal, without the names for expressions bind


def var_names(src: str) -> list[str]:
    return [".".join(str(s.name) if hasattr(s, "name") else "[]" for s in t)
            for t in parse(src).variables()]


@pytest.mark.parametrize(("src", "names"), [
    ("a.b + c[0]", ["a.b", "c.[]"]),
    ('"${a} and %{if b}${c}%{endif}"', ["a", "b", "c"]),
    ("[for k, v in m: k if v.ok]", ["m"]),
    ("{for x in xs: x.key => [x, y]...}", ["xs", "y"]),
    ("[for x in x: x]", ["x"]),  # the collection is outside the for's scope
    ("[for x in xs: [for y in x: y + z]]", ["xs", "z"]),
    ("f(a, b...)", ["a", "b"]),
    ("a[*].b", ["a"]),
    ("{a = 1, (k) = v}", ["k", "v"]),
    ("c ? t : f", ["c", "t", "f"]),
    ("true || null", []),
])
def test_variables(src: str, names: list[str]) -> None:
    assert var_names(src) == names


def test_variables_of_a_deep_expression_do_not_recurse() -> None:
    from hclkit.native.parser import MAX_DEPTH
    src = "(" * (MAX_DEPTH - 1) + "x" + ")" * (MAX_DEPTH - 1)
    assert var_names(src) == ["x"]
    src = "+".join(f"v{i}" for i in range(20000))
    assert len(parse(src).variables()) == 20000


def test_static_list_refusal_points_at_where_the_expression_starts() -> None:
    # As the reference does (recorded in tests/data/dynamic: labels = concat(...)).
    _, diags = expr_list(parse("concat([1], [2])"))
    subject = diags[0].subject
    assert subject is not None and (subject.start.byte, subject.end.byte) == (0, 7)
