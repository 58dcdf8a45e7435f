"""Source positions and ranges.

A position is a line and a column (both from 1) and a byte offset (from 0)
into the UTF-8 source, counted as the reference counts them: a line ends at
``\\n`` (a ``\\r\\n`` pair is one newline), and a column is a grapheme
cluster, so ``é`` written as ``e`` plus a combining accent, or an emoji joined
with zero-width joiners, is one column; a tab is one column.  The reference
counts clusters token by token, so a cluster never spans two tokens, and a
run of bytes shaped like UTF-8 but invalid is one column.

Syntax trees keep plain character offsets into the decoded source and make
:class:`Pos` objects only when asked, through the file's :class:`SourceMap`.
"""

from __future__ import annotations

import bisect
import functools
import itertools
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import regex

__all__ = ["Pos", "Range", "SourceMap", "Span", "graphemes", "utf8_len"]


@functools.cache
def _graphemes() -> tuple[regex.Pattern[str], regex.Pattern[str]]:
    # Grapheme clusters need the regex package; only lines that are not
    # ASCII are measured by them, so it is loaded then, not at import.
    import regex  # noqa: PLC0415

    # The reference segments as Unicode did before 15.1: no rule keeps an
    # Indic conjunct (consonant, virama, consonant) together, so the text is
    # cut before every consonant that follows a linker (``क्ष`` is two).
    conjunct = regex.compile(
        r"(?=\p{InCB=Consonant})(?<=\p{InCB=Linker}[\p{InCB=Extend}\p{InCB=Linker}]*)")
    return regex.compile(r"\X"), conjunct


def graphemes(text: str) -> list[str]:
    """The text's grapheme clusters, as the reference segments them."""
    if text.isascii() and "\r\n" not in text:
        return list(text)
    clusters, conjunct = _graphemes()
    if conjunct.search(text) is None:
        return clusters.findall(text)
    return [c for piece in conjunct.split(text) for c in clusters.findall(piece)]


# Invalid bytes (kept as surrogates) shaped like one UTF-8 sequence.
_SHAPED = re.compile("[\udcc0-\udcdf][\udc80-\udcbf]|[\udce0-\udcef][\udc80-\udcbf]{2}"
                        "|[\udcf0-\udcf7][\udc80-\udcbf]{3}")


@dataclass(frozen=True, slots=True, order=True)
class Pos:
    """A position: ``line`` and ``column`` count from 1, ``byte`` from 0."""

    line: int
    column: int
    byte: int


@dataclass(frozen=True, slots=True)
class Range:
    """A span of a file, from ``start`` up to (not including) ``end``."""

    filename: str
    start: Pos
    end: Pos

    def __str__(self) -> str:
        s, e = self.start, self.end
        if s.line == e.line:
            return f"{self.filename}:{s.line},{s.column}-{e.column}"
        return f"{self.filename}:{s.line},{s.column}-{e.line},{e.column}"

    def contains(self, pos: Pos) -> bool:
        return self.start.byte <= pos.byte < self.end.byte


class SourceMap:
    """Turns character offsets into the decoded source into :class:`Pos`.

    The source is text decoded from UTF-8 with ``surrogateescape``, so that a
    byte that is not valid UTF-8 is one character, and one byte, here.
    """

    __slots__ = ("_ascii", "_boundaries", "_byte_offset", "_byte_starts", "_line_starts",
                 "filename",
                 "text")

    def __init__(self, text: str, filename: str = "<input>", byte_offset: int = 0) -> None:
        self.text = text
        self.filename = filename
        self._ascii = text.isascii()
        self._boundaries: list[int] | Callable[[], list[int]] = []
        self._byte_offset = byte_offset
        # The line index is built when a position is first asked for: a parse
        # that no one asks about pays nothing for it.
        self._line_starts: list[int] | None = None
        self._byte_starts: list[int] = []

    def _lines(self) -> list[int]:
        starts = self._line_starts
        if starts is not None:
            return starts
        text = self.text
        starts = [0]
        find = text.find
        i = find("\n")
        while i >= 0:
            starts.append(i + 1)
            i = find("\n", i + 1)
        # Byte offset of each line start (what precedes the text counts too:
        # a byte-order mark the file began with, say).
        if self._ascii:
            self._byte_starts = [s + self._byte_offset for s in starts]
        else:
            byte_starts = [self._byte_offset]
            for prev, start in itertools.pairwise(starts):
                byte_starts.append(byte_starts[-1] + utf8_len(text[prev:start]))
            self._byte_starts = byte_starts
        self._line_starts = starts
        return starts

    def set_boundaries(self, offsets: list[int] | Callable[[], list[int]]) -> None:
        """The sorted offsets where tokens start and end (or a function that
        makes them when first needed): columns are counted between them."""
        self._boundaries = offsets

    def _columns(self, start: int, end: int) -> int:
        """Grapheme clusters from ``start`` to ``end`` on one line."""
        cuts = self._boundaries
        if callable(cuts):
            cuts = self._boundaries = cuts()
        lo = bisect.bisect_right(cuts, start)
        hi = bisect.bisect_left(cuts, end)
        total = 0
        piece_start = start
        for cut in [*cuts[lo:hi], end]:
            piece = self.text[piece_start:cut]
            if piece:
                if not piece.isascii():
                    piece = _SHAPED.sub("?", piece)
                    total += len(graphemes(piece))
                else:
                    total += len(piece)
            piece_start = cut
        return total

    def pos(self, offset: int) -> Pos:
        """The position of the character at ``offset`` (or of the end, at ``len``)."""
        starts = self._lines()
        line = bisect.bisect_right(starts, offset) - 1
        start = starts[line]
        if self._ascii:
            return Pos(line + 1, offset - start + 1, self._byte_starts[line] + offset - start)
        prefix = self.text[start:offset]
        if prefix.isascii():
            column = len(prefix)
            nbytes = column
        else:
            column = self._columns(start, offset)
            nbytes = utf8_len(prefix)
        return Pos(line + 1, column + 1, self._byte_starts[line] + nbytes)

    def range(self, start: int, end: int) -> Range:
        return Range(self.filename, self.pos(start), self.pos(end))

    def line_text(self, line: int) -> str:
        """The text of a line (from 1), without its newline."""
        starts = self._lines()
        if not 1 <= line <= len(starts):
            return ""
        begin = starts[line - 1]
        end = starts[line] - 1 if line < len(starts) else len(self.text)
        return self.text[begin:end].rstrip("\r")


def utf8_len(s: str) -> int:
    """The length of ``s`` in UTF-8 (a byte kept as a lone surrogate is one)."""
    return len(s.encode("utf-8", "surrogateescape"))


class Span:
    """A range not yet worked out: a source map and two offsets.  Making
    :class:`Range` objects costs more than parsing needs to pay for ranges no
    one asks for."""

    __slots__ = ("end", "sm", "start")

    def __init__(self, sm: SourceMap, start: int, end: int) -> None:
        self.sm = sm
        self.start = start
        self.end = end

    def resolve(self) -> Range:
        return self.sm.range(self.start, self.end)

    @property
    def range(self) -> Range:
        """The range, worked out now (for what asks a ``range`` only on failure)."""
        return self.resolve()
