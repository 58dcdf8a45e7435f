"""Functions that combine or summarise collections: setproduct (the go-cty
set), and Terraform's alltrue, anytrue, one, sum, matchkeys and transpose.

``setproduct`` builds at most :data:`MAX_PRODUCT` combinations: five lists
of a hundred elements would make ten thousand million.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

from ..budget import charge_elements
from ..function import ArgumentError, Function, FunctionError, Parameter
from ..types import (
    BOOL,
    DYNAMIC,
    FALSE,
    NUMBER,
    STRING,
    TRUE,
    ConversionError,
    List,
    Map,
    Set,
    Tuple,
    Type,
    Value,
    convert,
    list_value,
    map_value,
    null,
    set_value,
    string_value,
    tuple_value,
    unify,
    unknown,
)
from ..types import number as N

__all__ = ["MAX_PRODUCT", "extended_functions", "functions"]

MAX_PRODUCT = 100_000

_SETS = Parameter("sets", DYNAMIC)


def _element_type(v: Value, index: int) -> Type:
    t = v.type
    if isinstance(t, (List, Set)):
        return t.element
    if isinstance(t, Tuple):
        if not t.elements:
            return DYNAMIC
        common = unify(t.elements)
        if common is None:
            raise ArgumentError(index, "all elements must be of the same type", _SETS)
        return common
    raise ArgumentError(index, "a set or a list is required", _SETS)


def _setproduct_type(args: Sequence[Value]) -> Type:
    if len(args) < 2:
        raise FunctionError("at least two arguments are required")
    elements = Tuple([_element_type(a, i) for i, a in enumerate(args)])
    if any(isinstance(a.type, Set) for a in args):
        return Set(elements)
    return List(elements)


def _setproduct(args: Sequence[Value], ret: Type) -> Value:
    if not all(a.is_known for a in args):
        return unknown(ret)
    assert isinstance(ret, (List, Set))
    row_type = ret.element
    assert isinstance(row_type, Tuple)
    columns = [[convert(e, t) if t is not DYNAMIC else e for e in a.elements()]
               for a, t in zip(args, row_type.elements)]
    total = math.prod(len(c) for c in columns)
    if total > MAX_PRODUCT:
        raise FunctionError(f"the product would have {total} elements, more than the "
                            f"{MAX_PRODUCT} allowed")
    charge_elements(total * (1 + len(columns)))  # each row a tuple of its own
    products = [tuple_value(row) for row in itertools.product(*columns)]
    if isinstance(ret, Set):
        if not all(p.is_wholly_known for p in products):
            return unknown(ret)
        return set_value(products, row_type)
    return list_value(products, row_type)


# --- Terraform's ---------------------------------------------------------------------------------


def _all_or_any(all_of: bool) -> Function:
    """alltrue (``all_of``) or anytrue: a null element counts as false."""

    def impl(args: Sequence[Value], ret: Type) -> Value:
        saw_unknown = False
        for e in args[0].elements():
            if not e.is_known:
                saw_unknown = True
            elif (not e.is_null and e.as_bool()) is not all_of:
                return FALSE if all_of else TRUE
        if saw_unknown:
            return unknown(BOOL)
        return TRUE if all_of else FALSE

    return Function([Parameter("list", List(BOOL))], returns=BOOL, impl=impl)


def _one_type(args: Sequence[Value]) -> Type:
    t = args[0].type
    if isinstance(t, (List, Set)):
        return t.element
    if isinstance(t, Tuple):
        if len(t.elements) > 1:
            raise ArgumentError(0, "must be a list, set, or tuple value with either zero or "
                                   "one elements", Parameter("list"))
        return t.elements[0] if t.elements else DYNAMIC
    raise ArgumentError(0, "must be a list, set, or tuple value", Parameter("list"))


def _one(args: Sequence[Value], ret: Type) -> Value:
    v = args[0]
    if not v.is_known:
        return unknown(ret)
    if v.is_null:
        raise ArgumentError(0, "argument must not be null", Parameter("list"))
    elements = v.elements()
    if len(elements) > 1:
        raise ArgumentError(0, "must be a list, set, or tuple value with either zero or one "
                               "elements", Parameter("list"))
    return elements[0] if elements else null(ret)


def _sum(args: Sequence[Value], ret: Type) -> Value:
    v = args[0]
    if v.type.kind not in ("list", "set", "tuple"):
        raise ArgumentError(0, "cannot sum noniterable", Parameter("list"))
    if not v.is_wholly_known:
        return unknown(NUMBER)
    elements = v.elements()
    if not elements:
        raise ArgumentError(0, "cannot sum an empty list", Parameter("list"))
    total: N.Number = 0
    for i, e in enumerate(elements):
        if e.is_null:
            raise ArgumentError(0, "argument must be list, set, or tuple of number values",
                                Parameter("list"))
        try:
            n = convert(e, NUMBER).as_number()
        except ConversionError:
            raise ArgumentError(0, f"element {i}: number required", Parameter("list")) from None
        try:
            total = N.add(total, n) if i else n
        except N.NumberError as err:
            raise FunctionError(str(err)) from None
    return Value(NUMBER, total)


def _matchkeys(args: Sequence[Value], ret: Type) -> Value:
    values, keys, search = args
    if not all(a.is_known for a in args):
        return unknown(ret)
    if values.length() != keys.length():
        raise FunctionError("length of keys and values should be equal")
    charge_elements(values.length())
    wanted = search.elements()
    kept = []
    for value, key in zip(values.elements(), keys.elements()):
        if not key.is_known:
            return unknown(ret)
        hit = False
        for w in wanted:
            eq = key.equals(w)
            if not eq.is_known:
                return unknown(ret)
            if eq.as_bool():
                hit = True
                break
        if hit:
            kept.append(value)
    assert isinstance(ret, List)
    return list_value(kept, ret.element)


def _matchkeys_type(args: Sequence[Value]) -> Type:
    keys, search = args[1].type, args[2].type
    assert isinstance(keys, List) and isinstance(search, List)
    if unify([keys.element, search.element]) is None:
        raise ArgumentError(2, "keys and searchset must be of the same type",
                            Parameter("searchset"))
    return args[0].type


def _transpose(args: Sequence[Value], ret: Type) -> Value:
    v = args[0]
    if not v.is_wholly_known:
        return unknown(ret)
    charge_elements(sum(group.length() for group in v.as_dict().values() if not group.is_null)
                    + v.length())
    flipped: dict[str, list[str]] = {}
    for key, group in sorted(v.as_dict().items()):
        if group.is_null:
            raise ArgumentError(0, "lists must not be null", Parameter("values"))
        for e in group.elements():
            if e.is_null:
                raise ArgumentError(0, "lists must not contain null values",
                                    Parameter("values"))
            flipped.setdefault(e.as_string(), []).append(key)
    return map_value({k: list_value((string_value(x) for x in sorted(ks)), STRING)
                      for k, ks in sorted(flipped.items())}, List(STRING))


def functions() -> dict[str, Function]:
    return {"setproduct": Function([], var_param=_SETS, returns=_setproduct_type,
                                   impl=_setproduct)}


def extended_functions() -> dict[str, Function]:
    return {
        "alltrue": _all_or_any(True),
        "anytrue": _all_or_any(False),
        "one": Function([Parameter("list", DYNAMIC, allow_unknown=True)], returns=_one_type,
                        impl=_one),
        "sum": Function([Parameter("list", DYNAMIC)], returns=NUMBER, impl=_sum),
        "matchkeys": Function(
            [Parameter("values", List(DYNAMIC)), Parameter("keys", List(DYNAMIC)),
             Parameter("searchset", List(DYNAMIC))],
            returns=_matchkeys_type, impl=_matchkeys),
        "transpose": Function([Parameter("values", Map(List(STRING)))],
                              returns=Map(List(STRING)), impl=_transpose),
    }
