"""The built-in function library (see docs/functions.md and the README's
"Functions").

    ctx = hclkit.EvalContext(functions=hclkit.stdlib.functions())
    ctx = hclkit.EvalContext(functions=hclkit.stdlib.terraform_functions(base_dir="."))

:func:`functions` is the reference's library, :func:`terraform_functions`
the wider one (with the filesystem group when given a base directory).
Each call gives a fresh table, so an application may add, replace or
remove entries without affecting others.  Each module holds one family
and its ``functions()`` (and ``terraform_functions()``) give its part.
"""

from __future__ import annotations

import os

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

__all__ = ["functions", "terraform_functions"]


def functions() -> dict[str, Function]:
    """Name -> function for the reference's library (go-cty's and HCL's
    functions, as the reference offers them), a new dict each call."""
    table: dict[str, Function] = {}
    for group in (numeric, string, format, regex, collection, combine, encoding, csvdata,
                  datetime, conversion):
        table.update(group.functions())
    return table


def terraform_functions(base_dir: str | os.PathLike[str] | None = None, *,
                        allow_escape: bool = False) -> dict[str, Function]:
    """:func:`functions` and the rest of the library: hashes and crypto,
    YAML, network, text encodings, Terraform's additions and templatestring;
    with ``base_dir``, also the filesystem group, reading under that
    directory only (anywhere with ``allow_escape``).  A new dict each call;
    templates rendered by its functions may call the functions it holds."""
    # Loaded on first use, so that programs using only functions() (hcldec)
    # start quickly.
    from . import crypto, network, textencoding, yaml  # noqa: PLC0415
    from .filesystem import FileSystem  # noqa: PLC0415
    from .template import templatestring  # noqa: PLC0415

    table = functions()
    for group in (string.terraform_functions, combine.terraform_functions,
                  datetime.terraform_functions, crypto.functions, textencoding.functions,
                  yaml.functions, network.functions):
        table.update(group())
    table["templatestring"] = templatestring(lambda: table)
    if base_dir is not None:
        files = FileSystem(base_dir, allow_escape=allow_escape)
        table.update(files.functions(lambda: table))
    return table
