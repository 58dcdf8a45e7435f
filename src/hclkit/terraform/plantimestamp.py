"""Terraform's ``plantimestamp()``: the time Terraform's plan started, as
an RFC 3339 string.  Outside a plan there is no such time: it is an
unknown string, as it is while Terraform validates a configuration."""

from __future__ import annotations

from collections.abc import Sequence

from ..function import Function
from ..types import STRING, Type, Value, unknown

__all__ = ["functions"]


def _plantimestamp(args: Sequence[Value], ret: Type) -> Value:
    return unknown(STRING)


def functions() -> dict[str, Function]:
    return {"plantimestamp": Function([], returns=STRING, impl=_plantimestamp)}
