"""Type conversion functions: tobool, tolist, tomap, tonumber, toset, tostring.

Each converts its argument to a type, as HCL's automatic conversion would
(so ``tolist`` of a tuple unifies its element types).  A null or unknown
argument of the dynamic pseudo-type passes through unchanged.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..budget import charge_elements
from ..function import ArgumentError, Function, Parameter
from ..types import (
    BOOL,
    DYNAMIC,
    NUMBER,
    STRING,
    ConversionError,
    List,
    Map,
    Set,
    Type,
    Value,
    can_convert,
    convert,
)
from ..types.sets import go_quote

__all__ = ["functions"]

_COLLECTIONS = frozenset({"list", "map", "set", "tuple", "object"})
_V = Parameter("v", allow_null=True, allow_dynamic=True)


def _converter(target: Type) -> Function:
    def result_type(args: Sequence[Value]) -> Type:
        t = args[0].type
        if t is DYNAMIC:
            return DYNAMIC
        if not can_convert(t, target):
            raise ArgumentError(0, f"cannot convert {t.friendly_name()} to "
                                   f"{target.friendly_name_for_constraint()}", _V)
        return target

    def impl(args: Sequence[Value], ret: Type) -> Value:
        v = args[0]
        if v.type is DYNAMIC:
            return v
        if v.type.kind in _COLLECTIONS and v.is_known and not v.is_null:
            charge_elements(v.length())  # a collection converted is a copy
        try:
            return convert(v, target)
        except ConversionError as e:
            if v.type is STRING and target is NUMBER:
                message = (f"cannot convert {go_quote(v.as_string())} to number; given string "
                           "must be a decimal representation of a number")
            elif v.type is STRING and target is BOOL:
                message = (f"cannot convert {go_quote(v.as_string())} to bool; only the strings "
                           '"true" or "false" are allowed')
            else:
                message = str(e)
            raise ArgumentError(0, message, _V) from None

    return Function([_V], returns=result_type, impl=impl)


def functions() -> dict[str, Function]:
    return {
        "tobool": _converter(BOOL),
        "tolist": _converter(List(DYNAMIC)),
        "tomap": _converter(Map(DYNAMIC)),
        "tonumber": _converter(NUMBER),
        "toset": _converter(Set(DYNAMIC)),
        "tostring": _converter(STRING),
    }
