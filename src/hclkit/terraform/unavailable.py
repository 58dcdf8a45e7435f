"""Terraform's functions that exist only to say what to use instead:
``type`` (which works only in Terraform's console, where it shows a
value's type) and ``list`` and ``map`` (removed in Terraform 0.12 in
favour of ``tolist([...])`` and ``tomap({...})``)."""

from __future__ import annotations

from collections.abc import Sequence

from ..function import Function, FunctionError, Parameter
from ..types import DYNAMIC, Type, Value

__all__ = ["functions"]

_VALUE = Parameter("value", DYNAMIC, allow_null=True, allow_unknown=True, allow_dynamic=True)
_VALUES = Parameter("vals", DYNAMIC, allow_null=True, allow_unknown=True, allow_dynamic=True)


def _failing(message: str, params: Sequence[Parameter], variadic: bool) -> Function:
    def impl(args: Sequence[Value], ret: Type) -> Value:
        raise FunctionError(message)

    def returns(args: Sequence[Value]) -> Type:
        raise FunctionError(message)

    if variadic:
        return Function([], var_param=params[0], returns=returns, impl=impl)
    return Function(params, returns=returns, impl=impl)


def functions() -> dict[str, Function]:
    return {
        "type": _failing('the "type" function is only available in the Terraform console, '
                         "to show the type of a value", [_VALUE], variadic=False),
        "list": _failing('the "list" function was deprecated in Terraform v0.12 and is no '
                         "longer available; use tolist([ ... ]) syntax to write a literal "
                         "list", [_VALUES], variadic=True),
        "map": _failing('the "map" function was deprecated in Terraform v0.12 and is no '
                        "longer available; use tomap({ ... }) syntax to write a literal map",
                        [_VALUES], variadic=True),
    }
