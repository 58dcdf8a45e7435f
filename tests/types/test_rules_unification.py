"""The information model's rules for type unification (as the reference applies them)."""

from __future__ import annotations

from hclkit import types as T
from tests.spec_rules import rule

L, St, M, Ob, Tu = T.List, T.Set, T.Map, T.Object, T.Tuple


@rule("unify-purpose")
def test_unification_finds_a_common_type_preferring_safe_conversions() -> None:
    # string <-> number converts both ways; only number -> string is safe.
    assert T.unify([T.STRING, T.NUMBER]) is T.STRING
    assert T.unify([T.NUMBER, T.STRING], unsafe=True) is T.STRING
    assert T.unify([L(T.NUMBER), L(T.STRING)]) == L(T.STRING)


@rule("unify-result")
def test_unification_result_may_be_new() -> None:
    assert T.unify([T.STRING, T.STRING]) is T.STRING
    assert T.unify([Tu([T.NUMBER]), Tu([T.STRING])]) == Tu([T.STRING])
    assert T.unify([]) is T.DYNAMIC


@rule("unify-fails")
def test_unification_fails_without_a_common_type() -> None:
    assert T.unify([T.NUMBER, L(T.NUMBER)]) is None
    assert T.unify([Ob({"a": T.NUMBER}), Tu([T.NUMBER])]) is None
    assert T.unify([L(T.BOOL), St(T.NUMBER)], unsafe=True) is None


@rule("unify-transitive")
def test_unification_is_transitive() -> None:
    # number and bool unify with each other only through string.
    assert T.unify([T.NUMBER, T.BOOL, T.STRING]) is T.STRING
    assert T.unify([M(T.NUMBER), Ob({"b": T.STRING, "c": T.BOOL})], unsafe=True) == M(T.STRING)


@rule("unify-string")
def test_number_and_bool_prefer_string() -> None:
    assert T.unify([T.NUMBER, T.STRING]) is T.STRING
    assert T.unify([T.BOOL, T.STRING]) is T.STRING
    # The reference does not unify number with bool (docs/compatibility.md).
    assert T.unify([T.NUMBER, T.BOOL]) is None
    assert T.unify([T.NUMBER, T.BOOL], unsafe=True) is None


@rule("unify-collections")
def test_same_kind_collections_unify_elements() -> None:
    assert T.unify([L(T.NUMBER), L(T.STRING)], unsafe=True) == L(T.STRING)
    assert T.unify([M(L(T.NUMBER)), M(L(T.BOOL))], unsafe=True) is None
    assert T.unify([St(T.BOOL), St(T.STRING)], unsafe=True) == St(T.STRING)


@rule("unify-list-set")
def test_list_and_set_prefer_list() -> None:
    assert T.unify([St(T.STRING), L(T.STRING)], unsafe=True) == L(T.STRING)
    assert T.unify([St(T.NUMBER), L(T.STRING)], unsafe=True) == L(T.STRING)
    # The reference picks the list type as it is, without unifying elements.
    assert T.unify([L(T.NUMBER), St(T.STRING)], unsafe=True) == L(T.NUMBER)


@rule("unify-map-object")
def test_map_and_object_unify_to_a_map() -> None:
    # The reference prefers the map (docs/compatibility.md).
    assert T.unify([M(T.NUMBER), Ob({"b": T.STRING})], unsafe=True) == M(T.STRING)
    assert T.unify([Ob({"b": T.STRING}), M(T.NUMBER)], unsafe=True) == M(T.STRING)
    assert T.unify([M(T.NUMBER), Ob({"b": T.BOOL})], unsafe=True) is None


@rule("unify-tuple")
def test_list_set_and_tuple() -> None:
    # The reference prefers the list or set to the tuple (docs/compatibility.md).
    assert T.unify([L(T.NUMBER), Tu([T.STRING])], unsafe=True) == L(T.STRING)
    assert T.unify([Tu([T.STRING, T.NUMBER]), St(T.STRING)], unsafe=True) == St(T.STRING)
    assert T.unify([Tu([T.STRING]), St(T.NUMBER)], unsafe=True) == St(T.NUMBER)


@rule("unify-dynamic")
def test_dynamic_gives_way() -> None:
    assert T.unify([T.DYNAMIC, T.NUMBER]) is T.NUMBER
    assert T.unify([T.DYNAMIC, T.DYNAMIC]) is T.DYNAMIC
    assert T.unify([L(T.DYNAMIC), L(T.STRING)]) == L(T.STRING)
    # The reference keeps a structure beside a bare dynamic type dynamic.
    assert T.unify([Ob({"a": T.NUMBER}), T.DYNAMIC]) is T.DYNAMIC
    assert T.unify([L(T.NUMBER), T.DYNAMIC]) is T.DYNAMIC


@rule("unify-objects")
def test_object_unification() -> None:
    assert T.unify([Ob({"a": T.NUMBER}), Ob({"a": T.STRING})]) == Ob({"a": T.STRING})
    assert T.unify([Ob({"a": T.NUMBER}), Ob({"a": T.BOOL})]) is None
    # Different attribute names: the reference unifies to a map (docs/compatibility.md).
    assert T.unify([Ob({"a": T.NUMBER}), Ob({"b": T.STRING})], unsafe=True) == M(T.STRING)
    assert T.unify([Ob({}), Ob({"a": T.NUMBER})], unsafe=True) == M(T.NUMBER)


@rule("unify-tuples")
def test_tuple_unification() -> None:
    assert T.unify([Tu([T.NUMBER, T.BOOL]), Tu([T.STRING, T.BOOL])]) == Tu([T.STRING, T.BOOL])
    # Different lengths: the reference unifies to a list.
    assert T.unify([Tu([T.NUMBER]), Tu([T.NUMBER, T.NUMBER])], unsafe=True) == L(T.NUMBER)
    assert T.unify([Tu([T.NUMBER, T.BOOL]), Tu([T.NUMBER])], unsafe=True) is None
