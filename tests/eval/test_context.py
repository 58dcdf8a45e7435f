"""The evaluation context's API, and evaluation at the parser's nesting limit."""

from __future__ import annotations

import pytest

import hclkit
from hclkit import types as T


def value(src: str, ctx: hclkit.EvalContext | None) -> tuple[object, list[str]]:
    expr, diags = hclkit.parse_expression(src)
    assert expr is not None and not diags.has_errors()
    val, diags = expr.value(ctx)
    return (val.to_python() if val.is_wholly_known else val), [d.summary for d in diags]


def test_plain_python_data_becomes_values() -> None:
    ctx = hclkit.EvalContext({"a": {"b": [1, 2]}, "s": T.string_value("x")})
    assert value("a.b[1] + 1", ctx) == (3, [])
    assert value("s", ctx) == ("x", [])


def test_child_scope_hides_parent_names_and_sees_the_rest() -> None:
    parent = hclkit.EvalContext({"a": 1, "b": 2})
    child = parent.child({"a": 10})
    assert value("a + b", child) == (12, [])
    assert value("a + b", parent) == (3, [])


def test_functions_come_from_any_enclosing_scope() -> None:
    parent = hclkit.EvalContext({}, hclkit.stdlib.functions())
    assert value('upper("x")', parent.child({"v": 1})) == ("X", [])


def test_literal_only_mode_and_missing_tables() -> None:
    assert value("x", None)[1] == ["Variables not allowed"]
    assert value("f(1)", None)[1] == ["Function calls not allowed"]
    # A context without variables (or functions) allows none of them...
    assert value("x", hclkit.EvalContext(functions={}))[1] == ["Variables not allowed"]
    assert value("f(1)", hclkit.EvalContext({}))[1] == ["Function calls not allowed"]
    # ...while an empty table says the name is unknown.
    assert value("x", hclkit.EvalContext({}))[1] == ["Unknown variable"]
    assert value("f(1)", hclkit.EvalContext({}, {}))[1] == ["Call to unknown function"]


def test_suggestions_prefer_the_closest_name_of_the_innermost_scope() -> None:
    ctx = hclkit.EvalContext({"names": 1, "nams": 2}).child({"nam": 3})
    expr, _ = hclkit.parse_expression("namx")
    assert expr is not None
    _, diags = expr.value(ctx)
    assert diags[0].detail == 'There is no variable named "namx". Did you mean "nam"?'


@pytest.mark.parametrize(("open_", "close", "expected"), [
    ("(", ")", 1), ("[", "]", 1), ("[for v in [", "]: v]", 1), ("-(", ")", 1)])
def test_evaluation_at_the_nesting_limit(open_: str, close: str, expected: int) -> None:
    # The parser allows MAX_DEPTH levels (two a repetition here at most);
    # evaluating them must fit in Python's own stack, whose limit no one raises.
    from hclkit.native.parser import MAX_DEPTH
    depth = MAX_DEPTH // 2 - 2  # even: '-(' twice over is 1 again
    src = open_ * depth + "1" + close * depth
    expr, diags = hclkit.parse_expression(src)
    assert expr is not None and not diags.has_errors()
    val, diags = expr.value(None)
    assert not diags.has_errors()
    flat = val
    while flat.type.kind == "tuple":
        flat = flat.elements()[0]
    assert flat.as_int() == expected
