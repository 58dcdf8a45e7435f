"""The native syntax's parser: tokens to a syntax tree, with diagnostics.

A recursive-descent parser over the tokens of :mod:`hclkit.native.lexer`.  It
reports problems as the reference does (same summaries, details and ranges,
in the same order), recovers where it can so that one run shows every
mistake, and never raises for bad input.  Nesting deeper than
:data:`MAX_DEPTH` is reported rather than overflowing Python's stack.
"""

from __future__ import annotations

from ..diagnostics import Diagnostics
from ..limits import DEFAULT_LIMITS, Limits, nesting_room
from ..model.traversal import Traversal
from ..pos import SourceMap, Span
from ..types import DYNAMIC, FALSE, NUMBER, TRUE, Value, string_value, unknown
from ..types import number as N
from .ast import ATOM_EXPR as _ATOM_EXPR
from .ast import ATOM_LITERAL as _ATOM_LITERAL
from .ast import ATOM_STRING as _ATOM_STRING
from .ast import ATOM_TEXT as _ATOM_TEXT
from .ast import NULL_LITERAL as _NULL
from .ast import (
    AnonSymbolExpr,
    Attribute,
    BinaryOpExpr,
    BlockRecord,
    Body,
    ConditionalExpr,
    Expression,
    ForExpr,
    FunctionCallExpr,
    IndexExpr,
    InvalidExpr,
    LineAttribute,
    LiteralValueExpr,
    NegatedLiteralExpr,
    ObjectConsExpr,
    ObjectConsKeyExpr,
    ParenthesesExpr,
    RelativeTraversalExpr,
    ScopeTraversalExpr,
    SplatExpr,
    TemplateExpr,
    TemplateWrapExpr,
    TupleConsExpr,
    UnaryOpExpr,
    attribute_of,
    bare_layout,
    block_record,
    compact_attribute,
    expression_of,
    nested_line_value,
    steps_of,
)
from .ast import value_atom as _value_atom
from .errors import Abort
from .lexer import (
    _ITEM_PART,
    _LABEL,
    _TEMPLATE_PART,
    K_AND,
    K_APOSTROPHE,
    K_BACKTICK,
    K_BAD_UTF8,
    K_BANG,
    K_BITWISE_AND,
    K_BITWISE_NOT,
    K_BITWISE_OR,
    K_BITWISE_XOR,
    K_CBRACE,
    K_CBRACK,
    K_CHEREDOC,
    K_COLON,
    K_COMMA,
    K_COMMENT,
    K_CPAREN,
    K_CQUOTE,
    K_DOT,
    K_ELLIPSIS,
    K_EOF,
    K_EQUAL,
    K_EQUAL_OP,
    K_FAT_ARROW,
    K_GREATER_THAN,
    K_GREATER_THAN_EQ,
    K_IDENT,
    K_INVALID,
    K_LESS_THAN,
    K_LESS_THAN_EQ,
    K_LINE_ATTR,
    K_LINE_BLOCK,
    K_LINE_EXPR,
    K_LINE_ITEM,
    K_LINE_ITEM_EXPR,
    K_LINE_SHORT_BLOCK,
    K_MINUS,
    K_NEWLINE,
    K_NOT_EQUAL,
    K_NUMBER,
    K_OBRACE,
    K_OBRACK,
    K_OHEREDOC,
    K_OPAREN,
    K_OQUOTE,
    K_OR,
    K_PERCENT,
    K_PLUS,
    K_QUESTION,
    K_QUOTED_LIT,
    K_QUOTED_NEWLINE,
    K_SEMICOLON,
    K_SLASH,
    K_STAR,
    K_TEMPLATE_CONTROL,
    K_TEMPLATE_INTERP,
    K_TEMPLATE_SEQ_END,
    LineToken,
    Token,
    expand_lines,
    expression_tokens,
    expressions_pay_off,
    lines_pay_off,
    pattern,
    tokenize_with_problems,
)
from .template import TemplateParser

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from typing import Final, NoReturn

__all__ = ["MAX_DEPTH", "Parser", "parse_config", "parse_expression", "parse_template"]

# Nested brackets, blocks, templates, conditionals and unary operators, by
# default (``Limits.max_depth``).
MAX_DEPTH: Final = DEFAULT_LIMITS.max_depth

_NEWLINES: Final = (K_NEWLINE, K_COMMENT)
_ATTRIBUTE_LINES: Final = (K_LINE_ATTR, K_LINE_EXPR)
_ITEM_LINES: Final = (K_LINE_ITEM, K_LINE_ITEM_EXPR)
# A nested LINE_ATTR value longer than this is made at once: one of its
# numbers might have more digits than a number may, which is reported.
_LONGEST_KEPT_NESTED: Final = N.MAX_DIGITS
# Tokens that can never continue an expression (newlines too, where they count).
_ENDS: Final = frozenset({K_EOF, K_COMMA, K_CBRACK, K_CBRACE, K_CPAREN, K_EQUAL, K_COLON,
                          K_FAT_ARROW, K_ELLIPSIS, K_TEMPLATE_SEQ_END})

_KEYWORD_LITERALS: Final = frozenset({"true", "false", "null"})

# Binary operators: token kind -> (precedence, operator); higher binds tighter.
_BINARY_OPS: Final[dict[int, tuple[int, str]]] = {
    K_OR: (1, "||"), K_AND: (2, "&&"), K_EQUAL_OP: (3, "=="), K_NOT_EQUAL: (3, "!="),
    K_GREATER_THAN: (4, ">"), K_GREATER_THAN_EQ: (4, ">="), K_LESS_THAN: (4, "<"),
    K_LESS_THAN_EQ: (4, "<="), K_PLUS: (5, "+"), K_MINUS: (5, "-"), K_STAR: (6, "*"),
    K_SLASH: (6, "/"), K_PERCENT: (6, "%"),
}

_SCANNER_PROBLEMS: Final[dict[int, tuple[str, str]]] = {
    K_INVALID: ("Invalid character", "This character is not used within the language."),
    K_BAD_UTF8: ("Invalid character encoding",
                 "All input files must be UTF-8 encoded. Ensure that UTF-8 encoding is "
                 "selected in your editor."),
    K_APOSTROPHE: ("Invalid character",
                   'Single quotes are not valid. Use double quotes (") to enclose strings.'),
    K_BACKTICK: ("Invalid character",
                 'The "`" character is not valid. To create a multi-line string, use the '
                 '"heredoc" syntax, like "<<EOT".'),
    K_SEMICOLON: ("Invalid character",
                  'The ";" character is not valid. Use newlines to separate arguments and '
                  "blocks, and commas to separate items in collection values."),
    K_BITWISE_AND: ("Unsupported operator",
                    'Bitwise operators are not supported. Did you mean boolean AND ("&&")?'),
    K_BITWISE_OR: ("Unsupported operator",
                   'Bitwise operators are not supported. Did you mean boolean OR ("||")?'),
    K_BITWISE_NOT: ("Unsupported operator",
                    'Bitwise operators are not supported. Did you mean boolean NOT ("!")?'),
    K_BITWISE_XOR: ("Unsupported operator", "Bitwise operators are not supported."),
    K_QUOTED_NEWLINE: ("Invalid multi-line string",
                       "Quoted strings may not be split over multiple lines. To produce a "
                       "multi-line string, either use the \\n escape to represent a newline "
                       'character or use the "heredoc" multi-line template syntax.'),
}

# What the reference reports at its first occurrence only: its message is
# about the habit (semicolons, backticks), and nothing past a file's first
# invalid byte is reported (see _after_bad_encoding).
_ONCE_A_FILE: Final = frozenset({K_SEMICOLON, K_BACKTICK, K_BAD_UTF8})

_CURLY_QUOTES: Final = "\u201c\u201d"
_CURLY_QUOTE_PROBLEM: Final = (
    "Invalid character",
    '"Curly quotes" are not valid here. These can sometimes be inadvertently introduced when '
    'sharing code via documents or discussion forums. It might help to replace the character '
    'with a "straight quote".')

INVALID_EXPRESSION: Final = ("Invalid expression",
                             "Expected the start of an expression, but found an invalid "
                             "expression token.")
MISSING_EXPRESSION: Final = ("Missing expression",
                             "Expected the start of an expression, but found the end of the file.")
_UNTERMINATED_CALL: Final = ("Unterminated function call",
                             "There is no closing parenthesis for this function call before the "
                             "end of the file. This may be caused by incorrect parethesis nesting "
                             "elsewhere in this file.")


class _Leave:
    """The way back out of :meth:`Parser.inside`."""

    __slots__ = ("p",)

    def __init__(self, p: Parser) -> None:
        self.p = p

    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: object) -> None:
        self.p.pop_newlines()
        self.p.leave()


class _TokenBoundaries:
    """Where the tokens of a text start and end (what columns are counted
    between), made again from the text when a position on a line that is
    not ASCII is first asked for.  Keeping the tokens for it instead would
    hold them as long as the tree (several times the text's size), and a
    closure over them would not pickle."""

    __slots__ = ("src", "template")

    def __init__(self, src: str, template: bool) -> None:
        self.src = src
        self.template = template

    def __call__(self) -> list[int]:
        tokens = tokenize_with_problems(self.src, self.template)[0]
        return sorted({x for tok in tokens for x in tok[1:]})


class Parser:
    """Parses one source text; see :func:`parse_config` and friends."""

    def __init__(self, src: str, sm: SourceMap, template: bool = False,
                 limits: Limits = DEFAULT_LIMITS, lines: bool = False,
                 expressions: bool = False,
                 tokens: list[Token] | None = None) -> None:
        """``lines``: whole lines of common shapes are read as one token each
        (see :func:`~hclkit.native.lexer.tokenize_with_problems`); only for
        :meth:`parse_config`, and only where :meth:`parse_body_item` is this
        class's (a subclass that overrides it sees every item);
        ``expressions``: with ``lines``, ``name = <expression>`` lines too.
        ``tokens``: the tokens to read (ending with ``EOF``), part of
        ``src``, instead of all of it."""
        self.src = src
        self.sm = sm
        self.limits = limits
        # Levels of nesting allowed: the limit, or less if the caller's stack
        # leaves less room (Python's recursion limit is never changed).
        self.max_depth = nesting_room(limits)
        self.errors_left = limits.max_diagnostics
        # A standalone template is read in template mode from the start.
        # (The attributes of line tokens are made from sm.text when read.)
        # Whether body items may be read without parse_body_item (which a
        # subclass overrides to see every item).
        self.plain = type(self).parse_body_item is Parser.parse_body_item
        tokens_given = tokens is not None
        lines = lines and not template and src is sm.text and self.plain and not tokens_given
        problems = False
        if tokens is None:
            tokens, problems = tokenize_with_problems(src, template, lines, expressions)
        if problems and lines:  # reported first: the tokens, as they stand for, from the start
            tokens, lines = expand_lines(src, tokens), False
        # Whether line tokens are left to read (none once an error is reported).
        self.lines = lines
        # The nesting room a LINE_EXPR token's value may take.
        self.expression_depth = 0
        if expressions:
            from .expression_check import MAX_DEPTH  # noqa: PLC0415

            self.expression_depth = MAX_DEPTH
        # A tuple of tuples of ints: the collector stops tracking it at its
        # first pass, where a list of the same (a quarter of a million
        # tokens a megabyte) would be walked by every full collection
        # while the tree is built.
        self.toks: tuple[Token, ...] = tuple(tokens)
        del tokens
        if not sm.text.isascii() and not tokens_given:
            sm.set_boundaries(_TokenBoundaries(src, template))
        self.i = 0
        self.diags = Diagnostics()
        self.newlines: list[bool] = [True]  # whether newlines count, innermost last
        self.nl = True  # the same, for the innermost context
        self.depth = 0
        self.abandoned = False  # nesting went too deep: the rest is not parsed
        self.templates = TemplateParser(self)
        # Each number's value, shared by its repeats (values are immutable):
        # fewer objects for the collector to track in a large file.
        self.numbers: dict[str, Value] = {}
        self.strings: dict[str, Value] = {}  # the same for literal text
        self.leaving = _Leave(self)
        if problems:
            try:  # noqa: SIM105  (contextlib would be 3M instructions of a start)
                self._scanner_problems()
            except Abort:  # too many: the parse then reads nothing
                pass

    @classmethod
    def for_line_values(cls, sm: SourceMap) -> Parser:
        """A parser that only makes the values of line tokens kept unread
        (:meth:`line_nested`, :meth:`line_template`), which report nothing:
        without the lexing and the state the token path needs, a tenth of
        the cost of a whole parser."""
        self = cls.__new__(cls)
        self.src = sm.text
        self.sm = sm
        self.limits = DEFAULT_LIMITS
        self.errors_left = DEFAULT_LIMITS.max_diagnostics
        self.lines = False
        self.diags = Diagnostics()
        self.abandoned = False
        self.numbers = {}
        self.strings = {}
        return self

    # --- tokens ----------------------------------------------------------------------------------

    def _scanner_problems(self) -> None:
        """What the lexer could not make sense of, reported first as the reference does."""
        src = self.src
        reported: set[int] = set()
        for kind, start, end in self.toks:
            problem = _SCANNER_PROBLEMS.get(kind)
            if problem is not None:
                if kind in _ONCE_A_FILE:
                    if kind in reported:
                        continue
                    reported.add(kind)
                if kind == K_INVALID and src[start] in _CURLY_QUOTES:
                    problem = _CURLY_QUOTE_PROBLEM
                self.error(problem[0], problem[1], start, end)

    def peek(self) -> Token:
        """The next token (newlines skipped where they do not count)."""
        toks, i = self.toks, self.i
        if not self.nl:
            while toks[i][0] in _NEWLINES:
                i += 1
        return toks[i]

    def read(self) -> Token:
        toks, i = self.toks, self.i
        if not self.nl:
            while toks[i][0] in _NEWLINES:
                i += 1
        tok = toks[i]
        self.i = i + 1 if tok[0] != K_EOF else i
        return tok

    def text(self, tok: Token) -> str:
        return self.src[tok[1]:tok[2]]

    def inside(self, opener: Token) -> _Leave:
        """One level deeper, inside brackets where newlines do not count:
        ``with self.inside(opener):`` comes back out however the block ends."""
        self.enter(opener[1], opener[2])
        self.push_newlines(False)
        return self.leaving

    def push_newlines(self, significant: bool) -> None:
        self.newlines.append(significant)
        self.nl = significant

    def pop_newlines(self) -> None:
        self.newlines.pop()
        self.nl = self.newlines[-1]

    def error(self, summary: str, detail: str, start: int, end: int,
              context: tuple[int, int] | None = None) -> None:
        """Report an error at ``start``-``end``; ``context`` is the construct it
        is part of (which the text form shows lines of, as the reference's does)."""
        if self.lines:
            self.expand_lines()
        if self.errors_left <= 0:
            return
        self.errors_left -= 1
        # Spans: the positions are worked out when the diagnostic is read.
        where = None if context is None else Span(self.sm, *context)
        self.diags.error(summary, detail, Span(self.sm, start, end), where)
        if self.errors_left == 0:
            self.abandoned = True
            self.diags.error("Too many errors",
                             f"Reading stopped after {self.limits.max_diagnostics} errors; "
                             "the rest of the file is not read.", Span(self.sm, start, end))
            raise Abort

    def expand_lines(self) -> None:
        """Line tokens from here on become the ordinary tokens they stand
        for (once: the first error), so that recovery reads tokens as the
        lexer would give them without lines (callers keep only indexes up
        to the current one, which stay the same; after an object's item
        line with a comma, only indexes before that line)."""
        self.lines = False
        i = self.i
        toks = self.toks
        item: LineToken = toks[i - 1] if i else toks[0]
        if i and item[0] in _ITEM_LINES and item[7] >= 0:
            # An object's item read with its comma: the ordinary tokens'
            # parser would stand at the newline after the comma (read with
            # the item when no comma came), as an error's recovery sees.
            i -= 1
            expanded = expand_lines(self.src, toks[i:])
            self.i = i + next(k for k, t in enumerate(expanded) if t[1] == item[8])
            self.toks = toks[:i] + tuple(expanded)
            return
        self.toks = toks[:i] + tuple(expand_lines(self.src, toks[i:]))

    def enter(self, start: int, end: int) -> None:
        if self.abandoned:
            raise Abort
        self.depth += 1
        if self.depth > self.max_depth:
            self.depth -= 1
            self.abandoned = True
            limit = self.max_depth
            why = "" if limit == self.limits.max_depth else \
                " (fewer than the configured limit: the caller's own stack is deep)"
            self.error("Too deeply nested",
                       f"Brackets, blocks, templates and conditionals may be nested at most "
                       f"{limit} levels deep{why}; the rest of the file is not read.",
                       start, end)
            raise Abort

    def leave(self) -> None:
        self.depth -= 1

    def recover(self, until: tuple[int, ...]) -> Token:
        """Skip tokens, over balanced brackets, up to one of ``until`` (consumed)."""
        nest = 0
        opening = (K_OBRACE, K_OBRACK, K_OPAREN, K_TEMPLATE_INTERP, K_TEMPLATE_CONTROL,
                   K_OQUOTE, K_OHEREDOC)
        closing = (K_CBRACE, K_CBRACK, K_CPAREN, K_TEMPLATE_SEQ_END, K_CQUOTE, K_CHEREDOC)
        while True:
            tok = self.toks[self.i]
            kind = tok[0]
            if kind == K_EOF:
                return tok
            self.i += 1
            if nest == 0 and kind in until:
                return tok
            if kind in opening:
                nest += 1
            elif kind in closing:
                if nest == 0:
                    if kind in until:
                        return tok
                    continue
                nest -= 1

    def recover_line(self) -> None:
        """Skip to the end of the line (over balanced brackets)."""
        self.recover((K_NEWLINE, K_COMMENT))

    def close_after_error(self) -> Token:
        """The closing brace of a one-line block that went wrong: the next one
        (consumed), or a zero-width token at the end of the file."""
        tok = self.recover((K_CBRACE,))
        return tok if tok[0] == K_CBRACE else (K_CBRACE, tok[1], tok[1])

    # --- structure -------------------------------------------------------------------------------

    def parse_config(self) -> Body:
        first = self.toks[self.i]
        start = first[1]
        if first[0] == K_COMMENT and self.src[first[2] - 1] != "\n":
            # A line comment the file ends in, with no newline, is not where
            # its body starts, as in the reference: that is the end of the file.
            start = first[2]
        try:
            attrs, blocks = self.parse_body_items(K_EOF)
        except Abort:
            attrs, blocks = {}, ()
        return Body(self.sm, 0 if start == 0 else start, len(self.src), attrs, blocks)

    def parse_body_items(self, closing: int
                         ) -> tuple[dict[str, Attribute | LineAttribute | Expression],
                                    tuple[BlockRecord, ...]]:
        """A body's attributes, kept as :func:`~hclkit.native.ast.attribute_of`
        takes them, and its blocks' records, up to ``closing``."""
        attrs: dict[str, Attribute | LineAttribute | Expression] = {}
        blocks: list[BlockRecord] = []
        src = self.src
        while not self.abandoned:
            # (self.toks read afresh: an error expands the line tokens after it.)
            tok = self.toks[self.i]
            kind = tok[0]
            item: Attribute | BlockRecord | None
            if kind in _ATTRIBUTE_LINES:
                line: LineToken = tok
                keep: bool | None
                if kind == K_LINE_EXPR:  # kept unread
                    keep = self.depth + self.expression_depth < self.max_depth or None
                else:
                    # (kept_unread, inlined: the commonest line.)
                    value_start, value_end = line[5], line[6]
                    first = src[value_start]
                    if src[value_end - 1] in "])}" or (  # (nested_line_value)
                            first == '"' and src.find("$", value_start, value_end) >= 0):
                        keep = self.nested_kept_unread(value_start, value_end)
                    else:  # (_plain_kept_unread)
                        keep = not "0" <= first <= "9" or (
                            value_end - value_start <= 150
                            and src.find(".", value_start, value_end) < 0)
                if keep is None:
                    # Perhaps too deep (a template in a tuple takes two levels,
                    # a LINE_EXPR value up to expression_depth): the ordinary
                    # tokens report it.
                    self.expand_lines()
                    continue
                self.i += 1
                if keep:
                    # Kept as the token, made an Attribute when first read.
                    name = src[line[1]:line[3]]
                    previous = attrs.get(name)
                    if previous is None:
                        attrs[name] = line
                    else:
                        self.redefined(name, previous, line[1], line[3])
                    continue
                # A tuple, call, object or template, or a number that may not parse.
                item = self.line_attribute(tok)
            elif kind in _NEWLINES:
                self.i += 1
                continue
            elif kind == K_IDENT:
                if self.plain and self.toks[self.i + 1][0] == K_EQUAL:
                    # An attribute, kept as its value where it can be (see
                    # compact_attribute) without making the Attribute.
                    self.i += 1
                    equals_at = self.toks[self.i][1]
                    value = self.attribute_value(tok)
                    if value is not None:
                        name = src[tok[1]:tok[2]]
                        previous = attrs.get(name)
                        if previous is not None:
                            self.redefined(name, previous, tok[1], tok[2])
                        elif bare_layout(src, tok[2], value.start):
                            attrs[name] = value
                        else:
                            attrs[name] = Attribute(self.sm, tok[1], value.end, name, tok[2],
                                                    equals_at, value)
                    continue
                # (Through parse_body_item, which the write layer's parser
                # overrides to see every item.)
                item = self.parse_body_item(tok)
            elif kind == K_LINE_BLOCK:
                item = self.line_block(tok)
            elif kind == K_LINE_SHORT_BLOCK:
                if self.depth + 3 >= self.max_depth:  # (the block, and a template in a tuple)
                    self.expand_lines()  # perhaps too deep: the ordinary tokens report it
                    continue
                item = self.line_short_block(tok)
            else:
                item = None
            if item is not None:
                if isinstance(item, Attribute):
                    previous = attrs.get(item.name)
                    if previous is not None:
                        self.redefined(item.name, previous, item.start, item.name_end)
                    else:
                        attrs[item.name] = compact_attribute(src, item)
                else:
                    blocks.append(item)
                continue
            if kind not in (K_IDENT, K_LINE_BLOCK):  # (those gave None: reported)
                # (A LINE_SHORT_BLOCK token never gives None.)
                if kind in (closing, K_EOF):
                    return attrs, tuple(blocks)
                self.body_item_error(tok, closing)
        return attrs, tuple(blocks)

    def redefined(self, name: str, previous: Attribute | LineAttribute | Expression,
                  start: int, name_end: int) -> None:
        """Report an attribute set again (at ``start``-``name_end``)."""
        where = attribute_of(self.sm, name, previous).name_range
        self.error("Attribute redefined",
                   f'The argument "{name}" was already set at '
                   f"{where.filename}:{where.start.line},{where.start.column}-"
                   f"{where.end.column}. Each argument may be set only once.",
                   start, name_end)

    def body_item_error(self, tok: Token, closing: int) -> None:
        """What a body item cannot start with, reported and skipped."""
        kind = tok[0]
        if kind == K_OQUOTE:
            self.error("Invalid argument name", "Argument names must not be quoted.",
                       tok[1], tok[2])
            self.recover_line()
        elif kind == K_CBRACE and closing == K_EOF:
            self.error("Argument or block definition required",
                       "An argument or block definition is required here.", tok[1], tok[2])
            self.i += 1
        else:
            self.error("Argument or block definition required",
                       "An argument or block definition is required here.", tok[1], tok[2])
            self.recover_line()

    def kept_unread(self, value_start: int, value_end: int) -> bool | None:
        """Whether a ``LINE_ATTR`` token's value is kept unread in its body
        (see :func:`~hclkit.native.ast.attribute_of`): True; made now: False;
        None where it may be too deeply nested (the ordinary tokens then say)."""
        if nested_line_value(self.src, value_start, value_end):
            return self.nested_kept_unread(value_start, value_end)
        return _plain_kept_unread(self.src, value_start, value_end)

    def nested_kept_unread(self, value_start: int, value_end: int) -> bool | None:
        """:meth:`kept_unread` for a tuple, call or object, or a template:
        kept unread like a LINE_EXPR value where those may be, when it has
        room for its two levels (a template in a tuple) and no number of
        too many digits (line shapes' numbers have no exponent), all that
        could be reported; else made now."""
        if (self.expression_depth > 0 and self.depth + 2 < self.max_depth
                and value_end - value_start <= _LONGEST_KEPT_NESTED):
            return True
        return None if self.depth + 1 >= self.max_depth else False

    def line_attribute(self, tok: tuple[int, ...]) -> Attribute:
        """The attribute of a ``LINE_ATTR`` token whose value is a tuple, call,
        object or template, or a number that
        :func:`~hclkit.native.ast._line_attribute` does not take (one with
        decimals or many digits), made as the token path makes it."""
        _, start, _, name_end, equals_at, value_start, value_end, _ = tok
        expr: Expression
        if self.src[value_end - 1] in "])}":
            expr = self.line_nested(value_start, value_end)
        elif self.src[value_start] == '"':
            expr = self.line_template(value_start, value_end)
        else:
            expr = self.number_literal((K_NUMBER, value_start, value_end))
        return Attribute(self.sm, start, value_end, self.src[start:name_end], name_end,
                         equals_at, expr)

    def line_nested(self, start: int, end: int) -> Expression:
        """A one-line tuple, call or object constructor of plain values that a
        line token holds, its items as :meth:`parse_tuple`, :meth:`parse_call`
        and :meth:`parse_object` make them (the caller saw there is room for
        one more level of nesting)."""
        src = self.src
        first = src[start]
        opening = start if first in "[{" else src.find("(", start)
        items: list[Expression | tuple[object, ...]] = []
        key = first == "{"  # (an object's parts: keys and values, alternating)
        for m in pattern(_ITEM_PART).finditer(src, opening + 1, end - 1):
            item_start, item_end = m.span(1)
            if src[item_start] not in ",=:":
                if key:
                    items.append(_value_atom(src, item_start, item_end))
                else:
                    items.append(self.line_atom(item_start, item_end))
                key = not key if first == "{" else False
        if first == "{":
            return ObjectConsExpr(self.sm, start, end, tuple(items))
        if opening == start:
            return TupleConsExpr(self.sm, start, end, tuple(items))
        name = src[start:opening].rstrip(" \t")
        return FunctionCallExpr(self.sm, start, end, name, start + len(name), tuple(items),
                                False, opening, end - 1)

    def line_template(self, start: int, end: int) -> Expression:
        """A quoted template of plain text and interpolations of variables
        that a line token holds, as :meth:`TemplateParser.parse_quoted` makes
        it (the caller saw there is room for one more level of nesting)."""
        src, sm = self.src, self.sm
        parts: list[tuple[object, ...]] = []
        for m in pattern(_TEMPLATE_PART).finditer(src, start + 1, end - 1):
            if src[m.start()] == "$":
                parts.append(_value_atom(src, m.start(1), m.end(1)))
            else:
                parts.append((_ATOM_TEXT, m.start(), m.end(), m.group()))
        if len(parts) == 1:  # one interpolation alone: its value, not a string
            return TemplateWrapExpr(sm, start, end, expression_of(sm, parts[0]))
        return TemplateExpr(sm, start, end, tuple(parts))

    def line_atom(self, start: int, end: int) -> Expression | tuple[object, ...]:
        """A plain value that a line token holds, as :meth:`parse_item` makes it."""
        if self.src[start] == '"' and self.src.find("$", start, end) >= 0:
            return self.line_template(start, end)
        if "0" <= self.src[start] <= "9":
            text = self.src[start:end]
            if text not in self.numbers:
                literal = self.number_literal((K_NUMBER, start, end))
                if text not in self.numbers:  # reported
                    return literal
            return (_ATOM_LITERAL, start, end, text)
        return _value_atom(self.src, start, end)

    def line_block(self, tok: tuple[int, ...]) -> BlockRecord | None:
        """The block a ``LINE_BLOCK`` token opens: its labels from the token,
        its body from the tokens after it."""
        self.i += 1
        _, start, _, type_end, labels_end, brace, _ = tok
        labels: list[str]
        spans: list[int]
        labels, spans = self.line_labels(type_end, labels_end) if labels_end > type_end \
            else ([], [])
        if self.abandoned or self.depth >= self.max_depth:
            try:  # noqa: SIM105  (contextlib: see __init__)
                self.enter(brace, brace + 1)  # reports too deep a block, and raises
            except Abort:
                pass
            self.i = len(self.toks) - 1
            return None
        # (enter and leave, inlined, and the general path's tests for what
        # a line token cannot be: a block is the commonest nesting.)
        self.depth += 1
        try:
            attrs, blocks = self.parse_body_items(K_CBRACE)
            if self.abandoned:
                return None
            close = self.toks[self.i]
            if close[0] == K_CBRACE and self.toks[self.i + 1][0] in _NEWLINES:
                self.i += 2
                return block_record(start, close[2], self.src[start:type_end], type_end,
                                     labels, spans, brace, attrs, blocks, close_start=close[1])
            # Unclosed, or something after the brace: reported as ever.
            return self.block_end((K_IDENT, start, type_end), labels, spans,
                                  (K_OBRACE, brace, brace + 1), attrs, blocks)
        finally:
            self.depth -= 1

    def line_labels(self, type_end: int, labels_end: int) -> tuple[list[str], list[int]]:
        """A line token's block labels (between ``type_end`` and
        ``labels_end``), and their offsets, start and end of each."""
        src = self.src
        labels: list[str] = []
        spans: list[int] = []
        for m in pattern(_LABEL).finditer(src, type_end, labels_end):
            label_start, label_end = m.span(1)
            if src[label_start] == '"':
                labels.append(src[label_start + 1:label_end - 1])
            else:
                labels.append(src[label_start:label_end])
            spans += (label_start, label_end)
        return labels, spans

    def line_short_block(self, tok: tuple[int, ...]) -> BlockRecord:
        """The block of a ``LINE_SHORT_BLOCK`` token, as :meth:`parse_block_body`
        makes a one-line block (the caller saw there is room for it)."""
        (_, start, _, type_end, labels_end, brace, name_start, name_end, equals_at,
         value_start, value_end, close, _) = tok
        self.i += 1
        labels, spans = self.line_labels(type_end, labels_end)
        src = self.src
        if name_start < 0:  # { }
            return block_record(start, close + 1, src[start:type_end], type_end, labels, spans,
                                brace, {}, (), close_start=close)
        # Its attribute, as a LINE_ATTR token's, one level down.
        line = (K_LINE_ATTR, name_start, value_end, name_end, equals_at, value_start,
                value_end, value_end)
        self.depth += 1
        try:
            keep = self.kept_unread(value_start, value_end)
        finally:
            self.depth -= 1
        item = line if keep else compact_attribute(src, self.line_attribute(line))
        return block_record(start, close + 1, src[start:type_end], type_end, labels, spans,
                            brace, {src[name_start:name_end]: item}, (), (name_start, value_end),
                            close_start=close)

    def parse_body_item(self, ident: Token) -> Attribute | BlockRecord | None:
        """An attribute or a block's record, starting at the identifier
        ``ident`` (not yet read)."""
        self.i += 1
        kind = self.toks[self.i][0]
        if kind == K_EQUAL:
            return self.parse_attribute(ident)
        if kind in (K_OQUOTE, K_IDENT, K_OBRACE):
            return self.parse_block(ident)
        self.error("Argument or block definition required",
                   "An argument or block definition is required here. To set an argument, use "
                   'the equals sign "=" to introduce the argument value.', ident[1], ident[2])
        self.recover_line()
        return None

    def parse_attribute(self, ident: Token, one_line: bool = False) -> Attribute | None:
        """``name = expr``; the name is read and ``=`` is next."""
        equals_at = self.toks[self.i][1]
        expr = self.attribute_value(ident, one_line)
        if expr is None:
            return None
        return Attribute(self.sm, ident[1], expr.end, self.src[ident[1]:ident[2]], ident[2],
                         equals_at, expr)

    def attribute_value(self, ident: Token, one_line: bool = False) -> Expression | None:
        """The value of ``name = expr`` (the name is read and ``=`` is next),
        and the newline after it unless ``one_line``; an invalid value is an
        :class:`InvalidExpr` up to the error, None if reading was given up."""
        eq_index = self.i
        self.i += 1
        try:
            expr = self.simple_expression()
            if expr is None:
                expr = self.compound_expression()
        except Abort:
            if self.abandoned:
                self.recover_line()
                return None
            # Keep the attribute, so that nothing reports it missing too: its
            # value is a stand-in from the expression's start to the error.
            first, stop = self.toks[eq_index + 1], self.toks[self.i]
            if not one_line:
                self.recover_line()
            stop_at = max(first[2], stop[2] if stop[0] != K_EOF else stop[1])
            return InvalidExpr(self.sm, first[1], stop_at)
        if one_line:
            return expr
        end = self.toks[self.i]
        if end[0] == K_NEWLINE or end[0] == K_COMMENT:
            self.i += 1
        elif end[0] == K_COMMA:
            self.error("Unexpected comma after argument",
                       "Argument definitions must be separated by newlines, not commas. An "
                       "argument definition must end with a newline.", end[1], end[2])
            self.recover_line()
        elif end[0] != K_EOF:
            self.error("Missing newline after argument",
                       "An argument definition must end with a newline.", end[1], end[2],
                       (ident[1], end[2]))
            self.recover_line()
        return expr

    def parse_block(self, ident: Token) -> BlockRecord | None:
        labels: list[str] = []
        spans: list[int] = []  # flat: start, end of each label
        while True:
            tok = self.toks[self.i]
            kind = tok[0]
            if kind == K_IDENT:
                self.i += 1
                labels.append(self.text(tok))
                spans += (tok[1], tok[2])
            elif kind == K_OQUOTE:
                label = self.parse_label()
                if label is None:
                    return None
                labels.append(label[0])
                spans += (label[1], label[2])
            elif kind == K_OBRACE:
                break
            else:
                if kind in _NEWLINES:
                    detail = ('A block definition must have block content delimited by "{" and '
                              '"}", starting on the same line as the block header.')
                elif kind == K_EQUAL:
                    detail = ('The equals sign "=" indicates an argument definition, and must '
                              "not be used when defining a block.")
                else:
                    detail = ('Either a quoted string block label or an opening brace ("{") is '
                              "expected here.")
                self.error("Invalid block definition", detail, tok[1], tok[2])
                self.recover_line()
                return None
        open_brace = self.read()
        try:
            self.enter(open_brace[1], open_brace[2])
        except Abort:
            self.i = len(self.toks) - 1
            return None
        try:
            return self.parse_block_body(ident, labels, spans, open_brace)
        finally:
            self.leave()

    def parse_label(self) -> tuple[str, int, int] | None:
        """A quoted block label: a string literal, no interpolation.

        A label with a template sequence or a bad character is reported and
        kept, as the reference keeps it: each sequence reads ``${ ... }`` (or
        ``%{ ... }``), and the label stops at a bad character.
        """
        open_quote = self.read()
        parts: list[str] = []
        stop: int | None = None  # where a label cut short by a bad character ends
        while True:
            tok = self.toks[self.i]
            kind = tok[0]
            if kind == K_QUOTED_LIT:
                self.i += 1
                if stop is None:
                    parts.append(self.templates.unescape(tok[1], tok[2]))
            elif kind == K_CQUOTE:
                self.i += 1
                return "".join(parts), open_quote[1], tok[2] if stop is None else stop
            elif kind in (K_TEMPLATE_INTERP, K_TEMPLATE_CONTROL):
                sign = "$" if kind == K_TEMPLATE_INTERP else "%"
                self.error("Invalid string literal",
                           "Template sequences are not allowed in this string. To include a "
                           f'literal "{sign}", double it (as "{sign}{sign}") to escape it.',
                           tok[1], tok[2])
                self.i += 1
                if self.recover((K_TEMPLATE_SEQ_END,))[0] == K_EOF:
                    return None
                if stop is None:
                    parts.append(sign + "{ ... }")
            elif kind in (K_BAD_UTF8, K_INVALID):
                if stop is None:
                    self.error("Invalid string literal",
                               "This item is not valid in a string literal.", tok[1], tok[2])
                    stop = tok[2]
                self.i += 1
            elif kind == K_QUOTED_NEWLINE:
                self.error("Invalid string literal",
                           "This item is not valid in a string literal.", tok[1], tok[2])
                self.recover_line()
                return None
            else:
                self.error("Unterminated string literal",
                           "Unable to find the closing quote mark before the end of the file.",
                           tok[1], tok[2])
                self.recover_line()
                return None

    def parse_block_body(self, ident: Token, labels: list[str], spans: list[int],
                         open_brace: Token) -> BlockRecord | None:
        """The body after ``open_brace`` (read); see :meth:`line_block` for
        a ``LINE_BLOCK`` token's."""
        tok = self.toks[self.i]
        kind = tok[0]
        body_span: tuple[int, int] | None = None
        if kind in _NEWLINES:
            attrs, blocks = self.parse_body_items(K_CBRACE)
            if self.abandoned:
                return None
            return self.block_end(ident, labels, spans, open_brace, attrs, blocks)
        if kind == K_CBRACE:
            self.i += 1
            attrs, blocks, close = {}, (), tok
        elif kind == K_IDENT:
            # A one-line block: at most one argument, closed on the same line.
            nxt = self.toks[self.i + 1]
            if nxt[0] != K_EQUAL:
                self.error("Argument definition required",
                           "A single-line block definition can contain only a single argument. "
                           f'If you meant to define argument "{self.text(tok)}", use an equals '
                           "sign to assign it a value. To define a nested block, place it on a "
                           "line of its own within its parent block.", tok[1], nxt[2])
                # Kept empty, closed (zero-width) where the next line starts.
                self.recover_line()
                end = self.toks[self.i][1]
                return block_record(ident[1], end, self.text(ident), ident[2], labels, spans,
                                    open_brace[1], {}, (), close_start=end)
            self.i += 1
            attr = self.parse_attribute(tok, one_line=True)
            if attr is None:
                return None
            close = self.toks[self.i]
            if isinstance(attr.expr, InvalidExpr):
                # Its error is reported; the block ends at the next closing brace.
                if close[0] == K_CBRACE:
                    self.i += 1
                close = self.close_after_error()
            elif close[0] != K_CBRACE:
                if close[0] in _NEWLINES:
                    detail = ("An argument definition on the same line as its containing block "
                              "creates a single-line block definition, which must also be closed "
                              "on the same line. Place the block's closing brace immediately "
                              "after the argument definition.")
                elif close[0] == K_COMMA:
                    detail = ("Single-line block syntax can include only one argument "
                              "definition. To define multiple arguments, use the multi-line "
                              "block syntax with one argument definition per line.")
                else:
                    detail = ("A single-line block definition must end with a closing brace "
                              "immediately after its single argument definition.")
                self.error("Invalid single-argument block definition", detail,
                           close[1], close[2])
                # Kept with its one argument, up to the next closing brace.
                close = self.close_after_error()
            else:
                self.i += 1
            attrs, blocks = {attr.name: compact_attribute(self.src, attr)}, ()
            body_span = (attr.start, attr.end)  # the reference's range for a one-line body
        else:
            self.error("Argument or block definition required",
                       "An argument or block definition is required here.", tok[1], tok[2])
            self.recover_line()
            return None
        return self.block_line_end(ident, labels, spans, open_brace, attrs, blocks, close,
                                   body_span)

    def block_end(self, ident: Token, labels: list[str], spans: list[int], open_brace: Token,
                  attrs: dict[str, Attribute | LineAttribute | Expression],
                  blocks: tuple[BlockRecord, ...]) -> BlockRecord:
        """The record of a block whose body has been read: its closing brace
        (or the end of the file, reported) and the end of its line next."""
        close = self.toks[self.i]
        if close[0] != K_CBRACE:
            if not self.diags:  # not reported when recovering from another error
                self.error("Unclosed configuration block",
                           "There is no closing brace for this block before the end of "
                           "the file. This may be caused by incorrect brace nesting "
                           "elsewhere in this file.", open_brace[1], open_brace[2])
            # Kept, with what it holds, up to the end of the file.
            end = len(self.src)
            return block_record(ident[1], end, self.text(ident), ident[2], labels, spans,
                                open_brace[1], attrs, blocks, close_start=end)
        self.i += 1
        return self.block_line_end(ident, labels, spans, open_brace, attrs, blocks, close)

    def block_line_end(self, ident: Token, labels: list[str], spans: list[int],
                       open_brace: Token,
                       attrs: dict[str, Attribute | LineAttribute | Expression],
                       blocks: tuple[BlockRecord, ...], close: Token,
                       body_span: tuple[int, int] | None = None) -> BlockRecord:
        """The record of a block closed by ``close`` (read): the newline
        after it is read, or its absence reported."""
        after = self.toks[self.i]
        if after[0] in _NEWLINES:
            self.i += 1
        elif after[0] != K_EOF:
            self.error("Missing newline after block definition",
                       "A block definition must end with a newline.", after[1], after[2],
                       (ident[1], after[2]))
            self.recover_line()
        return block_record(ident[1], close[2], self.text(ident), ident[2], labels, spans,
                            open_brace[1], attrs, blocks, body_span, close_start=close[1])

    # --- expressions -----------------------------------------------------------------------------

    def parse_expression(self) -> Expression:
        """An expression: operations, then an optional conditional."""
        simple = self.simple_expression()
        if simple is not None:
            return simple
        return self.compound_expression()

    def compound_expression(self) -> Expression:
        """An expression that :meth:`simple_expression` does not read."""
        condition = self.parse_binary(self.parse_unary(), 1)
        tok = self.peek()
        if tok[0] != K_QUESTION:
            return condition
        self.read()
        self.enter(tok[1], tok[2])
        try:
            true_result = self.parse_expression()
            colon = self.peek()
            if colon[0] != K_COLON:
                self.error("Missing false expression in conditional",
                           "The conditional operator (...?...:...) requires a false expression, "
                           "delimited by a colon.", colon[1], colon[2])
                raise Abort
            self.read()
            false_result = self.parse_expression()
        finally:
            self.leave()
        return ConditionalExpr(self.sm, condition.start, false_result.end, condition,
                               true_result, false_result)

    def simple_expression(self) -> Expression | None:
        """A lone number, identifier or plain string that nothing continues:
        most values are, and they need none of the general machinery."""
        toks, i = self.toks, self.i
        nl = self.nl
        if not nl:
            while toks[i][0] in _NEWLINES:
                i += 1
        tok = toks[i]
        kind = tok[0]
        if kind == K_OQUOTE:
            if toks[i + 1][0] != K_QUOTED_LIT or toks[i + 2][0] != K_CQUOTE:
                return None
            after = toks[i + 3][0]
        elif kind == K_IDENT:
            # A variable with attributes: ``var.a.b``.
            j = i + 1
            while toks[j][0] == K_DOT and toks[j + 1][0] == K_IDENT:
                j += 2
            after = toks[j][0]
            if j > i + 1:
                if not (after in _ENDS or (nl and after in _NEWLINES)):
                    return None
                return self.simple_traversal(i, j)
        elif kind == K_NUMBER:
            after = toks[i + 1][0]
        else:
            return None
        if not (after in _ENDS or (nl and after in _NEWLINES)):
            return None
        if kind == K_NUMBER:
            self.i = i + 1
            return self.number_literal(tok)
        if kind == K_IDENT:
            self.i = i + 1
            return self.ident_value(tok)
        return self.templates.parse_quoted_at(i)  # a quoted string of literal text

    def parse_item(self) -> Expression | tuple[object, ...]:
        """An element of a tuple, a call or an object: a lone plain string,
        number, keyword or plain reference as its atom (the node is made when
        the parent's list is first read: see :func:`.ast.expression_of`),
        anything else as :meth:`parse_expression` gives it."""
        toks, i = self.toks, self.i
        nl = self.nl
        if not nl:
            while toks[i][0] in _NEWLINES:
                i += 1
        tok = toks[i]
        kind = tok[0]
        if kind == K_OQUOTE:
            if toks[i + 1][0] != K_QUOTED_LIT or toks[i + 2][0] != K_CQUOTE:
                return self.compound_expression()
            after = toks[i + 3][0]
            if not (after in _ENDS or (after in _NEWLINES and (nl or self.ends_at(i + 3)))):
                return self.compound_expression()
            close = toks[i + 2]
            self.i = i + 3
            lit = toks[i + 1]
            return (_ATOM_STRING, tok[1], close[2], self.templates.unescape(lit[1], lit[2]))
        if kind == K_IDENT:
            j = i + 1
            while toks[j][0] == K_DOT and toks[j + 1][0] == K_IDENT:
                j += 2
            after = toks[j][0]
            if not (after in _ENDS or (after in _NEWLINES and (nl or self.ends_at(j)))):
                return self.compound_expression()
            src = self.src
            name = src[tok[1]:tok[2]]
            if name in _KEYWORD_LITERALS:
                if j > i + 1:
                    return self.compound_expression()  # ``null.a``: a relative traversal
                self.i = j
                return (_ATOM_LITERAL, tok[1], tok[2], name)
            names: list[str | int] = [name, tok[1], tok[2]]
            for k in range(i + 1, j, 2):
                dot, attr = toks[k], toks[k + 1]
                names += (src[attr[1]:attr[2]], dot[1], attr[2])
            self.i = j
            return tuple(names)
        if kind == K_NUMBER:
            after = toks[i + 1][0]
            if not (after in _ENDS or (after in _NEWLINES and (nl or self.ends_at(i + 1)))):
                return self.compound_expression()
            text = self.src[tok[1]:tok[2]]
            self.i = i + 1
            if text not in self.numbers:
                literal = self.number_literal(tok)  # reports an invalid one
                if text not in self.numbers:
                    return literal
            return (_ATOM_LITERAL, tok[1], tok[2], text)
        return self.compound_expression()

    def ends_at(self, j: int) -> bool:
        """Whether a term ends before the newline at token ``j`` where
        newlines do not count (an object's value: the newline separates it
        from the next unless an operator or ``?`` follows)."""
        toks = self.toks
        while toks[j][0] in _NEWLINES:
            j += 1
        kind = toks[j][0]
        return kind not in _BINARY_OPS and kind != K_QUESTION

    def simple_traversal(self, i: int, j: int) -> Expression | None:
        """``name.attr…`` from token ``i`` to ``j`` (exclusive), if ``name`` is a variable."""
        toks, src, sm = self.toks, self.src, self.sm
        tok = toks[i]
        name = src[tok[1]:tok[2]]
        if name in _KEYWORD_LITERALS:
            return None
        names: list[str | int] = [name, tok[1], tok[2]]
        for k in range(i + 1, j, 2):
            dot, attr = toks[k], toks[k + 1]
            names += (src[attr[1]:attr[2]], dot[1], attr[2])
        self.i = j
        return ScopeTraversalExpr.names(sm, tok[1], toks[j - 1][2], tuple(names))

    def parse_binary(self, lhs: Expression, min_precedence: int) -> Expression:
        """Binary operations after ``lhs``, by precedence climbing: operators of
        a level group to the left, higher levels bind tighter."""
        ops = _BINARY_OPS
        while True:
            op = ops.get(self.peek()[0])
            if op is None or op[0] < min_precedence:
                return lhs
            self.read()
            rhs = self.parse_unary()
            while True:
                following = ops.get(self.peek()[0])
                if following is None or following[0] <= op[0]:
                    break
                rhs = self.parse_binary(rhs, op[0] + 1)
            lhs = BinaryOpExpr(self.sm, lhs.start, rhs.end, lhs, op[1], rhs)

    def parse_unary(self) -> Expression:
        tok = self.peek()
        if tok[0] == K_MINUS or tok[0] == K_BANG:
            self.read()
            self.enter(tok[1], tok[2])
            try:
                operand = self.parse_unary()
            finally:
                self.leave()
            op = "-" if tok[0] == K_MINUS else "!"
            if (op == "-" and isinstance(operand, LiteralValueExpr) and operand.val.type is NUMBER
                    and operand.val.is_known):
                # A negative number literal is a literal, as the reference makes it.
                val = Value(NUMBER, N.negate(operand.val.as_number()))
                return NegatedLiteralExpr(self.sm, tok[1], operand.end, val)
            return UnaryOpExpr(self.sm, tok[1], operand.end, op, operand)
        return self.parse_postfix(self.parse_term(tok))

    def parse_term(self, tok: Token) -> Expression:
        """The term starting at ``tok``, the next token (peeked, not read)."""
        kind = tok[0]
        if kind == K_NUMBER:
            self.read()
            return self.number_literal(tok)
        if kind == K_IDENT:
            return self.parse_ident_term()
        if kind == K_OPAREN:
            return self.parse_parens()
        if kind == K_OQUOTE:
            return self.templates.parse_quoted()
        if kind == K_OHEREDOC:
            return self.templates.parse_heredoc()
        if kind == K_OBRACK:
            return self.parse_tuple()
        if kind == K_OBRACE:
            return self.parse_object()
        if kind == K_EOF:
            self.error(*MISSING_EXPRESSION, tok[1], tok[2])
        else:
            self.error(*INVALID_EXPRESSION, tok[1], tok[2])
        raise Abort

    def string(self, text: str) -> Value:
        """The string ``text``, one value for all its repeats in the file."""
        val = self.strings.get(text)
        if val is None:
            val = self.strings[text] = string_value(text)
        return val

    def number_literal(self, tok: Token) -> LiteralValueExpr:
        text = self.text(tok)
        val = self.numbers.get(text)
        if val is None:
            try:
                value = N.parse(text)
            except (ValueError, N.NumberError):
                self.error("Invalid number literal",
                           "Failed to recognize the value of this number literal.", tok[1], tok[2])
                return LiteralValueExpr(self.sm, tok[1], tok[2], unknown(NUMBER))
            val = self.numbers[text] = Value(NUMBER, value)
        return LiteralValueExpr(self.sm, tok[1], tok[2], val)

    def parse_ident_term(self) -> Expression:
        tok = self.read()
        if self.toks[self.i][0] == K_OPAREN:
            return self.parse_call(tok, self.text(tok))
        return self.ident_value(tok)

    def ident_value(self, tok: Token) -> Expression:
        """``true``, ``false``, ``null``, or a variable."""
        name = self.src[tok[1]:tok[2]]
        if name == "true":
            return LiteralValueExpr(self.sm, tok[1], tok[2], TRUE)
        if name == "false":
            return LiteralValueExpr(self.sm, tok[1], tok[2], FALSE)
        if name == "null":
            return LiteralValueExpr(self.sm, tok[1], tok[2], _NULL)
        return ScopeTraversalExpr.names(self.sm, tok[1], tok[2], (name, tok[1], tok[2]))

    def parse_parens(self) -> Expression:
        open_paren = self.read()
        with self.inside(open_paren):
            inner = self.parse_expression()
            close = self.peek()
            if close[0] != K_CPAREN:
                self.error("Unbalanced parentheses",
                           "Expected a closing parenthesis to terminate the expression.",
                           close[1], close[2], (open_paren[1], close[2]))
                raise Abort
            self.read()
        return ParenthesesExpr(self.sm, open_paren[1], close[2], inner)

    def parse_call(self, name_tok: Token, name: str) -> Expression:
        open_paren = self.read()
        args: list[Expression | tuple[object, ...]] = []
        expand_final = False
        ellipsis: Token | None = None
        with self.inside(open_paren):
            while True:
                tok = self.peek()
                if tok[0] == K_CPAREN:
                    break
                if ellipsis is not None:
                    self.error("Missing closing parenthesis",
                               "An expanded function argument (with ...) must be immediately "
                               "followed by closing parentheses.", ellipsis[1], ellipsis[2])
                    raise Abort
                args.append(self.parse_item())
                tok = self.peek()
                if tok[0] == K_ELLIPSIS:
                    ellipsis = self.read()
                    expand_final = True
                    tok = self.peek()
                if tok[0] == K_COMMA:
                    self.read()
                    continue
                if tok[0] == K_CPAREN:
                    break
                if tok[0] == K_EOF:
                    if not self.diags:  # not reported when recovering from another error
                        self.error(*_UNTERMINATED_CALL, name_tok[1], open_paren[2])
                    raise Abort
                self.error("Missing argument separator",
                           "A comma is required to separate each function argument from the "
                           "next.", tok[1], tok[2], (name_tok[1], tok[2]))
                raise Abort
            close = self.read()
        return FunctionCallExpr(self.sm, name_tok[1], close[2], name, name_tok[2], tuple(args),
                                expand_final, open_paren[1], close[1])

    # --- postfix: attributes, indexes, splats ----------------------------------------------------

    def parse_postfix(self, expr: Expression) -> Expression:
        """Attribute access, indexes and splats after ``expr``."""
        steps: list[str | int | Value] = []  # flat: key, start, end per step
        while True:
            tok = self.toks[self.i]
            kind = tok[0]
            if kind == K_DOT:
                nxt = self.toks[self.i + 1]
                if nxt[0] == K_IDENT:
                    self.i += 2
                    steps += (self.text(nxt), tok[1], nxt[2])
                    continue
                if nxt[0] == K_NUMBER:
                    self.i += 2
                    steps += (self.legacy_index(nxt), tok[1], nxt[2])
                    continue
                if nxt[0] == K_STAR:
                    expr = self.parse_attr_splat(self.fold(expr, steps), tok, nxt)
                    steps = []
                    continue
                self.i += 1
                self.error("Invalid attribute name", "An attribute name is required after a dot.",
                           nxt[1], nxt[2])
                raise Abort
            if kind == K_OBRACK:
                nxt = self.toks[self.i + 1]
                if nxt[0] == K_STAR:
                    expr = self.parse_full_splat(self.fold(expr, steps), tok)
                    steps = []
                    continue
                key, close = self.parse_index_key(tok)
                constant = self.constant_key(key)
                if constant is not None:
                    steps += (constant, tok[1], close[2])
                    continue
                expr = self.fold(expr, steps)
                steps = []
                expr = IndexExpr(self.sm, expr.start, close[2], expr, key, tok[1])
                continue
            return self.fold(expr, steps)

    def fold(self, expr: Expression, steps: list[str | int | Value]) -> Expression:
        """``expr`` followed by constant ``steps`` (flat, as :meth:`parse_postfix` gathers them)."""
        if not steps:
            return expr
        end_offset = self.toks[self.i - 1][2]  # the last step's last token was just read
        if isinstance(expr, ScopeTraversalExpr):
            return expr.extended(end_offset, steps)
        if isinstance(expr, RelativeTraversalExpr):
            return RelativeTraversalExpr(self.sm, expr.start, end_offset, expr.source,
                                         Traversal((*expr.traversal, *steps_of(self.sm, steps))))
        return RelativeTraversalExpr(self.sm, expr.start, end_offset, expr,
                                     Traversal(steps_of(self.sm, steps)))

    def legacy_index(self, number: Token) -> Value:
        """The key of a legacy index step, ``.0``."""
        text = self.text(number)
        first = text.split(".")[0] if "." in text else None
        if first is not None:
            rest = text[len(first) + 1:]
            self.error("Invalid legacy index syntax",
                       "When using the legacy index syntax, chaining two indexes together is "
                       "not permitted. Use the proper index syntax instead, like "
                       f"[{first}][{rest}].", number[1], number[2])
            return unknown(DYNAMIC)
        try:
            return Value(NUMBER, N.parse(text))
        except (ValueError, N.NumberError):
            # A malformed number (``a.1e5e3``), or one past hclkit's limits.
            self.error("Invalid number literal",
                       "Failed to recognize the value of this number literal.",
                       number[1], number[2])
            return unknown(DYNAMIC)

    def parse_index_key(self, open_bracket: Token) -> tuple[Expression, Token]:
        self.read()
        with self.inside(open_bracket):
            key = self.parse_expression()
            close = self.peek()
            if close[0] != K_CBRACK:
                found = self.recover((K_CBRACK,))
                self.error("Missing close bracket on index",
                           "The index operator must end with a closing bracket (\"]\").",
                           found[1], found[2])
                raise Abort
            self.read()
        return key, close

    def constant_key(self, key: Expression) -> Value | None:
        """The value of an index key that is a literal (number, string, bool);
        ``-1`` is an operation to the reference, so ``x[-1]`` is not constant."""
        if isinstance(key, LiteralValueExpr) and not isinstance(key, NegatedLiteralExpr):
            return key.val
        if isinstance(key, TemplateExpr) and key.is_string_literal():
            plain = key.plain_value
            if plain is not None:
                return plain
            return self.string("".join(p.val.as_string()  # type: ignore[attr-defined]
                                       for p in key.parts))
        return None

    def parse_attr_splat(self, source: Expression, dot: Token, star: Token) -> Expression:
        """``source.*`` then attribute steps, applied to each element."""
        self.i += 2
        item = AnonSymbolExpr(self.sm, dot[1], star[2])
        steps: list[str | int | Value] = []  # flat: key, start, end per step
        while True:
            tok = self.toks[self.i]
            if tok[0] != K_DOT:
                break
            nxt = self.toks[self.i + 1]
            if nxt[0] == K_IDENT:
                self.i += 2
                steps += (self.text(nxt), tok[1], nxt[2])
            elif nxt[0] == K_NUMBER:
                self.i += 2
                steps += (self.legacy_index(nxt), tok[1], nxt[2])
            elif nxt[0] == K_STAR:
                self.error("Nested splat expression not allowed",
                           "A splat expression (*) cannot be used inside another attribute-only "
                           "splat expression.", nxt[1], nxt[2])
                raise Abort
            else:
                break
        each: Expression = item
        end = star[2]
        if steps:
            end = self.toks[self.i - 1][2]
            each = RelativeTraversalExpr(self.sm, item.start, end, item,
                                         Traversal(steps_of(self.sm, steps)))
        return SplatExpr(self.sm, source.start, end, source, each, item, dot[1], star[2])

    def parse_full_splat(self, source: Expression, open_bracket: Token) -> Expression:
        """``source[*]`` then attribute and index steps, applied to each element."""
        close = self.toks[self.i + 2]
        if close[0] != K_CBRACK:
            self.i += 2
            found = self.recover((K_CBRACK,))
            self.error("Missing close bracket on splat index",
                       'The star for a full splat operator must be immediately followed by a '
                       'closing bracket ("]").', found[1], found[2])
            raise Abort
        self.i += 3
        item = AnonSymbolExpr(self.sm, open_bracket[1], close[2])
        each: Expression = item
        each = self.parse_splat_steps(each)
        end = each.end if each is not item else close[2]
        return SplatExpr(self.sm, source.start, end, source, each, item, open_bracket[1],
                         close[2])

    def parse_splat_steps(self, item: Expression) -> Expression:
        steps: list[str | int | Value] = []  # flat: key, start, end per step
        expr = item
        while True:
            tok = self.toks[self.i]
            if tok[0] == K_DOT:
                nxt = self.toks[self.i + 1]
                if nxt[0] == K_IDENT:
                    self.i += 2
                    steps += (self.text(nxt), tok[1], nxt[2])
                    continue
                if nxt[0] == K_NUMBER:
                    self.i += 2
                    steps += (self.legacy_index(nxt), tok[1], nxt[2])
                    continue
                if nxt[0] == K_STAR:
                    # An attribute-only splat inside a full splat applies to each
                    # element, and the full splat's steps go on after it (``[0]``
                    # then indexes the inner splat's result, per element).
                    self.enter(tok[1], nxt[2])
                    try:
                        expr = self.parse_attr_splat(self.fold(expr, steps), tok, nxt)
                    finally:
                        self.leave()
                    steps = []
                    continue
                break
            if tok[0] == K_OBRACK:
                if self.toks[self.i + 1][0] == K_STAR:
                    # A full splat inside a full splat applies to each element.
                    self.enter(tok[1], tok[2])
                    try:
                        return self.parse_full_splat(self.fold(expr, steps), tok)
                    finally:
                        self.leave()
                key, close = self.parse_index_key(tok)
                constant = self.constant_key(key)
                if constant is not None:
                    steps += (constant, tok[1], close[2])
                    continue
                expr = self.fold(expr, steps)
                steps = []
                expr = IndexExpr(self.sm, expr.start, close[2], expr, key, tok[1])
                continue
            break
        return self.fold(expr, steps)

    # --- collections -----------------------------------------------------------------------------

    def parse_tuple(self) -> Expression:
        open_bracket = self.read()
        with self.inside(open_bracket):
            first = self.peek()
            if first[0] == K_IDENT and self.text(first) == "for":
                return self.parse_for(open_bracket, K_CBRACK)
            exprs: list[Expression | tuple[object, ...]] = []
            while True:
                tok = self.peek()
                if tok[0] == K_CBRACK:
                    break
                exprs.append(self.parse_item())
                tok = self.peek()
                if tok[0] == K_COMMA:
                    self.read()
                    continue
                if tok[0] == K_CBRACK:
                    break
                if tok[0] == K_EOF:
                    self.unterminated("tuple", "bracket", open_bracket)
                self.error("Missing item separator",
                           "Expected a comma to mark the beginning of the next item.",
                           tok[1], tok[2], (open_bracket[1], tok[2]))
                raise Abort
            close = self.read()
        return TupleConsExpr(self.sm, open_bracket[1], close[2], tuple(exprs))

    def unterminated(self, what: str, mark: str, opener: Token) -> NoReturn:
        """The end of the file inside a tuple or object constructor."""
        self.error(f"Unterminated {what} constructor expression",
                   f"There is no corresponding closing {mark} before the end of the file. This "
                   f"may be caused by incorrect {mark} nesting elsewhere in this file.",
                   opener[1], opener[2])
        raise Abort

    def parse_object(self) -> Expression:
        open_brace = self.read()
        with self.inside(open_brace):
            first = self.peek()
            if first[0] == K_IDENT and self.text(first) == "for":
                return self.parse_for(open_brace, K_CBRACE)
            pairs: list[Expression | tuple[object, ...]] = []  # keys and values, alternating
            while True:
                tok = self.peek()
                if tok[0] == K_CBRACE:
                    break
                if tok[0] == K_LINE_ITEM:
                    line: LineToken = tok
                    if self.src[line[6] - 1] in "])}\"" and self.depth + 1 >= self.max_depth:
                        self.expand_lines()  # too deep for the value: as ordinary tokens
                        continue
                    self.line_item(line, pairs)
                    continue
                if tok[0] == K_LINE_ITEM_EXPR:
                    if self.depth + self.expression_depth >= self.max_depth:
                        # Perhaps too deep for the value: the ordinary tokens report it.
                        self.expand_lines()
                        continue
                    self.line_item(tok, pairs)
                    continue
                key = self.parse_object_key()
                sep = self.toks[self.i]  # a newline here is a missing value
                if sep[0] not in (K_EQUAL, K_COLON):
                    if sep[0] == K_EOF:
                        self.unterminated("object", "brace", open_brace)
                    if sep[0] in (K_COMMA, K_NEWLINE, K_COMMENT):
                        self.error("Missing attribute value",
                                   "Expected an attribute value, introduced by an equals sign "
                                   '("=").', sep[1], sep[2])
                    else:
                        detail = ('Expected an equals sign ("=") to mark the beginning of the '
                                  "attribute value.")
                        wrapped = expression_of(self.sm, key)
                        if isinstance(wrapped, ObjectConsKeyExpr):
                            wrapped = wrapped.wrapped
                        bare = (isinstance(wrapped, ScopeTraversalExpr)
                                and len(wrapped.traversal) == 1)
                        if sep[0] == K_IDENT and not bare:
                            detail += (" If you intended to given an attribute name containing "
                                       "periods or spaces, write the name in quotes to create a "
                                       "string literal.")
                        self.error("Missing key/value separator", detail, sep[1], sep[2],
                                   (open_brace[1], sep[2]))
                    raise Abort
                self.read()
                value = self.parse_item()
                pairs += (key, value)
                tok = self.toks[self.i]  # a newline separates attributes
                if tok[0] in (K_COMMA, K_NEWLINE, K_COMMENT):
                    self.i += 1
                    continue
                if tok[0] == K_CBRACE:
                    break
                if tok[0] == K_EOF:
                    self.unterminated("object", "brace", open_brace)
                self.error("Missing attribute separator",
                           "Expected a newline or comma to mark the beginning of the next "
                           "attribute.", tok[1], tok[2])
                raise Abort
            close = self.read()
        return ObjectConsExpr(self.sm, open_brace[1], close[2], tuple(pairs))

    def line_item(self, tok: tuple[int, ...],
                  pairs: list[Expression | tuple[object, ...]]) -> None:
        """The key and value of a ``LINE_ITEM`` token (the next token, peeked)
        added to ``pairs``, as :meth:`parse_item` makes each, and the token
        read; a ``LINE_ITEM_EXPR`` token's value as an
        :data:`~hclkit.native.ast.ATOM_EXPR` atom, read when the items are
        first made."""
        toks, i = self.toks, self.i
        while toks[i][0] in _NEWLINES:  # (newlines before it)
            i += 1
        self.i = i + 1  # (before any error, which expands the tokens after it)
        start, key_end, value_start, value_end = tok[1], tok[3], tok[5], tok[6]
        pairs.append(_value_atom(self.src, start, key_end))
        if tok[0] == K_LINE_ITEM_EXPR:
            pairs.append((_ATOM_EXPR, value_start, value_end))
        elif self.src[value_end - 1] in "])}":
            pairs.append(self.line_nested(value_start, value_end))
        else:
            pairs.append(self.line_atom(value_start, value_end))

    def parse_object_key(self) -> Expression | tuple[object, ...]:
        """A key: a bare identifier names the attribute, a parenthesised one is
        a variable (it comes wrapped, as :class:`ObjectConsExpr` wants it);
        a bare name or plain string comes as its atom."""
        if self.peek()[0] != K_OPAREN:
            return self.parse_item()
        key = self.parse_expression()
        return ObjectConsKeyExpr(self.sm, key.start, key.end, key, True)

    def parse_for_names(self, what: str, missing_in: str) -> tuple[str | None, str]:
        """``key, value in`` or ``value in`` after the ``for`` of a for
        expression or directive (``what``, as messages name it): the key and
        value variable names."""
        summary = f"Invalid 'for' {what}"
        first = self.peek()
        if first[0] != K_IDENT:
            self.error(summary, f"For {what} requires variable name after 'for'.",
                       first[1], first[2])
            raise Abort
        self.read()
        key_var: str | None = None
        value_var = self.text(first)
        tok = self.peek()
        if tok[0] == K_COMMA:
            self.read()
            second = self.peek()
            if second[0] != K_IDENT:
                self.error(summary, f"For {what} requires value variable name after comma.",
                           second[1], second[2])
                raise Abort
            self.read()
            key_var, value_var = value_var, self.text(second)
            tok = self.peek()
        if tok[0] != K_IDENT or self.text(tok) != "in":
            self.error(summary, missing_in, tok[1], tok[2])
            raise Abort
        self.read()
        return key_var, value_var

    def parse_for(self, opening: Token, closing: int) -> Expression:
        """``[for …]`` or ``{for …}``; the opening bracket is read, newlines ignored."""
        self.read()  # "for"
        key_var, value_var = self.parse_for_names(
            "expression", "For expression requires the 'in' keyword after its name declarations.")
        collection = self.parse_expression()
        colon = self.peek()
        if colon[0] != K_COLON:
            self.error("Invalid 'for' expression",
                       "For expression requires a colon after the collection expression.",
                       colon[1], colon[2])
            raise Abort
        self.read()
        # One expression, which is the key if "=>" follows; the shape is checked after.
        key_expr: Expression | None = None
        value_expr = self.parse_expression()
        tok = self.peek()
        if tok[0] == K_FAT_ARROW:
            self.read()
            key_expr = value_expr
            value_expr = self.parse_expression()
            tok = self.peek()
        ellipsis: Token | None = None
        if tok[0] == K_ELLIPSIS:
            ellipsis = self.read()
            tok = self.peek()
        cond_expr: Expression | None = None
        if tok[0] == K_IDENT and self.text(tok) == "if":
            self.read()
            cond_expr = self.parse_expression()
            tok = self.peek()
        if tok[0] != closing:
            self.error("Invalid 'for' expression",
                       "Extra characters after the end of the 'for' expression.", tok[1], tok[2],
                       (opening[1], tok[2]))
            raise Abort
        if closing == K_CBRACK:
            if key_expr is not None:
                self.error("Invalid 'for' expression",
                           "Key expression is not valid when building a tuple.",
                           key_expr.start, key_expr.end)
                raise Abort
            if ellipsis is not None:
                self.error("Invalid 'for' expression",
                           "Grouping ellipsis (...) cannot be used when building a tuple.",
                           ellipsis[1], ellipsis[2])
                raise Abort
        elif key_expr is None:
            self.error("Invalid 'for' expression",
                       "Key expression is required when building an object.",
                       value_expr.start, value_expr.end)
            raise Abort
        group = ellipsis is not None
        close = self.read()
        return ForExpr(self.sm, opening[1], close[2], key_var, value_var, collection, key_expr,
                       value_expr, cond_expr, group, opening[2], close[1])


def parse_config(src: str, sm: SourceMap, limits: Limits = DEFAULT_LIMITS,
                 eager: bool = False) -> tuple[Body, Diagnostics]:
    """A configuration's body; with ``eager``, no value kept unread (see
    :data:`~hclkit.native.lexer.Kind.LINE_EXPR`)."""
    size = len(src)
    parser = Parser(src, sm, limits=limits, lines=lines_pay_off(size),
                    expressions=not eager and expressions_pay_off(size))
    body = parser.parse_config()
    return body, _after_bad_encoding(parser.diags)


_BAD_CHARACTERS: Final = frozenset({"Invalid character encoding"})


def _after_bad_encoding(diags: Diagnostics) -> Diagnostics:
    """The reference reports nothing about a file past its first invalid
    UTF-8 byte: of what follows that, only what is at or before it (what the
    byte itself caused, like the string it ends or the expression it is
    not)."""
    for d in diags:
        if d.summary in _BAD_CHARACTERS and d.subject is not None:
            limit = d.subject.start.byte
            return Diagnostics(x for x in diags
                               if x is d or x.subject is None or (x.subject.start.byte <= limit
                               and x.summary not in _BAD_CHARACTERS))
    return diags


def _plain_kept_unread(src: str, start: int, end: int) -> bool:
    """:meth:`Parser.kept_unread` for a plain value: all are kept but a
    number with decimals or many digits, made now (see
    :func:`~hclkit.native.ast._line_attribute`)."""
    return not "0" <= src[start] <= "9" or (end - start <= 150 and src.find(".", start, end) < 0)


def line_shape_value(sm: SourceMap, start: int, end: int) -> Expression:
    """The value of a ``LINE_ATTR`` token that is a tuple, call, object
    constructor or template, from ``start`` to ``end`` of the text, which
    :meth:`Parser.parse_body_items` kept unread; made when its attribute is
    first asked for, as the parser would have made it (it saw there was
    nothing to report)."""
    parser = Parser.for_line_values(sm)
    if sm.text[end - 1] in "])}":
        return parser.line_nested(start, end)
    return parser.line_template(start, end)


def line_value(sm: SourceMap, start: int, end: int) -> Expression:
    """The value of a ``LINE_EXPR`` token, from ``start`` to ``end`` of the
    text, read when its attribute is first asked for (or of a
    ``LINE_ITEM_EXPR`` token, when its object's items are first made).  The lexer checked
    that it reads without a diagnostic (tests/native/test_expression_check.py);
    should one come all the same, its value is an :class:`InvalidExpr`
    rather than an exception out of a read."""
    parser = Parser(sm.text, sm, tokens=[*expression_tokens(sm.text, start, end),
                                         (K_EOF, end, end)])
    try:
        expr = parser.parse_expression()
    except Abort:
        return InvalidExpr(sm, start, end)
    if parser.diags or parser.toks[parser.i][0] != K_EOF:
        return InvalidExpr(sm, start, end)
    return expr


def parse_expression(src: str, sm: SourceMap, limits: Limits = DEFAULT_LIMITS
                     ) -> tuple[Expression | None, Diagnostics]:
    parser = Parser(src, sm, limits=limits)
    parser.push_newlines(False)
    try:
        expr: Expression | None = parser.parse_expression()
        tok = parser.peek()
        if tok[0] != K_EOF:
            parser.error("Extra characters after expression",
                         "An expression was successfully parsed, but extra characters were "
                         "found after it.", tok[1], tok[2])
    except Abort:
        expr = None
    return expr, parser.diags


def parse_template(src: str, sm: SourceMap, limits: Limits = DEFAULT_LIMITS
                   ) -> tuple[Expression | None, Diagnostics]:
    parser = Parser(src, sm, template=True, limits=limits)
    try:
        expr: Expression | None = parser.templates.parse_standalone()
    except Abort:
        expr = None
    return expr, parser.diags


__all__ += ["INVALID_EXPRESSION", "Abort"]
