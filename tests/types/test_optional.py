"""Object types with optional attributes: conversion fills what is absent with
null, and equality, hashing, unification and the with-type JSON form tell
optional attributes apart (``["object", {...}, ["a"]]``, as the reference writes it)."""

from __future__ import annotations

import json
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hclkit import types as T
from tests.types.strategies import NAMES, types, values_of


@st.composite
def optional_objects(draw: st.DrawFn) -> T.Object:
    attrs = draw(st.dictionaries(NAMES, types(max_leaves=3), max_size=4))
    optional = draw(st.sets(st.sampled_from(sorted(attrs)))) if attrs else set()
    return T.Object(attrs, optional=optional)


@st.composite
def lacking_values(draw: st.DrawFn) -> tuple[T.Object, T.Value, frozenset[str]]:
    """An object type with optional attributes, and a value that lacks some of them."""
    want = draw(optional_objects())
    absent = frozenset(draw(st.sets(st.sampled_from(sorted(want.optional))))
                       if want.optional else ())
    have = T.Object({n: t for n, t in want.attributes.items() if n not in absent})
    return want, draw(values_of(have, nulls=False)), absent


@given(lacking_values())
def test_conversion_fills_absent_optional_attributes_with_null(
        case: tuple[T.Object, T.Value, frozenset[str]]) -> None:
    want, value, absent = case
    got = T.convert(value, want)
    assert got.type == T.convert(T.null(value.type), want).type
    assert got.type.kind == "object" and not got.type.optional  # type: ignore[attr-defined]
    assert list(got.as_dict()) == list(want.attributes)
    for name, attr in got.as_dict().items():
        if name in absent:
            assert attr.is_null and attr.type == want.attributes[name]
        else:
            assert attr == T.convert(value.as_dict()[name], want.attributes[name])


@given(lacking_values())
def test_a_map_converts_with_optional_keys_absent(
        case: tuple[T.Object, T.Value, frozenset[str]]) -> None:
    want, _, absent = case
    strings = T.Object({n: T.STRING for n in want.attributes}, optional=want.optional)
    present = {n: T.string_value(n) for n in want.attributes if n not in absent}
    got = T.convert(T.map_value(present, T.STRING), strings)
    assert {n for n, v in got.as_dict().items() if v.is_null} == absent


def test_a_required_attribute_is_still_required() -> None:
    want = T.Object({"a": T.NUMBER, "b": T.STRING}, optional={"a"})
    with pytest.raises(T.ConversionError, match='attribute "b" is required'):
        T.convert(T.object_value({"a": T.number_value(1)}), want)
    with pytest.raises(T.ConversionError, match='required attribute "b"'):
        T.convert(T.map_value({"a": T.string_value("1")}), want)
    assert not T.can_convert(T.Object({"a": T.NUMBER}), want)
    assert T.can_convert(T.Object({"b": T.STRING}), want)


def test_safe_conversion_allows_absent_optional_attributes_only() -> None:
    want = T.Object({"a": T.NUMBER, "b": T.STRING}, optional={"a"})
    assert T.can_convert(T.Object({"b": T.STRING}), want, safe=True)
    assert not T.can_convert(T.Object({"b": T.STRING, "c": T.BOOL}), want, safe=True)


@given(optional_objects(), st.data())
def test_equality_and_hash_tell_optional_apart(t: T.Object, data: st.DataObject) -> None:
    same = T.Object(dict(t.attributes), optional=set(t.optional))
    assert same == t and hash(same) == hash(t)
    if t.attributes:
        flip = data.draw(st.sampled_from(sorted(t.attributes)))
        other = T.Object(t.attributes, optional=t.optional ^ {flip})
        assert other != t
        assert not other.matches(t)
    assert t.without_optional() == T.Object(t.attributes)


@given(optional_objects())
def test_json_type_form_round_trips(t: T.Object) -> None:
    form = T.type_to_json(t)
    if t.optional:
        assert form[2] == sorted(t.optional)
    else:
        assert len(form) == 2
    assert T.type_from_json(form) == t
    written = json.loads(T.to_json(T.null(t), with_type=True))
    assert written["type"] == form
    assert T.from_json(json.dumps(written)).type == t


@given(optional_objects())
def test_pickles_and_repr_keep_optional(t: T.Object) -> None:
    assert pickle.loads(pickle.dumps(t)) == t
    assert ("optional=" in repr(t)) == bool(t.optional)


@given(optional_objects(), optional_objects())
def test_unification_of_same_names_keeps_only_shared_optional(a: T.Object,
                                                              b: T.Object) -> None:
    b = T.Object({n: a.attributes[n] for n in a.attributes},
                 optional=b.optional & a.attributes.keys())
    unified = T.unify([a, b])
    assert unified is not None
    assert isinstance(unified, T.Object)
    assert unified.optional == a.optional & b.optional
    for t in (a, b):
        assert T.can_convert(t, unified)


def test_optional_names_must_be_attributes() -> None:
    with pytest.raises(ValueError, match="optional"):
        T.Object({"a": T.NUMBER}, optional={"b"})
    with pytest.raises(TypeError):
        T.Object({"a": T.NUMBER}, optional="a")


def _has_optional(t: T.Type) -> bool:
    if isinstance(t, T.Object):
        return bool(t.optional) or any(_has_optional(a) for a in t.attributes.values())
    if isinstance(t, T.Tuple):
        return any(_has_optional(e) for e in t.elements)
    if t.is_collection:
        return _has_optional(t.element)  # type: ignore[attr-defined]
    return False


@given(optional_objects().flatmap(lambda t: st.sampled_from(
    [t, T.List(t), T.Map(t), T.Tuple([t])])), st.sampled_from(["null", "unknown", "empty"]))
def test_converted_values_never_have_optional_attributes(target: T.Type, how: str) -> None:
    if how == "null":
        got = T.convert(T.null(T.DYNAMIC), target)
    elif how == "unknown":
        got = T.convert(T.unknown(T.DYNAMIC), target)
    else:
        got = T.convert(T.tuple_value([]), target) if target.kind == "list" else \
            T.convert(T.null(T.DYNAMIC), target)
    assert not _has_optional(got.type)
    assert T.can_convert(got.type, target)


def test_a_map_whose_elements_cannot_become_an_optional_attribute() -> None:
    want = T.Object({"b": T.List(T.STRING)}, optional={"b"})
    numbers = T.map_value({"c": T.number_value(5)})
    assert T.convert(numbers, want).to_python() == {"b": None}
    with pytest.raises(T.ConversionError,
                       match='map element type is incompatible with attribute "b"'):
        T.convert(T.map_value({"b": T.number_value(5)}), want)
    # The reference crashes on an unknown map here; hclkit gives an unknown object.
    got = T.convert(T.unknown(T.Map(T.NUMBER)), want)
    assert not got.is_known and got.type == T.Object({"b": T.List(T.STRING)})
