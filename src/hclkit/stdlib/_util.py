"""Helpers shared by the built-in function groups: the reference's
conversions of numbers to machine integers and floats (with its wording
when they fail), grapheme clusters, and the size limits that keep a call
from exhausting memory."""

from __future__ import annotations

import math
import sys
from typing import Final

from ..budget import ELEMENT_BYTES, bytes_left, charge
from ..function import ArgumentError, FunctionError, Parameter
from ..pos import graphemes
from ..types import NUMBER, Value, string_value
from ..types import number as N

__all__ = [
    "MAX_STRING_LENGTH",
    "bigint_number",
    "charge_encoding",
    "check_string_size",
    "float_result",
    "graphemes",
    "int64_number",
    "string_result",
    "to_float64",
    "to_int64",
    "to_int64_arg",
]

# What one call may build, so that a hostile or mistaken argument gives an
# error instead of exhausting memory.  ``range`` has the reference's own
# limit of 1024 values (collection.RANGE_LIMIT); the other functions here
# build no collection larger than their arguments, but ``indent``, ``replace``
# and ``join`` can multiply the size of a string, so a result string may have
# at most 16 Mi characters (the reference has no such limit).
MAX_STRING_LENGTH = 16 * 1024 * 1024

_INT64_MIN = -(2**63)
_INT64_MAX = 2**63 - 1
_WHOLE_NUMBER = f"value must be a whole number, between {_INT64_MIN} and {_INT64_MAX}"
_FLOAT_RANGE = (
    f"value must be between -{sys.float_info.max:f} and {sys.float_info.max:f} inclusive"
)


def to_int64(v: Value, prefix: str = "") -> int:
    """The number as a machine integer, as the reference converts counts and
    indexes; raises :class:`FunctionError` (``prefix`` before the reason)."""
    n = v.as_number()
    if N.is_inf(n) or not N.is_integer(n):
        raise FunctionError(prefix + _WHOLE_NUMBER)
    i = N.to_int(n)
    if not _INT64_MIN <= i <= _INT64_MAX:
        raise FunctionError(prefix + _WHOLE_NUMBER)
    return i


def to_int64_arg(v: Value, index: int, parameter: Parameter, prefix: str = "") -> int:
    """:func:`to_int64`, failing with an :class:`ArgumentError` for argument ``index``."""
    try:
        return to_int64(v, prefix)
    except FunctionError as e:
        raise ArgumentError(index, e.message, parameter) from None


def to_float64(v: Value) -> float:
    """The number as a machine float; finite numbers beyond its range fail."""
    n = v.as_number()
    f = N.to_float(n)
    if math.isinf(f) and not N.is_inf(n):
        raise FunctionError(_FLOAT_RANGE)
    return f


def float_result(f: float) -> Value:
    """A machine-float result (53 bits, as the reference keeps them)."""
    if math.isnan(f):
        # The reference crashes here; a result that is not a number is an error.
        raise FunctionError("the result is not a number")
    return Value(NUMBER, N.from_float(f))


# Small counts and indexes, made once: values are immutable, and a table
# filled ahead of use is never written again (threads only read it).
_SMALL_INT64: Final = tuple(Value(NUMBER, N.from_int(i, N.INT64_PREC)) for i in range(64))


def int64_number(i: int) -> Value:
    """A count or index the way the reference makes them: 64 bits of precision."""
    if 0 <= i < 64:
        return _SMALL_INT64[i]
    return Value(NUMBER, N.from_int(i, N.INT64_PREC))


def bigint_number(i: int) -> Value:
    """An integer made from a big integer: at least 64 bits, more if it needs them."""
    return Value(NUMBER, N.from_int(i, max(N.INT64_PREC, i.bit_length())))


def check_string_size(length: int) -> None:
    if length > MAX_STRING_LENGTH:
        raise FunctionError(f"the result would be longer than {MAX_STRING_LENGTH} characters")


# What a number, bool or null counts in an encoding, roughly (its text).
_SCALAR_BYTES = 24


def charge_encoding(v: Value) -> None:
    """Charge what text encoding ``v`` (JSON, YAML, a value's display)
    takes, before it is written: a byte a character of its strings and
    keys, and an element's worth for each element.  The walk stops as soon
    as the total is past what is left, so a value that shares parts with
    itself (a tree far larger than its memory) costs no more than the
    budget to measure."""
    left = bytes_left()
    total = 0
    stack = [v]
    while stack:
        item = stack.pop()
        kind = item.type.kind
        if item.is_null or not item.is_known:
            total += _SCALAR_BYTES
        elif kind == "string":
            total += len(item._v)
        elif kind in ("list", "set", "tuple"):
            elements = item.elements()
            total += ELEMENT_BYTES * len(elements)
            stack.extend(elements)
        elif kind in ("map", "object"):
            attrs = item.as_dict()
            total += ELEMENT_BYTES * len(attrs) + sum(map(len, attrs))
            stack.extend(attrs.values())
        else:
            total += _SCALAR_BYTES
        if total > left:
            break
    charge(total)


def string_result(s: str) -> Value:
    check_string_size(len(s))
    return string_value(s)
