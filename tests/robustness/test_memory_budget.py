"""The memory budget of one evaluation (``Limits.max_eval_bytes``): the
strings and collections that functions build are counted across the whole
evaluation of an expression, before they are built; and memory that runs
out anyway is a diagnostic from the public calls, never a ``MemoryError``."""

from __future__ import annotations

from typing import Any

import pytest

import hclkit
from hclkit import types as T

MIB = 1 << 20


def _value(src: str, max_eval_bytes: int, **variables: Any) -> tuple[T.Value, str]:
    ctx = hclkit.EvalContext(variables, hclkit.stdlib.extended_functions(),
                             limits=hclkit.Limits(max_eval_bytes=max_eval_bytes))
    expr, diags = hclkit.parse_expression(src)
    assert expr is not None and not diags.has_errors()
    value, diags = expr.value(ctx)
    return value, " ".join(d.detail or d.summary for d in diags)


# Each builds about 2 MiB (s is a million characters, "é" beyond ASCII).
BUILDERS = ['format("%2000000d", 1)', "join(s, [s, s])", 'replace(s, "a", "bb")',
            "indent(2000000, \"a\\nb\")", "urlencode(e)", "strrev(e)", "substr(e, 1, 10)",
            "strlen(e)", 'formatlist("%2000000d", [1])']


@pytest.mark.parametrize("builder", BUILDERS)
def test_each_builder_is_charged_before_it_builds(builder: str) -> None:
    strings = {"s": "a" * 1_000_000, "e": "é" * 1_000_000}
    _, problems = _value(builder, 512 * MIB, **strings)
    assert problems == ""
    value, problems = _value(builder, MIB, **strings)
    assert "Limits.max_eval_bytes" in problems and not value.is_known


def test_the_budget_is_the_whole_evaluations() -> None:
    # Each call is well under the budget; together they are not.
    src = 'length([for i in range(100): format("%1000000d", i)])'
    assert _value(src, 512 * MIB)[0] == T.number_value(100)
    value, problems = _value(src, 64 * MIB)
    assert "Limits.max_eval_bytes" in problems and not value.is_known
    assert _value(src, 64 * MIB)[1] == problems  # a fresh budget for each evaluation


def test_the_default_budget_is_stated() -> None:
    assert hclkit.Limits().max_eval_bytes == 1 << 30


def _memory_error(*_: object, **__: object) -> Any:
    raise MemoryError


def test_a_function_out_of_memory_is_a_diagnostic() -> None:
    boom = hclkit.Function(params=[], returns=T.STRING, impl=_memory_error)
    with pytest.raises(hclkit.HCLError, match="ran out of memory"):
        hclkit.loads("x = boom()", functions={"boom": boom})


def test_public_calls_turn_memory_errors_into_diagnostics(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from hclkit.convenience import loading
    from hclkit.dec import spec as spec_module
    from hclkit.native import evaluate

    monkeypatch.setattr(evaluate, "_ev", _memory_error)
    expr, _ = hclkit.parse_expression("1 + 1")
    assert expr is not None
    value, diags = expr.value(hclkit.EvalContext({}))
    assert [d.summary for d in diags] == ["Out of memory"] and not value.is_known

    monkeypatch.setattr(spec_module, "decode", _memory_error)
    spec, _ = hclkit.dec.load_spec('attr {\n  name = "a"\n  type = number\n}\n', "s.hcldec")
    file, _ = hclkit.parse("a = 1\n")
    value, diags = hclkit.dec.decode(file.body, spec)
    assert [d.summary for d in diags] == ["Out of memory"]

    monkeypatch.setattr(loading, "_parse", _memory_error)
    with pytest.raises(hclkit.HCLError, match="Out of memory"):
        hclkit.loads("a = 1\n")
