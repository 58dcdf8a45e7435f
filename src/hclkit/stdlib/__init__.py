"""The built-in function library (see the project's function reference).

    ctx = hclkit.EvalContext(functions=hclkit.stdlib.functions())

:func:`functions` gives a fresh table each call, so an application may add,
replace or remove entries without affecting others.  Groups: numeric,
string, collection, encoding and type conversion; each module's
``functions()`` gives its own part.  ``try``, ``can`` and ``convert`` are in the
table as the reference offers them, though they live with the extensions
(:mod:`hclkit.ext.tryfunc`, :mod:`hclkit.ext.typeexpr`): they take
arguments as expressions.
"""

from __future__ import annotations

import functools

from ..ext import tryfunc, typeexpr
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
from .tables import terraform_functions

__all__ = ["functions", "terraform_functions"]


def functions() -> dict[str, Function]:
    """Name -> function for every built-in function (a new dict each call)."""
    return dict(_table())


@functools.cache
def _table() -> dict[str, Function]:
    # Built once: building it is a sixth of a small file's load.  Callers
    # get copies, so that what they change is theirs alone.
    table: dict[str, Function] = {}
    for group in (numeric, string, collection, encoding, conversion, tryfunc, typeexpr):
        table.update(group.functions())
    # The rest of the reference's library (issue 12).
    for group in (format, regex, combine, csvdata, datetime):
        table.update(group.functions())
    return table
