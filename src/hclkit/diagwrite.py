"""Writing diagnostics out: as text for people and as JSON for programs.

Both forms are the reference ``hcldec``'s, byte for byte.  The text form::

    Error: Unsupported argument

      on main.hcl line 4, in resource "a" "b":
       4:   bogus = 1

    An argument named "bogus" is not expected here.

Source lines are shown, and the subject underlined when ``color`` is set,
by *byte* offsets into the file as the reference does, so a range that
splits a UTF-8 sequence splits it here too.  The text returned is therefore
the output's bytes decoded with ``surrogateescape``: write it with
``text.encode("utf-8", "surrogateescape")`` to get exactly the reference's
bytes (``sys.stderr``'s default ``backslashreplace`` never fails on it).
"""

from __future__ import annotations

import bisect
import itertools
import os
from collections.abc import Callable, Iterable, Mapping
from typing import Protocol, runtime_checkable

from ._gojson import quote
from .diagnostics import Diagnostic, Severity
from .pos import Pos, Range, SourceMap, source_text

__all__ = ["DEFAULT_WIDTH", "HasSourceMap", "SourceLike", "text_width", "use_color", "wrap",
           "write_json", "write_text"]

# The reference wraps details at the terminal's width, and at 80 columns
# when it is not writing to a terminal.
DEFAULT_WIDTH = 80

_BOM = b"\xef\xbb\xbf"
_RED = "\x1b[31m"
_YELLOW = "\x1b[33m"
_UNDERLINE = "\x1b[1;4m"
_RESET = "\x1b[0m"


@runtime_checkable
class HasSourceMap(Protocol):
    """A parsed file (``hclkit.native.File`` and the like).  It may also
    have ``context_string(byte_offset) -> str``, naming what encloses an
    offset (``resource "a" "b"``) for the ``, in ...`` part of the text."""

    @property
    def source_map(self) -> SourceMap: ...


# What ``files`` maps a filename to: the file's bytes (exactly as read), its
# text, its SourceMap, or a parsed file that has one.
SourceLike = bytes | str | SourceMap | HasSourceMap


class _Source:
    """A file's bytes, cut into lines the way the reference cuts them."""

    __slots__ = ("context", "data", "lines", "starts")

    def __init__(self, data: bytes, context: Callable[[int], str] | None) -> None:
        self.data = data
        self.context = context
        # (line number, start byte, end byte): a line ends before its "\n",
        # and before a "\r" that precedes it; text after the last "\n" is a
        # line only if there is some.
        lines: list[tuple[int, int, int]] = []
        start = 0
        number = 0
        size = len(data)
        while start < size:
            nl = data.find(b"\n", start)
            stop = size if nl < 0 else nl
            end = stop - 1 if stop > start and data[stop - 1] == 0x0D else stop
            number += 1
            lines.append((number, start, end))
            start = stop + 1
        self.lines = lines
        self.starts = [start for _, start, _ in lines]


def _source_of(item: object) -> _Source | None:
    context = getattr(item, "context_string", None)
    if isinstance(item, HasSourceMap) and not isinstance(item, SourceMap):
        item = item.source_map
    if isinstance(item, SourceMap):
        data = item.text.encode("utf-8", "surrogateescape")
        # A byte-order mark is not in the decoded text but its bytes are
        # counted in positions, and the reference shows it on line 1.
        if item.pos(0).byte == len(_BOM) and not data.startswith(_BOM):
            data = _BOM + data
    elif isinstance(item, str):
        # The bytes the parser read from this text (pos.source_text).
        data = source_text(item).encode("utf-8", "surrogateescape")
    elif isinstance(item, (bytes, bytearray, memoryview)):
        data = bytes(item)
    else:
        return None
    return _Source(data, context if callable(context) else None)


def _overlaps(a_start: int, a_end: int, b_start: int, b_end: int) -> bool:
    """Whether two byte ranges overlap as the reference judges it: never if
    either is empty, and otherwise when either holds the other's start or
    *end* (so a range ending where a line starts still shows that line)."""
    if a_start == a_end or b_start == b_end:
        return False
    return (a_start <= b_start < a_end or a_start <= b_end < a_end
            or b_start <= a_start < b_end or b_start <= a_end < b_end)


def write_text(diags: Iterable[Diagnostic], files: Mapping[str, SourceLike] | None = None,
               *, width: int = DEFAULT_WIDTH, color: bool = False) -> str:
    """Diagnostics as the reference ``hcldec`` prints them on stderr.

    ``files`` maps a filename to its source, to show the lines a diagnostic
    is about.  A subject in a file not in it gets neither ``on FILE line N``
    nor source lines: summary and detail only, as for no subject (the
    reference never showed what it does there; this is what it does for a
    file it has no bytes for).  ``width`` is where details are wrapped (0:
    never).  ``color`` adds the terminal form's escapes: a red ``Error``
    (yellow ``Warning``) and the subject in bold and underlined.
    """
    sources: dict[str, _Source | None] = {}
    out: list[bytes] = []
    for diag in diags:
        _write_one(diag, files or {}, sources, width, color, out)
    return b"".join(out).decode("utf-8", "surrogateescape")


def _write_one(diag: Diagnostic, files: Mapping[str, SourceLike],
               sources: dict[str, _Source | None], width: int, color: bool,
               out: list[bytes]) -> None:
    word = "Warning" if diag.severity is Severity.WARNING else "Error"
    if color:
        word = f"{_YELLOW if diag.severity is Severity.WARNING else _RED}{word}{_RESET}"
    out.append(_enc(f"{word}: {diag.summary}\n\n"))

    subject = diag.subject
    if subject is not None:
        name = subject.filename
        if name not in sources:
            item = files.get(name)
            sources[name] = None if item is None else _source_of(item)
        src = sources[name]
        if src is not None:
            _write_snippet(diag, subject, src, color, out)

    if diag.detail:
        detail = wrap(diag.detail, width) if width > 0 else diag.detail
        out.append(_enc(f"{detail}\n\n"))


def _write_snippet(diag: Diagnostic, subject: Range, src: _Source, color: bool,
                   out: list[bytes]) -> None:
    where = ""
    if src.context is not None:
        ctx = src.context(subject.start.byte)
        if ctx:
            where = f", in {ctx}"
    out.append(_enc(f"  on {subject.filename} line {subject.start.line}{where}:\n"))

    # An empty subject is widened by one byte, so the character after it
    # (if any) is underlined and the line it is on is shown.
    hl_start, hl_end = subject.start.byte, subject.end.byte
    if hl_end <= hl_start:
        hl_end = hl_start + 1
    snip_start, snip_end = hl_start, hl_end
    context = diag.context
    if context is not None and context.filename == subject.filename:
        snip_start = min(snip_start, context.start.byte)
        snip_end = max(snip_end, context.end.byte)

    data = src.data
    # Lines before the one holding the snippet's start cannot overlap it.
    first = max(bisect.bisect_right(src.starts, snip_start) - 1, 0)
    for number, start, end in itertools.islice(src.lines, first, None):
        if start > snip_end:
            break
        if not _overlaps(start, end, snip_start, snip_end):
            continue
        out.append(_enc(f"{number:4d}: "))
        lo, hi = max(start, hl_start), min(end, hl_end)
        if color and lo < hi:
            out.extend((data[start:lo], _enc(_UNDERLINE), data[lo:hi], _enc(_RESET),
                        data[hi:end], b"\n"))
        else:
            out.extend((data[start:end], b"\n"))
    out.append(b"\n")
    _write_values(diag, src, out)


def _write_values(diag: Diagnostic, src: _Source, out: list[bytes]) -> None:
    """``with NAME as VALUE,`` one line each (sorted by name), after the
    source lines: what the expression's variables were."""
    phrases: dict[bytes, str] = {}
    for where, phrase in diag.expression_values:
        name = src.data[where.start.byte:where.end.byte]
        phrases.setdefault(name, phrase)
    if not phrases:
        return
    lines = [name + b" " + _enc(phrases[name]) for name in sorted(phrases)]
    out.extend((b"with ", b",\n     ".join(lines), b".\n\n"))


def _enc(s: str) -> bytes:
    return s.encode("utf-8", "surrogateescape")


# Go's unicode.IsSpace: where a detail may be broken.
_SPACES = frozenset("\t\n\v\f\r \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006"
                    "\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000")


def wrap(text: str, width: int) -> str:
    """Word-wrap ``text`` at ``width`` characters as the reference does.

    Lines break at runs of spaces, which are dropped at a break; a word
    longer than the width is not broken but stands on a line of its own;
    newlines already in the text are kept.
    """
    out: list[str] = []
    current = 0  # characters on the output line so far
    word: list[str] = []
    spaces: list[str] = []
    for ch in text:
        if ch == "\n":
            _end_line(out, current, spaces, word, width)
            word = []
            spaces = []
            out.append(ch)
            current = 0
        elif ch in _SPACES:
            if not spaces or word:
                current += len(spaces) + len(word)
                out.extend(spaces)
                out.extend(word)
                spaces = []
                word = []
            spaces.append(ch)
        else:
            word.append(ch)
            # The word no longer fits: break before it (unless it is too
            # long for any line, when breaking would not help).
            if current + len(spaces) + len(word) > width and len(word) < width:
                out.append("\n")
                current = 0
                spaces = []
    _end_line(out, current, spaces, word, width)
    return "".join(out)


def _end_line(out: list[str], current: int, spaces: list[str], word: list[str],
              width: int) -> None:
    """What is pending when a line of :func:`wrap` ends: the last word with
    the spaces before it, or trailing spaces only if they fit."""
    if word:
        out.extend(spaces)
        out.extend(word)
    elif current + len(spaces) <= width:
        out.extend(spaces)


def write_json(diags: Iterable[Diagnostic]) -> str:
    """Diagnostics as ``hcldec --diags=json`` writes them: an object with a
    ``diagnostics`` list, indented by two spaces, ending with a newline.
    With no diagnostics the reference writes nothing, and so does this.  A
    diagnostic's context range is never written; nor is an empty detail
    (the reference never gave one to see)."""
    items = list(diags)
    if not items:
        return ""
    lines = ["{", '  "diagnostics": [']
    for i, diag in enumerate(items):
        lines.append("    {")
        fields = [f'      "severity": {quote(diag.severity.value)}',
                  f'      "summary": {quote(diag.summary)}']
        if diag.detail:
            fields.append(f'      "detail": {quote(diag.detail)}')
        if diag.subject is not None:
            fields.append('      "subject": ' + _json_range(diag.subject, "      "))
        lines.append(",\n".join(fields))
        lines.append("    }," if i < len(items) - 1 else "    }")
    lines.append("  ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def _json_range(rng: Range, indent: str) -> str:
    inner = indent + "  "

    def pos(label: str, p: Pos) -> str:
        return (f'{inner}"{label}": {{\n'
                f'{inner}  "line": {p.line},\n'
                f'{inner}  "column": {p.column},\n'
                f'{inner}  "byte": {p.byte}\n'
                f"{inner}}}")

    return (f"{{\n{inner}\"filename\": {quote(rng.filename)},\n"
            f"{pos('start', rng.start)},\n{pos('end', rng.end)}\n{indent}}}")


def use_color(stream: object) -> bool:
    """Whether to write in colour to ``stream``: only to a terminal, as the
    reference decides (it asks of stderr, where it writes diagnostics)."""
    isatty = getattr(stream, "isatty", None)
    try:
        return bool(isatty()) if callable(isatty) else False
    except (OSError, ValueError):  # a closed or detached stream
        return False


def text_width(stream: object) -> int:
    """The width to wrap details at: the terminal's, if ``stream`` is one
    (the reference asks of stdout), and :data:`DEFAULT_WIDTH` otherwise.  A
    terminal that reports no width gets 0: no wrapping, as the reference."""
    if not use_color(stream):
        return DEFAULT_WIDTH
    fileno = getattr(stream, "fileno", None)
    try:
        return os.get_terminal_size(fileno()).columns if callable(fileno) else DEFAULT_WIDTH
    except (OSError, ValueError, TypeError):  # not a real file, or a closed one
        return DEFAULT_WIDTH
