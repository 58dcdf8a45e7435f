"""Python values written as HCL expressions.

The text made here is not laid out: it goes through the formatter, which
indents and aligns it as ``hclfmt`` would.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from decimal import Decimal
from typing import Any, Final

from ..native.lexer import Kind, tokenize

__all__ = ["hcl_literal", "is_identifier", "is_name", "quote_label", "quote_string"]

_IDENTIFIER: Final = re.compile(r"[A-Za-z_][A-Za-z0-9_-]*\Z")
# Names that mean something else where an object key or attribute name is read.
_RESERVED: Final = frozenset({"true", "false", "null", "for", "if", "in"})
_ESCAPES: Final = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t"}
_NEEDS_ESCAPE: Final = re.compile(r'[\\"\x00-\x1f\x7f]|[$%]\{')


def is_identifier(name: str) -> bool:
    """Whether ``name`` can be written bare as an object key (where the
    keywords would be read as themselves)."""
    return name not in _RESERVED and is_name(name)


def is_name(name: str) -> bool:
    """Whether ``name`` can be an attribute or block name: an identifier,
    the keywords included (``for = 1`` is an attribute)."""
    if name.isascii():
        return bool(_IDENTIFIER.match(name))
    # Beyond ASCII, the lexer's Unicode classes decide.
    tokens = tokenize(name)
    return len(tokens) == 2 and tokens[0] == (Kind.IDENT, 0, len(name))


def _escape(m: re.Match[str]) -> str:
    s = m.group()
    if s in ("${", "%{"):
        return s[0] + s  # ``$${`` and ``%%{`` are the literal text
    return _ESCAPES.get(s) or f"\\u{ord(s):04x}"


def quote_string(text: str) -> str:
    """``text`` as a quoted template whose value is ``text`` itself."""
    if any("\udc80" <= ch <= "\udcff" for ch in text):
        raise ValueError(f"{text!r} holds bytes that are not UTF-8: it has no HCL form")
    return '"' + _NEEDS_ESCAPE.sub(_escape, text) + '"'


def quote_label(label: str) -> str:
    """A block label, quoted (labels cannot hold template sequences either)."""
    return quote_string(label)


def _heredoc(text: str, newline: str = "\n") -> str | None:
    """``text`` as a heredoc, where one can hold it exactly: text that ends
    with a newline and has no carriage returns or other control characters.
    For a file whose lines end in CRLF (``newline``), which a heredoc's
    value holds, the text's lines must end in CRLF (the heredoc is written
    with LF, for the writer to turn into the file's)."""
    if newline == "\r\n":
        if text.replace("\r\n", "").count("\n"):
            return None
        text = text.replace("\r\n", "\n")
    if not text.endswith("\n") or re.search(r"[\x00-\x08\x0b-\x1f\x7f\udc80-\udcff]", text):
        return None
    lines = {line.strip() for line in text.split("\n")}
    marker = "EOT"
    n = 0
    while marker in lines:
        n += 1
        marker = f"EOT{n}"
    body = text.replace("${", "$${").replace("%{", "%%{")
    return f"<<{marker}\n{body}{marker}"


def hcl_literal(value: Any, heredocs: bool = False, newline: str = "\n") -> str:
    """``value`` (``None``, ``bool``, ``int``, ``float``, ``Decimal``, ``str``,
    a sequence or a mapping with string keys) as an HCL expression.  With
    ``heredocs``, a string of several lines that ends with a newline is
    written as a heredoc (with ``newline="\r\n"``, for a CRLF file: one
    whose lines end in CRLF).  Raises ``ValueError`` for what HCL cannot
    hold (infinities, NaN, keys that are not strings, other types)."""
    parts: list[str] = []
    _literal(value, newline if heredocs else "", parts, 0)
    return "".join(parts)


_MAX_DEPTH: Final = 200


def _literal(value: Any, heredocs: str, out: list[str], depth: int) -> None:
    # ``heredocs``: the file's line ending where strings may be heredocs, else "".
    if depth > _MAX_DEPTH:
        raise ValueError("value nested too deeply to write")
    if value is None:
        out.append("null")
    elif value is True or value is False:
        out.append("true" if value else "false")
    elif isinstance(value, int):
        out.append(str(int(value)))
    elif isinstance(value, float):
        if not math.isfinite(value):
            raise ValueError(f"{value!r} has no HCL form")
        out.append(repr(value))
    elif isinstance(value, Decimal):
        if not value.is_finite():
            raise ValueError(f"{value!r} has no HCL form")
        out.append(str(value))
    elif isinstance(value, str):
        doc = _heredoc(value, heredocs) if heredocs and "\n" in value[:-1] else None
        out.append(doc if doc is not None else quote_string(value))
    elif isinstance(value, Mapping):
        _mapping(value, heredocs, out, depth)
    elif isinstance(value, (list, tuple, set, frozenset)):
        items = list(value)
        nested = any(isinstance(v, (Mapping, list, tuple)) and v for v in items)
        if not items:
            out.append("[]")
            return
        out.append("[\n" if nested else "[")
        for i, item in enumerate(items):
            _literal(item, heredocs, out, depth + 1)
            if out[-1].startswith("<<"):
                out.append("\n")  # a heredoc's closing marker is alone on its line
            if nested:
                out.append(",\n")
            elif i < len(items) - 1:
                out.append(", ")
        out.append("]")
    else:
        raise ValueError(f"{type(value).__name__} values have no HCL form")


def _mapping(value: Mapping[Any, Any], heredocs: str, out: list[str], depth: int) -> None:
    if not value:
        out.append("{}")
        return
    out.append("{\n")
    for key, item in value.items():
        if not isinstance(key, str):
            raise ValueError(f"object keys must be strings, not {type(key).__name__}")
        out.append(key if is_identifier(key) else quote_string(key))
        out.append(" = ")
        _literal(item, heredocs, out, depth + 1)
        out.append("\n")
    out.append("}")
