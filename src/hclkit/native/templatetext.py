"""A native expression as template text: what a JSON-syntax string or
:func:`hclkit.parse_template` reads back as the same expression.

Tools that keep an expression unevaluated as a string (``loads`` with
``unknowns="expression"``, ``hcl2json``) write ``"${…}"`` around its source,
which does not work for two kinds of expression:

* a template (quoted or heredoc) is already template text once its
  delimiters are gone: ``"${var.p}-vpc"`` is kept as ``${var.p}-vpc``, a
  heredoc as its lines.  Its literal text is written as its value (escapes
  read, a ``<<-`` heredoc's indentation removed), with ``${`` and ``%{``
  doubled; its sequences (``${…}``, ``%{…}``) are kept as written;
* an expression that ends with a heredoc needs a line break before the
  closing brace, since the heredoc's closing marker must end its line.
"""

from __future__ import annotations

from .ast import (
    ConditionalExpr,
    Expression,
    ForExpr,
    LiteralValueExpr,
    TemplateExpr,
    TemplateJoinExpr,
    TemplateWrapExpr,
    walk,
)

__all__ = ["as_template_text"]


def as_template_text(expr: Expression) -> str:
    """``expr`` as template text with the same value."""
    own = _template_text(expr)
    if own is not None:
        return own
    text = expr.source_text()
    return "${" + text + ("\n" if _ends_with_heredoc(expr) else "") + "}"


def _is_heredoc(expr: Expression) -> bool:
    return expr.sm.text.startswith("<<", expr.start)


def _ends_with_heredoc(expr: Expression) -> bool:
    if expr.sm.text.find("<<", expr.start, expr.end) < 0:  # no heredoc in it: no walk
        return False
    return any(isinstance(node, (TemplateExpr, TemplateWrapExpr)) and node.end == expr.end
               and _is_heredoc(node) for node in walk(expr))


def _template_text(expr: Expression) -> str | None:
    """A quoted or heredoc template's content as standalone template text,
    or None for any other expression."""
    if not isinstance(expr, (TemplateExpr, TemplateWrapExpr)):
        return None
    src = expr.sm.text
    if _is_heredoc(expr):
        begin = src.index("\n", expr.start) + 1  # after the line that opens it
        end = max(begin, src.rfind("\n", begin, expr.end) + 1)  # before the closing marker
    elif src.startswith('"', expr.start):
        begin, end = expr.start + 1, expr.end - 1
    else:
        return None
    literals: list[LiteralValueExpr] = []
    if isinstance(expr, TemplateExpr):
        _literal_parts(expr, literals)
    # (is literal text, text): sequences as written, literal text as its value.
    pieces: list[tuple[bool, str]] = []
    pos = begin
    for lit in sorted(literals, key=lambda e: e.start):
        pieces.append((False, src[pos:lit.start]))
        text = lit.val.as_string().replace("${", "$${").replace("%{", "%%{")
        if text.endswith(("$", "%")) and src.startswith(text[-1] + "{", lit.end):
            # "$" just before "${" would read as the escape "$${": interpolated instead.
            text = text[:-1] + '${"' + text[-1] + '"}'
        pieces.append((True, text))
        pos = lit.end
    pieces.append((False, src[pos:end]))
    return "".join(_unstrippable(pieces))


def _unstrippable(pieces: list[tuple[bool, str]]) -> list[str]:
    """The pieces' texts, with the white space at an end of literal text
    that now meets a strip marker (``~}`` before it, ``${~``/``%{~`` after
    it) interpolated: the value already has the marker's stripping done,
    and read back the marker would strip again (a heredoc's next line, say,
    which the marker did not reach since it is a token of its own)."""
    texts = [text for _, text in pieces]
    for i, (is_literal, text) in enumerate(pieces):
        if not is_literal or not text:
            continue
        before = next((t for t in reversed(texts[:i]) if t), "")
        after = next((t for t in texts[i + 1:] if t), "")
        body = text
        lead = trail = ""
        if before.endswith("~}"):
            lead = body[:len(body) - len(body.lstrip())]
            body = body[len(lead):]
        if after.startswith(("${~", "%{~")):
            kept = body.rstrip()
            trail, body = body[len(kept):], kept
        texts[i] = _interpolated(lead) + body + _interpolated(trail)
    return texts


_ESCAPES = {"\n": "\\n", "\t": "\\t", "\r": "\\r"}


def _interpolated(space: str) -> str:
    """White space as an interpolation of a quoted string (no marker strips it)."""
    if not space:
        return ""
    escaped = "".join(c if c == " " else _ESCAPES.get(c, f"\\u{ord(c):04x}") for c in space)
    return '${"' + escaped + '"}'


def _literal_parts(template: TemplateExpr, out: list[LiteralValueExpr]) -> None:
    """The literal text of ``template``, its directives' bodies included
    (not the strings inside its interpolations, which stay as written)."""
    stack = [template]
    while stack:
        for part in stack.pop().parts:
            if isinstance(part, LiteralValueExpr):
                if part.val.type.kind == "string":
                    out.append(part)
            elif isinstance(part, ConditionalExpr) and part.sm.text.startswith("%{", part.start):
                stack.extend(p for p in (part.true_result, part.false_result)
                             if isinstance(p, TemplateExpr))
            elif isinstance(part, TemplateJoinExpr) and isinstance(part.tuple, ForExpr) \
                    and isinstance(part.tuple.value_expr, TemplateExpr):
                stack.append(part.tuple.value_expr)
