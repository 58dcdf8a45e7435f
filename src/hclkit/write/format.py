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
    in_text = _template_text_flags(kinds)
    spaces = _spaces(kinds, texts, in_text)
    _indent(kinds, in_text, spaces)
    _align(kinds, texts, spaces, plain=text.isascii() and "\r\n" not in text)
    # The spaces before the end of the file stay, each as one space.
    return "".join([" " * n + t for n, t in zip(spaces, texts)]) \
        + " " * (end - (tokens[-1][2] if tokens else 0))


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


def _template_text_flags(kinds: list[int]) -> list[bool]:
    """For each token, whether it is in a template's text (outside any
    interpolation or directive): those are written as they are."""
    flags: list[bool] = []
    append = flags.append
    stack: list[int] = []
    top = _BRACE  # the innermost context (normal mode when the stack is empty)
    openers, closers = _CONTEXT_OPENERS, _CONTEXT_CLOSERS
    for kind in kinds:
        append(top <= _HEREDOC)
        if kind not in openers and kind not in closers:
            continue
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
    return flags


_CONTEXT_OPENERS: Final = frozenset({K.OQUOTE, K.OHEREDOC, K.TEMPLATE_INTERP,
                                     K.TEMPLATE_CONTROL, K.OBRACE})
_CONTEXT_CLOSERS: Final = frozenset({K.CQUOTE, K.CHEREDOC, K.TEMPLATE_SEQ_END, K.CBRACE})


def _spaces(kinds: list[int], texts: list[str], in_text: list[bool]) -> list[int]:
    """Spaces before each token (line starts get theirs from :func:`_indent`)."""
    spaces = [0] * len(kinds)
    cache = _PAIRS
    MINUS, IDENT = K.MINUS, K.IDENT
    for i in range(1, len(kinds)):
        a, b = kinds[i - 1], kinds[i]
        if in_text[i]:
            if b in _STRAY and a not in _TEXT_BEFORE_STRAY:
                spaces[i] = 1  # (bad input: as the reference writes it)
        elif a == MINUS or (a == IDENT and texts[i - 1] == "in"):
            spaces[i] = _space_in_context(kinds, texts, i)
        else:
            # Most pairs are decided by their two kinds alone: decided once.
            key = a << 8 | b
            space = cache.get(key)
            if space is None:
                space = cache[key] = _space_between(a, b)
            spaces[i] = space
    return spaces


_PAIRS: dict[int, int] = {}


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


def _indent(kinds: list[int], in_text: list[bool], spaces: list[int]) -> None:
    """Indentation of each line's first token.  Lines end at newlines, line
    comments and heredoc openers; a line that starts in a heredoc's text is
    left alone, and its brackets do not count.  A line that opens brackets
    adds one level, however many it opens; the level goes when they are all
    closed again."""
    opened: list[int] = []  # per level: how many of its brackets are still open
    n = len(kinds)
    i = 0
    while i < n:
        j = i
        net = 0
        while j < n:
            kind = kinds[j]
            if kind in OPENERS:
                net += 1
            elif kind in CLOSERS:
                net -= 1
            j += 1
            if kind in _LINE_ENDS or kind == K.OHEREDOC:
                break
        first = kinds[i]
        if not in_text[i] and first not in TEMPLATE_TEXT and first != K.NEWLINE:
            while net < 0 and opened:
                closed = min(-net, opened[-1])
                net += closed
                opened[-1] -= closed
                if opened[-1] == 0:
                    opened.pop()
            spaces[i] = 2 * len(opened)
            if net > 0:
                opened.append(net)
        i = j


def _align(kinds: list[int], texts: list[str], spaces: list[int], plain: bool = False) -> None:
    """Put the ``=`` of consecutive attribute lines in one column, then the
    comments that end consecutive lines.  ``plain``: the text is ASCII
    without CRLF, so a token's width is its length."""
    lines = _lines(kinds)
    equal = K.EQUAL
    # (A line without ``=`` is found by a scan in C, not token by token.)
    equals = [_equals_at(kinds, start, end) if equal in kinds[start + 1:end] else -1
              for start, end in lines]
    _align_column(lines, equals, texts, spaces, plain)
    comment = K.COMMENT
    comments = [end - 1 if kinds[end - 1] == comment and end - 1 > start else -1
                for start, end in lines]
    _align_column(lines, comments, texts, spaces, plain)


def _lines(kinds: list[int]) -> list[tuple[int, int]]:
    """Lines as ``(start, end)`` token indexes, the ending newline left out
    (a line comment, which holds its newline, kept in)."""
    lines: list[tuple[int, int]] = []
    start = 0
    for i, kind in enumerate(kinds):
        if kind == K.NEWLINE:
            lines.append((start, i))
            start = i + 1
        elif kind == K.COMMENT:
            lines.append((start, i + 1))
            start = i + 1
    if start < len(kinds):
        lines.append((start, len(kinds)))
    return lines


# How each kind of token changes the bracket depth (kinds are small ints).
_DEPTH: Final = [1 if k in OPENERS else -1 if k in CLOSERS else 0 for k in range(256)]


def _equals_at(kinds: list[int], start: int, end: int) -> int:
    """The index of the line's first ``=`` (not its first token) where what
    follows it on the line closes every bracket it opens and no more; -1
    where there is none."""
    if K.EQUAL not in kinds[start + 1:end]:
        return -1
    i = kinds.index(K.EQUAL, start + 1, end)
    return i if sum(map(_DEPTH.__getitem__, kinds[i + 1:end])) == 0 else -1


def _align_column(lines: list[tuple[int, int]], marks: list[int], texts: list[str],
                  spaces: list[int], plain: bool = False) -> None:
    """Pad the token at ``marks[k]`` of each run of consecutive lines that
    have one so that they line up; -1 marks a line without.  ``plain``: a
    token's width is its length (ASCII without CRLF)."""
    run: list[int] = []
    for k in range(len(lines) + 1):
        if k < len(lines) and marks[k] >= 0:
            run.append(k)
            continue
        if run:
            if plain:
                widths = [sum(spaces[lines[r][0]:marks[r]])
                          + sum(map(len, texts[lines[r][0]:marks[r]])) for r in run]
            else:
                widths = [_width(lines[r][0], marks[r], texts, spaces) for r in run]
            column = max(widths)
            for r, width in zip(run, widths):
                spaces[marks[r]] = column - width + 1
        run = []


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
    lines = _lines(kinds)
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
