"""Plain Python data written as a formatted HCL file: the way back from
``hclkit.loads``.

The data is a body: a ``dict`` from names to values.  Which values are
blocks is not written in the data (``loads`` turns a block and an object
attribute alike into a ``dict``), so it is read from its shape:

* a ``dict`` whose values are all ``dict`` (or non-empty lists of ``dict``)
  is a level of block labels: ``{"resource": {"a": {"b": {"x": 1}}}}`` is
  ``resource "a" "b" { x = 1 }``, and a list of bodies at the last level
  is the same block written once per body;
* any other ``dict`` is the body of the block, or, met directly under a
  body's name (no label level in between), an object attribute:
  ``{"tags": {"Name": "x"}}`` is ``tags = { Name = "x" }``.

A list of bodies must have two or more to be blocks (one block comes back
from ``loads`` as a body, not a list of one).  Names listed in ``blocks``
are blocks without labels (a list of bodies: the block once per body):
``dumps({"locals": {"x": 1}}, blocks={"locals"})`` is ``locals { x = 1 }``.
Either way ``loads(dumps(data)) == data``.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping
from typing import Any, Final, NamedTuple

from ..native import parse, parse_expression
from .format import format_text
from .hcl2writer import write_hcl2
from .literal import (
    MAX_NESTING,
    hcl_literal,
    is_identifier,
    is_name,
    quote_label,
    quote_string,
)

__all__ = ["dumps"]


def dumps(data: Mapping[str, Any], *, blocks: Collection[str] = (),
          heredocs: bool = False, shape: str = "hclkit") -> str:
    """Write plain Python data as an HCL file, formatted as ``hclfmt`` would.

    The default shape is what :func:`hclkit.loads` returns, and
    ``loads(dumps(data)) == data`` (see the module documentation for how
    blocks are told from object attributes).

    Args:
        data: the body: a mapping from attribute or block names to values.
        blocks: names to write as blocks without labels even where their
            value could be an object attribute (``{"locals": {...}}``).
        heredocs: write multi-line strings as ``<<EOT`` heredocs.
        shape: ``"hclkit"`` (what ``hclkit.loads`` returns), ``"hcl2"``
            (what python-hcl2 8 and ``hclkit.compat.hcl2`` return with their
            default options, written byte for byte as python-hcl2's
            ``dumps`` writes it) or ``"hcl2-v7"`` (python-hcl2 7's shape,
            as ``SerializationOptions(with_comments=False,
            explicit_blocks=False, strip_string_quotes=True)`` gives it:
            each block an element of a list under its type, one single-key
            level per label, strings as template text and a whole
            ``"${...}"`` as the expression inside).

    Returns:
        The HCL text, ending with a newline.

    Raises:
        ValueError: for data HCL cannot hold (a name that is not an
            identifier, an infinity or NaN, a key that is not a string,
            nesting past the limit), for text in the ``"hcl2"`` shapes that
            does not parse back, and for an unknown ``shape``.
    """
    out: list[str] = []
    if shape == "hcl2":
        # Strings, expressions and heredocs are text in this shape (written as
        # python-hcl2 writes them): what does not parse back is refused.
        return _parsing(write_hcl2(data))
    if shape == "hcl2-v7":
        _hcl2_body(data, out)
        return format_text(_parsing("".join(out)))
    if shape != "hclkit":
        raise ValueError(f"unknown shape {shape!r}: 'hclkit', 'hcl2' or 'hcl2-v7'")
    _Writer(blocks, heredocs).body(data, out)
    return format_text("".join(out))


def _parsing(text: str) -> str:
    """``text``, if it parses; else ``ValueError`` naming the first error."""
    diags = parse(text, "<dumps>")[1]
    if diags.has_errors():
        raise ValueError(f"the data does not make valid HCL: {diags.errors()[0].summary} "
                         f"at {diags.errors()[0].subject}")
    return text


def _check_name(name: object) -> None:
    if not isinstance(name, str) or not is_name(name):
        raise ValueError(f"{name!r} cannot be an attribute or block name")


def _lay_out(attributes: list[str], blocks: list[str], out: list[str]) -> None:
    """A body's attributes first, then its blocks, a blank line before each block."""
    out.extend(attributes)
    for i, text in enumerate(blocks):
        if i or attributes:
            out.append("\n")
        out.append(text)


_MAX_LABELS = MAX_NESTING


def _is_body(value: Any) -> bool:
    return isinstance(value, Mapping) and all(
        isinstance(k, str) and is_name(k) for k in value)


def _is_bodies(value: Any) -> bool:
    # One body alone would come back from ``loads`` as that body, not a list.
    return isinstance(value, list) and len(value) > 1 and all(_is_body(v) for v in value)


def _too_deep() -> ValueError:
    return ValueError(f"blocks nested too deeply to write: HCL reads at most {MAX_NESTING} "
                      f"levels of blocks and brackets and {MAX_NESTING} block labels in all")


class _Where(NamedTuple):
    """Where a body is written: blocks open around it, labels of those
    blocks in all, and whether it is a ``dynamic`` block's (whose
    ``content`` is a block)."""

    depth: int
    labels: int
    dynamic: bool


_TOP: Final = _Where(0, 0, False)


class _Writer:
    """One call's writing of the plain shape (its memo is its own, so that
    calls in other threads do not meet it)."""

    def __init__(self, blocks: Collection[str], heredocs: bool) -> None:
        self.block_names = blocks
        self.heredocs = heredocs
        # id -> (mapping, whether it is a level of labels): each level is
        # asked again at every level above it, and answered once.
        self.levels: dict[int, tuple[Any, bool]] = {}

    def is_block_level(self, value: Any, depth: int = 0) -> bool:
        """Whether ``value`` is a level of labels: a non-empty mapping whose
        values are further levels, bodies, or lists of bodies.  (Past the
        depth HCL values may have, it is not: writing the value then says why.)"""
        if not isinstance(value, Mapping) or not value or depth > _MAX_LABELS:
            return False
        known = self.levels.get(id(value))
        if known is not None and known[0] is value:
            return known[1]
        answer = all(_is_bodies(v) or _is_body(v) or self.is_block_level(v, depth + 1)
                     for v in value.values())
        self.levels[id(value)] = (value, answer)
        return answer

    def body(self, data: Mapping[str, Any], out: list[str], where: _Where = _TOP) -> None:
        attributes: list[str] = []
        nested: list[str] = []
        for name, value in data.items():
            _check_name(name)
            if ((name in self.block_names or (where.dynamic and name == "content"))
                    and (_is_body(value) or _is_bodies(value))) or self.is_block_level(value):
                self.blocks(name, [], value, nested, where)
            else:
                text = hcl_literal(value, self.heredocs, depth=where.depth)
                attributes.append(f"{name} = {text}\n")
        _lay_out(attributes, nested, out)

    def blocks(self, type: str, labels: list[str], value: Any, out: list[str],
               where: _Where) -> None:
        if where.labels + len(labels) > MAX_NESTING:  # (a dict that holds itself ends here)
            raise _too_deep()
        if isinstance(value, list):
            for body in value:
                self.block(type, labels, body, out, where)
        elif self.is_block_level(value) and not self.holds_named_blocks(value) and (
                labels or type not in self.block_names or not _is_body(value)):
            for label, inner in value.items():
                self.blocks(type, [*labels, label], inner, out, where)
        else:
            self.block(type, labels, value, out, where)

    def holds_named_blocks(self, value: Mapping[str, Any]) -> bool:
        """Whether ``value`` is a body holding a block named in ``blocks``
        (so a body, not a level of labels: ``resource "a" "b" { lifecycle {…} }``)."""
        return _is_body(value) and any(
            k in self.block_names and (_is_body(v) or _is_bodies(v)) for k, v in value.items())

    def block(self, type: str, labels: list[str], body: Mapping[str, Any],
              out: list[str], where: _Where) -> None:
        """One block, as one string of ``out``."""
        # What the parser reads back: blocks and brackets open at once, and
        # the labels of a block and the blocks around it (loads's levels).
        labels_in_all = where.labels + len(labels)
        if where.depth >= MAX_NESTING or labels_in_all > MAX_NESTING:
            raise _too_deep()
        header = "".join(f" {quote_label(label)}" for label in labels)
        inner: list[str] = []
        self.body(body, inner, _Where(where.depth + 1, labels_in_all, type == "dynamic"))
        out.append(f"{type}{header} {{\n{''.join(inner)}}}\n")


# --- python-hcl2's shape ---------------------------------------------------------------------


def _hcl2_body(data: Mapping[str, Any], out: list[str], depth: int = 0) -> None:
    """python-hcl2's shape: each block is an element of a list under its
    type, labels nested one single-key level each down to its body; strings
    are template text (``"a ${var.b}"`` interpolates), a whole ``"${…}"``
    is the expression inside, a heredoc's text is written as it is."""
    if depth > MAX_NESTING:
        raise _too_deep()
    attributes: list[str] = []
    nested: list[str] = []
    for name, value in data.items():
        _check_name(name)
        if isinstance(value, list) and value and all(isinstance(v, Mapping) for v in value):
            for element in value:
                # Single-key levels down to the deepest that can be a body.
                levels: list[Mapping[str, Any]] = [element]
                while len(levels[-1]) == 1 and isinstance(next(iter(levels[-1].values())),
                                                          Mapping):
                    if len(levels) > MAX_NESTING:  # (a dict that holds itself ends here)
                        raise _too_deep()
                    levels.append(next(iter(levels[-1].values())))
                body_at = max((i for i, level in enumerate(levels) if _is_body(level)),
                              default=0)
                labels = [next(iter(level)) for level in levels[:body_at]]
                body = levels[body_at]
                header = "".join(f" {quote_label(label)}" for label in labels)
                inner_out: list[str] = []
                _hcl2_body(body, inner_out, depth + 1 + len(labels))
                nested.append(f"{name}{header} {{\n{''.join(inner_out)}}}\n")
        else:
            attributes.append(_line(f"{name} = {_hcl2_value(value, depth)}"))
    _lay_out(attributes, nested, out)


# A heredoc as python-hcl2 keeps it: the opening line, the lines, the marker
# (any identifier, beyond ASCII too), no line break after it.
_HEREDOC = re.compile(r"<<-?([^\W\d][\w-]*)\r?\n(?:.*\n)?[ \t]*\1\Z", re.DOTALL)
_HEREDOC_OPENER = re.compile(r"<<-?([^\W\d][\w-]*)\r?\n")


def _hcl2_value(value: Any, depth: int) -> str:
    if depth > MAX_NESTING:
        raise _too_deep()
    if isinstance(value, str):
        quote_string(value)  # refuses what UTF-8 cannot hold
        if _HEREDOC.match(value):
            return value + "\n"  # its closing marker ends its line
        parts = _template_parts(value)
        inner = _whole_expression(value, parts)
        if inner is not None:
            return inner
        return _hcl2_template(parts)
    if isinstance(value, Mapping):
        if not value:
            return "{}"
        items = "".join(_line(f"{_hcl2_key(k)} = {_hcl2_value(v, depth + 1)}")
                        for k, v in value.items())
        return "{\n" + items + "}"
    if isinstance(value, list):
        return "[" + ", ".join(_hcl2_value(v, depth + 1) for v in value) + "]"
    return hcl_literal(value, depth=depth)


def _whole_expression(value: str, parts: list[tuple[bool, str]]) -> str | None:
    """The expression a whole ``"${…}"`` stands for, as text that parses;
    None where the value is to be written as a template.  (A bare name
    stays a template: python-hcl2 reads a name alone as text; so does a
    quoted string, whose shape drops its quotes: ``"${"${a}"}"`` is
    ``${"${a}"}``.)"""
    if len(parts) != 1 or not parts[0][0] or not value.startswith("${"):
        return None
    inner = value[2:-1].strip()
    if is_identifier(inner) or inner.startswith('"'):
        return None
    inner = _heredocs_end_lines(inner)
    return inner if _parses(inner) else None


def _hcl2_template(parts: list[tuple[bool, str]]) -> str:
    """Template parts as a quoted template.  Literal text is escaped, except
    inside directives, whose bodies python-hcl2 keeps as written."""
    out: list[str] = []
    depth = 0
    for sequence, text in parts:
        if sequence:
            keyword = _DIRECTIVE_KEYWORD.match(text)
            if keyword is not None:
                depth += {"if": 1, "for": 1, "endif": -1, "endfor": -1}.get(keyword[1], 0)
                depth = max(depth, 0)
            out.append(text)
        else:
            out.append(text if depth else _TEMPLATE_ESCAPES.sub(lambda c: _ESCAPED[c.group()],
                                                                text))
    return '"' + "".join(out) + '"'


def _hcl2_key(key: str) -> str:
    """An object key in python-hcl2's shape: a name, template text, or a
    ``${(…)}`` expression (which an object key holds in parentheses)."""
    if is_identifier(key):
        return key
    quote_string(key)  # refuses what UTF-8 cannot hold
    parts = _template_parts(key)
    inner = _whole_expression(key, parts)
    if inner is not None and inner.startswith("(") and inner.endswith(")"):
        return inner
    return _hcl2_template(parts)


_DIRECTIVE_KEYWORD = re.compile(r"%\{~?\s*(if|for|endif|endfor)\b")
_TEMPLATE_ESCAPES = re.compile(r'[\\"\n\r\t]')
_ESCAPED = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _template_parts(text: str) -> list[tuple[bool, str]]:
    """Template text cut into literal text and ``${…}``/``%{…}`` sequences
    (``True``), each sequence up to its own closing brace."""
    parts: list[tuple[bool, str]] = []
    literal_start = i = 0
    while i < len(text):
        if text.startswith(("${", "%{"), i):
            end = _sequence_end(text, i)
            if end < 0:
                break  # never closed: literal text to the end
            if i > literal_start:
                parts.append((False, text[literal_start:i]))
            parts.append((True, text[i:end]))
            literal_start = i = end
        else:
            i += 1
    if literal_start < len(text):
        parts.append((False, text[literal_start:]))
    return parts


def _sequence_end(text: str, start: int) -> int:
    """Where the sequence opened at ``start`` ends (after its brace), or -1:
    braces and quoted strings (with their own sequences) inside are skipped."""
    stack = ["sequence"]
    j = start + 2
    n = len(text)
    while j < n and stack:
        c = text[j]
        if stack[-1] == "string":
            if c == "\\":
                j += 2
                continue
            if c == '"':
                stack.pop()
            elif text.startswith(("${", "%{"), j):
                stack.append("sequence")
                j += 1
            j += 1
            continue
        if c == '"':
            stack.append("string")
        elif c == "{":
            stack.append("brace")
        elif c == "}":
            stack.pop()
        j += 1
    return j if not stack else -1


def _line(text: str) -> str:
    """``text`` ended by a line break (a heredoc's value has its own)."""
    return text if text.endswith("\n") else text + "\n"


def _heredocs_end_lines(text: str) -> str:
    """Expression text in python-hcl2's shape with a line break after each
    heredoc's closing marker (python-hcl2 writes what follows on its line)."""
    out: list[str] = []
    pos = 0
    for opener in _HEREDOC_OPENER.finditer(text):
        if opener.start() < pos:
            continue  # inside a heredoc already passed
        closing = re.compile(r"\n[ \t]*" + re.escape(opener.group(1)) + r"(?![\w-])")
        found = closing.search(text, opener.end() - 1)
        if found is None:
            break
        out.append(text[pos:found.end()])
        out.append("\n")
        pos = found.end()
        if text.startswith("\n", pos):
            pos += 1
    out.append(text[pos:])
    return "".join(out)


def _parses(text: str) -> bool:
    expr, diags = parse_expression(text)
    return expr is not None and not diags.has_errors()
