"""Whether an attribute's value reads without a diagnostic, told without
parsing it: what lets the configuration parser keep the value unread (a
``LINE_EXPR`` token) until its attribute is first asked for.

The check is conservative: it accepts numbers, strings (text with simple
escapes, and interpolations; no directives or strip markers), variables
with attribute steps, index steps (``a.b[0]``, ``[*]``, legacy ``.0``)
and one attribute-only splat (``.*``), calls, parentheses, tuples and
object constructors, unary and binary operators, conditionals (at the
top, and inside parentheses, tuples and calls, where line breaks may
come around operators too) and ``for`` expressions, on one line or over
lines inside brackets, nested at most five levels; and heredocs whose
interpolations read so.  It rejects the rest (directives, block comments,
anything unusual), which the parser then reads at once as ever.

It works by reduction, innermost first: each string whose interpolations
are flat, and each call, parenthesis, index step, tuple, object
constructor or ``for`` expression whose contents are flat (no brackets or
strings left in them) and well formed, becomes a placeholder character,
one level per pass, until the value is flat; then the flat value must be
well formed.  tests/native/test_expression_check.py checks that what it
accepts, the parser reads without a diagnostic and into the same tree.
"""

from __future__ import annotations

import functools
import re

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from typing import Final

__all__ = ["MAX_DEPTH", "reads_cleanly"]

# Placeholders: a term (a reduced call, parenthesis, tuple, object
# constructor or index step) and a string.  Control characters, which the
# value itself may not hold (checked first).
_TERM, _STRING = "\x01", "\x02"

_IDENT: Final = r"[A-Za-z_][A-Za-z0-9_-]*+"
_WS: Final = r"[ \t]*+"
# Spaces and line breaks, where the parser ignores line breaks.
_NL: Final = r"[ \t]*+(?:\r?\n[ \t]*+)*+"
# A number as the lexer reads it whole and the number parser takes it
# (bounded, so that it cannot be out of range); nothing glued after it.
_NUMBER: Final = r"[0-9]{1,40}+(?:\.[0-9]{1,40}+)?+(?:[eE][+-]?+[0-9]{1,4}+)?+(?![A-Za-z0-9_.])"
_OPERATOR: Final = r"(?:==|!=|<=|>=|&&|\|\||[-+*/%<>])"
# A variable or a reduced term with attribute and index steps (an index
# step reduced is a term glued to what it indexes; a legacy index .0 whose
# number the lexer cannot take further, as in .0.1 or .0e1), perhaps one
# attribute-only splat .* (a second one is an error), a string or a
# number; perhaps after one unary operator.
_STEPS: Final = r"(?:\.(?:" + _IDENT + r"|[0-9]++(?!\.[0-9]|[A-Za-z_]))|\x01)*+"
_OPERAND: Final = (r"(?:[!-]" + _WS + r")?+(?:(?:" + _IDENT + r"|\x01)" + _STEPS
                   + r"(?:\.\*" + _STEPS + r")?+|\x02|" + _NUMBER + ")")
# Operands separated by binary operators, the operand written once: each
# operand is followed by an operator and what starts the next operand, or
# by what may follow an expression (none of which an operand starts with,
# or after a space: two operands never meet, and no operator dangles).
def _sequence(space: str) -> str:
    return ("(?:" + _OPERAND + "(?:" + space + _OPERATOR + space
            + r"(?=[-!0-9A-Za-z_\x01\x02])|(?=" + _WS
            + r"(?:[,)\]}?:\r\n]|\.\.\.|=>|\Z)|[ \t]++if(?![A-Za-z0-9_-]))))++")


def _conditional(sequence: str, space: str) -> str:
    # conditionals chained at most twice (each one level of the parser's
    # nesting), on the false side
    return (sequence + "(?:" + space + r"\?" + space + sequence + space + ":" + space + sequence
            + "){0,2}+")


_SEQUENCE: Final = _sequence(_WS)
# An expression with no brackets or strings left in it, as the whole value:
# conditionals chained at most twice.  Inside object constructors, for
# expressions and interpolations, no conditionals.
_FLAT: Final = _SEQUENCE
_TOP: Final = _conditional(_SEQUENCE, _WS)
# Inside parentheses, tuples and calls (where the parser skips line
# breaks): line breaks around operators too, and conditionals.
_INNER: Final = _conditional(_sequence(_NL), _NL)
_NOT_FOR: Final = r"(?!" + _NL + r"for(?![A-Za-z0-9_-]))"
# A for expression's head, up to the colon; then its optional condition.
_NAME: Final = r"(?!(?:for|in|if)(?![A-Za-z0-9_-]))" + _IDENT
_FOR: Final = (_NL + r"for(?![A-Za-z0-9_-])" + _WS + _NAME + "(?:" + _WS + "," + _WS + _NAME
               + ")?+" + _WS + r"in(?![A-Za-z0-9_-])" + _WS + _FLAT + _WS + ":" + _NL)
_IF: Final = "(?:" + _NL + r"if(?![A-Za-z0-9_-])" + _WS + _FLAT + ")?+"
# Before a term's opening bracket: not the end of a term (there a "[" is
# an index, a "(" a call or a mistake, a "{" a mistake; a splat's ".*"
# among them) or a "." or a name's character.
_NOT_AFTER_TERM: Final = r"(?<![A-Za-z0-9_.)\]}\x01\x02-])(?<!\.\*)"
_PAIR: Final = (r"(?:" + _IDENT + r"|\x01|\x02)" + _WS + "(?:=(?![=>])|:)" + _WS + _FLAT)
# Items of a tuple or call: commas between, one after the last allowed.
# (Each item written once, followed by a comma before the next item or by
# the end of the list: the pattern compiles at half the cost.)
_ITEMS: Final = ("(?:(?:" + _INNER + "(?:" + _NL + "," + _NL + r"(?=[-!0-9A-Za-z_\x01\x02])"
                 + "|(?=" + _NL + r"(?:[)\]]|\.\.\.|," + _NL + r"[)\]]))))++")
# An object constructor's items: a comma or line breaks between.
_PAIRS: Final = ("(?:" + _PAIR + "(?:(?:" + _WS + "," + _WS + "|(?:" + _WS + ",)?+" + _WS
                 + r"(?:\r?\n" + _WS + ")++)" + _PAIR + ")*+(?:" + _WS + ",)?+)?+")

# Strings whose interpolations are flat: literal text with only escapes
# that cannot be invalid, and $${ and %%{.  (Not reduced brackets: one
# read in literal text may have hidden a line break, or a quote.)
_STRINGS: Final = (
    r'"(?:[^"\\$%\x00-\x1f\udc80-\udcff]++|\\[nrt"\\]|\$\$\{|%%\{|\$(?!\{)|%(?!\{)'
    # \u and \U escapes of a character UTF-8 can encode (not a surrogate)
    r"|\\u(?![dD][89A-Fa-f])[0-9A-Fa-f]{4}|\\U0000(?![dD][89A-Fa-f])[0-9A-Fa-f]{4}"
    r"|\\U000[1-9A-Fa-f][0-9A-Fa-f]{4}|\\U0010[0-9A-Fa-f]{4}"
    r"|\$\{" + _WS + _FLAT + _WS + r"\})*+" + '"')
# One level of brackets whose contents are flat, each alternative one
# kind; a single pass, so that each pass reduces one level of nesting.
# (Where the parser ignores line breaks, inside brackets, they may come
# around items; an object constructor's items may be separated by them.)
_BRACKETS: Final = (
    # (what each alternative starts with, first: most places start none)
    r"(?=[\[({A-Za-z_])(?:"
    # an index step, glued to the term it indexes
    + r"(?:(?<=[A-Za-z0-9_)\]}\x01-])|(?<=\.\*))\[" + _NL + _FLAT + _NL + r"\]"
    # a splat, glued to what it indexes (not after a "-" that ends no name:
    # 1-[*] is no index step, and [*] no tuple)
    + r"|(?:(?<=[A-Za-z0-9_)\]}\x01])|(?<=\.\*))\[" + _NL + r"\*" + _NL + r"\]"
    # a call: a name glued to its parenthesis; "..." after the last argument
    + "|" + _NOT_AFTER_TERM + _IDENT + r"\(" + _NL + _ITEMS + "(?:" + _NL + r"\.\.\.)?+(?:"
    + _NL + ",)?+)?+" + _NL + r"\)"
    + "|" + _NOT_AFTER_TERM + r"\(" + _NL + _INNER + _NL + r"\)"
    + "|" + _NOT_AFTER_TERM + r"\[" + _NOT_FOR + _NL + _ITEMS + "(?:" + _NL + ",)?+)?+" + _NL
    + r"\]"
    # for expressions: [for x in c : v if f], {for k, v in c : k => v... if f}
    + "|" + _NOT_AFTER_TERM + r"\[" + _FOR + _FLAT + _IF + _NL + r"\]"
    + "|" + _NOT_AFTER_TERM + r"(?<![$%])\{" + _FOR + _FLAT + _WS + "=>" + _WS + _FLAT
    + "(?:" + _WS + r"\.\.\.)?+" + _IF + _NL + r"\}"
    + "|" + _NOT_AFTER_TERM + r"(?<![$%])\{" + _NOT_FOR + _NL + _PAIRS + _NL + r"\})")

# A heredoc: its opening line, lines of text up to the first that is its
# marker alone (as the lexer closes it), then that line, last.  The text
# has no control characters but tabs and line breaks and no invalid
# bytes; its interpolations are each on one line, with no braces inside
# (so that no closing marker can hide in one, the first "}" closes it, and
# strings in it have no interpolations: they pair as in a value), and each
# must then read cleanly as a flat expression once reduced
# (_INTERPOLATIONS finds them).  Escapes are not read in
# heredocs; $${ and %%{ are text.
_CONTROL: Final = r"\x00-\x08\x0b\x0c\x0e-\x1f\x7f"
_HEREDOC: Final = (
    # (no control characters anywhere, checked first: none, the
    # placeholders among them, may pass inside an interpolation)
    r"(?![^" + _CONTROL + "]*+[" + _CONTROL + r"])<<-?+(?P<marker>[A-Za-z_][A-Za-z0-9_-]*+)\r?\n"
    r"(?:(?![ \t]*+(?P=marker)[ \t]*+\r?\n)"
    r"(?:[^$%\r\n" + _CONTROL + r"\udc80-\udcff]++|\r(?=\n)|\$\$\{|%%\{|\$(?!\{)|%(?!\{)"
    r"|\$\{[^{}\r\n]*+\})*+\n)*+[ \t]*+(?P=marker)[ \t]*+")
# A heredoc's interpolations (escaped ones passed over as the lexer does:
# the leftmost alternative at each place).
_INTERPOLATIONS: Final = r"\$\$\{|%%\{|\$\{([^{}\r\n]*+)\}"
# Never accepted: control characters but line breaks (the placeholders
# among them), what could start a heredoc, strip markers, and a quote
# inside an interpolation (strings then never nest, and reducing the
# leftmost string first pairs quotes as the lexer does).
# (A directive's %{ is no string's text, and no object constructor's "{".)
_REFUSED: Final = r'[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]|\r(?!\n)|<<|\{~|~\}|\$\{[^}]*"'

# Passes: each reduces one level of brackets and one of strings.
_PASSES: Final = 5
# The parser's nesting a value that passes can take (per level: a bracket
# or a string and its interpolation, a unary operator and two
# conditionals; generously).  The parser reads at once, where it can report
# the limit, a value in a body with less room left than this.
MAX_DEPTH: Final = 6 * (2 * _PASSES + 2)


@functools.cache
def _compiled() -> tuple[re.Pattern[str], ...]:
    # Compiled when the parser first tries a line (about 10 ms: a small
    # command never needs them).
    return (re.compile(_REFUSED), re.compile(_STRINGS), re.compile(_BRACKETS),
            re.compile(_TOP), re.compile(_HEREDOC), re.compile(_INTERPOLATIONS),
            re.compile(_WS + _FLAT + _WS), re.compile(r"(?:#|//)[^\n]*+"))


def reads_cleanly(value: str) -> bool:
    """Whether the parser reads ``value``, an attribute's whole value on
    one line, without a diagnostic (``False`` where it cannot tell)."""
    refused, strings, _, whole, heredoc, interpolations, flat, comments = _compiled()
    if value.startswith("<<"):
        if heredoc.fullmatch(value) is None:
            return False
        for m in interpolations.finditer(value):
            inside = m.group(1)
            if inside is not None:
                if refused.search(inside) is not None:
                    return False
                reduced = _reduced(inside)
                if reduced is None or flat.fullmatch(reduced) is None:
                    return False
        return True
    if refused.search(value) is not None:
        return False
    if "#" in value or "//" in value:
        # Line comments (inside brackets: the lexer's extent ends the
        # value at one outside) are line breaks to the parser.  Told apart
        # from text once every string is reduced: a string starts outside
        # comments then (left to right, each quote of the lexer's pairs
        # first), and one that starts in a comment ends there (strings
        # never span lines).  Block comments are refused (one could end
        # inside what looked like a string).
        value = strings.sub(_STRING, value)
        if "#" in value or "//" in value:
            if '"' in value or "/*" in value:
                return False
            value = comments.sub("", value)
    reduced = _reduced(value)
    return reduced is not None and whole.fullmatch(reduced) is not None


def _reduced(value: str) -> str | None:
    """``value`` with its strings and brackets reduced to placeholders, or
    ``None`` where some do not reduce (in the passes there are)."""
    strings, brackets = _compiled()[1:3]
    if '"' in value:
        value = strings.sub(_STRING, value)
    passes = 0
    while "(" in value or "[" in value or "{" in value or '"' in value:
        if passes == _PASSES:
            return None
        passes += 1
        before = value
        value = brackets.sub(_TERM, value)
        if '"' in value:
            value = strings.sub(_STRING, value)
        if value == before:
            return None
    return value
