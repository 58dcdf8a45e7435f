"""Expression parameters: a function may take an argument unevaluated
(``Parameter(..., expression=True)``) and receives an object implementing
``hclkit.function.ExpressionArgument``.  Any application function may do so;
``try`` and ``can`` (hclkit.ext.tryfunc) are built on it, and their golden
cases are in tests/data/eval/tryfunc.jsonl."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

import hclkit
from hclkit import types as T
from hclkit.diagnostics import Diagnostics
from hclkit.ext import tryfunc
from hclkit.function import (
    Argument,
    ArgumentError,
    ExpressionArgument,
    ExpressionDiagnostics,
    Function,
    FunctionError,
    Parameter,
)

SEEN: list[ExpressionArgument] = []


def _lazy_if(args: Sequence[Argument], ret: T.Type) -> T.Value:
    """``lazy_if(cond, a, b)``: evaluates only the branch it returns, and
    reports that branch's errors as they are."""
    cond, *branches = args
    assert isinstance(cond, T.Value)
    chosen = branches[0] if cond.as_bool() else branches[1]
    assert isinstance(chosen, ExpressionArgument)
    SEEN.append(chosen)
    val, diags = chosen.evaluate()
    if diags.has_errors():
        raise ExpressionDiagnostics(diags)
    return val


LAZY_IF = Function(
    params=[Parameter("cond", T.BOOL), Parameter("then", expression=True),
            Parameter("else", expression=True)],
    returns=T.DYNAMIC,
    impl=_lazy_if,
)


def evaluate(src: str, **variables: object) -> tuple[T.Value, Diagnostics]:
    expr, diags = hclkit.parse_expression(src, filename="t.hcl")
    assert not diags.has_errors()
    ctx = hclkit.EvalContext(variables=variables, functions={"lazy_if": LAZY_IF})
    return expr.value(ctx)


def test_an_application_function_gets_its_argument_unevaluated() -> None:
    SEEN.clear()
    val, diags = evaluate("lazy_if(true, x + 1, nope)", x=2)
    assert not diags.has_errors() and val == T.number_value(3)
    # the other branch was never evaluated, so its unknown variable is no error
    arg = SEEN[0]
    assert isinstance(arg, ExpressionArgument)
    assert arg.expression.source_text() == "x + 1"
    assert (arg.range.start.column, arg.range.end.column) == (15, 20)
    assert arg.context is not None and arg.context.variable("x") == T.number_value(2)


def test_an_expression_argument_can_report_its_own_diagnostics() -> None:
    _val, diags = evaluate("lazy_if(false, 1, nope)")
    assert [(d.summary, d.subject.start.column if d.subject else None) for d in diags] == [
        ("Unknown variable", 19)]


def test_value_parameters_keep_their_rules_next_to_expression_ones() -> None:
    _, diags = evaluate('lazy_if("maybe", 1, 2)')
    assert [d.summary for d in diags] == ["Invalid function argument"]
    assert diags[0].detail == 'Invalid value for "cond" parameter: a bool is required.'
    val, diags = evaluate("lazy_if(c, 1, 2)", c=T.unknown(T.BOOL))
    assert not diags.has_errors() and not val.is_known  # unknown condition, unknown result
    _, diags = evaluate("lazy_if(true, 1)")
    assert diags[0].detail == 'Function "lazy_if" expects 3 argument(s). Missing value for "else".'


def test_an_expanded_argument_is_passed_as_its_elements() -> None:
    val, diags = evaluate("lazy_if(false, xs...)", xs=[1, 2])
    assert not diags.has_errors() and val == T.number_value(2)


def test_calling_from_python_needs_expression_arguments() -> None:
    with pytest.raises(ArgumentError) as info:
        tryfunc.TRY.call([T.number_value(1)])
    assert str(info.value) == ('Invalid value for "expressions" parameter: an unevaluated '
                               "expression is required")
    with pytest.raises(FunctionError, match="at least one argument is required"):
        tryfunc.TRY.call([])


def test_try_and_can_are_in_the_library_and_in_their_module() -> None:
    table = hclkit.stdlib.functions()
    assert table["try"] is tryfunc.TRY and table["can"] is tryfunc.CAN
    assert tryfunc.functions() == {"try": tryfunc.TRY, "can": tryfunc.CAN}
    assert tryfunc.TRY.var_param is not None and tryfunc.TRY.var_param.expression
