"""A parsed native-syntax file in python-hcl2 8's output shape, under its
:class:`~._options.SerializationOptions`.

Nothing is evaluated.  Literal numbers, ``true``/``false``/``null``, tuples
and objects become Python values; strings stay their source text (quotes and
escapes as written) unless ``strip_string_quotes`` asks for their values;
every other expression becomes its text in python-hcl2's spelling inside
``"${…}"``: one space around binary operators, ``, `` between items,
``k = v`` in objects, line breaks dropped.  Each block is one element of a
list under its type, nested one dict level per label, marked with
``"__is_block__": True`` (``explicit_blocks``).  Comments go, with their
delimiters stripped, under ``__comments__`` (those between a body's items)
and ``__inline_comments__`` (those inside its attributes' expressions).
All of this was learnt from python-hcl2's output (see docs/python-hcl2.md).
"""

from __future__ import annotations

import bisect
import itertools
import re
from typing import Any, Final

from ...convenience.hcl2shape import same_name_error, too_many_labels
from ...diagnostics import Diagnostics
from ...limits import DEFAULT_LIMITS
from ...native import ast
from ...native.lexer import Kind, tokenize
from ._options import SerializationOptions

__all__ = ["serialize_body"]

# What a traversal's text may hold besides its steps: space and comments
# (strings, its index keys, are kept whole).
_TRAVERSAL_NOISE: Final = re.compile(r'("(?:[^"\\]|\\.)*")|\s+|#[^\n]*|//[^\n]*|/\*.*?\*/',
                                     re.DOTALL)
_SPACE: Final = re.compile(r"\s+")
# Scientific notation python-hcl2 reads as a number (``1.e3`` it does not).
_SCIENTIFIC: Final = re.compile(r"-?\d+(?:\.\d+)?[eE][+-]?\d+")
# The longest integer text Python's int() reads by default.
_INT_DIGITS: Final = 4300
_ESCAPE: Final = re.compile(r"\\(u[0-9A-Fa-f]{4}|U[0-9A-Fa-f]{8}|.)", re.DOTALL)
_SIMPLE_ESCAPES: Final = {"n": "\n", "r": "\r", "t": "\t", '"': '"', "\\": "\\"}
# The marker that ends (or splits) a directive's body.
_INTERP_END: Final = re.compile(r"\s*~?\}")
_END_MARKER: Final = re.compile(r"%\{(~?)\s*(else|endif|endfor)\s*(~?)\}")
_HEREDOC_HEAD: Final = re.compile(r"<<(-?)[^\W\d][\w-]*\r?\n")
_IS_BLOCK: Final = "__is_block__"
_COMMENT_START: Final = re.compile(r"#|//|/\*")
_LOOK_UPS: Final = 4
_AFTER_ALL: Final = 1 << 62  # past every offset
# A comment where there are no strings: a line comment without its newline.
_GAP_COMMENT: Final = re.compile(r"(?:#|//)[^\n]*|/\*.*?\*/", re.DOTALL)

# A comment: where it starts and ends (without a line comment's newline),
# and whether it is a line comment.
_Comment = tuple[int, int, bool]


def serialize_body(file_body: ast.Body, text: str, options: SerializationOptions,
                   with_comments: bool) -> tuple[dict[str, Any], Diagnostics]:
    """The file's body as python-hcl2 gives it.  An attribute and a block of
    the same name (which python-hcl2 cannot hold either) is an error."""
    shaper = _Shaper(text, options, _candidates(text) if with_comments else None)
    diags = Diagnostics()
    return shaper.body(file_body, 0, len(text), diags, 0, False), diags


def unescape(text: str) -> str:
    """HCL's escapes in a quoted template resolved in one pass; any other
    backslash sequence kept as written."""
    return _ESCAPE.sub(_unescape, text)


def _unescape(found: re.Match[str]) -> str:
    code = found.group(1)
    if len(code) > 1:
        point = int(code[1:], 16)
        return chr(point) if point <= 0x10FFFF else found.group(0)
    return _SIMPLE_ESCAPES.get(code, found.group(0))


def _candidates(text: str) -> list[int]:
    """Where a comment may start (``#``, ``//``, ``/*``), strings included:
    the places worth a closer look."""
    if "#" not in text and "/" not in text:
        return []
    return [found.start() for found in _COMMENT_START.finditer(text)]


def _gap_comments(text: str, start: int, end: int) -> list[_Comment]:
    """The comments between ``start`` and ``end``, a stretch between a
    body's items (which holds nothing else: no strings)."""
    found = []
    for match in _GAP_COMMENT.finditer(text, start, end):
        begin, stop = match.span()
        line = text[begin] != "/" or text[begin + 1] == "/"
        if line and text[stop - 1] == "\r":
            stop -= 1
        found.append((begin, stop, line))
    return found


def _region_comments(text: str, start: int, end: int) -> list[_Comment]:
    """The comments between ``start`` and ``end``, where tokens begin and
    end (an attribute, a block's header): line comments are tokens, block
    comments sit in the gaps between tokens (the lexer skips them)."""
    region = text[start:end]
    tokens = tokenize(region)
    found: list[_Comment] = []
    for kind, begin, stop in tokens:
        if kind == Kind.COMMENT:
            while stop > begin and region[stop - 1] in "\r\n":
                stop -= 1
            found.append((begin, stop, True))
    at = region.find("/*")
    if at >= 0:
        starts = [t[1] for t in tokens]
        while at >= 0:
            # A "/*" outside every token (a string's, a comment's) opens a block comment.
            i = bisect.bisect_right(starts, at) - 1
            if i < 0 or tokens[i][2] <= at:
                close = region.find("*/", at + 2)
                stop = len(region) if close < 0 else close + 2
                found.append((at, stop, False))
                at = region.find("/*", stop)
            else:
                at = region.find("/*", max(at + 1, tokens[i][2]))
        found.sort()
    return [(begin + start, stop + start, line) for begin, stop, line in found]


def _comment_values(text: str, group: list[_Comment]) -> list[dict[str, str]]:
    """One run of comments (only space between them) as python-hcl2 gives
    it: the run as one text, which is one ``/* … */`` comment's inside if it
    starts and ends like one, or else its lines without their ``#``/``//``."""
    pieces = [text[group[0][0]:group[0][1]]]
    for (_, prev_end, prev_line), (start, end, _) in itertools.pairwise(group):
        gap = text[prev_end:start]
        newline = gap.find("\n")
        if newline >= 0:
            rest = gap[newline + 1:]
            pieces.append("\n" + (rest.lstrip(" \t") if prev_line else rest))
        pieces.append(text[start:end])
    whole = "".join(pieces)
    if whole.startswith("/*") and whole.endswith("*/") and len(whole) >= 4:
        inner = whole[2:-2].strip()
        return [{"value": inner}] if inner else []
    values = []
    for line in whole.split("\n"):
        line = line.strip()
        if line.startswith("#"):
            line = line[1:]
        elif line.startswith("//"):
            line = line[2:]
        line = line.strip()
        if line:
            values.append({"value": line})
    return values


def _grouped(text: str, comments: list[_Comment]) -> list[list[_Comment]]:
    groups: list[list[_Comment]] = []
    for comment in comments:
        if groups and not text[groups[-1][-1][1]:comment[0]].strip():
            groups[-1].append(comment)
        else:
            groups.append([comment])
    return groups



def _folded_signs(raw: str) -> str:
    """A number literal's text with the minus signs the parser folded into
    it (``--3.9`` is 3.9, ``---3.9`` is -3.9) made one sign or none."""
    digits = raw.lstrip("-")
    return "-" + digits if (len(raw) - len(digits)) % 2 else digits

class _Shaper:
    """One serialization: the source, the options and the file's comments."""

    def __init__(self, text: str, options: SerializationOptions,
                 candidates: list[int] | None) -> None:
        self.text = text
        self.opts = options
        self.strip = options.strip_string_quotes
        # Where comments may start; the source is tokenized again only
        # around these (the parser keeps no comments).
        self.candidates = candidates
        # Inside written parentheses python-hcl2 forces no more of them.
        self.in_parens = False

    def forcing(self) -> bool:
        return self.opts.force_operation_parentheses and not self.in_parens

    # --- bodies --------------------------------------------------------------------------------

    def body(self, body: ast.Body, start: int, end: int, diags: Diagnostics,
             labels_above: int, is_block: bool) -> dict[str, Any]:
        out: dict[str, Any] = {}
        items: list[ast.Attribute | ast.Block] = [*body.attributes.values(), *body.blocks]
        if body.attributes and body.blocks:  # each kind is in source order already
            items.sort(key=lambda item: item.start)
        blocks: dict[str, ast.Block] = {}
        for item in items:
            if isinstance(item, ast.Attribute):
                if item.name in blocks:
                    same_name_error(diags, item.name, "a block type", blocks[item.name].type_range,
                                    item.name_range)
                    continue
                out[item.name] = self.value(item.expr)
                continue
            if item.type in out and item.type not in blocks:
                same_name_error(diags, item.type, "an attribute",
                                body.attributes[item.type].name_range, item.type_range)
                continue
            if too_many_labels(diags, item, labels_above, DEFAULT_LIMITS.max_depth):
                continue
            blocks.setdefault(item.type, item)
            content: Any = self.body(item.body, item.open_brace + 1, item.end, diags,
                                     labels_above + len(item.labels), True)
            for span in reversed(item.label_spans):
                content = {self.label(span): content}
            out.setdefault(item.type, []).append(content)
        if self.candidates:
            self.add_comments(out, items, start, end)
        if is_block and self.opts.explicit_blocks:
            out[_IS_BLOCK] = True
        return out

    def label(self, span: tuple[int, int]) -> str:
        written = self.text[span[0]:span[1]]
        if self.strip and written.startswith('"'):
            return unescape(written[1:-1])
        return written

    def add_comments(self, out: dict[str, Any], items: list[ast.Attribute | ast.Block],
                     start: int, end: int) -> None:
        """The comments of the body between ``start`` and ``end`` (those in
        its blocks are theirs): between items (or in a block's header, or
        before an attribute's ``=``), or inside an attribute's expression
        (except inside an object's values, which python-hcl2 drops)."""
        candidates = self.candidates
        assert candidates is not None
        first = bisect.bisect_left(candidates, start)
        last = bisect.bisect_left(candidates, end)
        if first == last:
            return
        text = self.text
        around: list[_Comment] = []
        inside: list[_Comment] = []
        starts = [item.start for item in items]
        done = start  # where the stretches looked at so far end
        # From each candidate to the stretch holding it (a gap between items,
        # a block's header or body, an attribute), each stretch looked at once.
        for k in range(first, last):
            at = candidates[k]
            if at < done:
                continue
            i = bisect.bisect_right(starts, at) - 1
            if i >= 0 and at < items[i].end:
                item = items[i]
                if isinstance(item, ast.Attribute):
                    expr = item.expr
                    stop = bisect.bisect_left(candidates, item.end, lo=k)
                    # A few are looked up in the tree (each look-up may pass every item
                    # of a long list: many would cost more than tokenizing).
                    if stop - k <= _LOOK_UPS and all(_in_text(expr, c)
                                                     for c in candidates[k:stop]):
                        done = item.end  # only text that looks like comments: a URL, say
                        continue
                    in_values: list[tuple[int, int]] | None = None
                    for comment in _region_comments(text, item.start, item.end):
                        if not expr.start <= comment[0] < expr.end:
                            around.append(comment)
                            continue
                        if in_values is None:
                            in_values = _object_values(expr)
                        j = bisect.bisect_right(in_values, (comment[0], _AFTER_ALL)) - 1
                        if j < 0 or in_values[j][1] <= comment[0]:  # not in an object's value
                            inside.append(comment)
                elif at < item.open_brace:
                    around.extend(_region_comments(text, item.start, item.open_brace))
                done = item.end  # a block's body has its own comments
            else:
                gap_end = starts[i + 1] if i + 1 < len(items) else end
                around.extend(_gap_comments(text, items[i].end if i >= 0 else start, gap_end))
                done = gap_end
        for key, found in (("__comments__", around), ("__inline_comments__", inside)):
            values = [v for group in _grouped(text, found)
                      for v in _comment_values(text, group)]
            if values:
                out[key] = values

    # --- values: what python-hcl2 turns into Python data ---------------------------------------

    def value(self, expr: ast.Expression) -> Any:
        if isinstance(expr, ast.LiteralValueExpr):
            return self.literal(expr)
        if isinstance(expr, (ast.TemplateExpr, ast.TemplateWrapExpr)) and _is_heredoc(expr):
            return self.heredoc(expr)
        if isinstance(expr, ast.TemplateExpr):
            if self.strip:
                return "".join(self.template_piece(p, raw=False)[0] for p in expr.parts)
            return self.text_of(expr)
        if isinstance(expr, ast.TemplateWrapExpr):
            inner = "${" + self.text_of(expr.wrapped) + "}"
            return inner if self.strip else '"' + inner + '"'
        if isinstance(expr, ast.TupleConsExpr):
            if self.opts.wrap_tuples:
                return "${" + self.text_of(expr) + "}"
            return [self.value(e) for e in expr.exprs]
        if isinstance(expr, ast.ObjectConsExpr):
            if self.opts.wrap_objects:
                return "${" + self.text_of(expr) + "}"
            return {self.key(item.key): self.value(item.value) for item in expr.items}
        if isinstance(expr, ast.ScopeTraversalExpr) and len(expr.traversal) == 1:
            return expr.traversal.root_name  # a bare name, as a type or keyword is written
        return "${" + self.text_of(expr) + "}"

    def literal(self, expr: ast.LiteralValueExpr) -> Any:
        val = expr.val
        if val.type.kind != "number":
            return val.to_python()
        raw = _SPACE.sub("", expr.source_text())
        if "e" in raw or "E" in raw:
            if self.opts.preserve_scientific_notation or not _SCIENTIFIC.fullmatch(raw):
                return "${" + raw + "}"
            return float(raw)
        raw = _folded_signs(raw)
        if "." in raw:
            return float(raw)
        if self.forcing() and _is_operation(expr):
            return "${" + self.text_of(expr) + "}"
        # int() of text stops at 4300 digits (Python's guard); past that, HCL's number.
        return int(raw) if len(raw) <= _INT_DIGITS else val.to_python()

    def key(self, key: ast.Expression) -> str:
        inner = key.wrapped if isinstance(key, ast.ObjectConsKeyExpr) else key
        name = _bare_name(key)
        if name is not None:
            return name
        if isinstance(inner, ast.LiteralValueExpr):
            if isinstance(inner, ast.NegatedLiteralExpr):
                return "${" + self.text_of(inner) + "}"
            return self.text_of(inner)
        if isinstance(inner, (ast.TemplateExpr, ast.TemplateWrapExpr)) and not _is_heredoc(inner):
            found = self.value(inner)
            if isinstance(found, str):
                return found
        return "${" + self.text_of(inner) + "}"

    def heredoc(self, expr: ast.Expression) -> str:
        if self.opts.preserve_heredocs:
            text = expr.source_text().rstrip("\r\n")
        else:
            written = expr.source_text()
            content = _heredoc_content(written)
            if self.strip:
                if written.startswith("<<-"):  # python-hcl2 leaves these escaped but for newlines
                    return content.replace("\\", "\\\\").replace('"', '\\"')
                return content
            text = content.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
        return text if self.strip else '"' + text + '"'

    # --- templates -----------------------------------------------------------------------------

    def template_piece(self, part: ast.Expression, raw: bool) -> tuple[str, int]:
        """One part of a template as text, and where it ends in the source:
        literal text (escapes as written with ``raw``, read without), or an
        interpolation or directive."""
        sm = part.sm
        if _is_string(part):
            # The text as written (strip markers do not trim it); "$${" and
            # "%%{" stay as they are either way.
            text = part.source_text()
            return (text if raw else unescape(text)), part.end
        if isinstance(part, ast.ConditionalExpr) and sm.text.startswith("%{", part.start):
            then, at = self.joined(_parts(part.true_result), part.end)
            text = _directive(part, f"if {self.text_of(part.condition)}") + then
            marker = _END_MARKER.match(sm.text, at)
            if marker is not None and marker.group(2) == "else":
                other, at = self.joined(_parts(part.false_result), marker.end())
                text += _marker(marker) + other
                marker = _END_MARKER.match(sm.text, at)
            if marker is None:
                return text + "%{ endif }", at
            return text + _marker(marker), marker.end()
        if isinstance(part, ast.TemplateJoinExpr) and isinstance(part.tuple, ast.ForExpr):
            loop = part.tuple
            names = loop.value_var if loop.key_var is None else f"{loop.key_var}, {loop.value_var}"
            body, at = self.joined(_parts(loop.value_expr), part.end)
            text = _directive(part, f"for {names} in {self.text_of(loop.collection)}") + body
            marker = _END_MARKER.match(sm.text, at)
            if marker is None:
                return text + "%{ endfor }", at
            return text + _marker(marker), marker.end()
        close = _INTERP_END.match(sm.text, part.end)
        return "${" + self.text_of(part) + "}", close.end() if close is not None else part.end

    def joined(self, parts: list[ast.Expression], at: int) -> tuple[str, int]:
        """A directive's body as text (its escapes as written, as python-hcl2
        keeps them), and where it ends (``at`` if it is empty)."""
        texts = []
        for part in parts:
            text, at = self.template_piece(part, raw=True)
            texts.append(text)
        return "".join(texts), at

    # --- text: an expression as python-hcl2 writes it inside "${…}" ----------------------------

    def text_of(self, expr: ast.Expression) -> str:
        if isinstance(expr, ast.LiteralValueExpr):
            return self.literal_text(expr)
        if isinstance(expr, (ast.ScopeTraversalExpr, ast.RelativeTraversalExpr, ast.SplatExpr)):
            return self.steps_text(expr, expr.end)
        if isinstance(expr, ast.AnonSymbolExpr):
            return ""
        if isinstance(expr, ast.FunctionCallExpr):
            args = ", ".join(self.text_of(a) for a in expr.args)
            return f"{expr.name}({args}{' ...' if expr.expand_final else ''})"
        if isinstance(expr, ast.ConditionalExpr):
            return (f"{self.operand(expr.condition)} ? {self.operand(expr.true_result)} : "
                    f"{self.operand(expr.false_result)}")
        if isinstance(expr, ast.IndexExpr):
            # A chain of indexes (``[n][n]…``) is as long as the text, not
            # nested: walked in a loop, not by recursion.
            keys = []
            while isinstance(expr, ast.IndexExpr):
                keys.append(f"[{self.text_of(expr.key)}]")
                bracket = expr.bracket_start
                expr = expr.collection
            if isinstance(expr, (ast.ScopeTraversalExpr, ast.RelativeTraversalExpr,
                                 ast.SplatExpr)):
                # A traversal's range may reach over the index that follows it.
                head = self.steps_text(expr, min(expr.end, bracket))
            else:
                head = self.text_of(expr)
            return head + "".join(reversed(keys))
        if isinstance(expr, ast.TupleConsExpr):
            return "[" + ", ".join(self.text_of(e) for e in expr.exprs) + "]"
        if isinstance(expr, ast.ObjectConsExpr):
            items = (f"{self.key_text(item.key)} = {self.text_of(item.value)}"
                     for item in expr.items)
            return "{" + ", ".join(items) + "}"
        if isinstance(expr, ast.ForExpr):
            return self.for_text(expr)
        if isinstance(expr, ast.BinaryOpExpr):
            # Down the chain in a loop: ``a + b + …`` nests on the left, without limit.
            tail: list[str] = []
            while isinstance(expr, ast.BinaryOpExpr):
                tail.append(f" {expr.op} {self.operand(expr.rhs)}")
                expr = expr.lhs
                if self.forcing() and _is_operation(expr):
                    tail.append(")")
                    return "(" + self.text_of(expr) + "".join(reversed(tail))
            return self.text_of(expr) + "".join(reversed(tail))
        if isinstance(expr, ast.UnaryOpExpr):
            return expr.op + self.text_of(expr.val)
        if isinstance(expr, ast.ParenthesesExpr):
            outer, self.in_parens = self.in_parens, True
            try:
                return "(" + self.text_of(expr.expression) + ")"
            finally:
                self.in_parens = outer
        if _is_heredoc(expr):
            return self.heredoc(expr)
        if isinstance(expr, ast.TemplateExpr):
            parts = expr.parts
            if len(parts) == 1 and _is_string(parts[0]):  # the commonest: text alone
                return '"' + parts[0].source_text() + '"'
            return '"' + "".join(self.template_piece(p, raw=True)[0] for p in parts) + '"'
        if isinstance(expr, ast.TemplateWrapExpr):
            return '"${' + self.text_of(expr.wrapped) + '}"'
        return _SPACE.sub(" ", expr.source_text()).strip()

    def operand(self, expr: ast.Expression) -> str:
        """An operand of an operator, in parentheses when they are forced."""
        text = self.text_of(expr)
        if self.forcing() and (_is_operation(expr) or isinstance(expr, ast.ConditionalExpr)):
            return "(" + text + ")"
        return text

    def literal_text(self, expr: ast.LiteralValueExpr) -> str:
        val = expr.val
        if val.type.kind == "number":
            raw = _SPACE.sub("", expr.source_text())
            if "e" in raw or "E" in raw:
                if self.opts.preserve_scientific_notation or not _SCIENTIFIC.fullmatch(raw):
                    return raw
                return str(float(raw))
            raw = _folded_signs(raw)
            if "." in raw:
                return str(float(raw))
            sign = "-" if raw.startswith("-") else ""
            return sign + (raw.lstrip("-").lstrip("0") or "0")
        if val.type.kind == "bool":
            return "true" if val.to_python() else "false"
        if val.is_null:
            return "null"
        return expr.source_text()

    def key_text(self, key: ast.Expression) -> str:
        name = _bare_name(key)
        if name is not None:
            return name
        return self.text_of(key.wrapped if isinstance(key, ast.ObjectConsKeyExpr) else key)

    def for_text(self, expr: ast.ForExpr) -> str:
        names = expr.value_var if expr.key_var is None else f"{expr.key_var}, {expr.value_var}"
        head = f"for {names} in {self.text_of(expr.collection)} : "
        cond = "" if expr.cond_expr is None else f" if {self.text_of(expr.cond_expr)}"
        if expr.key_expr is None:
            return f"[{head}{self.operand(expr.value_expr)}{cond}]"
        group = "..." if expr.group else ""
        return (f"{{{head}{self.operand(expr.key_expr)} => {self.operand(expr.value_expr)}"
                f"{group}{cond}}}")

    def steps_text(self, expr: ast.ScopeTraversalExpr | ast.RelativeTraversalExpr
                   | ast.SplatExpr, end: int) -> str:
        """A traversal's text up to ``end``."""
        if isinstance(expr, ast.ScopeTraversalExpr):
            return _traversal_text(expr.sm.text[expr.start:end])
        source = expr.source
        return self.text_of(source) + _traversal_text(expr.sm.text[source.end:end])


def _is_operation(expr: ast.Expression) -> bool:
    """An operation, as python-hcl2 sees them: a negative number of one
    digit is one (its lexer reads longer ones as one number)."""
    if isinstance(expr, ast.NegatedLiteralExpr):
        return len(_SPACE.sub("", expr.source_text())) == 2
    return isinstance(expr, (ast.BinaryOpExpr, ast.UnaryOpExpr))


def _object_values(expr: ast.Expression) -> list[tuple[int, int]]:
    """Where the values of the objects in ``expr`` are, the outermost
    only (so none overlaps), in order."""
    spans = sorted((item.value.start, item.value.end) for node in ast.walk(expr)
                   if isinstance(node, ast.ObjectConsExpr) for item in node.items)
    outermost: list[tuple[int, int]] = []
    for span in spans:
        if not outermost or span[0] >= outermost[-1][1]:
            outermost.append(span)
    return outermost


def _heredoc_content(written: str) -> str:
    """A heredoc's text: its lines without the last newline, those of a
    ``<<-`` heredoc without their common indentation."""
    head = _HEREDOC_HEAD.match(written)
    if head is None:
        return written
    body = written[head.end():]
    lines = body.split("\n")[:-1]  # the last is the closing marker
    if lines:
        lines[-1] = lines[-1].removesuffix("\r")
    if head.group(1):
        indents = [len(line) - len(line.lstrip(" ")) for line in lines if line.strip()]
        cut = min(indents, default=0)
        lines = [line[cut:] for line in lines]
    return "\n".join(lines)


def _bare_name(key: ast.Expression) -> str | None:
    """An object key written as a bare name."""
    if isinstance(key, ast.ObjectConsKeyExpr) and not key.force_non_literal:
        inner = key.wrapped
        if isinstance(inner, ast.ScopeTraversalExpr) and len(inner.traversal) == 1:
            return inner.traversal.root_name
    return None


def _in_text(expr: ast.Expression, at: int) -> bool:
    """Whether offset ``at`` is in the literal text of a template somewhere in ``expr``."""
    node: ast.Node = expr
    while not isinstance(node, ast.LiteralValueExpr):
        for child in node.iter_child_nodes():
            if child.start <= at < child.end:
                node = child
                break
        else:
            return False
    return node.val.type.kind == "string"


def _is_string(part: ast.Expression) -> bool:
    """A template's literal text."""
    return isinstance(part, ast.LiteralValueExpr) and part.val.type.kind == "string"


def _is_heredoc(expr: ast.Expression) -> bool:
    return expr.sm.text.startswith("<<", expr.start)


def _directive(part: ast.Expression, inside: str) -> str:
    """An opening directive, its strip markers kept."""
    text = part.sm.text
    left = "~ " if text.startswith("%{~", part.start) else " "
    right = " ~}" if text[part.end - 2:part.end] == "~}" else " }"
    return "%{" + left + inside + right


def _marker(found: re.Match[str]) -> str:
    left = "~ " if found.group(1) else " "
    right = " ~}" if found.group(3) else " }"
    return "%{" + left + found.group(2) + right


def _parts(expr: ast.Expression) -> list[ast.Expression]:
    return expr.parts if isinstance(expr, ast.TemplateExpr) else [expr]


def _traversal_text(text: str) -> str:
    return _TRAVERSAL_NOISE.sub(lambda m: m.group(1) or "", text)
