"""python-hcl2 8's shape written back as HCL, byte for byte as python-hcl2's
``dumps`` writes it (its layout learnt from its output, see
docs/python-hcl2.md): ``hclkit.dumps(data, shape="hcl2")`` and
``hclkit.compat.hcl2.dumps``.

Blocks are the lists of dicts marked ``__is_block__`` (labels are the
single keys above the marked dict); every other value is an attribute.
Strings are written as they are held: ``'"text"'`` is a quoted string,
``"${…}"`` an expression, a heredoc ``'"<<EOT…EOT"'`` the heredoc, any other
string bare (an identifier).  Comments (``__comments__``,
``__inline_comments__``) are not written, as python-hcl2 does not.
The layout: attributes in a block body aligned on ``=`` (not at the top
level), objects and tuples one item a line with trailing commas, a line
holding only the indentation before a block that follows an attribute,
that and an empty line between two blocks, an empty line after a block.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from typing import Any, Final

from ..native import ast, parse_expression
from .hcl2options import DeserializerOptions, FormatterOptions

__all__ = ["write_hcl2"]

_IS_BLOCK: Final = "__is_block__"
_COMMENT_KEYS: Final = frozenset({"__comments__", "__inline_comments__", _IS_BLOCK,
                                  "__start_line__", "__end_line__"})
_HEREDOC: Final = re.compile(r'"(<<-?([^\W\d][\w-]*)\r?\n(?:.*\n)?[ \t]*\2)"', re.DOTALL)
_MAX_DEPTH: Final = 200
# A string made a heredoc: its newlines, quotes and backslashes unescaped, in one pass.
_HEREDOC_ESCAPE: Final = re.compile(r"\\(.)", re.DOTALL)
_HEREDOC_ESCAPES: Final = {"n": "\n", '"': '"', "\\": "\\"}


def write_hcl2(data: Mapping[str, Any], deserializer: DeserializerOptions | None = None,
               formatter: FormatterOptions | None = None) -> str:
    """``data`` (python-hcl2 8's shape) as HCL text, written as python-hcl2's
    options say (their defaults where ``None``).  Raises ``ValueError`` for
    data HCL cannot hold (a key that is not a string, an infinity, nesting
    deeper than Python's own recursion takes)."""
    if not isinstance(data, Mapping):
        raise ValueError(f"python-hcl2's shape is a dict, not {type(data).__name__}")
    out: list[str] = []
    _Writer(deserializer or DeserializerOptions(), formatter or FormatterOptions()).body(
        data, 0, out, top=True)
    return "".join(out)


def _is_block_list(value: Any) -> bool:
    return isinstance(value, list) and bool(value) and all(_block_body(v) is not None
                                                         for v in value)


def _block_body(value: Any) -> tuple[list[str], Mapping[str, Any]] | None:
    """The labels and body of a block held as ``{label: {label: {…marked}}}``."""
    labels: list[str] = []
    while isinstance(value, Mapping):
        if value.get(_IS_BLOCK) is True:
            return labels, value
        if len(value) != 1:
            return None
        if len(labels) > _MAX_DEPTH:  # (a dict that holds itself ends here too)
            raise ValueError("the data nests too deeply to write")
        (label, value), = value.items()
        labels.append(str(label))
    return None


class _Writer:
    def __init__(self, de: DeserializerOptions, fmt: FormatterOptions) -> None:
        self.de, self.fmt = de, fmt
        self.step = " " * fmt.indent_length

    def body(self, data: Mapping[str, Any], depth: int, out: list[str], top: bool) -> None:
        if depth > _MAX_DEPTH:
            raise ValueError("the data nests too deeply to write")
        pad = self.step * depth
        # Items: ("a", name, value) or ("b", type, (labels, body)).
        items: list[tuple[str, str, Any]] = []
        for key, value in data.items():
            if not isinstance(key, str):
                raise ValueError(f"{key!r} cannot be an attribute or block name")
            if key in _COMMENT_KEYS:
                continue
            if _is_block_list(value):
                items.extend(("b", key, _block_body(v)) for v in value)
            else:
                items.append(("a", key, value))
        previous = ""
        group: list[tuple[str, Any]] = []
        for kind, key, value in items:
            if kind == "a":
                if previous == "b":
                    out.append("\n")
                group.append((key, value))
                previous = "a"
                continue
            if group:
                self.attributes(group, depth, out, top)
                group = []
            if previous == "a":
                out.append(pad + "\n")
            elif previous == "b":
                out.append(pad + "\n\n")
            labels, content = value
            head = " ".join([key, *labels])
            if self.is_empty(content) and not self.fmt.open_empty_blocks:
                out.append(f"{pad}{head} {{}}\n")
            else:
                out.append(f"{pad}{head} {{\n")
                if self.is_empty(content):
                    out.append("\n")
                else:
                    self.body(content, depth + 1, out, top=False)
                out.append(pad + "}\n")
            previous = "b"
        if group:
            self.attributes(group, depth, out, top)

    @staticmethod
    def is_empty(content: Mapping[str, Any]) -> bool:
        return all(k in _COMMENT_KEYS for k in content)

    def attributes(self, group: list[tuple[str, Any]], depth: int, out: list[str],
                   top: bool) -> None:
        pad = self.step * depth
        width = 0
        if self.fmt.vertically_align_attributes and not top:
            width = max(len(name) for name, _ in group)
        for name, value in group:
            out.append(f"{pad}{name.ljust(width)} = {self.value(value, depth)}\n")

    # --- values ----------------------------------------------------------------------------

    def value(self, value: Any, depth: int) -> str:
        if depth > _MAX_DEPTH:
            raise ValueError("the data nests too deeply to write")
        if value is None:
            return "null"
        if value is True:
            return "true"
        if value is False:
            return "false"
        if isinstance(value, int):
            return str(value)
        if isinstance(value, float):
            if not math.isfinite(value):
                raise ValueError(f"{value!r} cannot be written in HCL")
            return repr(value)
        if isinstance(value, str):
            return self.string(value, depth)
        if isinstance(value, Mapping):
            return self.object(value, depth)
        if isinstance(value, (list, tuple)):
            return self.tuple(list(value), depth)
        raise ValueError(f"{type(value).__name__} cannot be written in HCL")

    def string(self, text: str, depth: int) -> str:
        heredoc = _HEREDOC.fullmatch(text)
        if heredoc is not None:
            return text if self.de.heredocs_to_strings else heredoc.group(1)
        if text.startswith("${") and text.endswith("}"):
            return self.expression(text[2:-1], depth)
        if (self.de.strings_to_heredocs and text.startswith('"') and text.endswith('"')
                and "\\n" in text):
            inner = _HEREDOC_ESCAPE.sub(lambda m: _HEREDOC_ESCAPES.get(m.group(1), m.group(0)),
                                        text[1:-1])
            return f"<<EOF\n{inner}\nEOF"
        return text

    def expression(self, text: str, depth: int) -> str:
        """An expression's text as python-hcl2 lays it out: tuples, objects
        and ``for`` expressions (but for those in a conditional) over lines."""
        expr, diags = parse_expression(text)
        if expr is None or diags.has_errors():
            return text
        return _Layout(text, self).expr(expr, depth)

    def object(self, data: Mapping[str, Any], depth: int) -> str:
        keys = [k for k in data if k not in _COMMENT_KEYS]
        if not keys:
            return self.empty("{", "}", self.fmt.open_empty_objects, depth)
        inner = self.step * (depth + 1)
        colon = self.de.object_elements_colon
        comma = "," if self.de.object_elements_trailing_comma else ""
        texts = []
        for key in keys:
            if not isinstance(key, str):
                raise ValueError(f"{key!r} cannot be an object key")
            texts.append(key[2:-1] if key.startswith("${") and key.endswith("}") else key)
        aligned = self.fmt.vertically_align_object_elements
        width = max(len(t) for t in texts) if aligned else 0
        sep = (" : " if aligned else ": ") if colon else " = "
        lines = [f"{inner}{t.ljust(width)}{sep}{self.value(data[k], depth + 1)}{comma}\n"
                 for t, k in zip(texts, keys, strict=True)]
        return "{\n" + "".join(lines) + self.step * depth + "}"

    def tuple(self, items: list[Any], depth: int) -> str:
        if not items:
            return self.empty("[", "]", self.fmt.open_empty_tuples, depth)
        inner = self.step * (depth + 1)
        lines = [f"{inner}{self.value(v, depth + 1)},\n" for v in items]
        return "[\n" + "".join(lines) + self.step * depth + "]"

    def empty(self, opening: str, closing: str, opened: bool, depth: int) -> str:
        return f"{opening}\n\n{self.step * depth}{closing}" if opened else opening + closing


class _Layout:
    """An expression's text (as the serializer spells it) laid out over lines."""

    def __init__(self, text: str, writer: _Writer) -> None:
        self.text = text
        self.writer = writer
        self.step = writer.step
        self.aligned = writer.fmt.vertically_align_object_elements

    def src(self, node: ast.Expression) -> str:
        return self.text[node.start:node.end]

    def expr(self, node: ast.Expression, depth: int) -> str:
        if depth > _MAX_DEPTH:
            raise ValueError("the data nests too deeply to write")
        inner = self.step * (depth + 1)
        close = self.step * depth
        if isinstance(node, ast.FunctionCallExpr):
            args = ", ".join(self.expr(a, depth) for a in node.args)
            return f"{node.name}({args}{' ... ' if node.expand_final else ''})"
        if isinstance(node, ast.TupleConsExpr):
            if not node.exprs:
                return self.writer.empty("[", "]", self.writer.fmt.open_empty_tuples, depth)
            items = ",\n".join(inner + self.expr(e, depth + 1) for e in node.exprs)
            return f"[\n{items}\n{close}]"
        if isinstance(node, ast.ObjectConsExpr):
            if not node.items:
                return self.writer.empty("{", "}", self.writer.fmt.open_empty_objects, depth)
            keys = [self.src(item.key) for item in node.items]
            width = max(len(k) for k in keys) if self.aligned else 0
            items = ",\n".join(f"{inner}{k.ljust(width)} = {self.expr(item.value, depth + 1)}"
                                for k, item in zip(keys, node.items, strict=True))
            return f"{{\n{items}\n{close}}}"
        if isinstance(node, ast.ForExpr):
            names = node.value_var if node.key_var is None else f"{node.key_var}, {node.value_var}"
            lines = [f"for {names} in {self.expr(node.collection, depth + 1)} :"]
            if node.key_expr is None:
                lines.append(self.expr(node.value_expr, depth + 1))
            else:
                lines.append(f"{self.expr(node.key_expr, depth + 1)} => "
                             f"{self.expr(node.value_expr, depth + 1)}"
                             + (" ..." if node.group else ""))
            if node.cond_expr is not None:
                lines.append(f"if {self.expr(node.cond_expr, depth + 1)}")
            body = "".join(f"{inner}{line}\n" for line in lines)
            opening, closing = ("[", "]") if node.key_expr is None else ("{", "}")
            return f"{opening}\n{body}{close}{closing}"
        source = getattr(node, "collection", None) or getattr(node, "source", None)
        if isinstance(source, ast.ForExpr):
            # Indexed, python-hcl2 writes a ``for`` on one line, a space after its bracket.
            head = self.src(source)
            return f"{head[0]} {head[1:]}{self.text[source.end:node.end]}"
        return self.src(node)
