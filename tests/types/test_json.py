"""Values and types as JSON: byte-for-byte what the reference hcldec writes,
and reading back as leniently as the reference reads."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from hclkit import types as T

RECORDED = Path(__file__).resolve().parents[1] / "data" / "types" / "hcldec_json.jsonl"


def recorded() -> list[Any]:
    lines = RECORDED.read_text(encoding="utf-8").rstrip("\n").split("\n")  # not at U+2028
    return [pytest.param(json.loads(line), id=f"hcldec-{i}") for i, line in enumerate(lines)]


@pytest.mark.parametrize("rec", recorded())
def test_output_matches_reference_hcldec(rec: dict[str, Any]) -> None:
    value = T.to_value(json.loads(rec["vars"])["x"])
    with_type = "--with-type" in rec["flags"]
    assert rec["exit"] == 0
    # hcldec puts the value first when it also keeps nulls.
    written = T.to_json(value, with_type=with_type, type_first="--keep-nulls" not in rec["flags"])
    assert written + "\n" == rec["stdout"]


def test_type_forms() -> None:
    forms = {
        T.STRING: "string", T.DYNAMIC: "dynamic",
        T.List(T.NUMBER): ["list", "number"],
        T.Object({"a": T.BOOL, "b": T.Set(T.STRING)}):
            ["object", {"a": "bool", "b": ["set", "string"]}],
        T.Tuple([T.STRING, T.Map(T.DYNAMIC)]): ["tuple", ["string", ["map", "dynamic"]]],
    }  # fmt: skip
    for ty, form in forms.items():
        assert T.type_to_json(ty) == form
        assert T.type_from_json(form) == ty
    assert T.type_from_json(["tuple", None]) == T.Tuple([])  # as the reference may write it
    for bad in ("text", ["list"], ["object", []], ["tuple", {}], 5, ["bag", "string"]):
        with pytest.raises(ValueError):
            T.type_from_json(bad)
    with pytest.raises(ValueError, match="capsule"):
        T.type_to_json(T.Capsule("blob"))


def test_with_type_layout() -> None:
    v = T.to_value({"a": [1, "x", None]})
    assert T.to_json(v, with_type=True) == (
        '{"type":["object",{"a":["tuple",["number","string","dynamic"]]}],'
        '"value":{"a":[1,"x",null]}}')
    assert T.from_json(T.to_json(v, with_type=True)) == v
    assert T.to_json(v, with_type=True, type_first=False).startswith('{"value":{"a"')
    assert T.from_json(T.to_json(v, with_type=True, type_first=False)) == v


def test_what_json_cannot_hold() -> None:
    with pytest.raises(T.ConversionError, match="not known"):
        T.to_json(T.unknown(T.STRING))
    with pytest.raises(T.ConversionError) as info:
        T.to_json(T.to_value({"a": [1, float("inf")]}))
    assert str(info.value).startswith('attribute "a": element 1: JSON has no infinite numbers')
    with pytest.raises(T.ConversionError, match="no JSON form"):
        T.to_json(T.capsule_value(T.Capsule("blob"), object()))


def decode(text: str, ty: T.Type) -> T.Value:
    return T.from_json(text, ty)


def test_reading_is_as_lenient_as_the_reference() -> None:
    assert decode('"12"', T.NUMBER) == T.number_value(12)
    assert decode('"1e3"', T.NUMBER) == T.number_value(1000)
    assert decode("12.50", T.STRING) == T.string_value("12.50")  # the number's own text
    assert decode("true", T.STRING) == T.string_value("true")
    assert decode('"1"', T.BOOL) is T.TRUE
    assert decode("{}", T.Object({"a": T.NUMBER})) == T.object_value({"a": T.null(T.NUMBER)})
    assert decode('{"b": 2, "a": 1}', T.Map(T.NUMBER)).as_dict().keys() == {"a", "b"}
    assert decode('["b", "a", "b"]', T.Set(T.STRING)).to_python() == ["a", "b"]
    assert decode("null", T.List(T.STRING)) == T.null(T.List(T.STRING))
    assert decode('[{"value": 1, "type": "number"}]', T.List(T.DYNAMIC)) == T.list_value(
        [T.number_value(1)])
    big = "123456789012345678901234567890123456789"
    assert decode(big, T.NUMBER).as_int() == int(big)


@pytest.mark.parametrize(("text", "ty", "message"), [
    ('"abc"', T.NUMBER, "a number is required"),
    ("true", T.NUMBER, "number is required"),
    ("1", T.BOOL, "bool is required"),
    ('{"a": 1}', T.List(T.NUMBER), "missing expected ["),
    ("[1]", T.Map(T.NUMBER), "missing expected {"),
    ('{"a": 1, "b": 2}', T.Object({"a": T.NUMBER}), 'unsupported attribute "b"'),
    ("[1, 2]", T.Tuple([T.NUMBER]), "too many tuple elements (need 1)"),
    ("[]", T.Tuple([T.NUMBER]), "not enough tuple elements (need 1)"),
    ("[1]", T.DYNAMIC, "missing expected {"),
    ('{"value": 1}', T.DYNAMIC, 'a dynamic value needs "type" and "value" properties'),
    ('{"value": 1, "type": "bogus"}', T.DYNAMIC, "invalid type name 'bogus'"),
    ("[1, 2", T.List(T.NUMBER), "invalid JSON"),
    ("NaN", T.NUMBER, "invalid JSON"),
    ('[{"value": 1, "type": "number"}, {"value": "x", "type": "string"}]', T.List(T.DYNAMIC),
     "all list elements must have the same type"),
])  # fmt: skip
def test_reading_errors(text: str, ty: T.Type, message: str) -> None:
    with pytest.raises(T.ConversionError) as info:
        decode(text, ty)
    assert message in str(info.value)


def test_reading_errors_say_where() -> None:
    with pytest.raises(T.ConversionError) as info:
        decode('{"a": [1, "x"]}', T.Object({"a": T.List(T.NUMBER)}))
    assert str(info.value) == 'attribute "a": element 1: a number is required'
    assert info.value.reason == "a number is required"
