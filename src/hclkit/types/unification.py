"""Type unification (information model, "Type Unification"), as the reference does it.

Unification finds one type that all the given types convert to.  The
reference departs from the specification's prose in ways that configurations
rely on, so this module follows the reference (docs/compatibility.md):

* object types with different attribute names unify to a *map* of their
  unified attribute types, and tuples of different lengths to a *list*;
* a map unifies with objects to a map, and a list with tuples to a list, each
  of the unification of every element and attribute type (not to the object
  or tuple the specification prefers);
* object types with the same attribute names unify attribute by attribute;
  an attribute is optional in the result only where it is in every one
  (the reference's choice cannot be observed through its tools);
* number and bool do not unify (even though both convert to string);
* a list, set, map, object or tuple does not unify with the dynamic
  pseudo-type to itself: the result is the dynamic pseudo-type;
* a map with objects, or a list with tuples, unify their element types by
  the safe rules even in unsafe unification;
* other mixtures (a list with a set, a set with a tuple, primitives) pick the
  most preferred of the given types that all the others convert to: string
  before number and bool, list before set before tuple, and so on within
  element types, the dynamic pseudo-type last; the element types are *not*
  unified, so a later conversion may still fail (``set(string)`` with
  ``list(number)`` gives ``list(number)``).

Safe unification uses only safe conversions; unsafe unification (what HCL's
conditional operator uses) also allows unsafe ones.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable

from . import conversion
from .typesys import DYNAMIC, List, Map, Object, Set, Tuple, Type

__all__ = ["unify"]


def unify(types: Iterable[Type], *, unsafe: bool = False) -> Type | None:
    """The type that all of ``types`` unify to, or ``None`` if there is none.

    An empty sequence unifies to the dynamic pseudo-type.
    """
    return _unify(tuple(types), unsafe)


@functools.lru_cache(maxsize=4096)
def _unify(types: tuple[Type, ...], unsafe: bool) -> Type | None:
    if not types:
        return DYNAMIC
    first = types[0]
    if all(t == first for t in types):
        return first
    counts: dict[str, int] = {}
    for t in types:
        counts[t.kind] = counts.get(t.kind, 0) + 1
    n = len(types)
    dyn = counts.get("dynamic", 0)
    lists, sets, maps = counts.get("list", 0), counts.get("set", 0), counts.get("map", 0)
    objects, tuples = counts.get("object", 0), counts.get("tuple", 0)

    if maps and maps + dyn == n:
        return DYNAMIC if dyn else _collection(Map, types, unsafe)
    if lists and lists + dyn == n:
        return DYNAMIC if dyn else _collection(List, types, unsafe)
    if sets and sets + dyn == n:
        return DYNAMIC if dyn else _collection(Set, types, unsafe)
    if objects and objects + dyn == n:
        return DYNAMIC if dyn else _objects(types, unsafe)  # type: ignore[arg-type]
    if tuples and tuples + dyn == n:
        return DYNAMIC if dyn else _tuples(types, unsafe)  # type: ignore[arg-type]
    # Maps with objects, lists with tuples: try one collection of all their
    # element types, else fall back to the most preferred input type.
    # The reference unifies their elements by safe rules even in unsafe mode.
    if not dyn and maps and maps + objects == n:
        found = _elements_as(Map, types, False)
        if found is not None:
            return found
    if not dyn and lists and lists + tuples == n:
        found = _elements_as(List, types, False)
        if found is not None:
            return found
    if objects and tuples:
        return None
    return _most_preferred(types, unsafe)


def _collection(kind: type[List] | type[Set] | type[Map], types: tuple[Type, ...],
                unsafe: bool) -> Type | None:
    elem = _unify(tuple(t.element for t in types), unsafe)  # type: ignore[attr-defined]
    return None if elem is None else kind(elem)


def _elements_as(kind: type[List] | type[Map], types: tuple[Type, ...],
                 unsafe: bool) -> Type | None:
    """A list (map) of every element (attribute) type of the given
    collections and tuples (objects) unified."""
    elems: list[Type] = []
    for t in types:
        if t.kind == "tuple":
            elems.extend(t.elements)  # type: ignore[attr-defined]
        elif t.kind == "object":
            elems.extend(t.attributes.values())  # type: ignore[attr-defined]
        else:
            elems.append(t.element)  # type: ignore[attr-defined]
    elem = _unify(tuple(elems), unsafe)
    if elem is None:
        return None
    result = kind(elem)
    # A dynamic element type may still leave some input unable to convert.
    if all(conversion.can_convert(t, result, safe=not unsafe) for t in types):
        return result
    return None


def _objects(types: tuple[Object, ...], unsafe: bool) -> Type | None:
    names = types[0].attributes.keys()
    if all(t.attributes.keys() == names for t in types):
        attrs = {}
        for name in names:
            ty = _unify(tuple(t.attributes[name] for t in types), unsafe)
            if ty is None:
                return None
            attrs[name] = ty
        # An attribute stays optional only where every type lets it be absent.
        optional = frozenset.intersection(*(t.optional for t in types))
        return Object(attrs, optional=optional)
    return _elements_as(Map, types, unsafe)


def _tuples(types: tuple[Tuple, ...], unsafe: bool) -> Type | None:
    length = len(types[0].elements)
    if all(len(t.elements) == length for t in types):
        elems = []
        for i in range(length):
            ty = _unify(tuple(t.elements[i] for t in types), unsafe)
            if ty is None:
                return None
            elems.append(ty)
        return Tuple(elems)
    return _elements_as(List, types, unsafe)


_KIND_PREFERENCE = {
    "string": 0, "number": 1, "bool": 2, "list": 3, "set": 4, "map": 5,
    "object": 6, "tuple": 7, "capsule": 8,
}  # fmt: skip


def _preference(t: Type) -> tuple[object, ...]:
    rank = _KIND_PREFERENCE.get(t.kind, 9)
    if t.is_collection:
        return (rank, _preference(t.element))  # type: ignore[attr-defined]
    return (rank,)


def _most_preferred(types: tuple[Type, ...], unsafe: bool) -> Type | None:
    """The most preferred of ``types`` that all of them convert to; the
    dynamic pseudo-type, to which everything converts, comes last."""
    # Stable: among equally preferred types, the first given wins.
    candidates = sorted(dict.fromkeys(types), key=_preference)
    for want in candidates:
        if all(t == want or conversion.can_convert(t, want, safe=not unsafe) for t in types):
            return want
    return None
