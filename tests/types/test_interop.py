"""Plain Python data to HCL values and back."""

from __future__ import annotations

import decimal
import math
from collections import OrderedDict

import pytest

from hclkit import types as T


def test_to_value_maps_python_types() -> None:
    v = T.to_value({"name": "web", "port": 80, "ratio": 0.5, "tags": ["a", "b"], "on": True,
                    "none": None, "ids": {3, 1, 2}, "pair": (1, "x"), "d": decimal.Decimal("1.25")})
    assert v.type == T.Object({
        "name": T.STRING, "port": T.NUMBER, "ratio": T.NUMBER, "tags": T.Tuple([T.STRING] * 2),
        "on": T.BOOL, "none": T.DYNAMIC, "ids": T.Set(T.NUMBER),
        "pair": T.Tuple([T.NUMBER, T.STRING]), "d": T.NUMBER})
    assert v.to_python() == {"name": "web", "port": 80, "ratio": 0.5, "tags": ["a", "b"],
                             "on": True, "none": None, "ids": [1, 2, 3], "pair": [1, "x"],
                             "d": 1.25}
    assert T.to_value(OrderedDict(b=1, a=2)).as_dict().keys() == {"a", "b"}
    assert T.to_value(v) is v


def test_sets_unify_their_elements() -> None:
    assert T.to_value({1, "a"}).to_python() == ["1", "a"]
    assert T.to_value(frozenset()).type == T.Set(T.DYNAMIC)
    with pytest.raises(TypeError, match="no common type"):
        T.to_value({1.5, True})


@pytest.mark.parametrize("bad", [b"bytes", object(), {1: "a"}, [1, {2: 3}], 1j])
def test_to_value_refuses_what_hcl_cannot_hold(bad: object) -> None:
    with pytest.raises(TypeError):
        T.to_value(bad)


def test_nan_is_refused() -> None:
    with pytest.raises(ValueError, match="NaN"):
        T.to_value(float("nan"))
    with pytest.raises(ValueError, match="NaN"):
        T.to_value([decimal.Decimal("NaN")])


def test_to_python_numbers() -> None:
    assert T.to_value(10**30).to_python() == 10**30
    assert isinstance(T.number_value("2.0").to_python(), int)
    assert T.number_value("0.1").to_python() == 0.1
    assert T.number_value("0.1").to_python(decimals=True) == decimal.Decimal("0.1")
    assert T.number_value(float("inf")).to_python() == math.inf
    third = T.Value(T.NUMBER, T.convert(T.string_value("1"), T.NUMBER).as_number())
    assert third.to_python() == 1


def test_to_python_refuses_unknowns_anywhere() -> None:
    with pytest.raises(ValueError, match="unknown"):
        T.tuple_value([T.number_value(1), T.unknown(T.STRING)]).to_python()


def test_typed_accessors() -> None:
    v = T.to_value({"a": [1, 2]})
    assert v.as_dict()["a"].elements()[1].as_int() == 2
    assert v.length() == 1 and v.as_dict()["a"].length() == 2
    with pytest.raises(TypeError):
        v.as_string()
    with pytest.raises(TypeError):
        T.string_value("x").elements()
    with pytest.raises(ValueError):
        T.null(T.STRING).as_string()
    with pytest.raises(TypeError):
        v.as_dict()["b"] = T.TRUE  # type: ignore[index]
    assert repr(v) == "object_value({'a': tuple_value([number_value('1'), number_value('2')])})"
    assert repr(T.unknown(T.List(T.STRING))) == "unknown(T.List(T.STRING))"


def test_constructors_check_element_types() -> None:
    with pytest.raises(ValueError, match="must all be number"):
        T.list_value([T.number_value(1), T.string_value("a")])
    with pytest.raises(ValueError, match="needs an element type"):
        T.list_value([])
    assert T.list_value([], T.STRING).type == T.List(T.STRING)
    with pytest.raises(TypeError):
        T.tuple_value([1])  # type: ignore[list-item]
    with pytest.raises(TypeError):
        T.string_value(5)  # type: ignore[arg-type]
