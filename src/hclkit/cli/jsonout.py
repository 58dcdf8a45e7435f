"""Plain data (what ``hclkit.loads`` returns) as JSON text, every number in full.

HCL numbers reach far beyond a float: ``1e5000`` is an integer of 5,001
digits, which ``loads`` returns as an ``int``, and JSON's grammar holds it.
Python's ``json`` refuses to write it only because ``int`` refuses to print
more than ``sys.get_int_max_str_digits()`` digits (an interpreter-wide
setting a library must not change): such integers are written here by way
of :class:`decimal.Decimal`, which has no such limit, as the reference's
``hcldec`` writes them.  An infinity (an HCL number past 2^(2^31)) has no
JSON form: :class:`InfinityError` names where it is.

Small compact output is written here without :mod:`json`, whose import
(its decoder's and encoder's patterns) is a few per cent of a small
command's start; anything else, or anything unusual, goes to ``json``.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from typing import Any, Final

__all__ = ["InfinityError", "dumps_json"]


class InfinityError(ValueError):
    """The data holds an infinity (or NaN), at ``path`` (``a.b[0]``)."""

    def __init__(self, keys: list[str | int]) -> None:
        self.keys = keys  # the keys and indexes from the top down to it
        self.path = "".join(f"[{k}]" if isinstance(k, int) else f".{k}" for k in keys
                            ).lstrip(".") or "the top level"
        super().__init__(f"cannot serialize infinity as JSON (at {self.path})")


def dumps_json(value: Any, pretty: bool = False) -> str:
    """``value`` as JSON text (compact, or indented by two with ``pretty``)."""
    if not pretty:
        small = _small_compact(value)
        if small is not None:
            return small
    import json  # past the small case only

    options: dict[str, Any] = {
        "ensure_ascii": False, "allow_nan": False, "indent": 2 if pretty else None,
        "separators": None if pretty else (",", ":")}
    try:
        return json.dumps(value, **options)
    except ValueError:
        pass  # an infinity, or an integer too long for int's own printing
    from decimal import Decimal  # rare: not loaded on the way of every run
    big: list[int] = []
    marked = _mark_big_integers(value, big)
    text = json.dumps(marked, **options)
    for n, number in enumerate(big):
        text = text.replace(json.dumps(_marker(n)), str(Decimal(number)), 1)
    return text


def _marker(n: int) -> str:
    return f"\x00hclkit-integer-{n}\x00"  # no string of the data holds NUL and this


def _mark_big_integers(value: Any, big: list[int]) -> Any:
    """A copy of ``value`` with each integer too long to print replaced by a
    marker string (its index in ``big``); raises :class:`InfinityError` at
    an infinity.  A loop with a stack of its own: data can be deep."""
    root: list[Any] = [None]
    stack: list[tuple[Any, Any, Any, tuple[Any, ...]]] = [(value, root, 0, ())]
    while stack:
        item, parent, key, path = stack.pop()
        if isinstance(item, dict):
            copy: Any = dict.fromkeys(item)  # keys in order; values filled as they come
            stack.extend((v, copy, k, (*path, k)) for k, v in item.items())
        elif isinstance(item, list):
            copy = [None] * len(item)
            stack.extend((v, copy, i, (*path, i)) for i, v in enumerate(item))
        elif isinstance(item, float) and item - item != 0:  # infinite or NaN
            raise InfinityError(list(path))
        elif isinstance(item, int) and not isinstance(item, bool) and item.bit_length() > 4000:
            big.append(item)
            copy = _marker(len(big) - 1)
        else:
            copy = item
        parent[key] = copy
    return root[0]


# json.dumps(..., ensure_ascii=False)'s escapes: quote, backslash, and the
# control characters (the usual five by letter, the others by number).
_ESCAPES: Final = {**{c: f"\\u{c:04x}" for c in range(32)},
                   **{ord(c): e for c, e in [('"', '\\"'), ("\\", "\\\\"), ("\n", "\\n"),
                                              ("\r", "\\r"), ("\t", "\\t"), ("\b", "\\b"),
                                              ("\f", "\\f")]}}
# Past this many values, json's encoder (in C) pays for its import.
_SMALL: Final = 2000


def _small_compact(value: Any) -> str | None:
    """``value`` as ``json.dumps(value, ensure_ascii=False, allow_nan=False,
    separators=(",", ":"))`` writes it, when it is small plain data (dicts
    with string keys, lists, strings, ints, floats, booleans and None of
    those exact types); otherwise None.  A loop with a stack of its own."""
    out: list[str] = []
    stack: list[tuple[bool, Any]] = [(False, value)]  # (written as it is, item)
    budget = _SMALL
    while stack:
        raw, item = stack.pop()
        if raw:
            out.append(item)
            continue
        budget -= 1
        kind = type(item)
        if budget < 0:
            return None
        if kind is str:
            out.append(f'"{item.translate(_ESCAPES)}"')
        elif item is None or kind is bool:
            out.append("null" if item is None else "true" if item else "false")
        elif kind is int:
            if item.bit_length() > 4000:  # past int's own printing: json's path
                return None
            out.append(int.__repr__(item))
        elif kind is float:
            if item - item != 0:  # infinite or NaN (what math.isfinite tells, without math)
                return None
            out.append(float.__repr__(item))
        elif kind is dict:
            if not item:
                out.append("{}")
                continue
            stack.append((True, "}"))
            entries = list(item.items())
            for i in range(len(entries) - 1, -1, -1):
                key, val = entries[i]
                if type(key) is not str:
                    return None
                stack.append((False, val))
                stack.append((True, f'{"," if i else "{"}"{key.translate(_ESCAPES)}":'))
        elif kind is list:
            if not item:
                out.append("[]")
                continue
            stack.append((True, "]"))
            for i in range(len(item) - 1, -1, -1):
                stack.append((False, item[i]))
                stack.append((True, "," if i else "["))
        else:
            return None
    return "".join(out)
