"""Terraform's collection functions where they differ from the plain
library's: length, lookup, index, coalesce, matchkeys.

- ``length`` also counts a string, in grapheme clusters (what a reader
  sees as characters), and the attributes of an object.
- ``lookup(map, key)`` may leave out the default; a missing key is then an
  error.
- ``index(list, value)`` is the position of the first element equal to the
  value (the plain library's ``index`` is element access by key).
- ``coalesce`` skips empty strings as well as nulls.
- ``matchkeys`` converts its search set to the key list's element type (or
  both to a type they unify to) before comparing.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..budget import charge_elements
from ..function import ArgumentError, Function, FunctionError, Parameter
from ..stdlib._util import graphemes, int64_number
from ..types import (
    DYNAMIC,
    NUMBER,
    STRING,
    ConversionError,
    List,
    Type,
    Value,
    convert,
    list_value,
    unify,
    unknown,
)

__all__ = ["functions"]

_COUNTABLE = ("list", "set", "map", "tuple", "object")


# --- length -----------------------------------------------------------------------------------


_LENGTH = Parameter("value", DYNAMIC, allow_unknown=True, allow_dynamic=True)


def _length_type(args: Sequence[Value]) -> Type:
    t = args[0].type
    if t is not DYNAMIC and t is not STRING and t.kind not in _COUNTABLE:
        raise ArgumentError(0, "argument must be a string, a collection type, or a "
                               "structural type", _LENGTH)
    return NUMBER


def _length(args: Sequence[Value], ret: Type) -> Value:
    v = args[0]
    t = v.type
    if t.kind == "tuple":  # the type says how many, known or not
        return int64_number(len(t.elements))  # type: ignore[attr-defined]
    if t.kind == "object":
        return int64_number(len(t.attributes))  # type: ignore[attr-defined]
    if not v.is_known or t is DYNAMIC:
        return unknown(NUMBER)
    if t is STRING:
        return int64_number(len(graphemes(v.as_string())))
    if t.kind == "set" and v.length() > 1 and not v.is_wholly_known:
        # Unknown elements may turn out equal to others, so the size is open.
        return unknown(NUMBER)
    return int64_number(v.length())


# --- lookup -----------------------------------------------------------------------------------


_LOOKUP_MAP = Parameter("inputMap", DYNAMIC, allow_unknown=True)
_LOOKUP_KEY = Parameter("key", STRING, allow_unknown=True)
_LOOKUP_DEFAULT = Parameter("default", DYNAMIC, allow_null=True, allow_unknown=True)


def _lookup_type(args: Sequence[Value]) -> Type:
    if len(args) > 3:
        raise FunctionError("lookup() takes two or three arguments, got "
                            f"{len(args)}")
    mapping, key = args[0], args[1]
    t = mapping.type
    if t.kind == "map":
        ety: Type = t.element  # type: ignore[attr-defined]
        if len(args) == 3 and ety is not DYNAMIC:
            try:
                convert(args[2], ety)
            except ConversionError:
                raise ArgumentError(2, "the default value must have the same type as the "
                                       "map elements", _LOOKUP_DEFAULT) from None
        return ety
    if t.kind == "object":
        if not key.is_known:
            return DYNAMIC
        attrs = t.attributes  # type: ignore[attr-defined]
        name = key.as_string()
        if name in attrs:
            return attrs[name]  # type: ignore[no-any-return]
        if len(args) == 3:
            return args[2].type
        return DYNAMIC  # the call fails: the key is missing
    if t is DYNAMIC:
        return DYNAMIC
    raise ArgumentError(0, "the first argument must be a map or an object", _LOOKUP_MAP)


def _lookup(args: Sequence[Value], ret: Type) -> Value:
    mapping, key = args[0], args[1]
    if not key.is_known or not mapping.is_known or mapping.type is DYNAMIC:
        return unknown(ret)
    name = key.as_string()
    found = mapping.as_dict().get(name)
    if found is not None:
        return convert(found, ret) if ret is not DYNAMIC else found
    if len(args) == 3:
        default = args[2]
        return convert(default, ret) if ret is not DYNAMIC else default
    raise FunctionError(f'lookup failed to find key "{name}"')


# --- index ------------------------------------------------------------------------------------


_INDEX_LIST = Parameter("list", DYNAMIC)
_INDEX_VALUE = Parameter("value", DYNAMIC, allow_null=True)


def _index_type(args: Sequence[Value]) -> Type:
    if args[0].type.kind not in ("list", "tuple", "dynamic"):
        raise ArgumentError(0, "argument must be a list or tuple", _INDEX_LIST)
    return NUMBER


def _index(args: Sequence[Value], ret: Type) -> Value:
    items, wanted = args
    if not items.is_known or items.type is DYNAMIC:
        return unknown(NUMBER)
    if items.length() == 0:
        raise FunctionError("cannot search an empty list")
    for i, element in enumerate(items.elements()):
        same = element.equals(wanted)
        if not same.is_known:
            return unknown(NUMBER)
        if same.as_bool():
            return int64_number(i)
    raise FunctionError("item not found")


# --- coalesce ---------------------------------------------------------------------------------


def _coalesce_type(args: Sequence[Value]) -> Type:
    if not args:
        raise FunctionError("at least one argument is required")
    common = unify((a.type for a in args), unsafe=True)
    if common is None:
        raise FunctionError("all arguments must have the same type")
    return common


def _coalesce(args: Sequence[Value], ret: Type) -> Value:
    for a in args:
        if not a.is_known:
            return unknown(ret)
        if a.is_null:
            continue
        try:
            v = convert(a, ret)
        except ConversionError as err:
            raise FunctionError(str(err)) from None
        if v.type is STRING and v.as_string() == "":
            continue
        return v
    raise FunctionError("no non-null, non-empty-string arguments")


# --- matchkeys --------------------------------------------------------------------------------


_MATCH = (Parameter("values", List(DYNAMIC)), Parameter("keys", List(DYNAMIC)),
          Parameter("searchset", List(DYNAMIC)))


def _key_type(args: Sequence[Value]) -> Type:
    keys, search = args[1].type, args[2].type
    common = unify([keys.element, search.element])  # type: ignore[attr-defined]
    if common is None:
        raise ArgumentError(2, "keys and searchset must be of the same type", _MATCH[2])
    return common


def _matchkeys_type(args: Sequence[Value]) -> Type:
    _key_type(args)
    return args[0].type


def _matchkeys(args: Sequence[Value], ret: Type) -> Value:
    values, keys, search = args
    if not all(a.is_known for a in args):
        return unknown(ret)
    if values.length() != keys.length():
        raise FunctionError("length of keys and values should be equal")
    common = _key_type(args)
    charge_elements(search.length() + 2 * keys.length())  # the keys converted, the result
    try:
        wanted = [convert(w, common) for w in search.elements()]
        given = [convert(k, common) for k in keys.elements()]
    except ConversionError as err:
        raise FunctionError(str(err)) from None
    kept = []
    for value, key in zip(values.elements(), given, strict=True):
        for w in wanted:
            same = key.equals(w)
            if not same.is_known:
                return unknown(ret)
            if same.as_bool():
                kept.append(value)
                break
    assert isinstance(ret, List)
    return list_value(kept, ret.element)


def functions() -> dict[str, Function]:
    return {
        "length": Function([_LENGTH], returns=_length_type, impl=_length),
        "lookup": Function([_LOOKUP_MAP, _LOOKUP_KEY], var_param=_LOOKUP_DEFAULT,
                           returns=_lookup_type, impl=_lookup),
        "index": Function([_INDEX_LIST, _INDEX_VALUE], returns=_index_type, impl=_index),
        "coalesce": Function([], var_param=Parameter("vals", DYNAMIC, allow_null=True,
                                                     allow_unknown=True),
                             returns=_coalesce_type, impl=_coalesce),
        "matchkeys": Function(list(_MATCH), returns=_matchkeys_type, impl=_matchkeys),
    }
