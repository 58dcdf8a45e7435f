"""Writing HCL: the formatter (as the reference ``hclfmt``), round-trip
editing that keeps comments and layout, and generation from Python data.

Everything here stands on the lossless token stream of
:mod:`hclkit.write.tokens`, cut along the native parser's node ranges.
"""

from __future__ import annotations

from ..diagnostics import Diagnostics
from ..native import parse
from .format import format_text

__all__ = ["check", "fmt"]


def fmt(src: str | bytes) -> str:
    """``src`` formatted as the reference ``hclfmt`` formats it.  Like the
    reference, it formats by tokens and does not need the source to parse:
    see :func:`check` for its syntax errors.  Bytes are read as UTF-8
    (bytes that are not come back as they were, through ``surrogateescape``)."""
    if isinstance(src, (bytes, bytearray)):
        src = bytes(src).decode("utf-8", "surrogateescape")
    return format_text(src)


def check(src: str | bytes, filename: str = "<input>") -> Diagnostics:
    """The syntax errors of ``src`` (what ``hclfmt -check`` reports)."""
    return parse(src, filename)[1]
