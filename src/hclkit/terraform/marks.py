"""Terraform's functions over value marks: sensitive, nonsensitive,
issensitive, ephemeralasnull.

Terraform marks values as sensitive (hidden from its output) or ephemeral
(never stored).  hclkit's values carry no marks: nothing is sensitive or
ephemeral, so ``sensitive`` and ``nonsensitive`` give their argument back
unchanged, ``issensitive`` is always false (unknown for an unknown
argument, as Terraform cannot tell yet either) and ``ephemeralasnull``,
which makes ephemeral values null, gives every value back as it is.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..function import Function, Parameter
from ..types import BOOL, DYNAMIC, FALSE, Type, Value, unknown

__all__ = ["functions"]

_VALUE = Parameter("value", DYNAMIC, allow_null=True, allow_unknown=True, allow_dynamic=True)


def _same_type(args: Sequence[Value]) -> Type:
    return args[0].type


def _identity(args: Sequence[Value], ret: Type) -> Value:
    return args[0]


def _issensitive(args: Sequence[Value], ret: Type) -> Value:
    return FALSE if args[0].is_known else unknown(BOOL)


def functions() -> dict[str, Function]:
    identity = Function([_VALUE], returns=_same_type, impl=_identity)
    return {
        "sensitive": identity,
        "nonsensitive": identity,
        "ephemeralasnull": identity,
        "issensitive": Function([_VALUE], returns=BOOL, impl=_issensitive),
    }
