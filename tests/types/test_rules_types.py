"""The information model's rules for types and values."""

from __future__ import annotations

import decimal
import pickle

import pytest

from hclkit import types as T
from hclkit.types import number as N
from tests.spec_rules import rule

S, NUM, B = T.string_value, T.number_value, T.bool_value


@rule("values-equal")
def test_equal_values_need_identical_types() -> None:
    assert S("1").equals(NUM(1)) is T.FALSE
    assert NUM(1).equals(NUM(1)) is T.TRUE
    one_list = T.list_value([NUM(1)])
    one_tuple = T.tuple_value([NUM(1)])
    assert one_list.equals(one_tuple) is T.FALSE
    assert one_list.equals(T.list_value([NUM(1)])) is T.TRUE


@rule("primitive-types")
def test_primitive_types() -> None:
    assert [t.kind for t in (T.STRING, T.BOOL, T.NUMBER)] == ["string", "bool", "number"]
    assert all(t.is_primitive for t in (T.STRING, T.BOOL, T.NUMBER))
    assert not T.DYNAMIC.is_primitive
    assert S("x").type is T.STRING and NUM(2).type is T.NUMBER and B(True).type is T.BOOL


@rule("string-nfc")
def test_strings_compare_under_nfc() -> None:
    decomposed, composed = S("e\u0301"), S("\u00e9")
    assert decomposed.equals(composed) is T.TRUE
    assert decomposed == composed
    assert decomposed.as_string() == "\u00e9"  # normalised once, when made
    assert S("e").equals(composed) is T.FALSE
    assert T.map_value({"e\u0301": NUM(1)}).as_dict().keys() == {"\u00e9"}


@rule("bool-values")
def test_bool_values() -> None:
    assert T.TRUE.equals(B(True)) is T.TRUE
    assert T.FALSE.equals(B(False)) is T.TRUE
    assert T.TRUE.equals(T.FALSE) is T.FALSE
    assert B(True) is T.TRUE and B(False) is T.FALSE


@rule("number-precision")
def test_numbers_keep_full_precision() -> None:
    big = 10**200 + 1
    assert NUM(big).as_int() == big  # integers exact at any size
    assert NUM(big).to_python() == big
    assert T.convert(NUM(big), T.STRING).as_string() == str(big)
    # Decimal literals are exact as far as anyone can see: 0.1 + 0.2 is 0.3.
    total = N.add(NUM("0.1").as_number(), NUM("0.2").as_number())
    assert N.to_text(total) == "0.3"
    assert T.Value(T.NUMBER, total).equals(NUM("0.3")) is T.TRUE
    # A third keeps the 512 bits the reference gives it.
    third = N.divide(1, 3)
    assert N.to_text(third) == "0." + "3" * 154 + "5"
    assert NUM("12345678901234567890.123456789").as_decimal() == decimal.Decimal(
        "12345678901234567890.123456789")


@rule("number-infinity")
def test_infinities_and_no_nan() -> None:
    inf = NUM(float("inf"))
    assert N.is_inf(inf.as_number())
    assert NUM(decimal.Decimal("-Infinity")).as_number() == N.NEG_INF
    assert T.convert(inf, T.STRING).as_string() == "+Inf"
    with pytest.raises(ValueError, match="NaN"):
        NUM(float("nan"))
    with pytest.raises(ValueError, match="NaN"):
        NUM(decimal.Decimal("NaN"))
    with pytest.raises(ValueError):
        NUM("nan")
    assert N.divide(1, 0) == N.POS_INF
    with pytest.raises(N.NumberError, match="zero by zero"):
        N.divide(0, 0)


@rule("number-equality")
def test_number_equality_and_order() -> None:
    inf, ninf = NUM(float("inf")), NUM(float("-inf"))
    assert inf.equals(inf) is T.TRUE and ninf.equals(ninf) is T.TRUE
    assert inf.equals(ninf) is T.FALSE
    huge = NUM(10**300)
    assert N.compare(inf.as_number(), huge.as_number()) > 0
    assert N.compare(ninf.as_number(), NUM(-(10**300)).as_number()) < 0
    assert NUM(1).equals(NUM("1.0")) is T.TRUE
    assert N.equal(N.negate(0), 0)  # -0 == 0
    # The reference compares numbers at the precision each carries: a 53-bit
    # 0.1 equals the literal 0.1, though ordering sees it is slightly greater.
    f01 = N.from_float(0.1)
    assert N.equal(f01, N.parse("0.1"))
    assert N.compare(f01, N.parse("0.1")) > 0


@rule("structural-types")
def test_each_combination_is_its_own_structural_type() -> None:
    a = T.Object({"a": T.STRING})
    assert a == T.Object({"a": T.STRING})
    assert a != T.Object({"a": T.NUMBER})
    assert a != T.Object({"b": T.STRING})
    assert T.Tuple([T.STRING]) != T.Tuple([T.STRING, T.STRING])
    assert T.Tuple([T.STRING, T.NUMBER]) != T.Tuple([T.NUMBER, T.STRING])
    assert a.friendly_name() == "object" and T.Tuple([]).friendly_name() == "tuple"


@rule("structural-equality")
def test_structural_values_equal_when_all_parts_are() -> None:
    obj = T.object_value({"a": NUM(1), "b": S("x")})
    assert obj.equals(T.object_value({"a": NUM(1), "b": S("x")})) is T.TRUE
    assert obj.equals(T.object_value({"a": NUM(2), "b": S("x")})) is T.FALSE
    tup = T.tuple_value([NUM(1), S("x")])
    assert tup.equals(T.tuple_value([NUM(1), S("x")])) is T.TRUE
    assert tup.equals(T.tuple_value([NUM(1), S("y")])) is T.FALSE


@rule("structural-identity")
def test_structural_type_identity() -> None:
    assert T.Object({"a": T.List(T.STRING)}) == T.Object({"a": T.List(T.STRING)})
    assert hash(T.Object({"a": T.NUMBER})) == hash(T.Object({"a": T.NUMBER}))
    assert T.Tuple([T.Map(T.BOOL)]) == T.Tuple([T.Map(T.BOOL)])
    assert T.Object({}) != T.Tuple([])


@rule("collection-types")
def test_collection_kinds_and_element_types_make_distinct_types() -> None:
    assert T.List(T.STRING) != T.Set(T.STRING)
    assert T.List(T.NUMBER) != T.List(T.STRING)
    assert T.Map(T.STRING) != T.List(T.STRING)
    assert T.List(T.STRING).friendly_name() == "list of string"
    assert T.Set(T.Map(T.NUMBER)).friendly_name() == "set of map of number"
    assert T.List(T.DYNAMIC).friendly_name_for_constraint() == "list of any single type"


@rule("collection-equality")
def test_collection_values_equal_elementwise() -> None:
    lst = T.list_value([NUM(1), NUM(2)])
    assert lst.equals(T.list_value([NUM(1), NUM(2)])) is T.TRUE
    assert lst.equals(T.list_value([NUM(2), NUM(1)])) is T.FALSE
    assert lst.equals(T.list_value([NUM(1)])) is T.FALSE
    m = T.map_value({"a": S("x")})
    assert m.equals(T.map_value({"a": S("x")})) is T.TRUE
    assert m.equals(T.map_value({"b": S("x")})) is T.FALSE
    assert T.set_value([NUM(2), NUM(1)]).equals(T.set_value([NUM(1), NUM(2)])) is T.TRUE


@rule("collection-identity")
def test_collection_type_identity() -> None:
    assert T.List(T.STRING) == T.List(T.STRING)
    assert T.Map(T.List(T.BOOL)) == T.Map(T.List(T.BOOL))
    assert pickle.loads(pickle.dumps(T.Set(T.NUMBER))) == T.Set(T.NUMBER)
    assert pickle.loads(pickle.dumps(T.STRING)) is T.STRING


@rule("null")
def test_null_values() -> None:
    for t in (T.STRING, T.List(T.NUMBER), T.Object({"a": T.BOOL}), T.DYNAMIC):
        n = T.null(t)
        assert n.is_null and n.is_known and n.type == t
        assert n.equals(T.null(t)) is T.TRUE
        assert n.to_python() is None
    assert T.null(T.STRING).equals(S("")) is T.FALSE
    # The reference finds nulls equal whatever their types.
    assert T.null(T.STRING).equals(T.null(T.NUMBER)) is T.TRUE


@rule("unknown")
def test_unknown_values() -> None:
    u = T.unknown(T.NUMBER)
    assert not u.is_known and u.type is T.NUMBER
    assert T.unknown(T.NUMBER) != T.unknown(T.STRING)
    assert u.equals(T.unknown(T.NUMBER)) is T.UNKNOWN_BOOL
    assert u.equals(NUM(1)) is T.UNKNOWN_BOOL
    # A known value of a different type can never equal it.
    assert u.equals(S("a")) is T.FALSE
    # Unknown parts make the answer unknown only if nothing else decides it.
    assert T.tuple_value([NUM(1), u]).equals(T.tuple_value([NUM(2), NUM(2)])) is T.FALSE
    assert T.tuple_value([u, NUM(1)]).equals(T.tuple_value([NUM(2), NUM(2)])) is T.UNKNOWN_BOOL
    assert T.convert(u, T.STRING) == T.unknown(T.STRING)
    with pytest.raises(ValueError, match="unknown"):
        u.to_python()


@rule("dynamic-pseudo-type")
def test_dynamic_values() -> None:
    assert T.unknown(T.DYNAMIC) == T.DYNAMIC_VALUE
    assert T.DYNAMIC_VALUE.type is T.DYNAMIC and not T.DYNAMIC_VALUE.is_known
    assert T.null(T.DYNAMIC).is_null
    assert T.DYNAMIC_VALUE.equals(NUM(1)) is T.UNKNOWN_BOOL
    # Operations treat it as a value of the type they need.
    assert T.convert(T.DYNAMIC_VALUE, T.NUMBER) == T.unknown(T.NUMBER)


@rule("dynamic-identity")
def test_dynamic_identical_only_to_itself() -> None:
    assert T.DYNAMIC == T.DYNAMIC
    assert all(t != T.DYNAMIC for t in (T.STRING, T.List(T.DYNAMIC), T.Object({})))
    assert T.DynamicType() is T.DYNAMIC  # there is only one
    assert T.PrimitiveType("string") is T.STRING


@rule("unknown-never-invented")
def test_known_inputs_give_known_results() -> None:
    a = T.to_value({"x": [1, "y"], "z": {"w": True}})
    b = T.to_value({"x": [1, "y"], "z": {"w": False}})
    assert a.equals(b).is_known
    assert T.convert(a, T.DYNAMIC).is_wholly_known
    assert T.convert(T.to_value([1, 2]), T.List(T.STRING)).is_wholly_known
    assert T.unify([T.STRING, T.NUMBER]) is not T.DYNAMIC


@rule("capsule")
def test_capsules() -> None:
    blob = T.Capsule("blob")
    other = T.Capsule("blob")
    assert blob == T.List(blob).element and blob != other
    assert blob.friendly_name() == "blob"
    x = T.capsule_value(blob, b"123")
    assert x.equals(T.capsule_value(blob, b"123")) is T.TRUE
    assert x.equals(T.capsule_value(other, b"123")) is T.FALSE
    by_len = T.Capsule("sized", equals=lambda a, b: len(a) == len(b))
    assert T.capsule_value(by_len, "ab").equals(T.capsule_value(by_len, "xy")) is T.TRUE
    assert x.capsule() == b"123" and x.to_python() == b"123"
    assert not T.can_convert(blob, T.STRING) and not T.can_convert(blob, other)


@rule("matches-identical")
def test_type_matches_identical_type() -> None:
    for t in (T.STRING, T.List(T.NUMBER), T.Object({"a": T.BOOL}), T.Tuple([T.STRING])):
        assert t.matches(t)
    assert not T.STRING.matches(T.NUMBER)
    assert not T.List(T.STRING).matches(T.Set(T.STRING))


@rule("matches-dynamic")
def test_type_matches_dynamic_anywhere() -> None:
    spec = T.List(T.DYNAMIC)
    assert T.List(T.STRING).matches(spec)
    assert T.List(T.Map(T.NUMBER)).matches(spec)
    assert not T.Set(T.STRING).matches(spec)
    assert T.Object({"a": T.STRING, "b": T.List(T.BOOL)}).matches(
        T.Object({"a": T.DYNAMIC, "b": T.List(T.DYNAMIC)}))
    assert not T.Object({"a": T.STRING}).matches(T.Object({"b": T.DYNAMIC}))
    assert T.Tuple([T.NUMBER]).matches(T.Tuple([T.DYNAMIC]))
    assert not T.Tuple([T.NUMBER]).matches(T.Tuple([T.DYNAMIC, T.DYNAMIC]))
    assert T.Capsule("c").matches(T.DYNAMIC)
    assert not T.DYNAMIC.matches(T.STRING)  # not commutative
