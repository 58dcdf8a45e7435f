"""The order and identity of set elements.

A set's elements iterate in the order the reference gives them, so that
output matches element for element:

* sets of strings, numbers and bools: natural order (strings by code point,
  numbers by value with ``-0`` before ``0``, ``false`` before ``true``), then
  unknown elements, then null;
* sets of anything else: ordered by a textual digest of each element (strings
  quoted as Go quotes them, numbers to ten significant digits, ``~`` for null,
  ``?`` for unknown, ``[…;]`` for sequences, ``{"k":…;}`` for maps, ``<…;>``
  for objects), elements with the same digest in the order they were added,
  then unknown elements, then null.

Two elements are the same element when their digests match and they are
equal; unknown elements, and elements holding unknowns, are never merged,
since each may stand for a different value.  ``-0`` and ``0`` are equal numbers but distinct set
elements, as in the reference.
"""

from __future__ import annotations

from collections.abc import Iterable

from . import number as N
from .typesys import BOOL, NUMBER, STRING

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from typing import Any

    from .value import Value

__all__ = ["canonical_elements", "digest", "go_quote"]


def canonical_elements(elements: Iterable[Value], element_type: object) -> tuple[Value, ...]:
    """Deduplicate and order set elements (all of ``element_type``)."""
    if element_type is STRING or element_type is BOOL or element_type is NUMBER:
        return _primitive_elements(elements, element_type)
    return _digest_elements(elements)


def _primitive_elements(elements: Iterable[Value], element_type: object) -> tuple[Value, ...]:
    known: dict[Any, Value] = {}
    unknowns: list[Value] = []
    null: Value | None = None
    is_number = element_type is NUMBER
    for e in elements:
        payload = e._v
        if not e.is_known:
            unknowns.append(e)
        elif e.is_null:
            null = null or e
        elif is_number:
            # Numbers are the same element when they print the same (so -0 and 0 differ).
            known.setdefault(payload if type(payload) is int else N.to_text(payload), e)
        else:
            known.setdefault(payload, e)
    if is_number:
        if all(type(k) is int for k in known):
            ordered = [known[k] for k in sorted(known)]
        else:
            ordered = _dedupe_numbers(known)
    else:
        ordered = [known[k] for k in sorted(known)]
    ordered.extend(unknowns)
    if null is not None:
        ordered.append(null)
    return tuple(ordered)


def _dedupe_numbers(known: dict[Any, Value]) -> list[Value]:
    """Numbers in value order (-0 before 0), keeping one of each that prints alike.

    ``known`` keys ints by themselves and other numbers by their text, so an
    int and a BigFloat of the same integer may both be there: merge them."""
    by_text: dict[str, Value] = {}
    for key, e in known.items():
        by_text.setdefault(str(key) if type(key) is int else key, e)
    return sorted(by_text.values(), key=_number_order)


def _number_order(e: Value) -> tuple[object, bool]:
    payload = e._v
    return (N.sort_key(payload), not N.is_negative_zero(payload))


def _digest_elements(elements: Iterable[Value]) -> tuple[Value, ...]:
    buckets: dict[str, list[Value]] = {}
    unknowns: list[Value] = []
    null: Value | None = None
    for e in elements:
        if not e.is_known:
            unknowns.append(e)
        elif e.is_null:
            null = null or e
        else:
            bucket = buckets.setdefault(digest(e), [])
            # One holding unknowns may stand for a different value, like an unknown.
            if not e.is_wholly_known or not any(e.raw_equals(other) for other in bucket):
                bucket.append(e)
    ordered = [e for key in sorted(buckets) for e in buckets[key]]
    ordered.extend(unknowns)
    if null is not None:
        ordered.append(null)
    return tuple(ordered)


def digest(v: Value) -> str:
    """The textual digest that orders ``v`` among set elements."""
    out: list[str] = []
    _digest(v, out)
    return "".join(out)


def _digest(v: Value, out: list[str]) -> None:
    if not v.is_known:
        out.append("?")
        return
    if v.is_null:
        out.append("~")
        return
    kind = v.type.kind
    payload = v._v
    if kind == "string":
        out.append(go_quote(payload))
    elif kind == "number":
        out.append(N.to_g10(payload))
    elif kind == "bool":
        out.append("T" if payload else "F")
    elif kind in ("list", "tuple", "set"):
        out.append("[")
        for e in payload:
            _digest(e, out)
            out.append(";")
        out.append("]")
    elif kind == "map":
        out.append("{")
        for k, e in payload.items():
            out.append(go_quote(k))
            out.append(":")
            _digest(e, out)
            out.append(";")
        out.append("}")
    elif kind == "object":
        out.append("<")
        for e in payload.values():
            _digest(e, out)
            out.append(";")
        out.append(">")
    else:  # capsules have no digest of their own: they keep the order they came in
        out.append("capsule")


_SHORT_ESCAPES = {
    "\a": "\\a", "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\v": "\\v",
    "\\": "\\\\", '"': '\\"',
}  # fmt: skip


def go_quote(s: str) -> str:
    """``s`` as a double-quoted literal with Go's escaping (``strconv.Quote``)."""
    if s.isascii() and s.isprintable() and '"' not in s and "\\" not in s:
        return f'"{s}"'
    parts = ['"']
    for ch in s:
        if ch in _SHORT_ESCAPES:
            parts.append(_SHORT_ESCAPES[ch])
        elif ch.isprintable():
            parts.append(ch)
        else:
            code = ord(ch)
            if code < 0x20 or code == 0x7F:
                parts.append(f"\\x{code:02x}")
            elif code < 0x10000:
                parts.append(f"\\u{code:04x}")
            else:
                parts.append(f"\\U{code:08x}")
    parts.append('"')
    return "".join(parts)
