"""Terraform's function table: :func:`functions`.

Terraform's language offers go-cty's standard functions (as
``hclkit.stdlib.functions()`` has them) and functions it defines itself.
Those it defines itself are here with Terraform's semantics, as its
documentation describes them; where that differs from the plain library's
function of the same name, the Terraform definition lives in this package
(one concept per module).  Names the plain library has and Terraform does
not (``hasindex``, ``int``, ``regex_replace``, ``strlen``, ``uuidv4``) are
not in the table, so a configuration that calls them fails as it would in
Terraform.
"""

from __future__ import annotations

from os import PathLike

from ..function import Function
from ..function.documentation import document
from ..stdlib import combine as plain_combine
from ..stdlib import crypto, datetime, textencoding, yaml
from ..stdlib import functions as plain_functions
from ..stdlib import string as plain_string
from ..stdlib.documentation import DOCUMENTATION as PLAIN_DOCUMENTATION
from ..stdlib.filesystem import FileSystem
from . import (
    collections,
    conversion,
    encoding,
    marks,
    network,
    plantimestamp,
    strings,
    unavailable,
)
from .documentation import DOCUMENTATION
from .templates import templatestring

__all__ = ["NOT_TERRAFORM", "functions", "own_functions"]

# Terraform's text over the plain library's (which covers tolist, tomap and
# toset, taken over unchanged).
_OWN_DOCUMENTATION = {**PLAIN_DOCUMENTATION, **DOCUMENTATION}

# In the wider plain table but not Terraform's.
NOT_TERRAFORM = frozenset({"hasindex", "int", "regex_replace", "strlen", "uuidv4"})


def own_functions() -> dict[str, Function]:
    """The functions Terraform defines itself (with a few of its conversion
    group that it takes over from the plain library unchanged), which its
    table has over the plain ones of the same name; documented."""
    own: dict[str, Function] = {}
    for group in (collections.functions, strings.functions, network.functions,
                  encoding.functions, conversion.functions, marks.functions,
                  unavailable.functions, plantimestamp.functions):
        own.update(group())
    document(own, _OWN_DOCUMENTATION)
    return own


def functions(base_dir: str | PathLike[str] | None = None, *,
              allow_escape: bool = False) -> dict[str, Function]:
    """Name -> function for Terraform's functions (a new dict each call).

    With ``base_dir``, the filesystem functions (``file``, ``templatefile``,
    ``fileset``...) read under that directory only (anywhere with
    ``allow_escape``); without it they are absent.  Templates rendered by
    ``templatefile`` and ``templatestring`` call the functions of this
    table."""
    table = plain_functions()
    for group in (plain_string.extended_functions, plain_combine.extended_functions,
                  datetime.extended_functions, crypto.functions, textencoding.functions,
                  yaml.functions):
        table.update(group())
    document(table, PLAIN_DOCUMENTATION)
    table.update(own_functions())
    for name in NOT_TERRAFORM:
        table.pop(name, None)
    table["templatestring"] = templatestring(lambda: table)
    document(table, {"templatestring": DOCUMENTATION["templatestring"]})
    if base_dir is not None:
        files = FileSystem(base_dir, allow_escape=allow_escape)
        files_table = files.functions(lambda: table)
        document(files_table, PLAIN_DOCUMENTATION)
        table.update(files_table)
    return table
