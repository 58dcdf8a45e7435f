"""The built-in function library (see the project's function reference).

    ctx = hclkit.EvalContext(functions=hclkit.stdlib.functions())

:func:`functions` gives a fresh table each call, so an application may add,
replace or remove entries without affecting others.  Groups: numeric,
string, collection, encoding and type conversion; each module's
``functions()`` gives its own part.  ``try``, ``can`` and ``convert`` are in the
table as the reference offers them, though they live with the extensions
(:mod:`hclkit.ext.tryfunc`, :mod:`hclkit.ext.typeexpr`): they take
arguments as expressions.

:func:`extended_functions` is the wider plain table (the library's other
groups: hashes, YAML, network, files...), for applications in the style
of Nomad and Packer; Terraform's own table, with Terraform's definitions
of the functions it defines itself, is ``hclkit.terraform.functions()``.
"""

from __future__ import annotations

import functools
import warnings
from os import PathLike

from ..ext import tryfunc, typeexpr
from ..function import Function
from ..function.documentation import document
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
from .documentation import DOCUMENTATION
from .tables import extended_functions

__all__ = ["extended_functions", "functions", "terraform_functions"]


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
    document(table, DOCUMENTATION)
    return table


def terraform_functions(base_dir: str | PathLike[str] | None = None, *,
                        allow_escape: bool = False) -> dict[str, Function]:
    """Deprecated: the wider plain table under its former name, which
    promised Terraform's semantics it does not have.  Use
    :func:`extended_functions` for the plain table, or
    ``hclkit.terraform.functions()`` for Terraform's."""
    warnings.warn("hclkit.stdlib.terraform_functions() is deprecated: it gives the wider plain "
                  "table (hclkit.stdlib.extended_functions()), not Terraform's semantics; "
                  "use hclkit.terraform.functions() for Terraform's table",
                  DeprecationWarning, stacklevel=2)
    return extended_functions(base_dir, allow_escape=allow_escape)
