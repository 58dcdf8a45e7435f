"""Budgets a caller sets (hclkit.Limits): each, when exceeded, is a clear
diagnostic with a range, and everything read before it is kept."""

from __future__ import annotations

import sys

import pytest

import hclkit
from hclkit.limits import nesting_room


def test_defaults() -> None:
    limits = hclkit.Limits()
    assert limits.max_depth == 100 and limits.max_diagnostics == 10_000
    assert limits.max_input_bytes >= 100 * 2**20 and limits.max_elements >= 10**6


@pytest.mark.parametrize("parse", [hclkit.parse, hclkit.parse_json, hclkit.parse_expression,
                                   hclkit.parse_template])
def test_input_size(parse: object) -> None:
    _, diags = parse('{"a": 1}', "big.hcl", limits=hclkit.Limits(max_input_bytes=4))  # type: ignore[operator]
    assert [d.summary for d in diags] == ["Input too large"]
    assert diags[0].subject is not None and diags[0].subject.filename == "big.hcl"
    _, diags = parse('{"a": 1}', limits=hclkit.Limits(max_input_bytes=100))  # type: ignore[operator]
    assert not any(d.summary == "Input too large" for d in diags)


def test_depth_is_configurable_and_keeps_what_came_before() -> None:
    src = "a = 1\nb = [[[[1]]]]\n"
    file, diags = hclkit.parse(src, limits=hclkit.Limits(max_depth=3))
    assert [d.summary for d in diags] == ["Too deeply nested"]
    assert diags[0].subject is not None and diags[0].subject.start.column == 8
    assert "a" in file.body.attributes
    assert not hclkit.parse(src, limits=hclkit.Limits(max_depth=4))[1]
    _, diags = hclkit.parse_json('{"a": [[[1]]]}', limits=hclkit.Limits(max_depth=3))
    assert diags[0].summary == "Nesting too deep"


def test_depth_adapts_to_a_deep_caller() -> None:
    # Called with little of Python's stack left, the parser allows fewer
    # levels (and says so) rather than hitting a RecursionError.
    def nest(frames: int) -> int:
        return nesting_room(hclkit.Limits()) if frames == 0 else nest(frames - 1)
    free = sys.getrecursionlimit() - 200
    assert nest(free) < nest(0)
    assert nest(0) == hclkit.Limits().max_depth


def test_diagnostic_count() -> None:
    src = "a = 1\n" + "@\n" * 50
    _, diags = hclkit.parse(src, limits=hclkit.Limits(max_diagnostics=10))
    assert len(diags) == 11 and diags[-1].summary == "Too many errors"
    assert all(d.subject is not None for d in diags)
    _, diags = hclkit.parse(src)
    assert len(diags) > 11


def test_evaluation_work() -> None:
    src = "[for a in range(100): [for b in range(100): [for c in range(100): c]]]"
    expr, _ = hclkit.parse_expression(src)
    assert expr is not None
    ctx = hclkit.EvalContext({}, hclkit.stdlib.functions(),
                             limits=hclkit.Limits(max_elements=50_000))
    value, diags = expr.value(ctx)
    assert [d.summary for d in diags] == ["Too much work"]
    assert diags[0].subject is not None and not value.is_known
    # a child scope keeps the budget, and a generous one lets it through
    value, diags = expr.value(ctx.child({"x": 1}))
    assert [d.summary for d in diags] == ["Too much work"]
    value, diags = expr.value(hclkit.EvalContext({}, hclkit.stdlib.functions()))
    assert not diags and value.length() == 100
