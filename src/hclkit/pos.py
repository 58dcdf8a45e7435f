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

import functools
import itertools
import re
from collections.abc import Callable, Iterator

from ._record import FrozenRecord
from ._record import set_field as _set

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    import bisect

    import regex

__all__ = ["Pos", "Range", "SourceMap", "Span", "graphemes", "utf8_len"]

# Invalid bytes (kept as surrogates) shaped like one UTF-8 sequence.
_SHAPED = ("[\udcc0-\udcdf][\udc80-\udcbf]|[\udce0-\udcef][\udc80-\udcbf]{2}"
           "|[\udcf0-\udcf7][\udc80-\udcbf]{3}")


@functools.cache
def _graphemes() -> tuple[regex.Pattern[str], regex.Pattern[str], regex.Pattern[str]]:
    """Grapheme clusters; the same, with a run of invalid bytes shaped like
    one UTF-8 sequence counting as one (for columns); and where the reference
    cuts an Indic conjunct."""
    # Grapheme clusters need the regex package; only lines that are not
    # ASCII are measured by them, so it is loaded then, not at import.
    import regex  # noqa: PLC0415

    # The reference segments as Unicode did before 15.1: no rule keeps an
    # Indic conjunct (consonant, virama, consonant) together, so the text is
    # cut before every consonant that follows a linker (``क्ष`` is two).
    conjunct = regex.compile(
        r"(?=\p{InCB=Consonant})(?<=\p{InCB=Linker}[\p{InCB=Extend}\p{InCB=Linker}]*)")
    return regex.compile(r"\X"), regex.compile(f"{_SHAPED}|\\X"), conjunct


def graphemes(text: str) -> list[str]:
    """The text's grapheme clusters, as the reference segments them."""
    if text.isascii() and "\r\n" not in text:
        return list(text)
    clusters, _, conjunct = _graphemes()
    if conjunct.search(text) is None:
        return clusters.findall(text)
    return [c for piece in conjunct.split(text) for c in clusters.findall(piece)]


def _column_clusters(text: str) -> Iterator[tuple[int, int]]:
    """Where each column of ``text`` (one token's worth) starts and ends."""
    _, columns, conjunct = _graphemes()
    cuts = [0, *(m.start() for m in conjunct.finditer(text)), len(text)]
    for begin, end in itertools.pairwise(cuts):
        for m in columns.finditer(text, begin, end):
            yield m.start(), m.end()


class Pos(FrozenRecord):
    """A position: ``line`` and ``column`` count from 1, ``byte`` from 0.
    Positions compare in that order."""

    __slots__ = _fields = ("line", "column", "byte")
    line: int
    column: int
    byte: int

    def __init__(self, line: int, column: int, byte: int) -> None:
        _set(self, "line", line)
        _set(self, "column", column)
        _set(self, "byte", byte)

    def __lt__(self, other: Pos) -> bool:
        if other.__class__ is self.__class__:
            return (self.line, self.column, self.byte) < (other.line, other.column, other.byte)
        return NotImplemented

    def __le__(self, other: Pos) -> bool:
        if other.__class__ is self.__class__:
            return (self.line, self.column, self.byte) <= (other.line, other.column, other.byte)
        return NotImplemented

    def __gt__(self, other: Pos) -> bool:
        if other.__class__ is self.__class__:
            return (self.line, self.column, self.byte) > (other.line, other.column, other.byte)
        return NotImplemented

    def __ge__(self, other: Pos) -> bool:
        if other.__class__ is self.__class__:
            return (self.line, self.column, self.byte) >= (other.line, other.column, other.byte)
        return NotImplemented


class Range(FrozenRecord):
    """A span of a file, from ``start`` up to (not including) ``end``."""

    __slots__ = _fields = ("filename", "start", "end")
    filename: str
    start: Pos
    end: Pos

    def __init__(self, filename: str, start: Pos, end: Pos) -> None:
        _set(self, "filename", filename)
        _set(self, "start", start)
        _set(self, "end", end)

    def __str__(self) -> str:
        s, e = self.start, self.end
        if s.line == e.line:
            return f"{self.filename}:{s.line},{s.column}-{e.column}"
        return f"{self.filename}:{s.line},{s.column}-{e.line},{e.column}"

    def contains(self, pos: Pos) -> bool:
        """Whether ``pos`` lies in this range, by byte offset: the start is in,
        the end is not (an empty range contains nothing).
        """
        return self.start.byte <= pos.byte < self.end.byte


@functools.cache
def _other_surrogate() -> re.Pattern[str]:
    """A lone surrogate that does not stand for a byte (``surrogateescape``
    gives U+DC80 to U+DCFF for the bytes 0x80 to 0xFF); compiled for the
    first text past ASCII, since the set compiles slowly (2M instructions)."""
    return re.compile("[\ud800-\udc7f\udd00-\udfff]")


def source_text(src: str | bytes | bytearray) -> str:
    """The text the parsers read.  Bytes are decoded from UTF-8 with
    ``surrogateescape``, so that a byte that is not UTF-8 is one character
    (a lone surrogate) for the lexer to report.  Text is taken as it is,
    except that a lone surrogate that is not such a byte (text can hold
    them; UTF-8 cannot) becomes the bytes ``surrogatepass`` would give it,
    reported alike, so that every position has a byte offset."""
    if isinstance(src, (bytes, bytearray)):
        return bytes(src).decode("utf-8", "surrogateescape")
    if src.isascii() or _other_surrogate().search(src) is None:
        return src
    return _other_surrogate().sub(
        lambda m: m.group().encode("utf-8", "surrogatepass").decode("utf-8", "surrogateescape"),
        src)


class SourceMap:
    """Turns character offsets into the decoded source into :class:`Pos`.

    The source is text decoded from UTF-8 with ``surrogateescape``, so that a
    byte that is not valid UTF-8 is one character, and one byte, here.

    Every cost here is linear in the source, however many positions are asked
    for: the line index is built once, and a line that is not ASCII gets, the
    first time a position on it is asked for, a table of where its clusters
    start and at which byte, so that each later position is a binary search.
    """

    __slots__ = ("_ascii", "_boundaries", "_byte_offset", "_byte_starts", "_line_starts",
                 "_line_tables", "filename", "text")

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
        # Per line (from 0): None for an ASCII line, else its cluster table.
        self._line_tables: dict[int, _ClusterTable | None] = {}

    def _lines(self) -> list[int]:
        starts = self._line_starts
        if starts is not None:
            return starts
        # Every position is found from here: the modules that doing so needs
        # are loaded now, not by a run that never asks for one.
        global bisect  # noqa: PLW0603
        import bisect  # noqa: PLC0415
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

    def _table(self, line: int) -> _ClusterTable | None:
        """The cluster table of ``line`` (from 0), or None if it is ASCII."""
        tables = self._line_tables
        if line in tables:
            return tables[line]
        starts = self._lines()
        begin = starts[line]
        end = starts[line + 1] if line + 1 < len(starts) else len(self.text)
        text = self.text[begin:end]
        table = None
        if not text.isascii():
            cuts = self._boundaries
            if callable(cuts):
                cuts = self._boundaries = cuts()
            lo = bisect.bisect_right(cuts, begin)
            hi = bisect.bisect_left(cuts, end)
            table = _ClusterTable(text, begin, cuts[lo:hi])
        tables[line] = table
        return table

    def pos(self, offset: int) -> Pos:
        """The position of the character at ``offset`` (or of the end, at ``len``)."""
        starts = self._lines()
        line = bisect.bisect_right(starts, offset) - 1
        start = starts[line]
        table = None if self._ascii else self._table(line)
        if table is None:
            return Pos(line + 1, offset - start + 1, self._byte_starts[line] + offset - start)
        column, nbytes = table.at(offset)
        return Pos(line + 1, column + 1, self._byte_starts[line] + nbytes)

    def range(self, start: int, end: int) -> Range:
        """The :class:`Range` in this file from character offset ``start`` to ``end``."""
        return Range(self.filename, self.pos(start), self.pos(end))

    def line_text(self, line: int) -> str:
        """The text of a line (from 1), without its newline."""
        starts = self._lines()
        if not 1 <= line <= len(starts):
            return ""
        begin = starts[line - 1]
        end = starts[line] - 1 if line < len(starts) else len(self.text)
        return self.text[begin:end].rstrip("\r")


class _ClusterTable:
    """Checkpoints along one line that is not ASCII: where each grapheme
    cluster starts, and where each run of ASCII between token boundaries
    starts (a column a character there), with the column and the byte within
    the line at each.  Clusters are counted between token boundaries, and an
    invalid run shaped like one UTF-8 sequence is one."""

    __slots__ = ("ascii_run", "bytes", "columns", "origin", "starts", "text")

    def __init__(self, text: str, origin: int, cuts: list[int]) -> None:
        self.text = text
        self.origin = origin
        from array import array  # noqa: PLC0415 (once a line; see SourceMap._lines)
        starts, columns, nbytes, ascii_run = array("q"), array("q"), array("q"), array("b")
        column = size = 0
        piece_start = 0
        for cut in [*(c - origin for c in cuts), len(text)]:
            piece = text[piece_start:cut]
            if not piece:
                continue
            if piece.isascii():
                starts.append(piece_start)
                columns.append(column)
                nbytes.append(size)
                ascii_run.append(1)
                column += len(piece)
                size += len(piece)
            else:
                for begin, end in _column_clusters(piece):
                    starts.append(piece_start + begin)
                    columns.append(column)
                    nbytes.append(size)
                    ascii_run.append(0)
                    column += 1
                    size += utf8_len(piece[begin:end])
            piece_start = cut
        # The line's end, so that every offset has a checkpoint at or before it.
        starts.append(len(text))
        columns.append(column)
        nbytes.append(size)
        ascii_run.append(1)
        self.starts, self.columns, self.bytes, self.ascii_run = starts, columns, nbytes, ascii_run

    def at(self, offset: int) -> tuple[int, int]:
        """Column (from 0) and byte within the line of ``offset``."""
        rel = offset - self.origin
        k = bisect.bisect_right(self.starts, rel) - 1
        inside = rel - self.starts[k]
        if inside == 0 or self.ascii_run[k]:
            return self.columns[k] + inside, self.bytes[k] + inside
        # Part of the way into a cluster: it counts as one column.
        return (self.columns[k] + 1,
                self.bytes[k] + utf8_len(self.text[self.starts[k]:rel]))


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
        """The :class:`Range` these offsets stand for, worked out on each call."""
        return self.sm.range(self.start, self.end)

    @property
    def range(self) -> Range:
        """The range, worked out now (for what asks a ``range`` only on failure)."""
        return self.resolve()
