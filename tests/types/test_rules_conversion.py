"""The information model's rules for type conversion."""

from __future__ import annotations

import pytest

from hclkit import types as T
from tests.spec_rules import rule

S, NUM, B = T.string_value, T.number_value, T.bool_value


def fails(value: T.Value, want: T.Type) -> str:
    with pytest.raises(T.ConversionError) as info:
        T.convert(value, want)
    return str(info.value)


@rule("conv-safe-unsafe")
def test_safe_and_unsafe_conversions() -> None:
    safe = [(T.NUMBER, T.STRING), (T.BOOL, T.STRING), (T.Set(T.NUMBER), T.List(T.NUMBER)),
            (T.Tuple([T.NUMBER]), T.List(T.STRING)), (T.Object({"a": T.BOOL}), T.Map(T.STRING))]
    unsafe = [(T.STRING, T.NUMBER), (T.STRING, T.BOOL), (T.List(T.NUMBER), T.Set(T.NUMBER)),
              (T.Map(T.NUMBER), T.Object({"a": T.NUMBER})), (T.Tuple([T.STRING]), T.Set(T.STRING))]
    for a, b in safe:
        assert T.can_convert(a, b, safe=True) and T.can_convert(a, b)
    for a, b in unsafe:
        assert T.can_convert(a, b) and not T.can_convert(a, b, safe=True)
    # An unsafe conversion may fail; a safe one cannot.
    assert fails(S("x"), T.NUMBER) == "a number is required"
    with pytest.raises(T.ConversionError):
        T.convert(S("1"), T.NUMBER, safe=True)


@rule("conv-identity")
def test_identity_conversion() -> None:
    v = T.to_value({"a": [1, "b"]})
    assert T.convert(v, v.type) is v
    assert T.get_conversion(T.STRING, T.STRING, safe=True) is not None


@rule("conv-null")
def test_null_conversion() -> None:
    assert T.convert(T.null(T.DYNAMIC), T.List(T.STRING)) == T.null(T.List(T.STRING))
    assert T.convert(T.null(T.NUMBER), T.STRING) == T.null(T.STRING)
    assert T.convert(T.null(T.Set(T.NUMBER)), T.List(T.STRING)) == T.null(T.List(T.STRING))
    # The reference converts a typed null only where its type converts at all.
    assert fails(T.null(T.NUMBER), T.List(T.STRING)) == "list of string required"


@rule("conv-from-dynamic")
def test_conversion_from_dynamic() -> None:
    for want in (T.STRING, T.List(T.NUMBER), T.Object({"a": T.BOOL})):
        assert T.convert(T.DYNAMIC_VALUE, want) == T.unknown(want)
        assert T.convert(T.null(T.DYNAMIC), want) == T.null(want)
    assert T.convert(T.tuple_value([T.DYNAMIC_VALUE]), T.List(T.STRING)) == T.list_value(
        [T.unknown(T.STRING)])


@rule("conv-to-dynamic")
def test_conversion_to_dynamic() -> None:
    for v in (NUM(1), T.to_value([1, "a"]), T.null(T.STRING), T.unknown(T.BOOL)):
        assert T.convert(v, T.DYNAMIC) is v
    # Elements converted to "any" keep their own type too.
    assert T.convert(T.list_value([NUM(1)]), T.List(T.DYNAMIC)).type == T.List(T.NUMBER)


@rule("conv-bool-string")
def test_bool_string_conversion() -> None:
    assert T.convert(T.TRUE, T.STRING) == S("true")
    assert T.convert(T.FALSE, T.STRING) == S("false")
    for text, want in (("true", T.TRUE), ("1", T.TRUE), ("false", T.FALSE), ("0", T.FALSE)):
        assert T.convert(S(text), T.BOOL) is want
    assert fails(S("yes"), T.BOOL) == "a bool is required"
    hint = "a bool is required; to convert from string, use lowercase"
    assert fails(S("TRUE"), T.BOOL) == f'{hint} "true"'
    assert fails(S("False"), T.BOOL) == f'{hint} "false"'
    assert T.can_convert(T.BOOL, T.STRING, safe=True)
    assert not T.can_convert(T.STRING, T.BOOL, safe=True)


@rule("conv-number-string")
def test_number_to_string() -> None:
    cases = {"10": "10", "-2.5": "-2.5", "1e21": "1000000000000000000000", "1e-7": "0.0000001",
             "0.1": "0.1", "123456789012345678901234567890.5": "123456789012345678901234567890.5"}
    for literal, text in cases.items():
        assert T.convert(NUM(literal), T.STRING) == S(text)
    assert T.convert(NUM(10**200), T.STRING).as_string() == "1" + "0" * 200
    assert T.can_convert(T.NUMBER, T.STRING, safe=True)


@rule("conv-string-number")
def test_string_to_number() -> None:
    for text in ("12", "-0.5", ".5", "1.", "+3", "00012"):
        assert T.convert(S(text), T.NUMBER).equals(NUM(text)) is T.TRUE
    for text in ("", " 1", "1 ", "0x10", "1_000", "abc", "NaN", "infinity", "١٢", "1e"):
        assert fails(S(text), T.NUMBER) == "a number is required"
    # The reference accepts exponents and "inf" here, though the prose forbids exponents.
    assert T.convert(S("1e3"), T.NUMBER) == NUM(1000)
    assert T.convert(S("-Inf"), T.NUMBER) == NUM(float("-inf"))
    assert not T.can_convert(T.STRING, T.NUMBER, safe=True)


@rule("conv-no-bool-number")
def test_no_bool_number_conversion() -> None:
    assert not T.can_convert(T.BOOL, T.NUMBER) and not T.can_convert(T.NUMBER, T.BOOL)
    assert fails(T.TRUE, T.NUMBER) == "number required"
    assert fails(NUM(1), T.BOOL) == "bool required"


@rule("conv-set-list")
def test_set_to_list() -> None:
    s = T.set_value([S("b"), S("a"), S("c")])
    assert T.convert(s, T.List(T.STRING)).to_python() == ["a", "b", "c"]
    assert T.convert(s, T.List(T.STRING)) == T.convert(s, T.List(T.STRING))
    assert T.can_convert(T.Set(T.NUMBER), T.List(T.STRING), safe=True)
    assert not T.can_convert(T.Set(T.STRING), T.List(T.NUMBER), safe=True)


@rule("conv-list-set")
def test_list_to_set() -> None:
    lst = T.list_value([NUM(2), NUM(1), NUM(2)])
    result = T.convert(lst, T.Set(T.NUMBER))
    assert result.to_python() == [1, 2]
    assert not T.can_convert(T.List(T.NUMBER), T.Set(T.NUMBER), safe=True)


@rule("conv-tuple-list")
def test_tuple_to_list() -> None:
    tup = T.tuple_value([NUM(1), S("a"), T.TRUE])
    assert T.convert(tup, T.List(T.STRING)).to_python() == ["1", "a", "true"]
    assert T.convert(tup, T.List(T.DYNAMIC)).type == T.List(T.STRING)
    assert T.can_convert(tup.type, T.List(T.STRING), safe=True)
    assert not T.can_convert(T.Tuple([T.STRING]), T.List(T.NUMBER), safe=True)
    assert fails(T.to_value([1, True]), T.List(T.DYNAMIC)) == (
        "all list elements must have the same type")
    assert fails(T.to_value(["a", ["b"]]), T.List(T.STRING)) == "element 1: string required"
    assert fails(T.to_value(["1", "x"]), T.List(T.NUMBER)) == "element 1: a number is required"
    assert T.convert(T.to_value([]), T.List(T.DYNAMIC)).type == T.List(T.DYNAMIC)


@rule("conv-tuple-set")
def test_tuple_to_set() -> None:
    assert T.convert(T.to_value(["b", "a", "b"]), T.Set(T.STRING)).to_python() == ["a", "b"]
    assert T.convert(T.to_value([1, "a", True]), T.Set(T.DYNAMIC)).to_python() == [
        "1", "a", "true"]
    assert not T.can_convert(T.Tuple([T.STRING]), T.Set(T.STRING), safe=True)


@rule("conv-object-map")
def test_object_to_map() -> None:
    obj = T.to_value({"a": 1, "b": "x"})
    result = T.convert(obj, T.Map(T.STRING))
    assert result.type == T.Map(T.STRING) and result.to_python() == {"a": "1", "b": "x"}
    assert T.convert(obj, T.Map(T.DYNAMIC)).type == T.Map(T.STRING)
    assert fails(T.to_value({"a": 1, "b": True}), T.Map(T.DYNAMIC)) == (
        "all map elements must have the same type")
    assert fails(T.to_value({"a": [True]}), T.Map(T.List(T.NUMBER))) == (
        'element "a": element 0: number required')


@rule("conv-list-tuple")
def test_list_to_tuple_is_not_available() -> None:
    # The reference has no list- or set-to-tuple conversion (docs/compatibility.md).
    assert not T.can_convert(T.List(T.NUMBER), T.Tuple([T.NUMBER]))
    assert not T.can_convert(T.Set(T.NUMBER), T.Tuple([T.NUMBER]))
    assert fails(T.list_value([NUM(1), NUM(2)]), T.Tuple([T.NUMBER, T.NUMBER])) == "tuple required"


@rule("conv-map-object")
def test_map_to_object() -> None:
    m = T.map_value({"a": NUM(1), "b": NUM(2)})
    assert T.convert(m, T.Object({"a": T.STRING, "b": T.NUMBER})).to_python() == {"a": "1", "b": 2}
    # The reference drops keys the object has no attribute for...
    assert T.convert(m, T.Object({"a": T.NUMBER})).to_python() == {"a": 1}
    # ...and requires a key for every attribute.
    assert fails(m, T.Object({"c": T.NUMBER})) == 'map has no element for required attribute "c"'
    assert fails(T.map_value({"a": T.TRUE}), T.Object({"a": T.NUMBER})) == "object required"


@rule("conv-object-object")
def test_object_to_object() -> None:
    obj = T.to_value({"port": 80, "host": "h"})
    assert T.convert(obj, T.Object({"port": T.STRING})).to_python() == {"port": "80"}
    # The reference requires every target attribute, rather than making it null.
    assert fails(obj, T.Object({"port": T.NUMBER, "tls": T.BOOL})) == 'attribute "tls" is required'
    assert fails(T.to_value({"port": "x"}), T.Object({"port": T.NUMBER})) == (
        'attribute "port": a number is required')
    assert fails(T.to_value({"a": {}}), T.Object({"a": T.Object({"b": T.NUMBER})})) == (
        'attribute "a": attribute "b" is required')
    assert not T.can_convert(obj.type, T.Object({"port": T.NUMBER}), safe=True)


@rule("conv-tuple-tuple")
def test_tuple_to_tuple() -> None:
    tup = T.to_value([1, True])
    assert T.convert(tup, T.Tuple([T.STRING, T.STRING])).to_python() == ["1", "true"]
    assert fails(tup, T.Tuple([T.STRING])) == "tuple required"
    assert fails(tup, T.Tuple([T.NUMBER, T.NUMBER])) == "tuple required"
