"""Attribute access and indexing on values, with the reference's messages.

Every syntax's expressions and every traversal use these, so that ``a.b``,
``a["b"]`` and a traversal given to an application all fail alike.  They
report into a :class:`Diagnostics` they are given and return an unknown
value of the dynamic pseudo-type when they fail; ``where`` is anything with
a ``range`` (a syntax node, a traversal step), asked only when the
diagnostic is read.
"""

from __future__ import annotations

from ..diagnostics import Diagnostics, HasRange
from ..types import (
    DYNAMIC,
    DYNAMIC_VALUE,
    NUMBER,
    STRING,
    ConversionError,
    Value,
    convert,
    unknown,
)
from ..types import number as N
from ..types.typesys import CollectionType, Object, Tuple
from .traversal import Traversal, TraverseAttr, TraverseIndex

__all__ = ["HasRange", "get_attr", "index", "traverse_rel"]




_NO_ELEMENT = "The given key does not identify an element in this collection value"


def get_attr(val: Value, name: str, where: HasRange, diags: Diagnostics) -> Value:
    """``val.name``"""
    ty = val.type
    if val.is_null:
        diags.error("Attempt to get attribute from null value",
                    "This value is null, so it does not have any attributes.", where)
        return DYNAMIC_VALUE
    kind = ty.kind
    if kind == "object":
        assert isinstance(ty, Object)
        attr_type = ty.attributes.get(name)
        if attr_type is None:
            diags.error("Unsupported attribute",
                        f'This object does not have an attribute named "{name}".', where)
            return DYNAMIC_VALUE
        return val.as_dict()[name] if val.is_known else unknown(attr_type)
    if kind == "map":
        assert isinstance(ty, CollectionType)
        if not val.is_known:
            return unknown(ty.element)
        found = val.as_dict().get(name)
        if found is None:
            diags.error("Missing map element",
                        f'This map does not have an element with the key "{name}".', where)
            return DYNAMIC_VALUE
        return found
    if ty is DYNAMIC:
        return DYNAMIC_VALUE
    if kind in ("list", "set") and isinstance(ty, CollectionType) and ty.element.kind == "object":
        if kind == "list":
            # The reference names the attribute only if the elements have it.
            what = (f'attribute "{name}"' if name in ty.element.attributes  # type: ignore[attr-defined]
                    else "an attribute")
            detail = (f"Can't access attributes on a list of objects. Did you mean to access "
                      f"{what} for a specific element of the list, or across all elements of "
                      "the list?")
        else:
            detail = ("Can't access attributes on a set of objects. Did you mean to access an "
                      "attribute across all elements of the set?")
    elif kind in ("string", "number", "bool"):
        detail = f"Can't access attributes on a primitive-typed value ({kind})."
    else:
        detail = "This value does not have any attributes."
    diags.error("Unsupported attribute", detail, where)
    return DYNAMIC_VALUE


def index(coll: Value, key: Value, where: HasRange, diags: Diagnostics) -> Value:
    """``coll[key]``"""
    if coll.is_null:
        diags.error("Attempt to index null value",
                    "This value is null, so it does not have any indices.", where)
        return DYNAMIC_VALUE
    if key.is_null:
        diags.error("Invalid index", "Can't use a null value as an indexing key.", where)
        return DYNAMIC_VALUE
    ty = coll.type
    kind = ty.kind
    if ty is DYNAMIC or key.type is DYNAMIC:
        return DYNAMIC_VALUE
    if kind in ("list", "tuple", "map", "object"):
        # Sequences are indexed by number, maps and objects by string.
        try:
            k = convert(key, NUMBER if kind in ("list", "tuple") else STRING)
        except ConversionError as e:
            diags.error("Invalid index", f"{_NO_ELEMENT}: {e}.", where)
            return DYNAMIC_VALUE
        if kind in ("list", "map"):
            assert isinstance(ty, CollectionType)
            if not coll.is_known or not k.is_known:
                return unknown(ty.element)
            if kind == "list":
                return _sequence_element(coll.elements(), k, where, diags)
            found = coll.as_dict().get(k.as_string())
            if found is None:
                diags.error("Invalid index", f"{_NO_ELEMENT}.", where)
                return DYNAMIC_VALUE
            return found
        if kind == "tuple":
            assert isinstance(ty, Tuple)
            if not k.is_known:
                return DYNAMIC_VALUE
            if coll.is_known:
                return _sequence_element(coll.elements(), k, where, diags)
            # An unknown tuple still has a known length, from its type.
            i = _sequence_index(k, len(ty.elements), where, diags)
            return DYNAMIC_VALUE if i is None else unknown(ty.elements[i])
        if not coll.is_known or not k.is_known:
            return DYNAMIC_VALUE
        found = coll.as_dict().get(k.as_string())
        if found is None:
            hint = (" An object only supports looking up attributes by name, not by numeric "
                    "index.") if key.type is NUMBER else ""
            diags.error("Invalid index", f"{_NO_ELEMENT}.{hint}", where)
            return DYNAMIC_VALUE
        return found
    if kind == "set":
        diags.error("Invalid index",
                    "Elements of a set are identified only by their value and don't have any "
                    "separate index or key to select with, so it's only possible to perform "
                    "operations across all elements of the set.", where)
        return DYNAMIC_VALUE
    diags.error("Invalid index", "This value does not have any indices.", where)
    return DYNAMIC_VALUE


def _sequence_element(elements: tuple[Value, ...], k: Value, where: HasRange,
                      diags: Diagnostics) -> Value:
    i = _sequence_index(k, len(elements), where, diags)
    return DYNAMIC_VALUE if i is None else elements[i]


def _sequence_index(k: Value, length: int, where: HasRange, diags: Diagnostics) -> int | None:
    """The index ``k`` names in a sequence of ``length``, or None (reported).
    The reference says why only for the index just past the end; further
    out it gives the bare message."""
    n = k.as_number()
    reason = None
    if not N.is_integer(n):
        reason = ("indexing a sequence requires a whole number, but the given index has a "
                  "fractional part")
    elif N.sign(n) < 0:
        reason = "a negative number is not a valid index for a sequence"
    else:
        i = N.to_int(n)
        if i < length:
            return i
        if i == length:
            reason = ("the collection has no elements" if length == 0 else
                      "the given index is greater than or equal to the length of the collection")
    diags.error("Invalid index", f"{_NO_ELEMENT}: {reason}." if reason else f"{_NO_ELEMENT}.",
                where)
    return None


def traverse_rel(val: Value, traversal: Traversal, diags: Diagnostics, first: int = 0
                 ) -> Value:
    """Apply a relative traversal's steps (from step ``first``) to ``val``,
    stopping at the first failure."""
    for i in range(first, len(traversal)):
        step = traversal[i]
        if isinstance(step, TraverseAttr):
            before = len(diags)
            val = get_attr(val, step.name, step, diags)
        elif isinstance(step, TraverseIndex):
            before = len(diags)
            val = index(val, step.key, step, diags)
        else:
            continue
        if len(diags) > before:
            return DYNAMIC_VALUE
    return val

