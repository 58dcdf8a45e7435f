"""A native-syntax body in python-hcl2's output shape (its long-standing one:
``SerializationOptions(with_comments=False, explicit_blocks=False,
strip_string_quotes=True)``), for :mod:`hclkit.compat.hcl2`.

Nothing is evaluated.  Attributes whose values are literals (numbers,
``true``/``false``/``null``, strings without interpolation, and tuples and
objects of them) become Python values; every other expression becomes its
text in python-hcl2's spelling, ``"${…}"``: one space around binary
operators, ``, `` between items, ``k = v`` in objects, comments and line
breaks dropped, heredocs as written.  A string with interpolations or
directives keeps them as text (``"a ${var.b}"`` gives ``a ${var.b}``), its
escapes read in the literal text.  Each block is one element of a list
under its type, nested one dict level per label.
"""

from __future__ import annotations

import re
from typing import Any, Final

from ..diagnostics import Diagnostics
from ..json import JSONExpression
from ..json.parser import JArray, JKeyword, JNode, JNumber, JObject, JString
from ..limits import DEFAULT_LIMITS
from ..model.body import Block
from ..native import ast
from ..pos import Range

__all__ = ["body_hcl2", "json_hcl2", "same_name_error"]

# What a traversal's text may hold besides its steps: space and comments
# (strings, its index keys, are kept whole).
_TRAVERSAL_NOISE: Final = re.compile(r'("(?:[^"\\]|\\.)*")|\s+|#[^\n]*|//[^\n]*|/\*.*?\*/',
                                     re.DOTALL)
_SPACE: Final = re.compile(r"\s+")
# The longest integer text Python's int() reads by default.
_INT_DIGITS: Final = 4300
_ESCAPE: Final = re.compile(r"\\(u[0-9A-Fa-f]{4}|U[0-9A-Fa-f]{8}|.)", re.DOTALL)
_SIMPLE_ESCAPES: Final = {"n": "\n", "r": "\r", "t": "\t", '"': '"', "\\": "\\"}
# The marker that ends (or splits) a directive's body.
_INTERP_END: Final = re.compile(r"\s*~?\}")
_END_MARKER: Final = re.compile(r"%\{(~?)\s*(else|endif|endfor)\s*(~?)\}")


def body_hcl2(body: ast.Body) -> tuple[dict[str, Any], Diagnostics]:
    """``body`` as python-hcl2 gives it.  An attribute and a block of the
    same name (which python-hcl2 cannot hold either) is an error."""
    diags = Diagnostics()
    return _body(body, diags), diags


def _body(body: ast.Body, diags: Diagnostics, labels_above: int = 0) -> dict[str, Any]:
    out: dict[str, Any] = {}
    items: list[tuple[int, ast.Attribute | ast.Block]] = [
        (a.start, a) for a in body.attributes.values()]
    items.extend((b.start, b) for b in body.blocks)
    items.sort(key=lambda item: item[0])
    blocks: dict[str, ast.Block] = {}
    for _, item in items:
        if isinstance(item, ast.Attribute):
            if item.name in blocks:
                same_name_error(diags, item.name, "a block type", blocks[item.name].type_range,
                                item.name_range)
                continue
            out[item.name] = _value(item.expr)
            continue
        if item.type in out and item.type not in blocks:
            same_name_error(diags, item.type, "an attribute",
                            body.attributes[item.type].name_range, item.type_range)
            continue
        if too_many_labels(diags, item, labels_above, DEFAULT_LIMITS.max_depth):
            continue
        blocks.setdefault(item.type, item)
        content: Any = _body(item.body, diags, labels_above + len(item.labels))
        for label in reversed(item.labels):
            content = {_template_escaped(label): content}
        out.setdefault(item.type, []).append(content)
    return out


def too_many_labels(diags: Diagnostics, block: Block, labels_above: int, limit: int) -> bool:
    """Whether ``block``'s labels, with those of the blocks around it, make
    more levels of dictionaries than ``limit`` (reported at its labels):
    data deeper than that is more than Python's own recursion (``repr``,
    ``json.dumps``) takes."""
    if labels_above + len(block.labels) <= limit:
        return False
    at = max(0, limit - labels_above)
    diags.error("Too many block labels",
                f"Plain data holds a block's labels as levels of dictionaries, at most {limit} "
                "in all for a block and the blocks around it.",
                block.label_ranges[at] if at < len(block.label_ranges) else block.type_range)
    return True


def same_name_error(diags: Diagnostics, name: str, first: str, first_range: Range,
                    later: Range) -> None:
    """An attribute and a block type of one name in a body: an error at the later."""
    diags.error("Attribute and block of the same name",
                f'"{name}" is already {first} in this body (at {first_range}); '
                "plain data cannot hold both.", later)


def json_hcl2(node: JNode) -> Any:
    """A JSON-syntax document's values as they are (its strings, ``${…}``
    and all, already python-hcl2's form for expressions)."""
    if isinstance(node, JObject):
        return {p.name.value: json_hcl2(p.value) for p in node.properties}
    if isinstance(node, JArray):
        return [json_hcl2(e) for e in node.elements]
    if isinstance(node, JString):
        return node.value
    if isinstance(node, JNumber):
        text = node.text
        if not text.lstrip("-").isdigit():
            return float(text)
        if len(text) <= _INT_DIGITS:
            return int(text)
        return JSONExpression(node).value(None)[0].to_python()
    if isinstance(node, JKeyword):
        return {"true": True, "false": False}.get(node.word)
    return None


# --- values: what python-hcl2 turns into Python data ------------------------------------------


def _value(expr: ast.Expression) -> Any:
    if isinstance(expr, ast.LiteralValueExpr):
        return _literal(expr)
    if isinstance(expr, ast.TemplateExpr) and not _is_heredoc(expr):
        return "".join(_template_part(p, raw=False) for p in expr.parts)
    if isinstance(expr, ast.TupleConsExpr):
        return [_value(e) for e in expr.exprs]
    if isinstance(expr, ast.ObjectConsExpr):
        return {_key(item.key): _value(item.value) for item in expr.items}
    if isinstance(expr, ast.TemplateExpr):  # a heredoc: as written
        return _heredoc(expr)
    if isinstance(expr, ast.TemplateWrapExpr) and not _is_heredoc(expr):
        return "${" + _text(expr.wrapped) + "}"
    if isinstance(expr, ast.ScopeTraversalExpr) and len(expr.traversal) == 1:
        return expr.traversal.root_name  # a bare name, as a type or keyword is written
    return "${" + _text(expr) + "}"


def _literal(expr: ast.LiteralValueExpr) -> Any:
    val = expr.val
    if val.type.kind != "number":
        return val.to_python()
    raw = _SPACE.sub("", expr.source_text())
    if "e" in raw or "E" in raw:  # scientific notation stays as written
        return "${" + raw + "}"
    if "." in raw:
        return float(raw)
    # int() of text stops at 4300 digits (Python's guard); past that, HCL's number.
    return int(raw) if len(raw) <= _INT_DIGITS else val.to_python()


def _key(key: ast.Expression) -> str:
    inner = key.wrapped if isinstance(key, ast.ObjectConsKeyExpr) else key
    name = _bare_name(key)
    if name is not None:
        return name
    if isinstance(inner, ast.LiteralValueExpr):
        text = _text(inner)
        return text[1:-1] if text.startswith('"') else text
    found = _value(inner)
    return found if isinstance(found, str) else "${" + _text(inner) + "}"


def _bare_name(key: ast.Expression) -> str | None:
    """An object key written as a bare name."""
    if isinstance(key, ast.ObjectConsKeyExpr) and not key.force_non_literal:
        inner = key.wrapped
        if isinstance(inner, ast.ScopeTraversalExpr) and len(inner.traversal) == 1:
            return inner.traversal.root_name
    return None


def _is_heredoc(expr: ast.Expression) -> bool:
    return expr.sm.text.startswith("<<", expr.start)


def _heredoc(expr: ast.Expression) -> str:
    return expr.source_text().rstrip("\r\n")


def _template_part(part: ast.Expression, raw: bool) -> str:
    return _template_piece(part, raw)[0]


def _template_piece(part: ast.Expression, raw: bool) -> tuple[str, int]:
    """One part of a template as text, and where it ends in the source:
    literal text (escapes as written with ``raw``, read without), or an
    interpolation or directive."""
    sm = part.sm
    if isinstance(part, ast.LiteralValueExpr) and part.val.type.kind == "string":
        # The text as written (strip markers do not trim it), escapes read
        # or not; "$${" and "%%{" stay as they are either way.
        text = part.source_text()
        return (text if raw else _ESCAPE.sub(_unescape, text)), part.end
    if isinstance(part, ast.ConditionalExpr) and sm.text.startswith("%{", part.start):
        then, at = _joined(_parts(part.true_result), part.end)
        text = _directive(part, f"if {_text(part.condition)}") + then
        marker = _END_MARKER.match(sm.text, at)
        if marker is not None and marker.group(2) == "else":
            other, at = _joined(_parts(part.false_result), marker.end())
            text += _marker(marker) + other
            marker = _END_MARKER.match(sm.text, at)
        if marker is None:
            return text + "%{ endif }", at
        return text + _marker(marker), marker.end()
    if isinstance(part, ast.TemplateJoinExpr) and isinstance(part.tuple, ast.ForExpr):
        loop = part.tuple
        names = loop.value_var if loop.key_var is None else f"{loop.key_var}, {loop.value_var}"
        body, at = _joined(_parts(loop.value_expr), part.end)
        text = _directive(part, f"for {names} in {_text(loop.collection)}") + body
        marker = _END_MARKER.match(sm.text, at)
        if marker is None:
            return text + "%{ endfor }", at
        return text + _marker(marker), marker.end()
    close = _INTERP_END.match(sm.text, part.end)
    return "${" + _text(part) + "}", close.end() if close is not None else part.end


def _joined(parts: list[ast.Expression], at: int) -> tuple[str, int]:
    """A directive's body as text (its escapes as written, as python-hcl2
    keeps them), and where it ends (``at`` if it is empty)."""
    texts = []
    for part in parts:
        text, at = _template_piece(part, raw=True)
        texts.append(text)
    return "".join(texts), at


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


def _unescape(found: re.Match[str]) -> str:
    code = found.group(1)
    if len(code) > 1:
        return chr(int(code[1:], 16))
    return _SIMPLE_ESCAPES.get(code, found.group(0))


def _template_escaped(text: str) -> str:
    return text.replace("${", "$${").replace("%{", "%%{")


def _parts(expr: ast.Expression) -> list[ast.Expression]:
    return expr.parts if isinstance(expr, ast.TemplateExpr) else [expr]


# --- text: an expression as python-hcl2 writes it inside "${…}" --------------------------------


def _text(expr: ast.Expression) -> str:
    if isinstance(expr, ast.LiteralValueExpr):
        val = expr.val
        if val.type.kind == "number":
            raw = _SPACE.sub("", expr.source_text())
            if "e" in raw or "E" in raw:
                return raw
            if "." in raw:
                return str(float(raw))
            sign = "-" if raw.startswith("-") else ""
            return sign + (raw.lstrip("-").lstrip("0") or "0")
        if val.type.kind == "bool":
            return "true" if val.to_python() else "false"
        if val.is_null:
            return "null"
        return expr.source_text()
    if isinstance(expr, (ast.ScopeTraversalExpr, ast.RelativeTraversalExpr, ast.SplatExpr)):
        return _steps_text(expr, expr.end)
    if isinstance(expr, ast.AnonSymbolExpr):
        return ""
    if isinstance(expr, ast.FunctionCallExpr):
        args = ", ".join(_text(a) for a in expr.args)
        return f"{expr.name}({args}{' ...' if expr.expand_final else ''})"
    if isinstance(expr, ast.ConditionalExpr):
        return (f"{_text(expr.condition)} ? {_text(expr.true_result)} : "
                f"{_text(expr.false_result)}")
    if isinstance(expr, ast.IndexExpr):
        collection = expr.collection
        if isinstance(collection, (ast.ScopeTraversalExpr, ast.RelativeTraversalExpr,
                                   ast.SplatExpr)):
            # A traversal's range may reach over the index that follows it.
            head = _steps_text(collection, min(collection.end, expr.bracket_start))
        else:
            head = _text(collection)
        return f"{head}[{_text(expr.key)}]"
    if isinstance(expr, ast.TupleConsExpr):
        return "[" + ", ".join(_text(e) for e in expr.exprs) + "]"
    if isinstance(expr, ast.ObjectConsExpr):
        items = (f"{_key_text(item.key)} = {_text(item.value)}" for item in expr.items)
        return "{" + ", ".join(items) + "}"
    if isinstance(expr, ast.ForExpr):
        return _for_text(expr)
    if isinstance(expr, ast.BinaryOpExpr):
        # Down the chain in a loop: ``a + b + …`` nests on the left, without limit.
        tail: list[str] = []
        while isinstance(expr, ast.BinaryOpExpr):
            tail.append(f" {expr.op} {_text(expr.rhs)}")
            expr = expr.lhs
        return _text(expr) + "".join(reversed(tail))
    if isinstance(expr, ast.UnaryOpExpr):
        return expr.op + _text(expr.val)
    if isinstance(expr, ast.ParenthesesExpr):
        return "(" + _text(expr.expression) + ")"
    if _is_heredoc(expr):
        return _heredoc(expr)
    if isinstance(expr, ast.TemplateExpr):
        return '"' + "".join(_template_part(p, raw=True) for p in expr.parts) + '"'
    if isinstance(expr, ast.TemplateWrapExpr):
        return '"${' + _text(expr.wrapped) + '}"'
    return _SPACE.sub(" ", expr.source_text()).strip()


def _key_text(key: ast.Expression) -> str:
    name = _bare_name(key)
    if name is not None:
        return name
    return _text(key.wrapped if isinstance(key, ast.ObjectConsKeyExpr) else key)


def _for_text(expr: ast.ForExpr) -> str:
    names = expr.value_var if expr.key_var is None else f"{expr.key_var}, {expr.value_var}"
    head = f"for {names} in {_text(expr.collection)} : "
    cond = "" if expr.cond_expr is None else f" if {_text(expr.cond_expr)}"
    if expr.key_expr is None:
        return f"[{head}{_text(expr.value_expr)}{cond}]"
    group = "..." if expr.group else ""
    return f"{{{head}{_text(expr.key_expr)} => {_text(expr.value_expr)}{group}{cond}}}"


def _steps_text(expr: ast.ScopeTraversalExpr | ast.RelativeTraversalExpr | ast.SplatExpr,
                end: int) -> str:
    """A traversal's text up to ``end``."""
    if isinstance(expr, ast.ScopeTraversalExpr):
        return _traversal_text(expr.sm.text[expr.start:end])
    source = expr.source
    return _text(source) + _traversal_text(expr.sm.text[source.end:end])


def _traversal_text(text: str) -> str:
    return _TRAVERSAL_NOISE.sub(lambda m: m.group(1) or "", text)
