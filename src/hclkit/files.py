"""Reading a configuration file in the syntax its name says."""

from __future__ import annotations

import os
from typing import Any

from .diagnostics import Diagnostics
from .json import parse_json
from .limits import Limits
from .native import parse
from .regularfile import open_regular

__all__ = ["parse_file", "parse_source"]


def parse_file(path: str | os.PathLike[str], *,
               limits: Limits | None = None) -> tuple[Any, Diagnostics]:
    """Parse the file at ``path``: JSON syntax if its name ends in ``.json``,
    the native syntax otherwise.  A file that cannot be read is a diagnostic
    ("Failed to read file"), and the result is None."""
    name = os.fspath(path)
    try:
        with open_regular(name) as f:  # a FIFO is refused, not waited on
            data = f.read()
    except (OSError, ValueError):
        diags = Diagnostics()
        diags.error("Failed to read file", f'The configuration file "{name}" could not be read.')
        return None, diags
    return parse_source(data, name, limits=limits)


def parse_source(data: str | bytes, name: str, *,
                 limits: Limits | None = None) -> tuple[Any, Diagnostics]:
    """Parse ``data`` in the syntax ``name``'s extension says (``.json``:
    the JSON syntax; anything else: the native syntax)."""
    if name.endswith(".json"):
        return parse_json(data, name, limits=limits)
    return parse(data, name, limits=limits)
