"""What the function reference says about a function, kept apart from its
definition: a table's documentation is one mapping from names to
:class:`Documentation`, which :func:`document` copies onto the table's
:class:`~hclkit.function.Function` objects (their ``summary``, ``examples``
and ``limits``) when the table is built."""

from __future__ import annotations

import copy
from collections.abc import Mapping, MutableMapping

from .._record import FrozenRecord
from .._record import set_field as _set
from . import Example, Function

__all__ = ["Documentation", "doc", "document"]


class Documentation(FrozenRecord):
    """A function's summary, example calls and limits (see :class:`Function`)."""

    __slots__ = _fields = ("summary", "examples", "limits")
    summary: str
    examples: tuple[Example, ...]
    limits: str

    def __init__(self, summary: str, examples: tuple[Example, ...] = (),
                 limits: str = "") -> None:
        _set(self, "summary", summary)
        _set(self, "examples", examples)
        _set(self, "limits", limits)


def doc(summary: str, *examples: tuple[str, str], limits: str = "") -> Documentation:
    """Documentation from a summary and ``(expression, result)`` pairs."""
    return Documentation(summary, tuple(Example(*e) for e in examples), limits)


def document(table: MutableMapping[str, Function], docs: Mapping[str, Documentation]) -> None:
    """Give each function of ``table`` that ``docs`` names its documentation.
    A function documented otherwise already (one object under several names,
    or one that another table holds) is replaced in ``table`` by a copy, so
    that no documentation is overwritten."""
    for name, fn in table.items():
        d = docs.get(name)
        if d is None or fn.summary is d.summary:
            continue
        if fn.summary:
            fn = table[name] = copy.copy(fn)  # (an existing key: the dict keeps its size)
        fn.summary, fn.examples, fn.limits = d.summary, d.examples, d.limits
