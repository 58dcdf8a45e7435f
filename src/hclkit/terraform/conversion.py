"""Terraform's type conversion functions: tobool, tonumber, tostring,
tolist, tomap, toset and convert.

As the plain library's, except that a null (or unknown) of the dynamic
pseudo-type becomes a null (or unknown) of the target primitive type
(``tostring(null)`` is a null string), and that ``convert`` takes
``optional(T, default)`` and applies the defaults, as Terraform's does.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from ..ext.typeexpr import convert_function
from ..function import Argument, Function
from ..stdlib import conversion
from ..types import BOOL, DYNAMIC, NUMBER, STRING, Type, Value, null, unknown

__all__ = ["functions"]


def _typed_nothing(plain: Function, target: Type) -> Function:
    """``plain`` with a dynamic null or unknown typed as ``target``."""

    def returns(args: Sequence[Argument]) -> Type:
        v = args[0]
        assert isinstance(v, Value)
        if v.type is DYNAMIC:
            return target
        return plain.return_type(args)

    def impl(args: Sequence[Argument], ret: Type) -> Value:
        v = args[0]
        assert isinstance(v, Value)
        if v.type is DYNAMIC:
            return null(target) if v.is_null else unknown(target)
        return plain.impl(cast("Sequence[Value]", args), ret)

    return Function(plain.params, returns=returns, impl=impl)


def functions() -> dict[str, Function]:
    table = conversion.functions()
    for name, target in (("tobool", BOOL), ("tonumber", NUMBER), ("tostring", STRING)):
        table[name] = _typed_nothing(table[name], target)
    table["convert"] = convert_function(defaults=True)
    return table
