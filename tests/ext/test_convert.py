"""convert(value, type) beyond the recorded evaluations (tests/data/eval/convert.jsonl):
the JSON syntax, and a type argument that is not an expression."""

from __future__ import annotations

import pytest

import hclkit
from hclkit import types as T
from hclkit.ext.typeexpr import CONVERT


def test_convert_in_the_json_syntax() -> None:
    file, diags = hclkit.parse_json(
        '{"v": "${convert([1, true], list(string))}", "w": "${convert({}, strin)}"}')
    assert not diags.has_errors()
    attrs, _ = file.body.just_attributes()
    ctx = hclkit.EvalContext(functions=hclkit.stdlib.functions())
    value, diags = attrs["v"].expr.value(ctx)
    assert not diags and value.type == T.List(T.STRING)
    assert value.to_python() == ["1", "true"]
    _, diags = attrs["w"].expr.value(ctx)
    assert [(d.summary, d.detail) for d in diags] == [
        ("Invalid type specification", 'The keyword "strin" is not a valid type specification.')]


def test_the_type_must_be_an_expression() -> None:
    with pytest.raises(hclkit.FunctionError, match="unevaluated expression"):
        CONVERT(T.number_value(1), T.string_value("string"))


def test_optional_attributes_are_required_by_convert_as_in_the_reference() -> None:
    expr, _ = hclkit.parse_expression(
        "convert({b = 1}, object({a = optional(number), b = string}))")
    _, diags = expr.value(hclkit.EvalContext(functions=hclkit.stdlib.functions()))
    assert [d.detail for d in diags] == [
        'Invalid value for "value" parameter: attribute "a" is required.']
