"""Plain Python data to HCL values (the inverse of :meth:`Value.to_python`)."""

from __future__ import annotations

import sys
from collections.abc import Mapping

from . import number as N
from .conversion import convert
from .number import BigFloat
from .typesys import DYNAMIC, NUMBER
from .unification import unify
from .value import (
    MAX_VALUE_DEPTH,
    Value,
    ValueTooDeep,
    _tuple_of,
    bool_value,
    null,
    number_value,
    object_value,
    set_value,
    string_value,
)

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from typing import Any

__all__ = ["to_value"]


def to_value(obj: Any, *, max_depth: int = MAX_VALUE_DEPTH) -> Value:
    """An HCL value for plain Python data.

    ``None`` -> null (of the dynamic pseudo-type); bool; int, float,
    ``Decimal`` -> number (floats and Decimals at the decimal value they
    print as); str -> string; dict and other mappings (str keys) -> object;
    list and tuple -> tuple; set and frozenset -> set, its elements converted
    to the type they unify to; a dataclass instance -> object, a field under
    the name it has in HCL (as ``hclkit.attr("name")`` and the like set it).
    A :class:`Value` is returned as it is.
    Raises ``TypeError`` for anything else and ``ValueError`` for NaN;
    :class:`ValueTooDeep` (a ``ValueError``) for data that nests lists, dicts
    and sets more than ``max_depth`` deep, or that contains itself.
    """
    try:
        return _to_value(obj, max_depth, max_depth)
    except RecursionError:  # the caller's own stack was nearly used up
        raise ValueTooDeep(max_depth) from None


def _to_value(obj: Any, left: int, limit: int) -> Value:
    kind = type(obj)
    if kind is int:  # the commonest leaves first, told by their exact type
        return Value(NUMBER, obj)
    if kind is str:
        return string_value(obj)
    if isinstance(obj, Value):
        return obj
    if obj is None:
        return null(DYNAMIC)
    if isinstance(obj, bool):
        return bool_value(obj)
    if isinstance(obj, (int, float, BigFloat)) or N.is_decimal(obj):
        return number_value(obj)
    if isinstance(obj, str):
        return string_value(obj)
    if left <= 0:  # a dict or list that holds itself comes here too
        raise ValueTooDeep(limit)
    left -= 1
    if isinstance(obj, Mapping):
        attrs = {}
        for key, item in obj.items():
            if not isinstance(key, str):
                raise TypeError(f"object attribute names must be str, not {type(key).__name__}")
            attrs[key] = _to_value(item, left, limit)
        return object_value(attrs)
    if isinstance(obj, (list, tuple)):
        return _tuple_of(tuple([_to_value(item, left, limit) for item in obj]))
    if isinstance(obj, (set, frozenset)):
        return _set(obj, left, limit)
    # No dataclass instance exists before the dataclasses module is loaded
    # (and loading it costs a command's start-up more than its own work).
    dataclasses = sys.modules.get("dataclasses")
    if dataclasses is not None and dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        # "hclkit.name" is the note hclkit.convenience.fields leaves in a field's
        # metadata; it is read here by name since this layer imports nothing above.
        return object_value({f.metadata.get("hclkit.name") or f.name:
                             _to_value(getattr(obj, f.name), left, limit)
                             for f in dataclasses.fields(obj)})
    raise TypeError(f"no HCL value for a {type(obj).__name__}")


def _set(obj: set[Any] | frozenset[Any], left: int, limit: int) -> Value:
    elems = [_to_value(item, left, limit) for item in obj]
    ety = unify((e.type for e in elems), unsafe=False)
    if ety is None:
        kinds = ", ".join(sorted({e.type.friendly_name() for e in elems}))
        raise TypeError(f"set elements have no common type ({kinds})")
    return set_value((convert(e, ety) for e in elems), ety)
