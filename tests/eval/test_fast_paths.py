"""The evaluator's shortcuts for the common case keep the general rules:
a call with plain arguments still checks the result type and converts a
result that converts; constants are told apart from expressions; ``==`` on
primitives and a ``for`` scope per element answer as before."""

from __future__ import annotations

import hclkit
from hclkit.function import Function, Parameter
from hclkit.native import ast
from hclkit.native.evaluate import constant_value
from hclkit.types import NUMBER, STRING, Value, string_value


def _eval(src: str, functions: dict[str, Function]) -> tuple[Value, hclkit.Diagnostics]:
    expr, diags = hclkit.parse_expression(src)
    assert expr is not None and not diags.has_errors()
    return expr.value(hclkit.EvalContext({"xs": [1, 2, 3]}, functions))


def test_a_call_with_plain_arguments_still_checks_the_result_type() -> None:
    liar = Function([Parameter("n", NUMBER)], returns=NUMBER,
                    impl=lambda args, ty: string_value("not a number"))
    val, diags = _eval("liar(1)", {"liar": liar})
    assert not val.is_known
    assert [d.summary for d in diags] == ["Error in function call"]
    assert "returned string where it promised number" in diags[0].detail


def test_a_call_with_plain_arguments_converts_a_result_that_converts() -> None:
    digits = Function([Parameter("n", NUMBER)], returns=STRING,
                      impl=lambda args, ty: args[0])
    val, diags = _eval("digits(12)", {"digits": digits})
    assert not diags
    assert val.type is STRING and val.as_string() == "12"


def test_a_call_with_a_null_argument_takes_the_general_path() -> None:
    val, diags = _eval("max(1, null)", hclkit.stdlib.functions())
    assert not val.is_known
    assert [d.summary for d in diags] == ["Invalid function argument"]


def test_constant_value_only_for_literals_and_folded_templates() -> None:
    def parsed(src: str) -> ast.Expression:
        expr, _ = hclkit.parse_expression(src)
        assert isinstance(expr, ast.Expression)
        return expr

    assert constant_value(parsed("12")) == Value(NUMBER, 12)
    assert constant_value(parsed('"text"')) == string_value("text")
    assert constant_value(parsed('"a${1}"')) is None
    assert constant_value(parsed("xs")) is None
    assert constant_value(parsed("[1]")) is None


def test_equality_of_primitives_and_for_scopes() -> None:
    val, diags = _eval('[for i, x in xs: [x == 2, i == 1.0, "a" == "a", x != 2]]',
                       hclkit.stdlib.functions())
    assert not diags
    assert hclkit.to_json(val) == (
        "[[false,false,true,true],[true,true,true,false],[false,false,true,true]]")
    # Each element's scope is its own: a closure made in one sees its own value.
    val, diags = _eval("[for x in xs: [for y in [x]: y + x]]", hclkit.stdlib.functions())
    assert not diags
    assert hclkit.to_json(val) == "[[2],[4],[6]]"
