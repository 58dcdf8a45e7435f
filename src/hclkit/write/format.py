"""Formatting native-syntax source as the reference ``hclfmt`` does.

The formatter works on the lossless token stream, not on the syntax tree,
so it formats what does not parse too (as the reference does).  Three
passes, each over lines of tokens:

* indentation: two spaces per level of brackets still open, where a line
  that opens brackets adds one level however many it opens, and a line that
  closes more than it opens is itself put back one level;
* spacing: between two tokens of a line, one space or none, by the kinds of
  the two tokens (and, for a minus, of the one before);
* alignment: the ``=`` of consecutive attribute lines, and the comments
  that end consecutive lines, are put in one column.

Template text (quoted strings, heredocs) is written as it is; the
expressions interpolated in it are formatted like any other.
"""

from __future__ import annotations

import functools
import re
from bisect import bisect_left, bisect_right
from itertools import accumulate, chain, compress, count
from operator import add, itemgetter, mul, ne, sub

from ..native.lexer import Kind, Token
from .tokens import BLOCK_COMMENT, CLOSERS, OPENERS, TEMPLATE_TEXT, lossless_tokens

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from typing import Final

    import regex

__all__ = ["format_text", "realign_comments"]

K = Kind

# After these a minus (or a ``!``) is a sign, so nothing separates it from its operand.
_BEFORE_UNARY: Final = frozenset({
    K.PLUS, K.MINUS, K.STAR, K.SLASH, K.PERCENT, K.EQUAL_OP, K.NOT_EQUAL, K.LESS_THAN,
    K.LESS_THAN_EQ, K.GREATER_THAN, K.GREATER_THAN_EQ, K.AND, K.OR, K.BANG, K.OPAREN,
    K.OBRACK, K.OBRACE, K.COMMA, K.EQUAL, K.QUESTION, K.COLON, K.NEWLINE, K.COMMENT,
})
# An index bracket right after these is written against them: ``a[0]``, ``f(x)[0]``.
_BEFORE_INDEX: Final = frozenset({K.IDENT, K.NUMBER, K.CPAREN, K.CBRACK, K.CBRACE,
                                  K.TEMPLATE_SEQ_END})
# What cannot be in a template's text, inside one (bad input), and what it
# is written against there.
_STRAY: Final = frozenset({K.QUOTED_NEWLINE, K.BAD_UTF8})
_TEXT_BEFORE_STRAY: Final = frozenset({K.OQUOTE, K.QUOTED_LIT, K.STRING_LIT, K.OHEREDOC,
                                       K.QUOTED_NEWLINE})
_LINE_ENDS: Final = frozenset({K.NEWLINE, K.COMMENT})

# Contexts of the template stack.
_QUOTED, _HEREDOC, _SEQUENCE, _BRACE = 0, 1, 2, 3


def format_text(text: str) -> str:
    """``text`` formatted.  A byte-order mark is dropped, as the reference drops it."""
    if text.startswith("\ufeff"):
        text = text[1:]
    tokens = lossless_tokens(text)
    tokens.pop()  # the end of the file
    if not tokens:
        return " " * len(text)  # spaces and tabs alone: each as one space
    # The kinds as bytes (kinds are small ints): the passes find the tokens
    # they look at with C-speed searches rather than a Python step per token.
    code = bytes(map(_KIND, tokens))
    if _LOOSE_MARKER in code:
        tokens = _strip_markers(tokens)
        code = bytes(map(_KIND, tokens))
    # The spaces before each token in the source: the output differs from
    # the source only where the spaces wanted differ from these.
    gaps = list(map(sub, map(_START, tokens), chain((0,), map(_END, tokens))))
    in_text = _template_text_runs(code)
    spaces = _spaces(code, tokens, text, in_text)
    _layout(code, tokens, text, gaps, in_text, spaces,
            plain=text.isascii() and "\r\n" not in text)
    return _rewrite(text, tokens, gaps, spaces)


_KIND: Final = itemgetter(0)
_START: Final = itemgetter(1)
_END: Final = itemgetter(2)
_LOOSE_MARKER: Final = bytes([K.BITWISE_NOT, K.CBRACE])


def _rewrite(text: str, tokens: list[Token], gaps: list[int], spaces: list[int]) -> str:
    """``text`` with the spaces before each token made ``spaces``: only the
    gaps that change are cut out, so a formatted file costs one comparison
    per token.  A gap of the right length that holds a tab changes too."""
    changed = [] if gaps == spaces else list(compress(count(), map(ne, gaps, spaces)))
    last = tokens[-1][2]
    tail = text[last:]  # spaces before the end of the file stay, each as one space
    if "\t" in text:
        tabbed = _tab_gaps(text, tokens)
        if tabbed:
            changed = sorted(tabbed.union(changed))
        if "\t" in tail:
            tail = " " * len(tail)
    elif not changed:
        return text
    parts: list[str] = []
    prev = 0
    for i in changed:
        parts += (text[prev:tokens[i - 1][2] if i else 0], " " * spaces[i])
        prev = tokens[i][1]
    parts += (text[prev:last], tail)
    return "".join(parts)


def _tab_gaps(text: str, tokens: list[Token]) -> set[int]:
    """The tokens with a tab in the gap before them (tabs in tokens are passed over)."""
    found: set[int] = set()
    n = len(tokens)
    pos = text.find("\t")
    while pos >= 0:
        k = bisect_right(tokens, pos, key=_START)  # the first token after the tab
        if k and tokens[k - 1][2] > pos:  # in the token before
            pos = text.find("\t", tokens[k - 1][2])
        elif k < n:
            found.add(k)
            pos = text.find("\t", tokens[k][1])
        else:
            break  # before the end of the file
    return found


def _strip_markers(tokens: list[Token]) -> list[Token]:
    """``~}`` out of place (a ``~`` and a ``}`` for the native lexer) as the
    one token the reference reads it as."""
    merged: list[Token] = []
    for tok in tokens:
        if tok[0] == K.CBRACE and merged and merged[-1][0] == K.BITWISE_NOT \
                and merged[-1][2] == tok[1]:
            merged[-1] = (K.TEMPLATE_SEQ_END, merged[-1][1], tok[2])
        else:
            merged.append(tok)
    return merged


def _kind_class(kinds: set[int] | frozenset[int]) -> re.Pattern[bytes]:
    """A pattern that finds any of ``kinds`` in the kinds as bytes."""
    return re.compile(b"[" + b"".join(re.escape(bytes([k])) for k in sorted(kinds)) + b"]")


def _template_text_runs(code: bytes, strings: bool = False) -> list[tuple[int, int]]:
    """The runs ``(start, end)`` of tokens in a template's text (outside any
    interpolation or directive): those are written as they are.  ``code``:
    the kinds as bytes.  The text of a quoted string without sequences (the
    common case) is left out unless ``strings``: its tokens are template
    text by their kinds alone.

    Only the tokens that open or close a context are looked at, and outside
    templates only those that open one: braces and stray closers there
    change nothing (what is below the innermost template does not count)."""
    runs: list[tuple[int, int]] = []
    stack: list[int] = []  # the contexts above normal mode, innermost last
    top = _BRACE  # the innermost context
    start = 0  # where the tokens that have ``top``'s flag begin
    i = 0
    # Outside templates, plain strings are passed over inside the search
    # unless their runs are wanted.
    outside = _OUTSIDE_SCAN if strings else _OUTSIDE_SCAN_SEQUENCES
    while True:
        match = (_INSIDE_SCAN if stack else outside).search(code, i)
        if match is None:
            break
        i = match.start()
        if match.lastindex == 1 and top > _HEREDOC:  # a plain quoted string
            if strings:
                runs.append((i + 1, match.end()))
            i = match.end()
            continue
        if not stack:
            simple = _SIMPLE_STRING.match(code, i)
            if simple is not None:  # the common string: one step, its runs from its groups
                text_start = i + 1
                for group in (1, 3):
                    if simple.start(group) < 0:
                        break
                    runs.append((text_start, simple.start(group) + 1))
                    text_start = simple.end(group + 1)
                i = start = simple.end()
                runs.append((text_start, i))
                continue
        if top <= _HEREDOC:  # this token too is flagged by the context before it
            runs.append((start, i + 1))
        kind = code[i]
        if kind == K.OQUOTE:
            stack.append(_QUOTED)
        elif kind == K.OHEREDOC:
            stack.append(_HEREDOC)
        elif kind in (K.TEMPLATE_INTERP, K.TEMPLATE_CONTROL):
            stack.append(_SEQUENCE)
        elif kind == K.OBRACE:
            stack.append(_BRACE)
        elif stack:
            stack.pop()
        top = stack[-1] if stack else _BRACE
        i = start = i + 1
    if top <= _HEREDOC and start < len(code):
        runs.append((start, len(code)))
    return runs


def _template_text_flags(kinds: list[int]) -> list[bool]:
    """For each token, whether it is in a template's text (outside any
    interpolation or directive)."""
    return _text_flags(_template_text_runs(bytes(kinds), strings=True), len(kinds))


_CONTEXT_OPENERS: Final = frozenset({K.OQUOTE, K.OHEREDOC, K.TEMPLATE_INTERP,
                                     K.TEMPLATE_CONTROL, K.OBRACE})
_CONTEXT_CLOSERS: Final = frozenset({K.CQUOTE, K.CHEREDOC, K.TEMPLATE_SEQ_END, K.CBRACE})
_PLAIN_STRING: Final = (re.escape(bytes([K.OQUOTE])) + re.escape(bytes([K.QUOTED_LIT])) + b"?"
                        + re.escape(bytes([K.CQUOTE])))
# Each scan starts with a class of kinds, which the regex engine looks for
# in its fast loop; a plain string after a quote is group 1.
_AFTER_QUOTE_PLAIN: Final = (b"(?:(?<=" + re.escape(bytes([K.OQUOTE])) + b")("
                             + _PLAIN_STRING[len(re.escape(bytes([K.OQUOTE]))):] + b"))?")
_INSIDE_SCAN: Final = re.compile(_kind_class(_CONTEXT_OPENERS | _CONTEXT_CLOSERS).pattern
                                 + _AFTER_QUOTE_PLAIN)
_OUTSIDE_SCAN: Final = re.compile(_kind_class(_CONTEXT_OPENERS - {K.OBRACE}).pattern
                                  + _AFTER_QUOTE_PLAIN)
# A quoted string with one or two sequences that hold nothing that opens or
# closes a context: the sequences' openers and closers are groups 1 to 4.
_NOT_CONTEXT: Final = (b"[^" + b"".join(re.escape(bytes([k])) for k in sorted(
    _CONTEXT_OPENERS | _CONTEXT_CLOSERS)) + b"]*")
_SEQUENCE_IN_STRING: Final = (b"(" + _kind_class({K.TEMPLATE_INTERP, K.TEMPLATE_CONTROL}).pattern
                              + b")" + _NOT_CONTEXT + b"(" + re.escape(bytes([K.TEMPLATE_SEQ_END]))
                              + b")" + re.escape(bytes([K.QUOTED_LIT])) + b"*")
_SIMPLE_STRING: Final = re.compile(
    re.escape(bytes([K.OQUOTE])) + re.escape(bytes([K.QUOTED_LIT])) + b"*" + _SEQUENCE_IN_STRING
    + b"(?:" + _SEQUENCE_IN_STRING + b")?" + re.escape(bytes([K.CQUOTE])))
_OUTSIDE_SCAN_SEQUENCES: Final = re.compile(
    _kind_class(_CONTEXT_OPENERS - {K.OBRACE}).pattern + b"(?:(?<!" + re.escape(bytes([K.OQUOTE]))
    + b")|(?!" + _PLAIN_STRING[len(re.escape(bytes([K.OQUOTE]))):] + b"))")


def _spaces(code: bytes, tokens: list[Token], text: str,
            in_text: list[tuple[int, int]]) -> list[int]:
    """Spaces before each token (line starts get theirs from :func:`_layout`)."""
    n = len(code)
    if n < 2:
        return [0] * n
    # Most pairs are decided by their two kinds alone.
    spaces = list(_pair_spaces(code))
    # A minus (sign or operator) and a name ``in`` need what is around them.
    i = code.find(K.MINUS, 0, n - 1) + 1
    while i:
        spaces[i] = _space_in_context(code, tokens, text, i)
        i = code.find(K.MINUS, i, n - 1) + 1
    for found in _IN.finditer(text):
        pos = found.start()
        i = bisect_left(tokens, pos, key=_START)
        if i < n - 1 and tokens[i][1] == pos and tokens[i][2] == pos + 2 and code[i] == K.IDENT:
            spaces[i + 1] = _space_in_context(code, tokens, text, i + 1)
    # Template text is written as it is (stray tokens in it: bad input, as
    # the reference writes it).
    strays = K.QUOTED_NEWLINE in code or K.BAD_UTF8 in code
    for start, end in in_text:
        spaces[start:end] = [0] * (end - start)
        if not strays:
            continue
        for match in _STRAY_TOKENS.finditer(code, max(start, 1), end):
            i = match.start()
            if code[i - 1] not in _TEXT_BEFORE_STRAY:
                spaces[i] = 1
    spaces[0] = 0
    return spaces


def _pair_spaces(code: bytes) -> bytes:
    """The space before each token by its kind and the one before it, all
    at once: each kind is turned into its class as a left and as a right
    member of a pair, and the two classes, added byte by byte as one big
    integer (no byte carries), index the table of spaces."""
    left, right, table = _PAIR_TABLES
    n = len(code)
    pairs = int.from_bytes(b"\0" + code[:-1].translate(left), "little") \
        + int.from_bytes(code.translate(right), "little")
    return pairs.to_bytes(n, "little").translate(table)


def _computed_pair_tables() -> tuple[bytes, bytes, bytes]:
    """Translation tables from kinds to their classes on the left of a pair
    (multiples of the number of right classes) and on the right, and from
    the sum of the two to the space between, worked out from
    :func:`_space_between` over every pair of kinds.  Kinds with the same
    spaces against every kind share a class: 10 left and 9 right classes."""
    kinds = sorted({v for name, v in vars(K).items() if name.isupper()} | {BLOCK_COMMENT})
    matrix = {a: bytes(_space_between(a, b) for b in kinds) for a in kinds}
    rows: dict[bytes, int] = {}
    left = {a: rows.setdefault(matrix[a], len(rows)) for a in kinds}
    columns: dict[bytes, int] = {}
    right = {b: columns.setdefault(bytes(matrix[a][j] for a in kinds), len(columns))
             for j, b in enumerate(kinds)}
    width = len(columns)
    assert len(rows) * width <= 256, "the pair classes must fit in a byte"
    table = bytearray(256)
    for a in kinds:
        for j, b in enumerate(kinds):
            table[left[a] * width + right[b]] = matrix[a][j]
    return (bytes(left.get(k, 0) * width for k in range(256)),
            bytes(right.get(k, 0) for k in range(256)), bytes(table))


def _padded(hex_text: str) -> bytes:
    return bytes.fromhex(hex_text).ljust(256, b"\0")


# What _computed_pair_tables gives, written out: working it out (3,025 pairs)
# cost hclfmt on a small file a third of its run.  A test checks the two
# agree; after a change to the kinds or the spaces, print
# ``[t.rstrip(b"\0").hex() for t in _computed_pair_tables()]`` and paste it here.
_PAIR_TABLES: Final = (
    _padded("000909121b2400090000002d2d1b363f481b481b0051000000000000000000000000242451"),
    _padded("00010200000001000101010000030405060708070000000000000000000000000000000101010000000000"
            "000000000001"),
    _padded("01000100010101000100000000000000000001000100010100000001000100010100000100000100000000"
            "00000000010001000000000100010101000101010100010101010000010000010000010000000100010101"
            "01010101"))


_STRAY_TOKENS: Final = _kind_class(_STRAY)
# A name ``in`` ends where no character of a name follows (the token itself is checked).
_IN: Final = re.compile(r"in(?![A-Za-z0-9_\-])")


def _space_in_context(code: bytes, tokens: list[Token], text: str, i: int) -> int:
    """The space before token ``i`` where the pair's first token needs what
    is around it: a minus (a sign or an operator) or a name ``in``."""
    a, b = code[i - 1], code[i]
    before_a = code[i - 2] if i >= 2 else -1
    unary = a == K.MINUS and (before_a < 0 or before_a in _BEFORE_UNARY)
    keyword_in = a == K.IDENT and i >= 2 and _is_name(text[tokens[i - 2][1]:tokens[i - 2][2]])
    return _space_between(a, b, unary, keyword_in)


def _space_between(a: int, b: int, unary: bool = False, keyword_in: bool = False) -> int:
    """One space or none between tokens of kinds ``a`` and ``b``; ``unary``
    if ``a`` is a sign, ``keyword_in`` if it is ``in`` after a name.  The
    order of the tests matters: it is the reference's."""
    if a in _LINE_ENDS or a == K.OHEREDOC or b in TEMPLATE_TEXT or b == K.NEWLINE:
        return 0  # a line start (indented apart), or template text: as written
    if b == K.COMMENT:
        return 1
    if a in (K.TEMPLATE_INTERP, K.TEMPLATE_CONTROL) and b == K.OBRACE:
        return 1  # ``${ { a = 1 } }``
    if a in (K.OQUOTE, K.TEMPLATE_INTERP, K.TEMPLATE_CONTROL):
        return 0
    if b in (K.COMMA, K.ELLIPSIS, K.DOT):
        return 0
    if a == K.COMMA:
        return 1  # even before a closing bracket: ``[1, 2, ]``
    if a == K.MINUS and not unary:
        return 1
    if keyword_in and b in (K.CPAREN, K.CBRACK, K.OBRACK, K.TEMPLATE_SEQ_END):
        return 1  # ``for x in [ … ]``: ``in`` after a name is the keyword
    if b == K.TEMPLATE_SEQ_END:
        return 1 if a in (K.CBRACE, K.OBRACE) else 0
    if a == K.OBRACE:
        return 0 if b == K.CBRACE else 1
    if b in (K.CPAREN, K.CBRACK):
        return 0
    if a in (K.DOT, K.BANG) or unary:
        return 0
    if b == K.CBRACE:
        return 1
    if a in (K.OPAREN, K.OBRACK):
        return 0
    if b == K.OPAREN:
        return 0 if a == K.IDENT else 1
    if b == K.OBRACK:
        return 0 if a in _BEFORE_INDEX else 1
    return 1


def _columns(text: str) -> int:
    """How many columns ``text`` takes: grapheme clusters, as the reference counts."""
    if text.isascii():
        return len(text) - text.count("\r\n")  # a CRLF is one cluster
    return len(_graphemes().findall(text))


@functools.cache
def _graphemes() -> regex.Pattern[str]:
    import regex  # noqa: PLC0415 - only for text that is not ASCII

    return regex.compile(r"\X")


def _is_name(text: str) -> bool:
    return bool(text) and (text[0].isalpha() or text[0] == "_")


def _layout(code: bytes, tokens: list[Token], text: str, gaps: list[int],
            in_text: list[tuple[int, int]], spaces: list[int], plain: bool) -> None:
    """Indentation of each line's first token, then the ``=`` of consecutive
    attribute lines in one column, then the comments that end consecutive
    lines, in one pass over the lines.

    Indentation: lines end at newlines, line comments and heredoc openers;
    a line that starts in a heredoc's text is left alone, and its brackets
    do not count.  A line that opens brackets adds one level, however many
    it opens; the level goes when they are all closed again.

    Alignment: lines end at newlines and line comments.  A line's ``=`` is
    its first one after its first token, when what follows it on the line
    closes every bracket it opens and no more.

    Each line is looked at as one string of token classes (a bracket, an
    ``=``, a heredoc opener or anything else), cut at the line ends by one
    split in C, and the lines' brackets and ``=`` are counted and found by
    C-speed maps over those strings: Python steps only on the lines that
    open or close brackets and on those with an ``=``.  ``plain``: the text
    is ASCII without CRLF, so a token's width is its length."""
    n = len(code)
    classes = code.translate(_LINE_CLASSES)
    if not _lines_start_in_code(classes, in_text):
        _layout_lines(code, classes, tokens, text, gaps, _text_flags(in_text, n), spaces, plain)
        return
    # What follows a heredoc opener on its line (its text, where the
    # opener's line ends for indentation) adds no brackets.
    indented = classes
    if _HEREDOC_CLASS in classes:
        erased = bytearray(classes)
        p = classes.find(_HEREDOC_CLASS)
        while p >= 0:
            if p + 1 < n and classes[p + 1] != _TEXT_BYTE and not _in_runs(in_text, p + 1):
                _layout_lines(code, classes, tokens, text, gaps, _text_flags(in_text, n),
                              spaces, plain)
                return
            end = classes.find(b"\n", p)
            end = n if end < 0 else end
            erased[p + 1:end] = classes[p + 1:end].translate(_NO_BRACKETS)
            p = classes.find(_HEREDOC_CLASS, end)
        indented = bytes(erased)
    lines = classes.split(b"\n")
    if not lines[-1]:
        lines.pop()  # the text ends with a line end
    ilines = lines if indented is classes else indented.split(b"\n")[:len(lines)]
    starts = list(map(add, accumulate(map(len, lines), initial=0), count()))
    shapes = _SHAPES
    shaped = list(map(shapes.__getitem__, lines))
    nets = list(map(_NET, shaped if ilines is lines else map(shapes.__getitem__, ilines)))
    indents = _indents(nets)
    # Blank lines keep their spaces (none).
    for i, indent in compress(zip(starts, indents), map(mul, indents, map(len, lines))):
        spaces[i] = indent
    comments: list[tuple[int, int, int]] = []  # (line, start, comment) of lines that end in one
    i = code.find(K.COMMENT)
    while i >= 0:
        k = bisect_right(starts, i) - 1
        if i == starts[k]:
            spaces[i] = indents[k]  # a comment alone on its line
        else:
            comments.append((k, starts[k], i))
        i = code.find(K.COMMENT, i + 1)
    _align_equals(list(map(_MARK, shaped)), starts, tokens, text, gaps, spaces, plain)
    _align_comments(comments, tokens, text, gaps, spaces, plain)


def _align_equals(marks: list[int], starts: list[int], tokens: list[Token], text: str,
                  gaps: list[int], spaces: list[int], plain: bool) -> None:
    """Line up the ``=`` of each run of consecutive lines that have one to
    align; ``marks``: where it is in each line (0: none), ``starts``: where
    each line starts.  The widths of the lines are computed all at once."""
    lines = list(compress(count(), marks))
    if not lines:
        return
    firsts = list(map(starts.__getitem__, lines))
    offsets = list(map(marks.__getitem__, lines))
    at = list(map(add, firsts, offsets))
    # A run ends where the next line with an = is not the next line.
    ends = [*compress(count(1), map(_ONE.__ne__, map(sub, lines[1:], lines))), len(lines)]
    if plain:
        # Most lines hold one token before their =: their width is its length.
        heads = list(map(tokens.__getitem__, firsts))
        widths = list(map(add, map(spaces.__getitem__, firsts),
                          map(sub, map(_END, heads), map(_START, heads))))
        for j in compress(count(), map(_ONE.__ne__, offsets)):
            start, mark = firsts[j], at[j]
            widths[j] = sum(spaces[start:mark]) - sum(gaps[start + 1:mark]) \
                + tokens[mark - 1][2] - tokens[start][1]
    a = 0
    for b in ends:
        if b - a == 1:
            spaces[at[a]] = 1
        elif plain:
            column = max(widths[a:b]) + 1
            for j in range(a, b):
                spaces[at[j]] = column - widths[j]
        else:
            _align_run(list(zip(firsts[a:b], at[a:b])), tokens, text, gaps, spaces, plain)
        a = b


def _indents(nets: list[int]) -> list[int]:
    """The indentation of each line, from how many more brackets each opens
    than it closes (lines left alone count none)."""
    levels = list(accumulate(nets))
    if nets and max(nets) <= 1 and min(nets) >= -1 and min(levels) >= 0:
        # Each line opens or closes one level at most, and never more than
        # are open: the levels are the running sum, and a line that opens
        # one is indented as the line before it.
        return list(map(sub, map(add, levels, levels), map(_UPS.__getitem__, nets)))
    # Otherwise, the change of indentation after each line that opens or
    # closes brackets: a line that opens some is indented as the line
    # before it (``ups``), one that closes some as the line after it.
    deltas = [0] * len(nets)
    ups = [0] * len(nets)
    opened: list[int] = []  # per level: how many of its brackets are still open
    for k in compress(count(), nets):
        net = nets[k]
        if net > 0:
            opened.append(net)
            deltas[k] = ups[k] = 2
        elif opened:
            top = opened[-1] + net
            if top > 0:
                opened[-1] = top
            elif top == 0:
                opened.pop()
                deltas[k] = -2
            else:
                deltas[k] = -2 * _close(net, opened)
    return list(map(sub, accumulate(deltas), ups))


_UPS: Final = (0, 2, 0)
_ONE: Final = 1  # by a line's net brackets (-1 last): what its indentation lacks


def _in_runs(runs: list[tuple[int, int]], i: int) -> bool:
    """Whether token ``i`` is in one of ``runs`` (in order, apart)."""
    k = bisect_right(runs, i, key=_FIRST) - 1
    return k >= 0 and runs[k][1] > i


class _LineShapes(dict[bytes, tuple[int, int]]):
    """What a line's classes tell, found on first need: how many more
    brackets it opens than it closes, and where its ``=`` to align is (0
    for none).  Lines repeat their shapes, so most are looked up; the table
    is emptied when it grows past a bound (text of endless shapes), and
    long lines are not kept."""

    def __missing__(self, line: bytes) -> tuple[int, int]:
        mark = line.find(_EQUAL_CLASS, 1)
        if mark < 0 or line.count(_OPEN_CLASS, mark) != line.count(_CLOSE_CLASS, mark):
            mark = 0
        shape = (line.count(_OPEN_CLASS) - line.count(_CLOSE_CLASS), mark)
        if len(line) <= 64:
            if len(self) >= 4096:
                self.clear()
            self[line] = shape
        return shape


_SHAPES: Final = _LineShapes()
_NET: Final = itemgetter(0)
_FIRST: Final = _NET
_MARK: Final = itemgetter(1)


def _close(net: int, opened: list[int]) -> int:
    """Close ``-net`` brackets from the innermost levels ``opened`` (how
    many of each level's brackets are still open): how many levels end."""
    ended = 0
    while net < 0 and opened:
        closed = min(-net, opened[-1])
        net += closed
        opened[-1] -= closed
        if opened[-1] == 0:
            opened.pop()
            ended += 1
    return ended


def _lines_start_in_code(classes: bytes, in_text: list[tuple[int, int]]) -> bool:
    """Whether no line (after a newline or a line comment) starts in
    template text, by its kind or in one of the runs ``in_text``."""
    if classes[:1] == b"t" or b"\nt" in classes:
        return False
    for start, end in in_text:
        if start == 0 or classes.find(b"\n", start - 1, end - 1) >= 0:
            return False
    return True


def _align_comments(comments: list[tuple[int, int, int]], tokens: list[Token], text: str,
                    gaps: list[int], spaces: list[int], plain: bool) -> None:
    """Line up the comments that end consecutive lines, given as ``(line,
    start, comment)``; after the ``=``, which they may follow."""
    run: list[tuple[int, int]] = []
    last = -2
    for k, start, mark in comments:
        if k != last + 1 and run:
            _align_run(run, tokens, text, gaps, spaces, plain)
            run = []
        run.append((start, mark))
        last = k
    if run:
        _align_run(run, tokens, text, gaps, spaces, plain)


def _layout_lines(code: bytes, classes: bytes, tokens: list[Token], text: str,
                  gaps: list[int], flags: list[bool] | None, spaces: list[int],
                  plain: bool) -> None:
    """:func:`_layout` a line at a time, for any text: lines that start in
    template text, and heredocs whose text does not follow their opener."""
    n = len(code)
    kept = _KEEPS_SPACES
    opened: list[int] = []  # per level: how many of its brackets are still open
    indent = 0
    run: list[tuple[int, int]] = []  # consecutive lines' (start, =)
    comments: list[tuple[int, int, int]] = []  # (line, start, comment) of lines that end in one
    i = 0  # the line's first token
    for k, line in enumerate(classes.split(b"\n")):
        j = i + len(line)  # the line's end (n for the last line)
        if j == i == n:
            break
        if _HEREDOC_CLASS in line:  # more than one line to indent
            indent = _indent_parts(code, line, i, flags, spaces, opened, indent)
        elif not (kept[code[i]] or (flags is not None and flags[i])):
            if _OPEN_CLASS in line or _CLOSE_CLASS in line:
                indent = _indent_line(line.count(_OPEN_CLASS) - line.count(_CLOSE_CLASS),
                                      i, spaces, opened, indent)
            else:
                spaces[i] = indent
        mark = line.find(_EQUAL_CLASS, 1)
        if mark > 0 and line.count(_OPEN_CLASS, mark) == line.count(_CLOSE_CLASS, mark):
            run.append((i, i + mark))
        elif run:
            _align_run(run, tokens, text, gaps, spaces, plain)
            run = []
        if j < n and code[j] == K.COMMENT and j > i:
            comments.append((k, i, j))
        i = j + 1
    if run:
        _align_run(run, tokens, text, gaps, spaces, plain)
    _align_comments(comments, tokens, text, gaps, spaces, plain)


def _indent_line(net: int, i: int, spaces: list[int], opened: list[int], indent: int) -> int:
    """Indent the line that starts at token ``i`` and opens ``net`` more
    brackets than it closes; the indentation of the lines after it."""
    if net < 0:
        indent -= 2 * _close(net, opened)
    spaces[i] = indent
    if net > 0:
        opened.append(net)
        indent += 2
    return indent


def _indent_parts(code: bytes, line: bytes, i: int, flags: list[bool] | None,
                  spaces: list[int], opened: list[int], indent: int) -> int:
    """Indent the lines of ``line`` (token classes from token ``i`` on),
    which heredoc openers cut: each opener ends a line."""
    n = len(code)
    for part in line.split(_HEREDOC_CLASS):
        if i >= n:
            break
        if not (_KEEPS_SPACES[code[i]] or (flags is not None and flags[i])):
            indent = _indent_line(part.count(_OPEN_CLASS) - part.count(_CLOSE_CLASS),
                                  i, spaces, opened, indent)
        i += len(part) + 1
    return indent


def _text_flags(runs: list[tuple[int, int]], n: int) -> list[bool]:
    """For each of ``n`` tokens, whether it is in one of ``runs``."""
    flags = [False] * n
    for start, end in runs:
        flags[start:end] = [True] * (end - start)
    return flags


def _align_run(run: list[tuple[int, int]], tokens: list[Token], text: str, gaps: list[int],
               spaces: list[int], plain: bool) -> None:
    """Pad the marked token of each of a run of consecutive lines, given as
    ``(line start, mark)``, so that they line up."""
    if len(run) == 1:
        spaces[run[0][1]] = 1
        return
    if plain:  # the tokens' lengths: from the first one's start to the last one's end, less gaps
        widths = [spaces[start] + tokens[start][2] - tokens[start][1] if mark == start + 1
                  else sum(spaces[start:mark]) - sum(gaps[start + 1:mark])
                  + tokens[mark - 1][2] - tokens[start][1] for start, mark in run]
    else:
        widths = [sum(spaces[t] + _columns(text[tokens[t][1]:tokens[t][2]])
                      for t in range(start, mark)) for start, mark in run]
    column = max(widths)
    for (_, mark), width in zip(run, widths):
        spaces[mark] = column - width + 1


def _lines(code: bytes) -> list[tuple[int, int]]:
    """Lines as ``(start, end)`` token indexes, the ending newline left out
    (a line comment, which holds its newline, kept in); ``code``: the kinds
    as bytes."""
    lines: list[tuple[int, int]] = []
    start = 0
    newline = K.NEWLINE
    for match in _LINE_ENDS_RE.finditer(code):
        i = match.start()
        if code[i] == newline:
            lines.append((start, i))
        else:
            lines.append((start, i + 1))
        start = i + 1
    if start < len(code):
        lines.append((start, len(code)))
    return lines


# Each kind of token as its class for the line pass: a line end, a bracket
# that opens or closes, an ``=``, a heredoc opener, or anything else.
_OPEN_CLASS, _CLOSE_CLASS, _EQUAL_CLASS, _HEREDOC_CLASS = b"(", b")", b"=", b"h"
_LINE_CLASSES: Final = bytes(
    ord("\n") if k in _LINE_ENDS else ord("(") if k in OPENERS else ord(")") if k in CLOSERS
    else ord("=") if k == K.EQUAL else ord("h") if k == K.OHEREDOC
    else ord("t") if k in TEMPLATE_TEXT else ord(".") for k in range(256))
_TEXT_BYTE: Final = ord("t")
_NO_BRACKETS: Final = bytes.maketrans(b"()", b"..")
_LINE_ENDS_RE: Final = _kind_class(_LINE_ENDS)
# Line starts that keep their spaces: template text, and blank lines.
_KEEPS_SPACES: Final = bytes(k in TEMPLATE_TEXT or k == K.NEWLINE for k in range(256))


def _width(start: int, mark: int, texts: list[str], spaces: list[int]) -> int:
    """The width of a line up to the token at ``mark``, indentation included."""
    return sum(spaces[i] + _columns(texts[i]) for i in range(start, mark))


def realign_comments(text: str, changed: set[int]) -> str:
    """``text`` with its end-of-line comments put in one column again, as
    hclfmt puts them, in each run of consecutive lines that holds one of
    the ``changed`` lines (0-based) and whose other lines had theirs in one
    column; a run written otherwise is left as it is, and so is every
    space outside the runs."""
    if not changed:
        return text
    tokens = lossless_tokens(text)
    tokens.pop()  # the end of the file
    kinds = [t[0] for t in tokens]
    texts = [text[s:e] for _, s, e in tokens]
    gaps = [tokens[0][1] if tokens else 0]
    gaps += [tokens[i][1] - tokens[i - 1][2] for i in range(1, len(tokens))]
    lines = _lines(bytes(kinds))
    # The text line of each comment (a heredoc makes one line of tokens span several).
    comment_line: list[int] = []
    counted, line_no = 0, 0
    for start, end in lines:
        mark = end - 1
        if kinds[mark] == K.COMMENT and mark > start:
            line_no += text.count("\n", counted, tokens[mark][1])
            counted = tokens[mark][1]
            comment_line.append(line_no)
        else:
            comment_line.append(-1)
    new_gaps: dict[int, int] = {}
    run: list[int] = []
    for k in range(len(lines) + 1):
        if k < len(lines) and comment_line[k] >= 0:
            run.append(k)
            continue
        if any(comment_line[r] in changed for r in run):
            widths = [_width(lines[r][0], lines[r][1] - 1, texts, gaps) for r in run]
            others = {width + gaps[lines[r][1] - 1] for r, width in zip(run, widths)
                      if comment_line[r] not in changed}
            if len(others) <= 1:
                column = max(widths)
                for r, width in zip(run, widths):
                    new_gaps[lines[r][1] - 1] = column - width + 1
        run = []
    if not new_gaps:
        return text
    out: list[str] = []
    prev_end = 0
    for i, (_, start, end) in enumerate(tokens):
        out.append(" " * new_gaps[i] if i in new_gaps else text[prev_end:start])
        out.append(texts[i])
        prev_end = end
    out.append(text[prev_end:])
    return "".join(out)
