"""Hypothesis strategies for HCL types and values."""

from __future__ import annotations

import decimal
from typing import Any

from hypothesis import strategies as st

from hclkit import types as T

NAMES = st.sampled_from(["a", "b", "c", "name", "port", "é", "with space", ""])
PRIMITIVES = st.sampled_from([T.STRING, T.NUMBER, T.BOOL])


def types(dynamic: bool = False, max_leaves: int = 6) -> st.SearchStrategy[T.Type]:
    base = st.one_of(PRIMITIVES, st.just(T.DYNAMIC)) if dynamic else PRIMITIVES

    def extend(children: st.SearchStrategy[T.Type]) -> st.SearchStrategy[T.Type]:
        return st.one_of(
            children.map(T.List),
            children.map(T.Set),
            children.map(T.Map),
            st.dictionaries(NAMES, children, max_size=3).map(T.Object),
            st.lists(children, max_size=3).map(T.Tuple),
        )

    return st.recursive(base, extend, max_leaves=max_leaves)


def python_numbers() -> st.SearchStrategy[Any]:
    """Numbers as a user would hand them over: ints of any size, floats, Decimals."""
    return st.one_of(
        st.integers(),
        st.integers(min_value=-(10**200), max_value=10**200),
        st.floats(allow_nan=False, allow_infinity=False),
        st.decimals(allow_nan=False, allow_infinity=False),
        st.sampled_from(["0.1", "0.2", "1e21", "-0", "1e-7", "123.456", "-2.5"]).map(
            decimal.Decimal),
    )


def numbers() -> st.SearchStrategy[T.Value]:
    return python_numbers().map(T.number_value)


def values_of(t: T.Type, nulls: bool = True, unknowns: bool = False
              ) -> st.SearchStrategy[T.Value]:
    """Values of exactly type ``t`` (nulls and unknowns nested if asked)."""
    def sub(x: T.Type) -> st.SearchStrategy[T.Value]:
        return values_of(x, nulls, unknowns)

    kind = t.kind
    if t is T.DYNAMIC:
        known: st.SearchStrategy[T.Value] = st.just(T.null(T.DYNAMIC))
    elif kind == "string":
        known = st.text(max_size=8).map(T.string_value)
    elif kind == "number":
        known = numbers()
    elif kind == "bool":
        known = st.booleans().map(T.bool_value)
    elif kind in ("list", "set"):
        elem: T.Type = t.element  # type: ignore[attr-defined]
        make = T.list_value if kind == "list" else T.set_value
        known = st.lists(sub(elem), max_size=4).map(lambda es: make(es, elem))
    elif kind == "map":
        elem = t.element  # type: ignore[attr-defined]
        known = st.dictionaries(st.text(max_size=4), sub(elem), max_size=4).map(
            lambda d: T.map_value(d, elem))
    elif kind == "object":
        attrs = t.attributes  # type: ignore[attr-defined]
        known = st.fixed_dictionaries({n: sub(a) for n, a in attrs.items()}).map(T.object_value)
    else:
        known = st.tuples(*(sub(e) for e in t.elements)).map(T.tuple_value)  # type: ignore[attr-defined]
    options = [known]
    if nulls and t is not T.DYNAMIC:
        options.append(st.just(T.null(t)))
    if unknowns:
        options.append(st.just(T.unknown(t)))
    return st.one_of(*options) if len(options) > 1 else known


def values(nulls: bool = True, unknowns: bool = False, dynamic: bool = False
           ) -> st.SearchStrategy[T.Value]:
    return types(dynamic=dynamic).flatmap(lambda t: values_of(t, nulls, unknowns))


@st.composite
def safe_target(draw: st.DrawFn, t: T.Type) -> T.Type:
    """A type that ``t`` converts to safely: primitives widened to string,
    sets to lists, tuples to lists and objects to maps where they unify."""
    kind = t.kind
    if kind in ("number", "bool"):
        return draw(st.sampled_from([t, T.STRING]))
    if t.is_primitive or t is T.DYNAMIC:
        return t
    if kind in ("list", "set", "map"):
        inner = draw(safe_target(t.element))  # type: ignore[attr-defined]
        if kind == "set":
            return draw(st.sampled_from([T.Set(inner), T.List(inner)]))
        return T.List(inner) if kind == "list" else T.Map(inner)
    if kind == "object":
        attrs = {n: draw(safe_target(a)) for n, a in t.attributes.items()}  # type: ignore[attr-defined]
        as_map = T.unify(list(attrs.values()))
        if as_map is not None and attrs and draw(st.booleans()):
            return T.Map(as_map)
        return T.Object(attrs)
    elems = [draw(safe_target(e)) for e in t.elements]  # type: ignore[attr-defined]
    as_list = T.unify(elems)
    if as_list is not None and elems and draw(st.booleans()):
        return T.List(as_list)
    return T.Tuple(elems)
