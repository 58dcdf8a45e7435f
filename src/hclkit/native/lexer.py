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

import functools
import re

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Final

__all__ = ["Kind", "Token", "expand_lines", "expression_tokens", "kind_name", "tokenize",
           "tokenize_with_problems"]


class Kind:
    """Token kinds: plain ints, not an enum, because the parser compares them
    on every token and enum member lookup costs several times more."""

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
    # A whole line of a common shape in one token, only from the parser's
    # lexing of a configuration's bodies (``tokenize_with_problems(lines=True)``):
    # see _LINE_PARTS.  Each stands for the ordinary tokens expand_lines gives.
    LINE_ATTR = 51  # name = "text" | number | name.name… then a newline or comment
    LINE_BLOCK = 52  # type "label" label { then a newline or comment
    # key = value or "key": value (and a comma) in an object constructor
    # opened by a line ``name = {`` (see _ITEM_PARTS)
    LINE_ITEM = 53
    # name = <expression> then a newline or comment, in a body, where the
    # expression is one the parser reads without a diagnostic (see
    # _expression_line): the parser keeps it unread until the attribute is
    # first asked for.  The same offsets as LINE_ATTR.
    LINE_EXPR = 54
    # key = <expression> (and a comma) in an object constructor opened by a
    # line, the expression one that reads without a diagnostic (see
    # _item_expression_line): the parser keeps it unread until the object's
    # items are first made.  The same offsets as LINE_ITEM.
    LINE_ITEM_EXPR = 55
    # type "label" label { name = value } or { } then a newline or comment,
    # in a body: a block on one line, its one attribute's value of the
    # LINE_ATTR shapes (56 and 57 are left for other line tokens).
    LINE_SHORT_BLOCK = 58


# Each kind as a module constant too, for the parsers: CPython 3.11 does not
# specialize reading a class's attribute (a type lookup every time), and
# they read kinds on every token; a module global costs next to nothing.
K_EOF: Final = Kind.EOF
K_NEWLINE: Final = Kind.NEWLINE
K_COMMENT: Final = Kind.COMMENT
K_IDENT: Final = Kind.IDENT
K_NUMBER: Final = Kind.NUMBER
K_OQUOTE: Final = Kind.OQUOTE
K_CQUOTE: Final = Kind.CQUOTE
K_OHEREDOC: Final = Kind.OHEREDOC
K_CHEREDOC: Final = Kind.CHEREDOC
K_QUOTED_LIT: Final = Kind.QUOTED_LIT
K_STRING_LIT: Final = Kind.STRING_LIT
K_TEMPLATE_INTERP: Final = Kind.TEMPLATE_INTERP
K_TEMPLATE_CONTROL: Final = Kind.TEMPLATE_CONTROL
K_TEMPLATE_SEQ_END: Final = Kind.TEMPLATE_SEQ_END
K_OBRACE: Final = Kind.OBRACE
K_CBRACE: Final = Kind.CBRACE
K_OBRACK: Final = Kind.OBRACK
K_CBRACK: Final = Kind.CBRACK
K_OPAREN: Final = Kind.OPAREN
K_CPAREN: Final = Kind.CPAREN
K_PLUS: Final = Kind.PLUS
K_MINUS: Final = Kind.MINUS
K_STAR: Final = Kind.STAR
K_SLASH: Final = Kind.SLASH
K_PERCENT: Final = Kind.PERCENT
K_EQUAL: Final = Kind.EQUAL
K_EQUAL_OP: Final = Kind.EQUAL_OP
K_NOT_EQUAL: Final = Kind.NOT_EQUAL
K_LESS_THAN: Final = Kind.LESS_THAN
K_LESS_THAN_EQ: Final = Kind.LESS_THAN_EQ
K_GREATER_THAN: Final = Kind.GREATER_THAN
K_GREATER_THAN_EQ: Final = Kind.GREATER_THAN_EQ
K_AND: Final = Kind.AND
K_OR: Final = Kind.OR
K_BANG: Final = Kind.BANG
K_DOT: Final = Kind.DOT
K_COMMA: Final = Kind.COMMA
K_ELLIPSIS: Final = Kind.ELLIPSIS
K_FAT_ARROW: Final = Kind.FAT_ARROW
K_QUESTION: Final = Kind.QUESTION
K_COLON: Final = Kind.COLON
K_BITWISE_AND: Final = Kind.BITWISE_AND
K_BITWISE_OR: Final = Kind.BITWISE_OR
K_BITWISE_XOR: Final = Kind.BITWISE_XOR
K_BITWISE_NOT: Final = Kind.BITWISE_NOT
K_APOSTROPHE: Final = Kind.APOSTROPHE
K_BACKTICK: Final = Kind.BACKTICK
K_SEMICOLON: Final = Kind.SEMICOLON
K_QUOTED_NEWLINE: Final = Kind.QUOTED_NEWLINE
K_INVALID: Final = Kind.INVALID
K_BAD_UTF8: Final = Kind.BAD_UTF8
K_LINE_ATTR: Final = Kind.LINE_ATTR
K_LINE_BLOCK: Final = Kind.LINE_BLOCK
K_LINE_ITEM: Final = Kind.LINE_ITEM
K_LINE_EXPR: Final = Kind.LINE_EXPR
K_LINE_ITEM_EXPR: Final = Kind.LINE_ITEM_EXPR
K_LINE_SHORT_BLOCK: Final = Kind.LINE_SHORT_BLOCK


def kind_name(kind: int) -> str:
    """The name of a token kind, for messages and debugging."""
    for name, value in vars(Kind).items():
        if value == kind and name.isupper():
            return name
    return str(kind)


Token = tuple[int, int, int]  # (kind, start, end)
# A LINE_ATTR or LINE_BLOCK token: the same three, then more offsets.
LineToken = tuple[int, ...]

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

# Normal mode: spaces and tabs, then one token, told apart by group number.
_NORMAL_PARTS: Final = [
    r"({ident})",  # 1: identifier (first: the most common token)
    # 2: a whole quoted string of plain text (no sequences, escapes or newlines to
    # look at): by far the most common template, worth one step.
    r'("[^"\\$%\n\r{bad}]*")',
    r"(\r?\n)",  # 3: newline
    r"([0-9]+(?:\.[0-9]+|\.?[eE][+-]?[0-9]+)*)",  # 4: number (the reference takes 1.e3 too)
    # Before punctuation, which would take their first character:
    r"((?:\#|//)[^\n]*\n?)",  # 5: line comment
    r"(/\*.*?\*/)",  # 6: block comment (skipped)
    # 7: heredoc opener (in the ASCII pattern, also the start of one whose
    # marker holds a character past ASCII, for the Unicode pattern to read)
    r"(<<-?{heredoc})",
    r"(~\}})",  # 8: closing strip marker
    # 9: punctuation of more than one character, and the rarer single ones
    r"(==|!=|<=|>=|&&|\|\||=>|\.\.\.|[-+*/%<>!?:&|^~'`;])",
    # 10: the commonest punctuation, one character each (no text to slice);
    # a group each would save the lookup but cost start-up in compiling.
    r"([=.,\[\](){{}}])",
    r"(\")",  # 11: opening quote
    # (The end of the input matches nothing: the scan then simply ends.)
    # 12: bytes shaped like a UTF-8 sequence that is still invalid (overlong, a
    # surrogate): the reference reads them as one character it does not know.
    r"({shaped})",
    # 13: in the ASCII pattern, a token that starts with, or is an ASCII
    # identifier running into, a character past ASCII (not a bad byte), for
    # the Unicode pattern to read; in that one, nothing.
    r"({nonascii})",
    r"(.)",  # 14: any other character: invalid here
]
_G_IDENT, _G_PLAIN_STRING, _G_NEWLINE, _G_NUMBER, _G_COMMENT, _G_BCOMMENT = 1, 2, 3, 4, 5, 6
_G_HEREDOC, _G_STRIP_END, _G_OP, _G_PUNCT = 7, 8, 9, 10
_G_QUOTE, _G_SHAPED, _G_NONASCII = 11, 12, 13
# The kind each group's match always is (0: it depends, or makes no token).
_GROUP_KIND: Final = (0, Kind.IDENT, 0, Kind.NEWLINE, Kind.NUMBER, Kind.COMMENT,
                      0, 0, 0, 0, 0, 0, 0, 0, 0)
_PAST_ASCII: Final = r"[^\x00-\x7f\udc80-\udcff]"
# An ASCII identifier, taken whole (possessive) and only where no character
# past ASCII continues it; one that does is read by the Unicode pattern.
_ASCII_IDENT: Final = r"[A-Za-z_][A-Za-z0-9_-]*+(?!" + _PAST_ASCII + ")"
_ASCII_HEREDOC: Final = (r"(?:[A-Za-z_][A-Za-z0-9_-]*+\r?\n|[A-Za-z0-9_-]*+(?="
                         + _PAST_ASCII + "))")
_ASCII_NONASCII: Final = r"(?:[A-Za-z_][A-Za-z0-9_-]*)?" + _PAST_ASCII
# The reference's Unicode tables predate zero-width joiners in ID_Continue.
_UNICODE_IDENT: Final = r"[\p{ID_Start}_](?:(?![\u200c\u200d])[\p{ID_Continue}\-])*"


# Bad bytes (decoded as lone surrogates), and bytes shaped like a UTF-8
# sequence that is still invalid.
_BAD_BYTES: Final = r"\udc80-\udcff"
_SHAPED: Final = (r"[\udcc0-\udcdf][\udc80-\udcbf]|[\udce0-\udcef][\udc80-\udcbf]{2}"
                  r"|[\udcf0-\udcf7][\udc80-\udcbf]{3}")


def _compile(ident: str, heredoc: str, nonascii: str, engine: object, *,
             ascii_text: bool = False) -> object:
    # Spaces taken possessively: spaces and tabs at the very end match
    # nothing (no "any character" match of a space), which ends the scan.
    source = r"[ \t]*+(?:" + "|".join(_NORMAL_PARTS).format(
        ident=ident, heredoc=heredoc, nonascii=nonascii,
        bad="" if ascii_text else _BAD_BYTES, shaped="(?!)" if ascii_text else _SHAPED) + ")"
    return engine.compile(source, re.DOTALL)  # type: ignore[attr-defined]


# Patterns are compiled when first needed, and for a text of ASCII alone
# (str.isascii() is a flag of the string, free to read) without the parts
# for other characters: character sets past U+00FF compile slowly in re
# (about half a millisecond each), a good part of a small command's start.
@functools.cache
def _normal_pattern(ascii_text: bool) -> object:
    """The normal-mode pattern for a text of ASCII alone, or for any text.

    The standard engine reads every token but those touching characters past
    ASCII outside strings and comments (rare), which the regex package's
    Unicode pattern reads one at a time: a whole file in the regex package is
    about three times slower."""
    if ascii_text:  # nothing past ASCII to look out for
        return _compile(r"[A-Za-z_][A-Za-z0-9_-]*+", r"[A-Za-z_][A-Za-z0-9_-]*+\r?\n", "(?!)",
                        re, ascii_text=True)
    return _compile(_ASCII_IDENT, _ASCII_HEREDOC, _ASCII_NONASCII, re)


# A whole line of one of the commonest shapes, tried where a line starts in
# a body (see tokenize_with_problems): one match instead of four to eight.
# Each shape ends with its newline or line comment in a group of its own,
# the last group to close, so the match's lastindex says which it is.
_TAIL: Final = r"[ \t]*+((?:\#|//)[^\n]*+\n?+|\r?\n)"  # (possessive: see _ITEM_PARTS)
# A value the fast path reads whole (the one sub-pattern for every
# context): a string of plain text (not empty), a number of digits (and
# decimals), or a variable and its attributes (not true.x, false.x or
# null.x: those are not variables).
_SCALAR: Final = (r'"[^"\\$%\n\r{bad}]++"|[0-9]++(?:\.[0-9]++)?+'
                  r"|(?!(?:true|false|null)\.){ident}(?:\.{ident})*+"
                  # a string of plain text and interpolations of variables
                  # (their attributes too; no strip markers)
                  r'|"[^"\\$%\n\r{bad}]*+(?:\$\{{[ \t]*+(?!(?:true|false|null)(?![A-Za-z0-9_-]))'
                  r'{ident}(?:\.{ident})*+[ \t]*+\}}[^"\\$%\n\r{bad}]*+)++"')
# A template's parts, within the span the line pattern checked.
_TEMPLATE_PART: Final = r"\$\{[ \t]*+([^ \t}]++)[ \t]*+\}|[^$]++"
# ... or, on the line, a tuple of those (not a for expression's [for …]), a
# call of a function with those as its arguments (no "..."), or an object
# constructor with those as its values, names or plain strings as its keys,
# separated by commas (not {for …}).
_ITEMS: Final = (r"[ \t]*+(?:(?:" + _SCALAR + r")[ \t]*+(?:,[ \t]*+(?:" + _SCALAR
                 + r")[ \t]*+)*+(?:,[ \t]*+)?+)?+")
_PAIR: Final = (r'(?:{ident}|"[^"\\$%\n\r{bad}]++")[ \t]*+(?:=(?![=>])|:)[ \t]*+(?:'
                + _SCALAR + r")[ \t]*+")
_NOT_FOR: Final = r"(?![ \t]*+for(?![A-Za-z0-9_-]))"
_VALUE: Final = (_SCALAR + r"|\[" + _NOT_FOR + _ITEMS + r"\]"
                 + r"|{ident}[ \t]*+\(" + _ITEMS + r"\)"
                 + r"|\{{" + _NOT_FOR + r"[ \t]*+(?:" + _PAIR + r"(?:,[ \t]*+" + _PAIR
                 + r")*+(?:,[ \t]*+)?+)?+\}}")
# The parts of a tuple's, call's or object's items, within the span the line
# pattern checked.
_ITEM_PART: Final = r'[ \t]*+("[^"]*+"|[^ \t,\])}}=:]++|[,\])}}=:])'
_PUNCTUATION: Final = {",": Kind.COMMA, "]": Kind.CBRACK, ")": Kind.CPAREN, "}": Kind.CBRACE,
                       "=": Kind.EQUAL, ":": Kind.COLON}
# Lines of both contexts, bodies and object constructors (groups 1-5).
_SHARED_PARTS: Final = [
    r"(\r?\n)",  # 1: a blank line
    # 2-4: a closing brace (a block's or an object's), perhaps a comma
    r"(\}})[ \t]*+(,?)" + _TAIL,
    r"((?:\#|//)[^\n]*\n?)",  # 5: a line comment
]
_LINE_PARTS: Final = [
    *_SHARED_PARTS,
    # 6-8: name = value
    r"({ident})[ \t]*+=(?![=>])[ \t]*+(" + _VALUE + ")" + _TAIL,
    # 9-11: a block's type, its labels (plain quoted text or names), then {
    r'({ident})((?:[ \t]*+(?:"[^"\\$%\n\r{bad}]*+"|{ident}))*+)[ \t]*+\{{' + _TAIL,
    # 12-14: name = { opening an object constructor (whose lines are items)
    r"({ident})[ \t]*+(=)[ \t]*+\{{" + _TAIL,
    # 15-21: a block on one line: its type, labels, {, perhaps name = value, }
    r'({ident})((?:[ \t]*+(?:"[^"\\$%\n\r{bad}]*+"|{ident}))*+)[ \t]*+(\{{)[ \t]*+'
    r"(?:({ident})[ \t]*+=(?![=>])[ \t]*+(" + _VALUE + r")[ \t]*+)?(\}})" + _TAIL,
]
_G_LINE_BLANK, _G_LINE_CLOSE, _G_LINE_COMMENT = 1, 4, 5
_G_LINE_ATTR, _G_LINE_BLOCK, _G_LINE_OPEN, _G_LINE_SHORT = 8, 11, 14, 21
# An object constructor's key: a name or a string of plain text (not empty).
_KEY: Final = r'({ident}|"[^"\\$%\n\r{bad}]++")[ \t]*+(=(?![=>])|:)[ \t]*+'
# Where a line ends an item whose value could go on (with an operator, a
# "?", "." or "[") on the next line: only when the next line (after blank
# lines and comments) starts with a name, a quote or a closing brace.
_NEXT_LINE_STARTS_ITEM: Final = r'(?=(?:[ \t]*+(?:(?:\#|//)[^\n]*+)?\r?\n)*+[ \t]*+[A-Za-z_"}}])'
_ITEM_PARTS: Final = [
    *_SHARED_PARTS,
    # 6-10: key = value, perhaps a comma
    _KEY + "(" + _VALUE + r")[ \t]*+(,)?" + _TAIL + "(?(9)|" + _NEXT_LINE_STARTS_ITEM + ")",
    # 11-13: key = { opening an object constructor
    _KEY + r"\{{" + _TAIL,
]
_G_ITEM, _G_ITEM_OPEN = 10, 13
# An object constructor whose first item is a ``for`` (or that a block
# comment hides): its lines are left to the ordinary tokens.
_FOR_FIRST: Final = (r"(?:[ \t]*+(?:(?:\#|//)[^\n]*+)?\r?\n)*+[ \t]*+"
                      r"(?:for(?![A-Za-z0-9_-])|/\*)")


@functools.cache
def pattern(source: str) -> re.Pattern[str]:
    """``source`` compiled, once: the patterns that take line tokens apart
    (_LABEL, _TEMPLATE_PART, _ITEM_PART, _FOR_FIRST) are compiled when line
    tokens are first read, not on every command's start."""
    return re.compile(source)


@functools.cache
def _line_pattern(ascii_text: bool) -> object:
    """The line shapes, for a text of ASCII alone or for any text (names of
    ASCII only: the token path reads the rest)."""
    return _compile_lines(_LINE_PARTS, ascii_text)


@functools.cache
def _item_pattern(ascii_text: bool) -> object:
    """The lines of an object constructor opened by a line (see _ITEM_PARTS)."""
    return _compile_lines(_ITEM_PARTS, ascii_text)


# Compiling the line patterns takes about 8 ms, about what line tokens save
# over a hundred kilobytes of parsing: a process reads its configuration
# with them once the texts it has parsed add up to this, so that a command
# run on one small file does not pay for them.  (Only the speed depends on
# it: the two paths build the same tree; tests/native/test_line_tokens.py.)
LINES_PAY_OFF: Final = 65_536
# Compiling the patterns that check LINE_EXPR tokens' values takes about
# 10 ms, what those tokens save over about a quarter of a megabyte (a
# tenth of the parse, where values are as varied as in the test corpus).
EXPRESSIONS_PAY_OFF: Final = 262_144
_parsed = [0]  # configuration text parsed so far in this process


def lines_pay_off(size: int) -> bool:
    """Whether to read a configuration text of ``size`` characters with
    line tokens (see :data:`LINES_PAY_OFF`); counts it towards
    :func:`expressions_pay_off`."""
    total = _parsed[0]
    if total < EXPRESSIONS_PAY_OFF:  # (a lost update between threads only delays it)
        total = _parsed[0] = total + size
    return total >= LINES_PAY_OFF


def expressions_pay_off(size: int) -> bool:
    """Whether to read a configuration text of ``size`` characters, counted
    by :func:`lines_pay_off` first, with ``LINE_EXPR`` tokens too (see
    :data:`EXPRESSIONS_PAY_OFF`)."""
    return _parsed[0] >= EXPRESSIONS_PAY_OFF or size >= EXPRESSIONS_PAY_OFF


def _line_ident(ascii_text: bool) -> str:
    """A name in the line patterns (ASCII only: the token path reads the rest)."""
    return r"[A-Za-z_][A-Za-z0-9_-]*+" if ascii_text else _ASCII_IDENT


def _compile_lines(parts: list[str], ascii_text: bool) -> object:
    return re.compile(r"[ \t]*+(?:" + "|".join(parts).format(
        ident=_line_ident(ascii_text), bad="" if ascii_text else _BAD_BYTES) + ")")


def _never(ascii_text: bool) -> object:
    return _NEVER


# Levels of brackets a LINE_EXPR value spread over lines may nest.
_EXTENT_LEVELS: Final = 5  # (the most the check reduces)


def _extent_parts() -> tuple[str, str]:
    """A string taken whole, and brackets nested at most _EXTENT_LEVELS
    deep over line breaks (line comments among them), for the extent
    patterns."""
    string = r'"(?:[^"\\\r\n]|\\.)*+"'
    # (inside brackets, line comments too)
    plain = r'(?:[^][(){}"#/]++|/(?![/*])|' + string + r"|(?:\#|//)[^\n]*+)"
    inside = plain
    for _ in range(_EXTENT_LEVELS):
        # (Any closing bracket closes any opening one: the pattern grows
        # by one copy a level, and the check refuses what does not pair.)
        bracketed = r"[\[({]" + inside + r"*+[\])}]"
        inside = "(?:" + plain + "|" + bracketed + ")"
    return string, bracketed


@functools.cache
def _expression_line(ascii_text: bool) -> object:
    """A line ``name = <value>`` (then a newline or comment): its groups
    the name, the value and the tail.  The value runs to a comment or the
    end of the line, strings taken whole (so that a "#" in one is not a
    comment), or on over line breaks inside brackets until they close
    (nested at most _EXTENT_LEVELS deep, line comments among them), or
    a heredoc to its closing marker;
    :func:`~hclkit.native.expression_check.reads_cleanly` then says
    whether it is a ``LINE_EXPR`` token's."""
    string, bracketed = _extent_parts()
    return re.compile(r"[ \t]*+(" + _line_ident(ascii_text) + r")[ \t]*+=(?![=>])[ \t]*+("
                      + _HEREDOC_VALUE + "|"
                      r'(?:[^][(){} \t"#/\r\n]++|/(?![/*])|' + string + "|" + bracketed
                      + r"|[ \t]++(?=[^ \t#/\r\n]|/(?![/*])))++)" + _TAIL)


# A heredoc as a whole value: its opening line, the lines up to the first
# that is its marker alone (which closes it, as _rare_token's closer reads
# it: spaces around, a line break after), that line's marker and spaces.
# Each line is looked at once (possessive): linear, closed or not.
_HEREDOC_VALUE: Final = (r"<<-?+([A-Za-z_][A-Za-z0-9_-]*+)\r?\n"
                         r"(?:(?![ \t]*+\3[ \t]*+\r?\n)[^\n]*+\n)*+[ \t]*+\3[ \t]*+")


@functools.cache
def _item_expression_line(ascii_text: bool) -> object:
    """An object constructor's line ``key = <value>`` or ``key: <value>``,
    perhaps a comma, then a newline or comment: its groups the key, the
    separator, the value, the comma and the tail.  The value's extent as
    :func:`_expression_line` finds it, with no comma outside brackets (an
    item's own comma ends it); without a comma, the next line must start
    an item or close the object, as for LINE_ITEM tokens (an operator there
    would continue the value)."""
    string, bracketed = _extent_parts()
    ident, bad = _line_ident(ascii_text), "" if ascii_text else _BAD_BYTES
    return re.compile(r"[ \t]*+" + _KEY.format(ident=ident, bad=bad)
                      + r'((?:[^][(){} \t",#/\r\n]++|/(?![/*])|' + string + "|" + bracketed
                      + r"|[ \t]++(?=[^ \t,#/\r\n]|/(?![/*])))++)[ \t]*+(,)?" + _TAIL
                      + "(?(4)|" + _NEXT_LINE_STARTS_ITEM.format() + ")")


@functools.cache
def _normal_unicode() -> object:
    # Unicode identifiers need the regex package's properties; it is loaded
    # when the first such token comes, not at import.
    import regex  # noqa: PLC0415

    return _compile(_UNICODE_IDENT, _UNICODE_IDENT + r"\r?\n", "(?!)", regex)


# Literal text of a quoted template: escapes are kept for the parser to read;
# ${ and %{ start sequences, unless written $${ and %%{.
# (Bytes shaped like UTF-8 but invalid, such as an overlong sequence, pass in
# literal text, as in the reference; other bad bytes end it.)
@functools.cache
def _quoted_literal(ascii_text: bool) -> re.Pattern[str]:
    """Literal text of a quoted template (for a text of ASCII alone, or any)."""
    bad, shaped = ("", "") if ascii_text else (_BAD_BYTES, "|" + _SHAPED)
    return re.compile(r'(?:[^"\\$%\n\r' + bad
                      + r']|\\[^\n\r]|\r(?!\n)|\$\$\{|%%\{|\$(?!\{)|%(?!\{)' + shaped + ")+")


_SEQ_START: Final = re.compile(r"[$%]\{~?")


@functools.cache
def _heredoc_literal(ascii_text: bool) -> re.Pattern[str]:
    """Literal text of a heredoc, one line at a time so closing markers can be seen."""
    # Compiled when the first heredoc comes (a millisecond, about 2% of a
    # small command's start-up, that a file without heredocs need not pay).
    bad, shaped = ("", "") if ascii_text else (_BAD_BYTES, "|" + _SHAPED)
    return re.compile(r"(?:[^$%\n" + bad + r"]|\$\$\{|%%\{|\$(?!\{)|%(?!\{)"
                      + shaped + r")+\n?|\n")


# Context stack entries.
_BRACE: Final = 0  # a { of normal mode
_SEQUENCE: Final = 1  # a ${ or %{ of a template
_QUOTED: Final = 2  # inside "…"
_HEREDOC: Final = 3  # inside a heredoc (marker kept alongside)


# A block's body opened by a LINE_BLOCK token, where LINE_ATTR and
# LINE_BLOCK tokens may come (below _QUOTED: not a template).
_BODY: Final = -1
# An object constructor opened by a line ``name = {``, where LINE_ITEM
# tokens may come.
_OBJECT: Final = -2


_NEVER: Final = re.compile(r"(?!)")
_BRACE_ENTRY: Final = (_BRACE, None)  # one for every brace: entries are never changed
_BODY_ENTRY: Final = (_BODY, None)
_OBJECT_ENTRY: Final = (_OBJECT, None)
# The last token before a newline in an object constructor after which the
# parser is where an item starts, or reads past the newline only to look
# for an operator, "?", "." or "[" (none of which a line item starts with):
# a term's last token, or a comma.
_ITEM_AFTER: Final = frozenset({Kind.IDENT, Kind.NUMBER, Kind.CQUOTE, Kind.CHEREDOC, Kind.CBRACK,
                                Kind.CPAREN, Kind.CBRACE, Kind.COMMA})
# A block's labels, within the span the line pattern checked.
_LABEL: Final = r'[ \t]*+("[^"]*+"|[^ \t"]++)'


def tokenize(src: str, template: bool = False) -> list[Token]:
    """All tokens of ``src``, ending with an ``EOF`` token; with ``template``,
    ``src`` is read as a standalone template (no delimiters)."""
    return tokenize_with_problems(src, template)[0]


def tokenize_with_problems(src: str, template: bool = False, lines: bool = False,
                           expressions: bool = False) -> tuple[list[Token], bool]:
    """The tokens, and whether any of them is one the parser must report.

    With ``lines`` (the configuration parser's own lexing), a line of a
    common shape where a body item can start (at the top level or in the
    body of a block opened by such a line, outside brackets) is one
    ``LINE_ATTR`` or ``LINE_BLOCK`` token; :func:`expand_lines` gives the
    ordinary tokens it stands for.  The parser takes these tokens only in
    a body; since a prefix of the file read without an error nests as the
    lexer saw it, that is where they come, and at its first error the
    parser expands the rest.  With ``expressions`` too, a body's line
    ``name = <expression>`` of the shapes :func:`_expression_line` checks
    is one ``LINE_EXPR`` token."""
    finditer = _normal_pattern(src.isascii()).finditer  # type: ignore[attr-defined]
    ops = _OPERATORS
    # (Token: line tokens are longer, which only the parser reads.)
    tokens: list[Token] = []
    append: Callable[[LineToken], None] = tokens.append  # type: ignore[assignment]
    # Each entry: (context, heredoc closing-marker pattern or None).  A
    # standalone template is a heredoc that never closes.
    stack: list[tuple[int, re.Pattern[str] | None]] = [(_HEREDOC, _NEVER)] if template else []
    problems = False
    pos = 0
    n = len(src)
    IDENT, OQUOTE, QUOTED_LIT, CQUOTE = Kind.IDENT, Kind.OQUOTE, Kind.QUOTED_LIT, Kind.CQUOTE
    OBRACE, CBRACE, BITWISE_AND = Kind.OBRACE, Kind.CBRACE, Kind.BITWISE_AND
    OBRACK, CPAREN = Kind.OBRACK, Kind.CPAREN
    LINE_ATTR, LINE_BLOCK, LINE_ITEM = Kind.LINE_ATTR, Kind.LINE_BLOCK, Kind.LINE_ITEM
    LINE_SHORT_BLOCK = Kind.LINE_SHORT_BLOCK
    NEWLINE, COMMENT = Kind.NEWLINE, Kind.COMMENT
    lines = lines and not template
    line = (_line_pattern if lines else _never)(src.isascii()).match  # type: ignore[attr-defined]
    # (Compiled when the first object constructor opens on a line.)
    item_line: Callable[[str, int], re.Match[str] | None] | None = None
    expressions = expressions and lines
    if expressions:
        # (Loaded with the first parse that may keep values unread.)
        from .expression_check import reads_cleanly  # noqa: PLC0415
    at_line = lines  # where a line starts in a body: try the line shapes
    # With ``expressions``: where the tokens of an object opened by a body's
    # line ``name = {`` start while its lines have all been line tokens
    # (else -1), and how deep the stack was there.
    whole, whole_at = -1, 0
    group_kind = _GROUP_KIND
    brace, body, obj = _BRACE_ENTRY, _BODY_ENTRY, _OBJECT_ENTRY
    item_after = _ITEM_AFTER
    brackets = 0  # ( and [ open (at any level): line tokens only where none is
    # Whether the innermost context is a template, kept up to date on every
    # push and pop so the common case (normal mode) costs one test per token.
    in_template = template
    while pos < n:
        if in_template:
            scan = _scan_quoted if stack[-1][0] == _QUOTED else _scan_heredoc
            pos, bad = scan(src, pos, tokens, stack)
            problems = problems or bad
            in_template = bool(stack) and stack[-1][0] >= _QUOTED
            continue
        # Where a line starts in a body, whole lines of the common shapes,
        # as long as they come (each a token or two).
        while at_line:
            top = stack[-1] if stack else body
            if top is body:
                lm = line(src, pos)
            elif top is obj:
                assert item_line is not None
                lm = item_line(src, pos)
            else:  # an object constructor whose first item is a for
                break
            if lm is None and expressions:
                # name = <expression> in a body, key = <expression> in an
                # object, kept whole for the parser to read later.
                kept = _kept_line(src, pos, top is body, reads_cleanly)
                if kept is not None:
                    append(kept)
                    pos = kept[2] if top is body else kept[9]
                    whole = -1  # (its value may nest deep: not in a whole object)
                    continue
            if lm is None:
                break
            group = lm.lastindex
            start, end = lm.span(group)
            if group == _G_LINE_ATTR:
                name_end = lm.end(6)
                append((LINE_ATTR, lm.start(6), end, name_end, src.find("=", name_end),
                        lm.start(7), lm.end(7), start))
            elif group == _G_ITEM:
                key_start, key_end = lm.span(6)
                append((LINE_ITEM, key_start,
                        key_start + 1 if src[key_start] == '"' else key_end, key_end,
                        lm.start(7), lm.start(8), lm.end(8), lm.start(9), start, end))
            elif group == _G_LINE_BLOCK:
                stack.append(body)
                append((LINE_BLOCK, lm.start(9), end, lm.end(9), lm.end(10),
                        src.rfind("{", 0, start), start))
            elif group == _G_LINE_SHORT:
                # (kind, start, end, type end, labels end, "{", name start,
                # name end, "=", value start, value end, "}", tail start;
                # -1 for the parts of an empty body)
                name_start, name_end = lm.span(18)
                append((LINE_SHORT_BLOCK, lm.start(15), end, lm.end(15), lm.end(16),
                        lm.start(17), name_start, name_end,
                        src.find("=", name_end) if name_start >= 0 else -1,
                        lm.start(19), lm.end(19), lm.start(20), start))
            elif group == _G_LINE_BLANK:
                append((NEWLINE, start, end))
            elif group == _G_LINE_CLOSE:
                brace_at = lm.start(2)
                append((CBRACE, brace_at, brace_at + 1))
                comma = lm.start(3)
                if lm.end(3) > comma:
                    append((Kind.COMMA, comma, comma + 1))
                append((COMMENT if src[start] != "\r" and src[start] != "\n" else NEWLINE,
                        start, end))
                if stack:  # (a block's body: at the top level, an error to report)
                    stack.pop()
                    if whole >= 0 and len(stack) == whole_at:
                        if lm.end(3) == comma:
                            # An object of item lines alone, opened by a
                            # body's line: one LINE_EXPR token for it all.
                            name, equals = tokens[whole], tokens[whole + 1]
                            value_start = tokens[whole + 2][1]
                            del tokens[whole:]
                            append((K_LINE_EXPR, name[1], end, name[2], equals[1], value_start,
                                    brace_at + 1, start))
                        whole = -1
            elif group in (_G_LINE_OPEN, _G_ITEM_OPEN):
                for_first = pattern(_FOR_FIRST).match(src, end) is not None
                if for_first and expressions:
                    # An object whose first item is a for, which the item
                    # lines leave to the ordinary tokens: its whole value
                    # kept, if it reads cleanly.
                    kept = _kept_line(src, pos, top is body, reads_cleanly)
                    if kept is not None:
                        append(kept)
                        pos = kept[2] if top is body else kept[9]
                        whole = -1
                        continue
                if whole < 0:
                    if expressions and top is body:
                        whole, whole_at = len(tokens), len(stack)
                elif len(stack) - whole_at >= _EXTENT_LEVELS:
                    whole = -1  # (read later, nested as deep as the check reads)
                # Ordinary tokens: the parser reads the constructor as ever
                # (unless it is all item lines, above; one whose first item
                # is a for is not: the line loop stops at its first item).
                _open_object(src, lm, group, append)
                if item_line is None:
                    item_line = _item_pattern(src.isascii()).match  # type: ignore[attr-defined]
                stack.append(brace if for_first else obj)
            else:
                append((COMMENT, start, end))
            pos = end
        at_line = False
        whole = -1  # (ordinary tokens come next: no object of item lines alone)
        if pos >= n:
            break
        # Normal mode: every position matches one of the groups (the last two
        # take any character), so the matches cover the text without gaps
        # until a template starts, when the loop breaks to scan it.
        for m in finditer(src, pos):
            group = m.lastindex
            start, end = m.span(group)
            kind = group_kind[group]
            if kind:
                append((kind, start, end))
                if lines and kind <= COMMENT and not brackets and (
                        not stack or stack[-1] is body
                        or (stack[-1] is obj and tokens[-2][0] in item_after)):
                    at_line = True  # a line starts in a body
                    pos = end
                    break
            elif group == _G_PUNCT:
                kind = ops[src[start]]
                if kind == OBRACE:
                    stack.append(brace)
                elif kind == CBRACE and stack:
                    if stack[-1][0] == _SEQUENCE:
                        kind = Kind.TEMPLATE_SEQ_END
                    stack.pop()
                    if stack and stack[-1][0] >= _QUOTED:
                        append((kind, start, end))
                        in_template = True
                        pos = end
                        break
                elif OBRACK <= kind <= CPAREN:  # [ ] ( ): the closing ones odd
                    if kind & 1:
                        if brackets:
                            brackets -= 1
                    else:
                        brackets += 1
                append((kind, start, end))
            elif group == _G_PLAIN_STRING:
                append((OQUOTE, start, start + 1))
                if end - start > 2:
                    append((QUOTED_LIT, start + 1, end - 1))
                append((CQUOTE, end - 1, end))
            elif group == _G_OP:
                kind = ops[src[start:end]]
                if kind >= BITWISE_AND:
                    problems = True
                append((kind, start, end))
            elif group == _G_BCOMMENT:
                pass  # skipped, like whitespace
            elif group == _G_NONASCII or (group == _G_HEREDOC and src[end - 1] != "\n"):
                # One token for the Unicode pattern to read: the scan then
                # starts again after it.
                m = _normal_unicode().match(src, start)  # type: ignore[attr-defined]
                group = m.lastindex
                start, end = m.span(group)
                if group in (_G_IDENT, _G_OP):  # an op: a "<" opening no heredoc
                    append((IDENT if group == _G_IDENT else ops[src[start:end]], start, end))
                    pos = end
                else:
                    pos, problems = _rare_token(src, group, start, end, tokens, stack, problems)
                    in_template = bool(stack) and stack[-1][0] >= _QUOTED
                break
            else:
                # Rarer tokens, each of which may change mode: continue from
                # where the helper says.
                pos, problems = _rare_token(src, group, start, end, tokens, stack, problems)
                in_template = bool(stack) and stack[-1][0] >= _QUOTED
                break
        else:
            # No token left: only spaces and tabs, if anything, to the end.
            pos = n
    append((Kind.EOF, n, n))
    return tokens, problems


def _kept_line(src: str, pos: int, in_body: bool,
               reads_cleanly: Callable[[str], bool]) -> LineToken | None:
    """The ``LINE_EXPR`` token of a body's line ``name = <expression>``
    (``in_body``), or the ``LINE_ITEM_EXPR`` token of an object's line
    ``key = <expression>``, at ``pos``, if the value reads cleanly."""
    if in_body:
        em = _expression_line(src.isascii()).match(src, pos)  # type: ignore[attr-defined]
        if em is None:
            return None
        value_start, value_end = em.span(2)
        if not reads_cleanly(src[value_start:value_end]):
            return None
        name_end = em.end(1)
        return (Kind.LINE_EXPR, em.start(1), em.end(), name_end, src.find("=", name_end),
                value_start, value_end, em.start(4))
    im = _item_expression_line(src.isascii()).match(src, pos)  # type: ignore[attr-defined]
    if im is None:
        return None
    value_start, value_end = im.span(3)
    if not reads_cleanly(src[value_start:value_end]):
        return None
    key_start, key_end = im.span(1)
    return (Kind.LINE_ITEM_EXPR, key_start, key_start + 1 if src[key_start] == '"' else key_end,
            key_end, im.start(2), value_start, value_end, im.start(4), *im.span(5))


def expand_lines(src: str, tokens: Sequence[LineToken]) -> list[Token]:
    """``tokens`` with each ``LINE_ATTR`` and ``LINE_BLOCK`` token replaced
    by the ordinary tokens it stands for."""
    out: list[Token] = []
    append = out.append
    for tok in tokens:
        if tok[0] >= Kind.LINE_ATTR:
            _expand(src, tok, append)
        else:
            append(tok)  # type: ignore[arg-type]
    return out


def expression_tokens(src: str, start: int, end: int) -> list[Token]:
    """The ordinary tokens of a ``LINE_EXPR`` token's value, from ``start``
    to ``end`` of ``src`` (a complete expression in normal mode: lexed on
    its own, it gives the tokens it gives in place)."""
    if src.startswith("<<", start):
        # A heredoc closes only before a line break: lexed with the one
        # after it, whose NEWLINE token is then left out.
        return [(kind, token_start + start, token_end + start)
                for kind, token_start, token_end in tokenize(src[start:end] + "\n")[:-2]]
    return [(kind, token_start + start, token_end + start)
            for kind, token_start, token_end in tokenize(src[start:end])[:-1]]


def _open_object(src: str, lm: re.Match[str], group: int,
                 append: Callable[[Token], object]) -> None:
    """The ordinary tokens of a line ``key = {`` (its groups end at ``group``)."""
    key_start, key_end = lm.span(group - 2)
    _key(src, key_start, key_end, append)
    sep = lm.start(group - 1)
    append((Kind.EQUAL if src[sep] == "=" else Kind.COLON, sep, sep + 1))
    tail, end = lm.span(group)
    brace = src.rfind("{", 0, tail)
    append((Kind.OBRACE, brace, brace + 1))
    append((Kind.COMMENT if src[tail] in "#/" else Kind.NEWLINE, tail, end))


def _key(src: str, start: int, end: int, append: Callable[[Token], object]) -> None:
    """The tokens of a name, or of a string of plain text (not empty)."""
    if src[start] == '"':
        append((Kind.OQUOTE, start, start + 1))
        append((Kind.QUOTED_LIT, start + 1, end - 1))
        append((Kind.CQUOTE, end - 1, end))
    else:
        append((Kind.IDENT, start, end))


def _value(src: str, start: int, end: int, append: Callable[[Token], object]) -> None:
    """The tokens of a value of the line shapes (see _VALUE)."""
    first = src[start]
    if src[end - 1] in "])}":  # a tuple, call or object (strings end with their quote)
        if first in "[{":
            opening = start
            append((Kind.OBRACK if first == "[" else Kind.OBRACE, start, start + 1))
        else:
            opening = src.find("(", start)
            append((Kind.IDENT, start, start + len(src[start:opening].rstrip(" \t"))))
            append((Kind.OPAREN, opening, opening + 1))
        for m in pattern(_ITEM_PART).finditer(src, opening + 1, end):
            part_start, part_end = m.span(1)
            kind = _PUNCTUATION.get(src[part_start])
            if kind is not None:
                append((kind, part_start, part_end))
            else:
                _value(src, part_start, part_end, append)
    elif first == '"':
        if src.find("$", start, end) < 0:
            _key(src, start, end, append)  # (never empty)
            return
        append((Kind.OQUOTE, start, start + 1))
        for m in pattern(_TEMPLATE_PART).finditer(src, start + 1, end - 1):
            part_start, part_end = m.span()
            if src[part_start] == "$":
                append((Kind.TEMPLATE_INTERP, part_start, part_start + 2))
                _value(src, m.start(1), m.end(1), append)
                append((Kind.TEMPLATE_SEQ_END, part_end - 1, part_end))
            else:
                append((Kind.QUOTED_LIT, part_start, part_end))
        append((Kind.CQUOTE, end - 1, end))
    elif first <= "9":
        append((Kind.NUMBER, start, end))
    else:
        at = start
        dot = src.find(".", at, end)
        while dot >= 0:
            append((Kind.IDENT, at, dot))
            append((Kind.DOT, dot, dot + 1))
            at = dot + 1
            dot = src.find(".", at, end)
        append((Kind.IDENT, at, end))


def _expand(src: str, tok: tuple[int, ...], append: Callable[[Token], object]) -> None:
    """The ordinary tokens of one line token, given to ``append``."""
    if tok[0] == Kind.LINE_ATTR or tok[0] == Kind.LINE_EXPR:
        _, start, end, name_end, eq, value_start, value_end, tail = tok
        append((Kind.IDENT, start, name_end))
        append((Kind.EQUAL, eq, eq + 1))
        if tok[0] == Kind.LINE_ATTR:
            _value(src, value_start, value_end, append)
        else:
            for token in expression_tokens(src, value_start, value_end):
                append(token)
    elif tok[0] == Kind.LINE_ITEM or tok[0] == Kind.LINE_ITEM_EXPR:
        _, start, _, key_end, sep, value_start, value_end, comma, tail, end = tok
        _key(src, start, key_end, append)
        append((Kind.EQUAL if src[sep] == "=" else Kind.COLON, sep, sep + 1))
        if tok[0] == Kind.LINE_ITEM:
            _value(src, value_start, value_end, append)
        else:
            for token in expression_tokens(src, value_start, value_end):
                append(token)
        if comma >= 0:
            append((Kind.COMMA, comma, comma + 1))
    elif tok[0] == Kind.LINE_SHORT_BLOCK:
        (_, start, end, type_end, labels_end, brace, name_start, name_end, eq, value_start,
         value_end, close, tail) = tok
        _block_opening(src, start, type_end, labels_end, brace, append)
        if name_start >= 0:
            append((Kind.IDENT, name_start, name_end))
            append((Kind.EQUAL, eq, eq + 1))
            _value(src, value_start, value_end, append)
        append((Kind.CBRACE, close, close + 1))
    else:
        _, start, end, type_end, labels_end, brace, tail = tok
        _block_opening(src, start, type_end, labels_end, brace, append)
    append((Kind.COMMENT if src[tail] in "#/" else Kind.NEWLINE, tail, end))


def _block_opening(src: str, start: int, type_end: int, labels_end: int, brace: int,
                   append: Callable[[Token], object]) -> None:
    """The tokens of a block's type, labels and opening brace."""
    append((Kind.IDENT, start, type_end))
    for m in pattern(_LABEL).finditer(src, type_end, labels_end):
        label_start, label_end = m.span(1)
        if src[label_start] == '"':
            append((Kind.OQUOTE, label_start, label_start + 1))
            if label_end - label_start > 2:
                append((Kind.QUOTED_LIT, label_start + 1, label_end - 1))
            append((Kind.CQUOTE, label_end - 1, label_end))
        else:
            append((Kind.IDENT, label_start, label_end))
    append((Kind.OBRACE, brace, brace + 1))


def _rare_token(src: str, group: int, start: int, end: int, tokens: list[Token],
                stack: list[tuple[int, re.Pattern[str] | None]],
                problems: bool) -> tuple[int, bool]:
    """Tokens for a match of ``group``; where to go on, and whether there are problems."""
    if group == _G_QUOTE:
        tokens.append((Kind.OQUOTE, start, end))
        stack.append((_QUOTED, None))
    elif group == _G_HEREDOC:
        tokens.append((Kind.OHEREDOC, start, end))
        marker = src[start + (3 if src[start + 2] == "-" else 2):end].rstrip("\r\n")
        closer = re.compile(r"[ \t]*" + re.escape(marker) + r"[ \t]*(?=\r?\n)")
        stack.append((_HEREDOC, closer))
    elif group == _G_STRIP_END:
        if stack and stack[-1][0] in (_SEQUENCE, _BRACE, _BODY, _OBJECT):
            # Inside braces too, as the reference reads it: the parser then
            # reports a misplaced strip marker, not a bitwise operator.
            stack.pop()
            tokens.append((Kind.TEMPLATE_SEQ_END, start, end))
        else:  # a ~ then a } of its own
            tokens.append((Kind.BITWISE_NOT, start, start + 1))
            return start + 1, True
    elif group == _G_SHAPED:
        tokens.append((Kind.INVALID, start, end))
        return end, True
    else:  # _G_OTHER: one character that starts no token
        ch = src[start]
        bad = "\udc80" <= ch <= "\udcff"
        tokens.append((Kind.BAD_UTF8 if bad else Kind.INVALID, start, end))
        return end, True
    return end, problems


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
                 stack: list[tuple[int, re.Pattern[str] | None]]) -> tuple[int, bool]:
    """Scan a quoted template from ``pos`` until it closes or starts a
    sequence: where it stopped, and whether it made a token to report."""
    n = len(src)
    bad = False
    literal = _quoted_literal(src.isascii()).match
    while pos < n:
        m = literal(src, pos)
        if m is not None:
            tokens.append((Kind.QUOTED_LIT, pos, m.end()))
            pos = m.end()
            continue
        ch = src[pos]
        if ch == '"':
            tokens.append((Kind.CQUOTE, pos, pos + 1))
            stack.pop()
            return pos + 1, bad
        started = _start_sequence(src, pos, tokens, stack)
        if started is not None:
            return started, bad
        bad = True
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
    return pos, bad


def _scan_heredoc(src: str, pos: int, tokens: list[Token],
                  stack: list[tuple[int, re.Pattern[str] | None]]) -> tuple[int, bool]:
    """Scan heredoc content from ``pos`` until it closes or starts a
    sequence: where it stopped, and whether it made a token to report."""
    closer = stack[-1][1]
    assert closer is not None
    n = len(src)
    line_start = pos == 0 or src[pos - 1] == "\n"  # an opening token ends with its newline
    bad = False
    literal = _heredoc_literal(src.isascii())
    while pos < n:
        if line_start:
            m = closer.match(src, pos)
            if m is not None:
                tokens.append((Kind.CHEREDOC, pos, m.end()))
                stack.pop()
                return m.end(), bad
        m = literal.match(src, pos)
        if m is not None:
            end = m.end()
            tokens.append((Kind.STRING_LIT, pos, end))
            line_start = src[end - 1] == "\n"
            pos = end
            continue
        started = _start_sequence(src, pos, tokens, stack)
        if started is not None:
            return started, bad
        assert "\udc80" <= src[pos] <= "\udcff"
        tokens.append((Kind.BAD_UTF8, pos, pos + 1))
        bad = True
        pos += 1
        line_start = False
    return pos, bad
