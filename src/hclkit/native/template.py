"""Templates of the native syntax: quoted strings, heredocs and standalone templates.

A template is parsed in two steps: first a flat list of items (literal text,
interpolations, directive markers), then the directives are matched up into
``if`` and ``for`` structures.  Strip markers (``~``) trim the literal text
next to them, heredocs opened with ``<<-`` lose their common indentation, and
a template that is a single interpolation unwraps to its expression.
"""

from __future__ import annotations

import functools
import re

from .._record import Record
from .ast import (
    ATOM_TEXT,
    ConditionalExpr,
    Expression,
    ForExpr,
    LiteralValueExpr,
    TemplateExpr,
    TemplateJoinExpr,
    TemplateWrapExpr,
    atom_of,
)
from .errors import Abort
from .lexer import (
    K_CHEREDOC,
    K_CQUOTE,
    K_EOF,
    K_IDENT,
    K_INVALID,
    K_OQUOTE,
    K_QUOTED_LIT,
    K_QUOTED_NEWLINE,
    K_STRING_LIT,
    K_TEMPLATE_CONTROL,
    K_TEMPLATE_INTERP,
    K_TEMPLATE_SEQ_END,
)

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from typing import Final

    from .parser import Parser


_SIMPLE_ESCAPES: Final = {"n": "\n", "r": "\r", "t": "\t", '"': '"', "\\": "\\"}


# Compiled when text with an escape first needs them: most strings have none,
# and compiling them costs a small run a million instructions.
@functools.cache
def _escapes() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """Escapes (and doubled template openers), and the hex digits of ``\\u``."""
    return re.compile(r"\\(.)|\$\$\{|%%\{", re.DOTALL), re.compile(r"[0-9A-Fa-f]*")


class _Literal(Record):
    __slots__ = _fields = ("start", "end", "text", "line_start")

    def __init__(self, start: int, end: int, text: str,
                 line_start: bool = False) -> None:  # begins a line of a heredoc
        self.start = start
        self.end = end
        self.text = text
        self.line_start = line_start


class _Interp(Record):
    __slots__ = _fields = ("start", "end", "expr", "strip_left", "strip_right")

    def __init__(self, start: int, end: int, expr: Expression, strip_left: bool,
                 strip_right: bool) -> None:
        self.start = start
        self.end = end
        self.expr = expr
        self.strip_left = strip_left
        self.strip_right = strip_right


class _Directive(Record):
    __slots__ = _fields = ("start", "end", "keyword", "strip_left", "strip_right", "expr",
                           "key_var", "value_var", "children")

    def __init__(self, start: int, end: int, keyword: str,  # if, else, endif, for, endfor
                 strip_left: bool, strip_right: bool, expr: Expression | None = None,
                 key_var: str | None = None, value_var: str | None = None,
                 children: list[object] | None = None) -> None:
        self.start = start
        self.end = end
        self.keyword = keyword
        self.strip_left = strip_left
        self.strip_right = strip_right
        self.expr = expr
        self.key_var = key_var
        self.value_var = value_var
        self.children = [] if children is None else children


class TemplateParser:
    def __init__(self, parser: Parser) -> None:
        self.p = parser

    # --- literal text ----------------------------------------------------------------------

    def unescape(self, start: int, end: int) -> str:
        """The value of quoted literal text, reporting invalid escapes."""
        src = self.p.src
        text = src[start:end]
        if "\\" not in text and "{" not in text:
            return text
        out: list[str] = []
        pos = 0
        escape, hex_digits = _escapes()
        for m in escape.finditer(text):
            out.append(text[pos:m.start()])
            pos = m.end()
            whole = m.group()
            if whole == "$${":
                out.append("${")
                continue
            if whole == "%%{":
                out.append("%{")
                continue
            ch = m.group(1)
            simple = _SIMPLE_ESCAPES.get(ch)
            if simple is not None:
                out.append(simple)
                continue
            if ch in ("u", "U"):
                want = 4 if ch == "u" else 8
                digits = hex_digits.match(text, m.end()).group()[:want]  # type: ignore[union-attr]
                pos = m.end() + len(digits)
                if len(digits) < want:
                    self.p.error("Invalid escape sequence",
                                 f"The \\{ch} escape sequence must be followed by "
                                 f"{'four' if want == 4 else 'eight'} hexadecimal digits.",
                                 start + m.start(), start + pos)
                    out.append(text[m.start():pos])
                    continue
                code = int(digits, 16)
                if 0xD800 <= code <= 0xDFFF or code > 0x10FFFF:
                    self.p.error("Invalid escape sequence",
                                 f"Cannot encode character U+{code:04x} in UTF-8.",
                                 start + m.start(), start + pos)
                    out.append(text[m.start():pos])
                    continue
                out.append(chr(code))
                continue
            self.p.error("Invalid escape sequence",
                         f'The symbol "{ch}" is not a valid escape sequence selector.',
                         start + m.start(), start + m.end())
            out.append(ch)
        out.append(text[pos:])
        return "".join(out)

    def unescape_heredoc(self, start: int, end: int) -> str:
        text = self.p.src[start:end]
        if "{" not in text:
            return text
        return text.replace("$${", "${").replace("%%{", "%{")

    # --- entry points --------------------------------------------------------------------------

    def parse_quoted_at(self, i: int) -> Expression:
        """A quoted string of literal text only, its opening quote at token ``i``."""
        p = self.p
        toks = p.toks
        lit, close = toks[i + 1], toks[i + 2]
        p.i = i + 3
        return TemplateExpr.plain(p.sm, toks[i][1], close[2], self.unescape(lit[1], lit[2]))

    def parse_quoted(self) -> Expression:
        p = self.p
        toks, i = p.toks, p.i
        # Most strings are plain text: no sequences to parse, nothing to strip.
        if toks[i + 1][0] == K_QUOTED_LIT and toks[i + 2][0] == K_CQUOTE:
            return self.parse_quoted_at(i)
        open_quote = p.read()
        items, end = self.parse_items(K_CQUOTE, quoted=True, opener=open_quote)
        return self.build(items, open_quote[1], end[2], end)

    def parse_heredoc(self) -> Expression:
        p = self.p
        opener = p.read()
        indented = p.src[opener[1] + 2] == "-"
        items, end = self.parse_items(K_CHEREDOC, quoted=False, opener=opener)
        if indented:
            _trim_indentation(items)
        return self.build(items, opener[1], end[2], end)

    def parse_standalone(self) -> Expression:
        p = self.p
        items, end = self.parse_items(K_EOF, quoted=False, opener=None)
        return self.build(items, 0, len(p.src), end)

    # --- items ---------------------------------------------------------------------------------

    def parse_items(self, closing: int, quoted: bool, opener: tuple[int, int, int] | None
                    ) -> tuple[list[object], tuple[int, int, int]]:
        """Template items up to the closing token; returns them and the token
        the template ended at."""
        p = self.p
        items: list[object] = []
        p.push_newlines(True)
        line_start = not quoted
        self.first = p.toks[p.i]  # where messages about the whole template point
        try:
            while True:
                tok = p.toks[p.i]
                kind = tok[0]
                if kind == closing:
                    if kind != K_EOF:
                        p.i += 1
                    return items, tok
                if kind == K_QUOTED_LIT:
                    p.i += 1
                    items.append(_Literal(tok[1], tok[2], self.unescape(tok[1], tok[2])))
                elif kind == K_STRING_LIT:
                    p.i += 1
                    items.append(_Literal(tok[1], tok[2], self.unescape_heredoc(tok[1], tok[2]),
                                          line_start))
                    line_start = p.src[tok[2] - 1] == "\n"
                    continue
                elif kind in (K_TEMPLATE_INTERP, K_TEMPLATE_CONTROL):
                    if line_start:  # a line that starts with a sequence has no indentation
                        items.append(_Literal(tok[1], tok[1], "", True))
                    if kind == K_TEMPLATE_INTERP:
                        items.append(self.parse_interpolation())
                    else:
                        items.append(self.parse_directive())
                elif kind == K_QUOTED_NEWLINE:
                    # The newline itself was reported with the tokens' errors.
                    p.error("Unterminated template string",
                            "No closing marker was found for the string.", tok[1], tok[2])
                    p.i += 1
                    return items, p.recover((closing,))
                elif kind == K_EOF:
                    # A heredoc's message shows its content too.
                    p.error("Unterminated template string",
                            "No closing marker was found for the string.", tok[1], tok[2],
                            (opener[2], tok[2]) if opener is not None and not quoted else None)
                    return items, tok
                elif kind == K_INVALID:  # reported already; the template goes on
                    p.i += 1
                else:  # bad encoding, reported already: the reference gives up on the string
                    p.error("Unterminated template string",
                            "No closing marker was found for the string.", tok[1], tok[2])
                    return items, p.recover((closing,))
                line_start = False
        except Abort:
            return items, p.recover((closing,))
        finally:
            p.pop_newlines()

    def parse_interpolation(self) -> _Interp:
        first = self.first
        try:
            return self._parse_interpolation()
        finally:
            self.first = first

    def _parse_interpolation(self) -> _Interp:
        p = self.p
        opener = p.read()
        strip_left = p.src[opener[2] - 1] == "~"
        with p.inside(opener):
            expr = p.parse_expression()
            close = p.peek()
            if close[0] != K_TEMPLATE_SEQ_END:
                first = self.first
                if close[0] == K_EOF:
                    p.error("Unclosed template interpolation sequence",
                            "There is no closing brace for this interpolation sequence before "
                            "the end of the file. This might be caused by incorrect nesting "
                            "inside the given expression.", first[1], first[2])
                elif close[0] in (K_OQUOTE, K_CQUOTE):
                    p.error("Unclosed template interpolation sequence",
                            "There is no closing brace for this interpolation sequence before "
                            "the end of the quoted template. This might be caused by incorrect "
                            "nesting inside the given expression.", first[1], first[2])
                else:
                    p.error("Extra characters after interpolation expression",
                            "Expected a closing brace to end the interpolation expression, but "
                            "found extra characters.\n\nThis can happen when you include "
                            "interpolation syntax for another language, such as shell scripting, "
                            "but forget to escape the interpolation start token. If this is an "
                            "embedded sequence for another language, escape it by starting with "
                            '"$${" instead of just "${".', close[1], close[2],
                            (opener[1], close[2]))
                raise Abort
            p.read()
        strip_right = p.src[close[1]] == "~"
        return _Interp(opener[1], close[2], expr, strip_left, strip_right)

    def parse_directive(self) -> _Directive:
        p = self.p
        opener = p.read()
        strip_left = p.src[opener[2] - 1] == "~"
        with p.inside(opener):
            word = p.peek()
            keyword = p.text(word) if word[0] == K_IDENT else ""
            if keyword not in ("if", "else", "endif", "for", "endfor"):
                if word[0] == K_IDENT:
                    p.error("Invalid template control keyword",
                            f'"{keyword}" is not a valid template control keyword.',
                            word[1], word[2])
                else:
                    p.error("Invalid template directive",
                            'A template directive keyword ("if", "for", etc) is expected at '
                            "the beginning of a %{ sequence.", word[1], word[2])
                raise Abort
            p.read()
            directive = _Directive(opener[1], 0, keyword, strip_left, False)
            if keyword == "if":
                directive.expr = p.parse_expression()
            elif keyword == "for":
                self.parse_for_header(directive, word)
            close = p.peek()
            if close[0] != K_TEMPLATE_SEQ_END:
                p.error(f"Extra characters in {keyword} marker",
                        "Expected a closing brace to end the sequence, but found extra "
                        "characters.", close[1], close[2])
                raise Abort
            p.read()
        directive.end = close[2]
        directive.strip_right = p.src[close[1]] == "~"
        return directive

    def parse_for_header(self, directive: _Directive, word: tuple[int, int, int]) -> None:
        p = self.p
        directive.key_var, directive.value_var = p.parse_for_names(
            "directive", "For directive requires 'in' keyword after names.")
        directive.expr = p.parse_expression()

    # --- structure ---------------------------------------------------------------------------

    def build(self, items: list[object], start: int, end: int,
              end_token: tuple[int, int, int]) -> Expression:
        """The expression for a template's items, directives matched up."""
        # Unwrapping: one interpolation and nothing else.  Text that a strip
        # marker empties still counts; only text that was never there does not.
        solid = [i for i in items if not (isinstance(i, _Literal) and i.start == i.end)]
        _apply_strip_markers(items)
        self.end_token = end_token
        sm = self.p.sm
        if len(solid) == 1 and isinstance(solid[0], _Interp):
            return TemplateWrapExpr(sm, start, end, solid[0].expr)
        nested, _ = self.nest(items, 0, None)
        # Literal text and plain references as atoms (nodes made when the
        # parts are first read): fewer objects for the garbage collector.
        parts = tuple([(ATOM_TEXT, item.start, item.end, item.text)
                       if isinstance(item, _Literal) else atom_of(self.part(item))
                       for item in nested])
        return TemplateExpr(sm, start, end, parts)

    def nest(self, items: list[object], i: int, opener: _Directive | None
             ) -> tuple[list[object], int]:
        """Match directives from ``items[i]`` up to the end of ``opener``'s structure."""
        p = self.p
        out: list[object] = []
        while i < len(items):
            item = items[i]
            i += 1
            if not isinstance(item, _Directive):
                out.append(item)
                continue
            if item.keyword in ("if", "for"):
                try:
                    self.p.enter(item.start, item.end)
                except Abort:
                    return out, len(items)
                try:
                    item.children, i = self.nest(items, i, item)
                finally:
                    self.p.leave()
                out.append(item)
                continue
            problem = self.misplaced(item, opener, out)
            if problem is None:
                if item.keyword == "else":
                    out.append(item)
                    continue
                return out, i  # the end this structure was waiting for
            p.error(f"Unexpected {item.keyword} directive", problem, item.start, item.end)
        if opener is not None and not self.p.abandoned:
            want_end = "endif" if opener.keyword == "if" else "endfor"
            end = self.end_token
            p.error("Unexpected end of template",
                    f"The {opener.keyword} directive at {self.where(opener)} is missing its "
                    f"corresponding {want_end} directive.", end[1], end[2])
        return out, i

    def misplaced(self, item: _Directive, opener: _Directive | None,
                  so_far: list[object]) -> str | None:
        """Why an else/endif/endfor cannot go here, or None if it can."""
        if opener is None:
            return "The control directives within this template are unbalanced."
        if opener.keyword == "if":
            if item.keyword == "endif":
                return None
            if item.keyword == "else":
                if any(isinstance(c, _Directive) and c.keyword == "else" for c in so_far):
                    return f"Already in the else clause for the if started at {self.where(opener)}."
                return None
            return f"Expecting an endif directive for the if started at {self.where(opener)}."
        if item.keyword == "endfor":
            return None
        if item.keyword == "else":
            return "An else clause is not expected for a for directive."
        return ("Expecting an endfor directive corresponding to the for directive at "
                f"{self.where(opener)}.")

    def where(self, directive: _Directive) -> str:
        r = self.p.sm.range(directive.start, directive.end)
        return f"{r.filename}:{r.start.line},{r.start.column}-{r.end.column}"

    def part(self, item: object) -> Expression:
        sm = self.p.sm
        if isinstance(item, _Literal):
            return LiteralValueExpr(sm, item.start, item.end, self.p.string(item.text))
        if isinstance(item, _Interp):
            return item.expr
        assert isinstance(item, _Directive)
        if item.keyword == "if":
            assert item.expr is not None
            split = next((n for n, c in enumerate(item.children)
                          if isinstance(c, _Directive) and c.keyword == "else"), None)
            then_items = item.children if split is None else item.children[:split]
            else_items = [] if split is None else item.children[split + 1:]
            then_expr = self.sequence(then_items, item.end)
            else_expr = self.sequence(else_items, item.end)
            return ConditionalExpr(sm, item.start, item.end, item.expr, then_expr, else_expr)
        assert item.expr is not None and item.value_var is not None
        body = self.sequence(item.children, item.end)
        loop = ForExpr(sm, item.start, item.end, item.key_var, item.value_var, item.expr, None,
                       body, None, False, item.end, item.end)
        return TemplateJoinExpr(sm, item.start, item.end, loop)

    def sequence(self, items: list[object], at: int) -> Expression:
        exprs = [self.part(c) for c in items]
        start = exprs[0].start if exprs else at
        end = exprs[-1].end if exprs else at
        return TemplateExpr(self.p.sm, start, end, exprs)


def _apply_strip_markers(items: list[object]) -> None:
    """Trim whitespace from literal text next to ``~`` strip markers.  A
    heredoc's text comes as one literal per line (and an empty one where a
    line starts with a sequence); as in the reference, the trim passes over
    empty literals but stops at the first one with text, so it never
    reaches past the line next to the marker."""
    for n, item in enumerate(items):
        if not isinstance(item, (_Interp, _Directive)):
            continue
        if item.strip_left:
            j = n - 1
            while j >= 0 and isinstance(lit := items[j], _Literal):
                if lit.text:
                    lit.text = lit.text.rstrip()
                    break
                j -= 1
        if item.strip_right:
            j = n + 1
            while j < len(items) and isinstance(lit := items[j], _Literal):
                if lit.text:
                    lit.text = lit.text.lstrip()
                    break
                j += 1


# What counts as indentation in a ``<<-`` heredoc: Unicode's white space
# (as the reference's ``unicode.IsSpace``), so an em space indents too.
_INDENT = ("\t\n\v\f\r \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006"
           "\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000")


def _trim_indentation(items: list[object]) -> None:
    """Remove the indentation all lines of a ``<<-`` heredoc share (counted
    in characters); lines of nothing but whitespace do not count."""
    lines = [item for item in items if isinstance(item, _Literal) and item.line_start]
    widths = []
    for item in lines:
        content = item.text.rstrip("\r\n")
        stripped = content.lstrip(_INDENT)
        if stripped or not item.text.endswith("\n"):
            widths.append(len(content) - len(stripped))
    if not widths:
        return
    cut = min(widths)
    for item in lines:
        prefix = item.text[:cut]
        if len(prefix) == cut and prefix.strip(_INDENT) == "":
            item.text = item.text[cut:]
