"""``count`` and ``for_each``: how many instances a resource or module call
has, and what ``count.index``, ``each.key`` and ``each.value`` are in each.

An expansion is ``None`` when its ``count`` or ``for_each`` is not known
(it depends on a resource attribute, say): the instances cannot be listed,
and the resource or call as a whole reads as an unknown value.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..diagnostics import Diagnostics
from ..limits import Limits
from ..model import EvalContext, Expression
from ..types import (
    NUMBER,
    ConversionError,
    Value,
    convert,
    number_value,
    object_value,
    string_value,
)

__all__ = ["Expansion", "InstanceKey", "expand"]

InstanceKey = int | str | None


@dataclass
class Expansion:
    """``mode`` "single", "count" or "for_each", and each instance's key with
    the variables its configuration sees (``count`` or ``each``)."""

    mode: str
    instances: list[tuple[InstanceKey, dict[str, Value]]]


SINGLE = Expansion("single", [(None, {})])


def _too_many(what: str, n: int, limits: Limits, expr: Expression, diags: Diagnostics) -> None:
    diags.error("Too many instances",
                f"The {what} argument asks for {n} instances; at most {limits.max_instances} "
                "are expanded per resource or module call (Limits.max_instances).", expr.range)


def expand(count: Expression | None, for_each: Expression | None, ctx: EvalContext,
           limits: Limits, diags: Diagnostics) -> Expansion | None:
    """The instances that ``count`` or ``for_each`` (at most one of them)
    ask for; None when they are not known.  Invalid arguments are errors
    and leave no instance."""
    if count is not None and for_each is not None:
        diags.error("Invalid combination of \"count\" and \"for_each\"",
                    'The "count" and "for_each" meta-arguments are mutually-exclusive, only '
                    "one should be used to be explicit about the number of resources to be "
                    "created.", for_each.range)
        return Expansion("single", [])
    if count is not None:
        return _count(count, ctx, limits, diags)
    if for_each is not None:
        return _for_each(for_each, ctx, limits, diags)
    return SINGLE


def _count(expr: Expression, ctx: EvalContext, limits: Limits, diags: Diagnostics
           ) -> Expansion | None:
    value, more = expr.value(ctx)
    diags.extend(more)
    if more.has_errors():
        return Expansion("count", [])
    if not value.is_known:
        return None
    bad = "Invalid count argument"
    if value.is_null:
        diags.error(bad, 'The given "count" argument value is null. An integer is required.',
                    expr.range)
        return Expansion("count", [])
    try:
        number = convert(value, NUMBER).as_decimal()
    except (ConversionError, ValueError, ArithmeticError) as e:
        diags.error(bad, f'The given "count" argument value is unsuitable: {e}.', expr.range)
        return Expansion("count", [])
    if not number.is_finite() or number != number.to_integral_value():
        diags.error(bad, 'The given "count" argument value is unsuitable: the value must be a '
                    "whole number.", expr.range)
        return Expansion("count", [])
    n = int(number)
    if n < 0:
        diags.error(bad, 'The given "count" argument value is unsuitable: must be greater than '
                    "or equal to zero.", expr.range)
        return Expansion("count", [])
    if n > limits.max_instances:
        _too_many('"count"', n, limits, expr, diags)
        return Expansion("count", [])
    return Expansion("count", [(i, {"count": object_value({"index": number_value(i)})})
                               for i in range(n)])


def _for_each(expr: Expression, ctx: EvalContext, limits: Limits, diags: Diagnostics
              ) -> Expansion | None:
    value, more = expr.value(ctx)
    diags.extend(more)
    if more.has_errors():
        return Expansion("for_each", [])
    bad = "Invalid for_each argument"
    if not value.is_known and value.type.kind == "dynamic":
        return None
    if value.is_null:
        diags.error(bad, 'The given "for_each" argument value is unsuitable: the given '
                    '"for_each" argument value is null. A map, or set of strings is allowed.',
                    expr.range)
        return Expansion("for_each", [])
    kind = value.type.kind
    if kind not in ("map", "object", "set"):
        diags.error(bad, 'The given "for_each" argument value is unsuitable: the "for_each" '
                    "argument must be a map, or set of strings, and you have provided a value "
                    f"of type {value.type.friendly_name()}.", expr.range)
        return Expansion("for_each", [])
    if not value.is_known:
        return None
    if kind == "set":
        elems = value.elements()
        if any(not e.is_known for e in elems):
            return None
        if len(elems) > limits.max_instances:
            _too_many('"for_each"', len(elems), limits, expr, diags)
            return Expansion("for_each", [])
        pairs: list[tuple[str, Value]] = []
        for e in elems:
            if e.is_null or e.type.kind != "string":
                diags.error(bad, 'The given "for_each" argument value is unsuitable: "for_each" '
                            "supports maps and sets of strings, but you have provided a set "
                            f"containing type {e.type.friendly_name()}.", expr.range)
                return Expansion("for_each", [])
            pairs.append((e.as_string(), e))
    else:
        items = value.as_dict()
        if len(items) > limits.max_instances:
            _too_many('"for_each"', len(items), limits, expr, diags)
            return Expansion("for_each", [])
        pairs = list(items.items())
    return Expansion("for_each", [
        (key, {"each": object_value({"key": string_value(key), "value": val})})
        for key, val in pairs])
