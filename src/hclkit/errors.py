"""The exception the convenience layer raises for bad input."""

from __future__ import annotations

from collections.abc import Mapping

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from .diagnostics import Diagnostics
    from .diagwrite import SourceLike

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

    def __reduce__(self) -> tuple[type[HCLError], tuple[Diagnostics, dict[str, SourceLike]]]:
        # ValueError pickles its message alone; this error is made again from
        # its diagnostics and sources, so process pools and cluster engines
        # hand it back whole.
        return (type(self), (self.diagnostics, self.sources))

    def _render(self) -> str:
        # The writer is loaded when an error is made, not with every loads.
        from .diagwrite import write_text  # noqa: PLC0415

        return write_text(self.diagnostics, self.sources, width=0).rstrip("\n")
