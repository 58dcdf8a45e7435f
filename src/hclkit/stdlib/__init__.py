"""The built-in function library (see the project's function reference).

    ctx = hclkit.EvalContext(functions=hclkit.stdlib.functions())

:func:`functions` gives a fresh table each call, so an application may add,
replace or remove entries without affecting others.  Groups: numeric,
string, collection, encoding and type conversion; each module's
``functions()`` gives its own part.
"""

from __future__ import annotations

from ..function import Function
from . import (
    collection,
    combine,
    conversion,
    csvdata,
    datetime,
    encoding,
    format,
    numeric,
    regex,
    string,
)

__all__ = ["functions"]


def functions() -> dict[str, Function]:
    """Name -> function for every built-in function (a new dict each call)."""
    table: dict[str, Function] = {}
    for group in (numeric, string, format, regex, collection, combine, encoding, csvdata,
                  datetime, conversion):
        table.update(group.functions())
    return table
