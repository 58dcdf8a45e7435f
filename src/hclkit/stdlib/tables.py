"""The wider table: :func:`extended_functions` (the reference's table is
``hclkit.stdlib.functions``)."""

from __future__ import annotations

from os import PathLike

from ..function import Function
from ..function.documentation import document
from .documentation import DOCUMENTATION

__all__ = ["extended_functions"]


def extended_functions(base_dir: str | PathLike[str] | None = None, *,
                       allow_escape: bool = False) -> dict[str, Function]:
    """The reference's functions and the rest of the library (see the
    README's "Functions"): hashes and crypto, YAML, network, text encodings,
    Terraform's additions and templatestring; with ``base_dir``, also the
    filesystem group, reading under that directory only (anywhere with
    ``allow_escape``).  A new dict each call; templates rendered by its
    functions may call the functions it holds."""
    # Loaded on first use, so that programs using only functions() (hcldec)
    # start quickly; the package's own functions() is defined after this
    # module is imported.
    from . import (  # noqa: PLC0415
        combine,
        crypto,
        datetime,
        functions,
        network,
        string,
        textencoding,
        yaml,
    )
    from .filesystem import FileSystem  # noqa: PLC0415
    from .template import templatestring  # noqa: PLC0415

    table = functions()
    for group in (string.extended_functions, combine.extended_functions,
                  datetime.extended_functions, crypto.functions, textencoding.functions,
                  yaml.functions, network.functions):
        table.update(group())
    table["templatestring"] = templatestring(lambda: table)
    if base_dir is not None:
        files = FileSystem(base_dir, allow_escape=allow_escape)
        table.update(files.functions(lambda: table))
    document(table, DOCUMENTATION)
    return table
