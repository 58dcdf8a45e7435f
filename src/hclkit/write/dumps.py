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
from typing import Any

from .format import format_text
from .literal import hcl_literal, is_identifier, quote_label

__all__ = ["dumps"]


def dumps(data: Mapping[str, Any], *, blocks: Collection[str] = (),
          heredocs: bool = False, shape: str = "hclkit") -> str:
    """``data`` as an HCL file, formatted as ``hclfmt`` would.  ``shape``
    is ``"hclkit"`` (what ``hclkit.loads`` returns) or ``"hcl2"`` (what
    python-hcl2 and ``hclkit.compat.hcl2`` return: see :func:`_hcl2_body`).
    Raises ``ValueError`` for what HCL cannot hold (a name that is not an
    identifier, an infinity, a key that is not a string)."""
    out: list[str] = []
    if shape == "hcl2":
        _hcl2_body(data, out)
        return format_text("".join(out))
    if shape != "hclkit":
        raise ValueError(f"unknown shape {shape!r}: 'hclkit' or 'hcl2'")
    try:
        _body(data, blocks, heredocs, out)
    finally:
        _LEVELS.clear()
    return format_text("".join(out))


def _check_name(name: object) -> None:
    if not isinstance(name, str) or not is_identifier(name):
        raise ValueError(f"{name!r} cannot be an attribute or block name")


def _lay_out(attributes: list[str], blocks: list[str], out: list[str]) -> None:
    """A body's attributes first, then its blocks, a blank line before each block."""
    out.extend(attributes)
    for i, text in enumerate(blocks):
        if i or attributes:
            out.append("\n")
        out.append(text)


def _is_block_level(value: Any, depth: int = 0) -> bool:
    """Whether ``value`` is a level of labels: a non-empty mapping whose
    values are further levels, bodies, or lists of bodies.  (Past the depth
    HCL values may have, it is not: writing the value then says why.)"""
    if not isinstance(value, Mapping) or not value or depth > _MAX_LABELS:
        return False
    known = _LEVELS.get(id(value))
    if known is not None and known[0] is value:
        return known[1]
    answer = all(_is_bodies(v) or _is_body(v) or _is_block_level(v, depth + 1)
                 for v in value.values())
    _LEVELS[id(value)] = (value, answer)  # asked again at each level above: answered once
    return answer


_MAX_LABELS = 100
_LEVELS: dict[int, tuple[Any, bool]] = {}


def _is_body(value: Any) -> bool:
    return isinstance(value, Mapping) and all(
        isinstance(k, str) and is_identifier(k) for k in value)


def _is_bodies(value: Any) -> bool:
    # One body alone would come back from ``loads`` as that body, not a list.
    return isinstance(value, list) and len(value) > 1 and all(_is_body(v) for v in value)


def _body(data: Mapping[str, Any], blocks: Collection[str], heredocs: bool,
          out: list[str]) -> None:
    attributes: list[str] = []
    nested: list[str] = []
    for name, value in data.items():
        _check_name(name)
        if (name in blocks and (_is_body(value) or _is_bodies(value))) \
                or _is_block_level(value):
            _blocks(name, [], value, blocks, heredocs, nested)
        else:
            attributes.append(f"{name} = {hcl_literal(value, heredocs)}\n")
    _lay_out(attributes, nested, out)


def _blocks(type: str, labels: list[str], value: Any, blocks: Collection[str],
            heredocs: bool, out: list[str]) -> None:
    if isinstance(value, list):
        for body in value:
            _block(type, labels, body, blocks, heredocs, out)
    elif _is_block_level(value) and (labels or type not in blocks or not _is_body(value)):
        for label, inner in value.items():
            _blocks(type, [*labels, label], inner, blocks, heredocs, out)
    else:
        _block(type, labels, value, blocks, heredocs, out)


def _block(type: str, labels: list[str], body: Mapping[str, Any], blocks: Collection[str],
           heredocs: bool, out: list[str]) -> None:
    """One block, as one string of ``out``."""
    header = "".join(f" {quote_label(label)}" for label in labels)
    inner: list[str] = []
    _body(body, blocks, heredocs, inner)
    out.append(f"{type}{header} {{\n{''.join(inner)}}}\n")


# --- python-hcl2's shape ---------------------------------------------------------------------


def _hcl2_body(data: Mapping[str, Any], out: list[str]) -> None:
    """python-hcl2's shape: each block is an element of a list under its
    type, labels nested one single-key level each down to its body; strings
    are template text (``"a ${var.b}"`` interpolates), a whole ``"${…}"``
    is the expression inside, a heredoc's text is written as it is."""
    attributes: list[str] = []
    nested: list[str] = []
    for name, value in data.items():
        _check_name(name)
        if isinstance(value, list) and value and all(isinstance(v, Mapping) for v in value):
            for element in value:
                labels: list[str] = []
                body: Mapping[str, Any] = element
                while len(body) == 1:
                    ((label, inner),) = body.items()
                    if not isinstance(inner, Mapping):
                        break  # a body of one attribute
                    labels.append(label)
                    body = inner
                header = "".join(f" {quote_label(label)}" for label in labels)
                inner_out: list[str] = []
                _hcl2_body(body, inner_out)
                nested.append(f"{name}{header} {{\n{''.join(inner_out)}}}\n")
        else:
            attributes.append(f"{name} = {_hcl2_value(value, 0)}\n")
    _lay_out(attributes, nested, out)


_WHOLE_EXPRESSION = re.compile(r"\$\{(.*)\}\Z", re.DOTALL)
_HEREDOC = re.compile(r"<<-?([A-Za-z_][A-Za-z0-9_-]*)\n.*\n[ \t]*\1\Z", re.DOTALL)


def _hcl2_value(value: Any, depth: int) -> str:
    if depth > 200:
        raise ValueError("value nested too deeply to write")
    if isinstance(value, str):
        m = _WHOLE_EXPRESSION.match(value)
        if m is not None and "${" not in m.group(1) and _parses(m.group(1)):
            return m.group(1)
        if _HEREDOC.match(value):
            return value
        return '"' + _TEMPLATE_ESCAPES.sub(lambda c: _ESCAPED[c.group()], value) + '"'
    if isinstance(value, Mapping):
        if not value:
            return "{}"
        items = "".join(f"{k if is_identifier(k) else hcl_literal(k)} = "
                        f"{_hcl2_value(v, depth + 1)}\n" for k, v in value.items())
        return "{\n" + items + "}"
    if isinstance(value, list):
        return "[" + ", ".join(_hcl2_value(v, depth + 1) for v in value) + "]"
    return hcl_literal(value)


_TEMPLATE_ESCAPES = re.compile(r'[\\"\n\r\t]')
_ESCAPED = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _parses(text: str) -> bool:
    from ..native import parse_expression  # noqa: PLC0415 - only for this shape

    expr, diags = parse_expression(text)
    return expr is not None and not diags.has_errors()
