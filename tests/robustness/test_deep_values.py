"""Deep values: bounded where they are decoded from data
(``Limits.max_value_depth``), and every function and method that walks
values answers (a value or a diagnostic, never ``RecursionError``), even
for values composed deeper than the bound and from a caller deep in its
own stack."""

from __future__ import annotations

from collections.abc import Callable

import pytest

import hclkit
from hclkit import types as T

ARRAY_AT_LIMIT = "[" * 100 + "]" * 100
# Data decoded at the limit, in more levels of literal brackets: values
# composed deeper than the limit are walked while the stack has room, and
# past that are a diagnostic.
COMPOSED = "[" * 80 + f'jsondecode("{ARRAY_AT_LIMIT}")' + "]" * 80
DEEPEST = "[" * 96 + f'jsondecode("{ARRAY_AT_LIMIT}")' + "]" * 96
WALKERS = ["flatten({v})", "jsonencode({v})", "tolist({v})",
           "toset({v})", "contains({v}, 1)", "{v} == {v}", "distinct([{v}, {v}])",
           "length(setunion([{v}], [{v}]))", "{v}", "[for x in [{v}]: x]",
           "merge({{a = {v}}})", "concat({v}, [1])", "coalescelist({v})", "try({v}, 1)",
           "can({v})", 'lookup({{a = {v}}}, "a", [])', "reverse({v})", "sort([jsonencode({v})])"]


def _answers(src: str) -> str:
    try:
        hclkit.loads(src)
    except hclkit.HCLError as e:
        return str(e)
    return "ok"


@pytest.mark.parametrize("walker", WALKERS)
def test_functions_and_operators_walk_the_deepest_values(walker: str) -> None:
    assert _answers("x = " + walker.format(v=COMPOSED)) == "ok"
    deepest = _answers("x = " + walker.format(v=DEEPEST))
    assert deepest == "ok" or "deeply nested" in deepest


def test_decoding_what_was_encoded_deeper_than_the_limit_is_a_diagnostic() -> None:
    assert "Value too deeply nested" in _answers(f"x = jsondecode(jsonencode({COMPOSED}))")


@pytest.mark.parametrize("depth", [101, 332, 5000])
@pytest.mark.parametrize("decoder", ["jsondecode", "yamldecode"])
def test_decoding_data_deeper_than_the_limit_is_a_diagnostic(decoder: str, depth: int) -> None:
    pytest.importorskip("yaml")
    functions = {**hclkit.stdlib.functions(), **hclkit.terraform.functions()}
    src = f'x = {decoder}("{"[" * depth}{"]" * depth}")'
    # (PyYAML refuses 1,000 levels itself, in its own words.)
    with pytest.raises(hclkit.HCLError, match=r"Value too deeply nested|maximum nesting depth"):
        hclkit.loads(src, functions=functions)


def test_the_limit_is_the_contexts() -> None:
    limits = hclkit.Limits(max_value_depth=3)
    ctx = hclkit.EvalContext({}, hclkit.stdlib.functions(), limits=limits)
    for depth, fails in ((3, False), (4, True)):
        expr, _ = hclkit.parse_expression(f'jsondecode("{"[" * depth}{"]" * depth}")')
        assert expr is not None
        _, diags = expr.value(ctx)
        assert diags.has_errors() is fails


def _at_stack_depth(frames: int, run: Callable[[], str]) -> str:
    return run() if frames == 0 else _at_stack_depth(frames - 1, run)


@pytest.mark.parametrize("frames", [700, 850, 930])
def test_a_caller_deep_in_its_stack_gets_answers(frames: int) -> None:
    hclkit.loads('x = jsondecode("[]")')  # imports done: they take frames of their own
    for walker in ("{v}", "flatten({v})", "jsonencode({v})", "toset({v})"):
        src = "x = " + walker.format(v=f'jsondecode("{ARRAY_AT_LIMIT}")')
        result = _at_stack_depth(frames, lambda src=src: _answers(src))  # type: ignore[misc]
        assert result == "ok" or "nested" in result


def _deeper_than_stack() -> T.Value:
    v = T.tuple_value([])
    for _ in range(5000):
        v = T.tuple_value([v])
    return v


@pytest.mark.parametrize("method", [
    lambda v: v.to_python(), T.to_json, lambda v: T.to_json(v, with_type=True)])
def test_methods_refuse_values_deeper_than_the_stack_with_value_too_deep(
        method: Callable[[T.Value], object]) -> None:
    v = _deeper_than_stack()
    with pytest.raises(T.ValueTooDeep):
        method(v)
    assert v.is_wholly_known and isinstance(hash(v), int)


def test_python_data_and_json_text_deeper_than_the_limit_raise_value_too_deep() -> None:
    ok: list[object] = []
    for _ in range(99):
        ok = [ok]
    assert hclkit.to_value(ok).to_python() == ok
    looped: dict[str, object] = {}
    looped["self"] = looped
    very_deep: list[object] = []
    for _ in range(5000):
        very_deep = [very_deep]
    for data in ([ok], looped, very_deep):
        with pytest.raises(T.ValueTooDeep):
            hclkit.to_value(data)
    for n in (101, 5000, 100_000):
        with pytest.raises(T.ValueTooDeep):
            T.from_json("[" * n + "]" * n, T.List(T.DYNAMIC))
        with pytest.raises(ValueError, match="too deeply"):
            T.from_json('{"type": "dynamic", "value": ' + "[" * n + "]" * n + "}")


def test_the_default_limit_is_the_one_the_types_apply() -> None:
    assert hclkit.Limits().max_value_depth == T.MAX_VALUE_DEPTH
