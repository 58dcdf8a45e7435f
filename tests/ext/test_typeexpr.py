"""Type constraints, checked against the reference's recorded answers: the
constraint, its type string, and a value with defaults applied and converted."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import hclkit
from hclkit import types as T
from hclkit.ext.typeexpr import type_constraint
from tests.native.dump import diags_json
from tests.oracle.cases import dump_exact, load_answer, oracle_form, oracle_type

DATA = Path(__file__).resolve().parents[1] / "data" / "typeexpr" / "cases.jsonl"
RECORDS = [load_answer(line) for line in DATA.read_text(encoding="utf-8").splitlines()]


def request_value(req: dict[str, Any]) -> T.Value:
    tv = req["value"]
    if tv.get("unknown"):
        return T.unknown(T.type_from_json(json.loads(dump_exact(tv["type"]))))
    return T.from_json(dump_exact({"value": tv["value"], "type": tv["type"]}))


def hclkit_answer(req: dict[str, Any]) -> dict[str, Any]:
    expr, diags = hclkit.parse_expression(req["type"], filename="type")
    if diags.has_errors():
        return {"parse_diagnostics": diags_json(diags)}
    ty, defaults, diags = type_constraint(expr)
    answer: dict[str, Any] = {"diagnostics": diags_json(diags)}
    if diags.has_errors():
        return answer
    answer["constraint"] = oracle_type(ty)
    answer["type_string"] = hclkit.ext.typeexpr.type_string(ty)
    if "value" in req:
        value = request_value(req)
        if defaults is not None:
            value = defaults.apply(value)
        try:
            converted = T.convert(value, ty)
        except T.ConversionError as err:
            answer["convert_error"] = err.reason
        else:
            answer["type"] = oracle_type(converted.type)
            answer["value"] = oracle_form(converted)
    return answer


def comparable(answer: dict[str, Any]) -> Any:
    return json.loads(dump_exact(answer))


def test_enough_cases_recorded() -> None:
    assert len(RECORDS) >= 60


@pytest.mark.parametrize("rec", RECORDS, ids=[f"{i}:{r['request']['type']}"
                                              for i, r in enumerate(RECORDS)])
def test_recorded(rec: dict[str, Any]) -> None:
    assert comparable(hclkit_answer(rec["request"])) == comparable(rec["answer"])


def _constraint(src: str) -> tuple[T.Type, Any, Any]:
    expr, diags = hclkit.parse_expression(src)
    assert not diags.has_errors()
    return type_constraint(expr)


def test_the_json_syntax_writes_a_constraint_as_a_string() -> None:
    file, diags = hclkit.parse_json('{"t": "object({a = optional(number, 2)})"}')
    assert not diags.has_errors()
    attrs, _ = file.body.just_attributes()
    ty, defaults, diags = type_constraint(attrs["t"].expr)
    assert not diags
    assert ty == T.Object({"a": T.NUMBER}, optional={"a"})
    assert defaults is not None
    assert defaults.apply(T.object_value({})).to_python() == {"a": 2}


def test_type_string_quotes_names_that_are_not_identifiers() -> None:
    from hclkit.ext.typeexpr import type_string
    assert type_string(T.Object({"a b": T.STRING, "ok-1": T.NUMBER})) == \
        'object({"a b"=string,ok-1=number})'
    assert type_string(T.Set(T.Tuple([T.DYNAMIC]))) == "set(tuple([any]))"


def test_no_defaults_without_default_values() -> None:
    ty, defaults, diags = _constraint("list(object({a = optional(number)}))")
    assert not diags and defaults is None
    assert ty == T.List(T.Object({"a": T.NUMBER}, optional={"a"}))


def test_defaults_in_lists_of_differing_elements_give_a_tuple() -> None:
    _, defaults, _ = _constraint("list(object({a = optional(number, 1)}))")
    assert defaults is not None
    value = T.tuple_value([T.object_value({}), T.object_value({"b": T.TRUE})])
    applied = defaults.apply(value)
    assert applied.to_python() == [{"a": 1}, {"a": 1, "b": True}]


@pytest.mark.parametrize("src", ["object({a = optional(number, 3)})",
                                 "object({a = optional(number, 1, 2)})"])
def test_without_defaults_optional_takes_a_type_only(src: str) -> None:
    # As the reference's convert() reads its type argument (hcl-oracle eval).
    expr, _ = hclkit.parse_expression(src)
    ty, defaults, diags = type_constraint(expr, defaults=False)
    assert ty is T.DYNAMIC and defaults is None
    assert [(d.summary, d.detail) for d in diags] == [
        ("Invalid type specification",
         "Optional attribute modifier expects only one argument: the attribute type.")]
    ty, _, diags = type_constraint(hclkit.parse_expression("object({a = optional(number)})")[0],
                                   defaults=False)
    assert not diags and ty == T.Object({"a": T.NUMBER}, optional={"a"})


def test_deep_type_constraints_are_refused_before_they_strain_the_stack() -> None:
    from hclkit.ext.typeexpr import MAX_DEPTH
    ok = "list(" * MAX_DEPTH + "string" + ")" * MAX_DEPTH
    ty, _, diags = _constraint(ok)
    assert not diags
    assert T.convert(T.list_value([], T.DYNAMIC), ty).type == ty
    for deep in ("list(" * (MAX_DEPTH + 10) + "string" + ")" * (MAX_DEPTH + 10),
                 "map(" * (MAX_DEPTH - 1) + "object({a = list(string)})" + ")" * (MAX_DEPTH - 1)):
        expr, diags = hclkit.parse_expression(deep)
        assert not diags.has_errors()
        ty, defaults, diags = type_constraint(expr)
        assert ty is T.DYNAMIC and defaults is None
        assert [d.detail for d in diags] == [
            f"Type constraints may nest at most {MAX_DEPTH} type constructors deep."]
