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
from bisect import bisect_left
from itertools import pairwise
from typing import TYPE_CHECKING, Final

from ..native.lexer import Kind, Token
from .tokens import CLOSERS, OPENERS, TEMPLATE_TEXT, lossless_tokens

if TYPE_CHECKING:
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
    end = tokens.pop()[1]
    if "~}" in text:
        tokens = _strip_markers(tokens)
    kinds = [t[0] for t in tokens]
    texts = [text[s:e] for _, s, e in tokens]
    # The kinds as bytes (kinds are small ints): the passes find the tokens
    # they look at with C-speed searches rather than a Python step per token.
    code = bytes(kinds)
    in_text = _template_text_runs(kinds, code)
    spaces = _spaces(kinds, texts, code, in_text)
    brackets = code.translate(_BRACKETS)
    _indent(kinds, code, brackets, in_text, spaces)
    _align(kinds, texts, code, brackets, spaces, plain=text.isascii() and "\r\n" not in text)
    # The spaces before the end of the file stay, each as one space.
    return "".join([" " * n + t for n, t in zip(spaces, texts)]) \
        + " " * (end - (tokens[-1][2] if tokens else 0))


def _kind_class(kinds: set[int] | frozenset[int]) -> re.Pattern[bytes]:
    """A pattern that finds any of ``kinds`` in the kinds as bytes."""
    return re.compile(b"[" + b"".join(re.escape(bytes([k])) for k in sorted(kinds)) + b"]")


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


def _template_text_runs(kinds: list[int], code: bytes, strings: bool = False
                        ) -> list[tuple[int, int]]:
    """The runs ``(start, end)`` of tokens in a template's text (outside any
    interpolation or directive): those are written as they are.  The text
    of a quoted string without sequences (the common case) is left out
    unless ``strings``: its tokens are template text by their kinds alone.

    Only the tokens that open or close a context are looked at, and outside
    templates only those that open one: braces and stray closers there
    change nothing (what is below the innermost template does not count)."""
    runs: list[tuple[int, int]] = []
    stack: list[int] = []  # the contexts above normal mode, innermost last
    top = _BRACE  # the innermost context
    start = 0  # where the tokens that have ``top``'s flag begin
    i = 0
    while True:
        match = (_INSIDE_SCAN if stack else _OUTSIDE_SCAN).search(code, i)
        if match is None:
            break
        i = match.start()
        if match.lastindex == 1 and top > _HEREDOC:  # a plain quoted string
            if strings:
                runs.append((i + 1, match.end()))
            i = match.end()
            continue
        if top <= _HEREDOC:  # this token too is flagged by the context before it
            runs.append((start, i + 1))
        kind = kinds[i]
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
    if top <= _HEREDOC and start < len(kinds):
        runs.append((start, len(kinds)))
    return runs


def _template_text_flags(kinds: list[int]) -> list[bool]:
    """For each token, whether it is in a template's text (outside any
    interpolation or directive)."""
    return _text_flags(_template_text_runs(kinds, bytes(kinds), strings=True), len(kinds))


_CONTEXT_OPENERS: Final = frozenset({K.OQUOTE, K.OHEREDOC, K.TEMPLATE_INTERP,
                                     K.TEMPLATE_CONTROL, K.OBRACE})
_CONTEXT_CLOSERS: Final = frozenset({K.CQUOTE, K.CHEREDOC, K.TEMPLATE_SEQ_END, K.CBRACE})
_PLAIN_STRING: Final = (re.escape(bytes([K.OQUOTE])) + re.escape(bytes([K.QUOTED_LIT])) + b"?"
                        + re.escape(bytes([K.CQUOTE])))
_INSIDE_SCAN: Final = re.compile(b"(" + _PLAIN_STRING + b")|"
                                 + _kind_class(_CONTEXT_OPENERS | _CONTEXT_CLOSERS).pattern)
_OUTSIDE_SCAN: Final = re.compile(b"(" + _PLAIN_STRING + b")|" + _kind_class(
    _CONTEXT_OPENERS - {K.OBRACE}).pattern)


def _spaces(kinds: list[int], texts: list[str], code: bytes,
            in_text: list[tuple[int, int]]) -> list[int]:
    """Spaces before each token (line starts get theirs from :func:`_indent`)."""
    n = len(kinds)
    if n < 2:
        return [0] * n
    # Most pairs are decided by their two kinds alone (each pair decided once).
    spaces = [0, *map(_PAIRS.__getitem__, pairwise(kinds))]
    # A minus (sign or operator) and a name ``in`` need what is around them.
    for match in _MINUS.finditer(code, 0, n - 1):
        i = match.start() + 1
        spaces[i] = _space_in_context(kinds, texts, i)
    i = -1
    while True:
        try:
            i = texts.index("in", i + 1, n - 1)
        except ValueError:
            break
        if kinds[i] == K.IDENT:
            spaces[i + 1] = _space_in_context(kinds, texts, i + 1)
    # Template text is written as it is (stray tokens in it: bad input, as
    # the reference writes it).
    for start, end in in_text:
        spaces[start:end] = [0] * (end - start)
        for match in _STRAY_TOKENS.finditer(code, max(start, 1), end):
            i = match.start()
            if kinds[i - 1] not in _TEXT_BEFORE_STRAY:
                spaces[i] = 1
    spaces[0] = 0
    return spaces


class _PairSpaces(dict[tuple[int, int], int]):
    """The space between two kinds, decided on first need."""

    def __missing__(self, key: tuple[int, int]) -> int:
        space = self[key] = _space_between(*key)
        return space


_PAIRS: Final = _PairSpaces()
_MINUS: Final = _kind_class({K.MINUS})
_STRAY_TOKENS: Final = _kind_class(_STRAY)


def _space_in_context(kinds: list[int], texts: list[str], i: int) -> int:
    """The space before token ``i`` where the pair's first token needs what
    is around it: a minus (a sign or an operator) or a name ``in``."""
    a, b = kinds[i - 1], kinds[i]
    before_a = kinds[i - 2] if i >= 2 else -1
    unary = a == K.MINUS and (before_a < 0 or before_a in _BEFORE_UNARY)
    keyword_in = a == K.IDENT and i >= 2 and _is_name(texts[i - 2])
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


def _indent(kinds: list[int], code: bytes, brackets: bytes, in_text: list[tuple[int, int]],
            spaces: list[int]) -> None:
    """Indentation of each line's first token.  Lines end at newlines, line
    comments and heredoc openers; a line that starts in a heredoc's text is
    left alone, and its brackets do not count.  A line that opens brackets
    adds one level, however many it opens; the level goes when they are all
    closed again."""
    if not kinds:
        return
    opened: list[int] = []  # per level: how many of its brackets are still open
    text_starts = _text_flags(in_text, len(kinds)) if in_text else None
    skipped = _NOT_INDENTED
    count = brackets.count
    ends = [m.end() for m in _INDENT_ENDS.finditer(code)]
    if not ends or ends[-1] != len(kinds):
        ends.append(len(kinds))
    indent = 0
    i = 0
    for j in ends:
        if kinds[i] in skipped or (text_starts is not None and text_starts[i]):
            i = j
            continue
        net = count(b"(", i, j) - count(b")", i, j)
        while net < 0 and opened:
            closed = min(-net, opened[-1])
            net += closed
            opened[-1] -= closed
            if opened[-1] == 0:
                opened.pop()
                indent -= 2
        spaces[i] = indent
        if net > 0:
            opened.append(net)
            indent += 2
        i = j


def _text_flags(runs: list[tuple[int, int]], n: int) -> list[bool]:
    """For each of ``n`` tokens, whether it is in one of ``runs``."""
    flags = [False] * n
    for start, end in runs:
        flags[start:end] = [True] * (end - start)
    return flags


def _align(kinds: list[int], texts: list[str], code: bytes, brackets: bytes,
           spaces: list[int], plain: bool = False) -> None:
    """Put the ``=`` of consecutive attribute lines in one column, then the
    comments that end consecutive lines.  ``plain``: the text is ASCII
    without CRLF, so a token's width is its length.  Only the lines that
    hold an ``=`` or a comment are looked at, found from those tokens."""
    ends = [m.start() for m in _LINE_ENDS_RE.finditer(code)]  # the newlines and comments
    n = len(kinds)
    newline = K.NEWLINE
    # Per line (by number): where it starts, and its token to align.
    equals: dict[int, tuple[int, int]] = {}
    seen: set[int] = set()
    for match in _EQUAL_RE.finditer(code):
        i = match.start()
        k = bisect_left(ends, i)
        start = ends[k - 1] + 1 if k else 0
        if i == start or k in seen:  # not after the line's first token, or not its first
            continue
        seen.add(k)
        end = n if k == len(ends) else ends[k] + (code[ends[k]] != newline)
        # What follows it on the line closes every bracket it opens and no more.
        if brackets.count(b"(", i + 1, end) == brackets.count(b")", i + 1, end):
            equals[k] = (start, i)
    _align_column(equals, texts, spaces, plain)
    comments: dict[int, tuple[int, int]] = {}
    for match in _COMMENT_RE.finditer(code):
        i = match.start()
        k = bisect_left(ends, i)
        start = ends[k - 1] + 1 if k else 0
        if i > start:
            comments[k] = (start, i)
    _align_column(comments, texts, spaces, plain)


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


# Each kind of token as a byte that tells how it changes the bracket depth.
_BRACKETS: Final = bytes(ord("(") if k in OPENERS else ord(")") if k in CLOSERS else ord(" ")
                         for k in range(256))
_LINE_ENDS_RE: Final = _kind_class(_LINE_ENDS)
_INDENT_ENDS: Final = _kind_class(_LINE_ENDS | {K.OHEREDOC})
# Line starts that keep their spaces: template text, and blank lines.
_NOT_INDENTED: Final = TEMPLATE_TEXT | {K.NEWLINE}
_EQUAL_RE: Final = _kind_class({K.EQUAL})
_COMMENT_RE: Final = _kind_class({K.COMMENT})


def _align_column(marks: dict[int, tuple[int, int]], texts: list[str], spaces: list[int],
                  plain: bool = False) -> None:
    """Pad the marked token of each run of consecutive lines that have one so
    that they line up; ``marks`` holds, in line order, each such line's
    number, start and marked token.  ``plain``: a token's width is its
    length (ASCII without CRLF)."""
    run: list[tuple[int, int]] = []
    last = -2
    for k, start_mark in [*marks.items(), (-2, (0, 0))]:
        if k == last + 1:
            run.append(start_mark)
            last = k
            continue
        if run:
            if plain:
                widths = [sum(spaces[start:mark]) + sum(map(len, texts[start:mark]))
                          for start, mark in run]
            else:
                widths = [_width(start, mark, texts, spaces) for start, mark in run]
            column = max(widths)
            for (_, mark), width in zip(run, widths):
                spaces[mark] = column - width + 1
        run = [start_mark]
        last = k


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
