"""The native syntax's lexer: source text to tokens.

Tokens are ``(kind, start, end)`` tuples of character offsets into the
decoded source (see :mod:`hclkit.pos`).  The lexer keeps a stack of modes:
normal (expressions and structure), quoted template (``"…"``), heredoc
template (``<<EOT`` … ``EOT``), and within templates the interpolations and
directives (``${…}``, ``%{…}``) that switch back to normal mode until their
closing brace.  It never fails: what it cannot make sense of becomes an
``INVALID``/``BAD_UTF8`` token (or an unexpected one) for the parser to
report, so that one run shows every mistake.
"""

from __future__ import annotations

import enum
import re
from typing import Final

import regex

__all__ = ["Kind", "Token", "tokenize", "tokenize_template"]


class Kind(enum.IntEnum):
    EOF = 0
    NEWLINE = 1
    COMMENT = 2  # a line comment, which ends its line: it counts as a newline
    IDENT = 3
    NUMBER = 4
    OQUOTE = 5
    CQUOTE = 6
    OHEREDOC = 7
    CHEREDOC = 8
    QUOTED_LIT = 9  # literal text of a quoted template (escapes still in it)
    STRING_LIT = 10  # literal text of a heredoc template
    TEMPLATE_INTERP = 11  # ${ or ${~
    TEMPLATE_CONTROL = 12  # %{ or %{~
    TEMPLATE_SEQ_END = 13  # } or ~} closing one of those
    OBRACE = 14
    CBRACE = 15
    OBRACK = 16
    CBRACK = 17
    OPAREN = 18
    CPAREN = 19
    PLUS = 20
    MINUS = 21
    STAR = 22
    SLASH = 23
    PERCENT = 24
    EQUAL = 25
    EQUAL_OP = 26
    NOT_EQUAL = 27
    LESS_THAN = 28
    LESS_THAN_EQ = 29
    GREATER_THAN = 30
    GREATER_THAN_EQ = 31
    AND = 32
    OR = 33
    BANG = 34
    DOT = 35
    COMMA = 36
    ELLIPSIS = 37
    FAT_ARROW = 38
    QUESTION = 39
    COLON = 40
    BITWISE_AND = 41
    BITWISE_OR = 42
    BITWISE_XOR = 43
    BITWISE_NOT = 44
    APOSTROPHE = 45
    BACKTICK = 46
    SEMICOLON = 47
    QUOTED_NEWLINE = 48  # a newline inside a quoted template
    INVALID = 49
    BAD_UTF8 = 50


Token = tuple[int, int, int]  # (kind, start, end)

_OPERATORS: Final = {
    "{": Kind.OBRACE, "}": Kind.CBRACE, "[": Kind.OBRACK, "]": Kind.CBRACK,
    "(": Kind.OPAREN, ")": Kind.CPAREN, "+": Kind.PLUS, "-": Kind.MINUS, "*": Kind.STAR,
    "/": Kind.SLASH, "%": Kind.PERCENT, "=": Kind.EQUAL, "==": Kind.EQUAL_OP,
    "!=": Kind.NOT_EQUAL, "<": Kind.LESS_THAN, "<=": Kind.LESS_THAN_EQ,
    ">": Kind.GREATER_THAN, ">=": Kind.GREATER_THAN_EQ, "&&": Kind.AND, "||": Kind.OR,
    "!": Kind.BANG, ".": Kind.DOT, ",": Kind.COMMA, "...": Kind.ELLIPSIS,
    "=>": Kind.FAT_ARROW, "?": Kind.QUESTION, ":": Kind.COLON, "&": Kind.BITWISE_AND,
    "|": Kind.BITWISE_OR, "^": Kind.BITWISE_XOR, "~": Kind.BITWISE_NOT,
    "'": Kind.APOSTROPHE, "`": Kind.BACKTICK, ";": Kind.SEMICOLON,
}  # fmt: skip

# Normal mode.  Group names are the token kinds' names; "ws" and "bcomment" are skipped.
_NORMAL_PARTS: Final = [
    r"(?P<ws>[ \t]+)",
    r"(?P<NEWLINE>\r?\n)",
    r"(?P<COMMENT>(?:\#|//)[^\n]*\n?)",
    r"(?P<bcomment>/\*.*?\*/)",
    r"(?P<NUMBER>[0-9]+(?:\.[0-9]+|[eE][+-]?[0-9]+)*)",
    r"(?P<OHEREDOC><<-?{ident}\r?\n)",
    r"(?P<IDENT>{ident})",
    r"(?P<TEMPLATE_END>~\}})",
    r"(?P<OP>==|!=|<=|>=|&&|\|\||=>|\.\.\.|[-+*/%<>=!?:.,(){{}}\[\]&|^~'`;])",
    r"(?P<OQUOTE>\")",
]
_ASCII_IDENT: Final = r"[A-Za-z_][A-Za-z0-9_-]*"
# The reference's Unicode tables predate zero-width joiners in ID_Continue.
_UNICODE_IDENT: Final = r"[\p{ID_Start}_](?:(?![\u200c\u200d])[\p{ID_Continue}\-])*"
# Bytes shaped like a UTF-8 sequence that is still invalid (overlong, a
# surrogate): the reference reads them as one character it does not know.
_SHAPED: Final = re.compile(
    "[\udcc0-\udcdf][\udc80-\udcbf]|[\udce0-\udcef][\udc80-\udcbf]{2}"
    "|[\udcf0-\udcf7][\udc80-\udcbf]{3}")


def _compile(ident: str, engine: object) -> object:
    source = "|".join(_NORMAL_PARTS).format(ident=ident)
    return engine.compile(source, re.DOTALL)  # type: ignore[attr-defined]


_NORMAL_ASCII: Final = _compile(_ASCII_IDENT, re)
_NORMAL_UNICODE: Final = _compile(_UNICODE_IDENT, regex)

# Literal text of a quoted template: escapes are kept for the parser to read;
# ${ and %{ start sequences, unless written $${ and %%{.
# (Bytes shaped like UTF-8 but invalid, such as an overlong sequence, pass in
# literal text, as in the reference; other bad bytes end it.)
_SHAPED_TEXT: Final = (r"|[\udcc0-\udcdf][\udc80-\udcbf]|[\udce0-\udcef][\udc80-\udcbf]{2}"
                       r"|[\udcf0-\udcf7][\udc80-\udcbf]{3}")
_QUOTED_LIT: Final = re.compile(
    r'(?:[^"\\$%\n\r\udc80-\udcff]|\\[^\n\r]|\r(?!\n)|\$\$\{|%%\{|\$(?!\{)|%(?!\{)'
    + _SHAPED_TEXT + ")+")
# Literal text of a heredoc, one line at a time so closing markers can be seen.
_HEREDOC_LIT: Final = re.compile(r"(?:[^$%\n\udc80-\udcff]|\$\$\{|%%\{|\$(?!\{)|%(?!\{)"
                                 + _SHAPED_TEXT + r")+\n?|\n")
_SEQ_START: Final = re.compile(r"[$%]\{~?")
_BAD_UTF8: Final = re.compile(r"[\udc80-\udcff]")

# Context stack entries.
_BRACE: Final = 0  # a { of normal mode
_SEQUENCE: Final = 1  # a ${ or %{ of a template
_QUOTED: Final = 2  # inside "…"
_HEREDOC: Final = 3  # inside a heredoc (marker kept alongside)


_NEVER: Final = re.compile(r"(?!)")


def tokenize_template(src: str) -> list[Token]:
    """All tokens of ``src`` read as a standalone template (no delimiters)."""
    return tokenize(src, template=True)


def tokenize(src: str, template: bool = False) -> list[Token]:
    """All tokens of ``src``, ending with an ``EOF`` token."""
    normal = _NORMAL_ASCII if src.isascii() else _NORMAL_UNICODE
    match = normal.match  # type: ignore[attr-defined]
    ops = _OPERATORS
    tokens: list[Token] = []
    append = tokens.append
    # Each entry: (context, heredoc closing-marker pattern or None).  A
    # standalone template is a heredoc that never closes.
    stack: list[tuple[int, re.Pattern[str] | None]] = [(_HEREDOC, _NEVER)] if template else []
    pos = 0
    n = len(src)
    NEWLINE, COMMENT, NUMBER, IDENT = Kind.NEWLINE, Kind.COMMENT, Kind.NUMBER, Kind.IDENT
    while pos < n:
        top = stack[-1][0] if stack else _BRACE
        if top == _QUOTED:
            pos = _scan_quoted(src, pos, tokens, stack)
            continue
        if top == _HEREDOC:
            pos = _scan_heredoc(src, pos, tokens, stack)
            continue
        m = match(src, pos)
        if m is None:
            ch = src[pos]
            if "\udc80" <= ch <= "\udcff":
                shaped = _SHAPED.match(src, pos)
                if shaped is not None:
                    append((Kind.INVALID, pos, shaped.end()))
                    pos = shaped.end()
                    continue
                append((Kind.BAD_UTF8, pos, pos + 1))
            else:
                append((Kind.INVALID, pos, pos + 1))
            pos += 1
            continue
        end = m.end()
        group = m.lastgroup
        if group in ("ws", "bcomment"):
            pass
        elif group == "OP":
            text = m.group()
            kind = ops[text]
            if kind == Kind.OBRACE:
                stack.append((_BRACE, None))
            elif kind == Kind.CBRACE:
                if stack and stack[-1][0] == _SEQUENCE:
                    kind = Kind.TEMPLATE_SEQ_END
                if stack:
                    stack.pop()
            append((kind, pos, end))
        elif group == "IDENT":
            append((IDENT, pos, end))
        elif group == "NEWLINE":
            append((NEWLINE, pos, end))
        elif group == "NUMBER":
            append((NUMBER, pos, end))
        elif group == "COMMENT":
            append((COMMENT, pos, end))
        elif group == "OQUOTE":
            append((Kind.OQUOTE, pos, end))
            stack.append((_QUOTED, None))
        elif group == "TEMPLATE_END":
            if stack and stack[-1][0] == _SEQUENCE:
                stack.pop()
                append((Kind.TEMPLATE_SEQ_END, pos, end))
            else:  # a ~ then a } of its own
                append((Kind.BITWISE_NOT, pos, pos + 1))
                end = pos + 1
        else:  # OHEREDOC
            append((Kind.OHEREDOC, pos, end))
            marker = src[pos + (3 if src[pos + 2] == "-" else 2):end].rstrip("\r\n")
            closer = re.compile(r"[ \t]*" + re.escape(marker) + r"[ \t]*(?=\r?\n)")
            stack.append((_HEREDOC, closer))
        pos = end
    append((Kind.EOF, n, n))
    return tokens


def _start_sequence(src: str, pos: int, tokens: list[Token],
                    stack: list[tuple[int, re.Pattern[str] | None]]) -> int | None:
    m = _SEQ_START.match(src, pos)
    if m is None:
        return None
    kind = Kind.TEMPLATE_INTERP if src[pos] == "$" else Kind.TEMPLATE_CONTROL
    tokens.append((kind, pos, m.end()))
    stack.append((_SEQUENCE, None))
    return m.end()


def _scan_quoted(src: str, pos: int, tokens: list[Token],
                 stack: list[tuple[int, re.Pattern[str] | None]]) -> int:
    """Scan a quoted template from ``pos`` until it closes or starts a sequence."""
    n = len(src)
    while pos < n:
        m = _QUOTED_LIT.match(src, pos)
        if m is not None:
            tokens.append((Kind.QUOTED_LIT, pos, m.end()))
            pos = m.end()
            continue
        ch = src[pos]
        if ch == '"':
            tokens.append((Kind.CQUOTE, pos, pos + 1))
            stack.pop()
            return pos + 1
        started = _start_sequence(src, pos, tokens, stack)
        if started is not None:
            return started
        if ch == "\n" or src.startswith("\r\n", pos):
            end = pos + (1 if ch == "\n" else 2)
            tokens.append((Kind.QUOTED_NEWLINE, pos, end))
            pos = end
        elif "\udc80" <= ch <= "\udcff":
            tokens.append((Kind.BAD_UTF8, pos, pos + 1))
            pos += 1
        else:  # a backslash with nothing after it on the line
            tokens.append((Kind.INVALID, pos, pos + 1))
            pos += 1
    return pos


def _scan_heredoc(src: str, pos: int, tokens: list[Token],
                  stack: list[tuple[int, re.Pattern[str] | None]]) -> int:
    """Scan heredoc content from ``pos`` until it closes or starts a sequence."""
    closer = stack[-1][1]
    assert closer is not None
    n = len(src)
    line_start = pos == 0 or src[pos - 1] == "\n"  # an opening token ends with its newline
    while pos < n:
        if line_start:
            m = closer.match(src, pos)
            if m is not None:
                tokens.append((Kind.CHEREDOC, pos, m.end()))
                stack.pop()
                return m.end()
        m = _HEREDOC_LIT.match(src, pos)
        if m is not None:
            end = m.end()
            tokens.append((Kind.STRING_LIT, pos, end))
            line_start = src[end - 1] == "\n"
            pos = end
            continue
        started = _start_sequence(src, pos, tokens, stack)
        if started is not None:
            return started
        bad = _BAD_UTF8.match(src, pos)
        assert bad is not None
        tokens.append((Kind.BAD_UTF8, pos, pos + 1))
        pos += 1
        line_start = False
    return pos
