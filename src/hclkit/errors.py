"""The exception the convenience layer raises for bad input."""

from __future__ import annotations

from collections.abc import Mapping

from .diagnostics import Diagnostics
from .diagwrite import SourceLike, write_text

__all__ = ["HCLError"]


class HCLError(ValueError):
    """Input with errors: ``diagnostics`` says what and where.  Its text is
    the diagnostics as the reference ``hcldec`` prints them, with source
    lines from ``sources`` (filename -> text, bytes or a parsed file, which
    also names the enclosing block)."""

    def __init__(self, diagnostics: Diagnostics,
                 sources: Mapping[str, SourceLike] | None = None) -> None:
        self.diagnostics = diagnostics
        self.sources = dict(sources or {})
        super().__init__(self._render())

    def _render(self) -> str:
        files = {k: _encoded(v) if isinstance(v, str) else v for k, v in self.sources.items()}
        return write_text(self.diagnostics, files, width=0).rstrip("\n")


def _encoded(text: str) -> bytes:
    """``text`` as the bytes it was read from: raw bytes kept as surrogates
    (``surrogateescape``) come back as they were, and any other lone
    surrogate as its own UTF-8-like bytes, so that no text fails."""
    try:
        return text.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:
        return text.encode("utf-8", "surrogatepass")
