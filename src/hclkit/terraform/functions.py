"""Terraform's function table.

For now this is the wider plain table; Terraform's own definitions of the
functions it defines itself replace entries here (issue 21).
"""

from __future__ import annotations

from os import PathLike

from ..function import Function
from ..stdlib.tables import terraform_functions as _wider_table

__all__ = ["functions"]


def functions(base_dir: str | PathLike[str] | None = None, *,
              allow_escape: bool = False) -> dict[str, Function]:
    """Name -> function for Terraform's functions (a new dict each call);
    with ``base_dir``, the filesystem functions read under it only
    (anywhere with ``allow_escape``)."""
    return _wider_table(base_dir, allow_escape=allow_escape)
