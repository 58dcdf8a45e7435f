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

from ..limits import DEFAULT_LIMITS
from ..native.lexer import Kind, tokenize
from ..types import number as N

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


_SURROGATE: Final = re.compile("[\ud800-\udfff]")


def quote_string(text: str) -> str:
    """``text`` as a quoted template whose value is ``text`` itself."""
    if _SURROGATE.search(text):
        # UTF-8 cannot hold a lone surrogate (nor a byte that is not UTF-8,
        # which surrogateescape makes one), so no HCL text reads back as it.
        raise ValueError(f"{text!r} holds a lone surrogate (or a byte that is not UTF-8): "
                         "it has no HCL form")
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
    if not text.endswith("\n") or re.search(r"[\x00-\x08\x0b-\x1f\x7f\ud800-\udfff]", text):
        return None
    lines = {line.strip() for line in text.split("\n")}
    marker = "EOT"
    n = 0
    while marker in lines:
        n += 1
        marker = f"EOT{n}"
    body = text.replace("${", "$${").replace("%{", "%%{")
    return f"<<{marker}\n{body}{marker}"


def hcl_literal(value: Any, heredocs: bool = False, newline: str = "\n",
                depth: int = 0) -> str:
    """``value`` (``None``, ``bool``, ``int``, ``float``, ``Decimal``, ``str``,
    a sequence or a mapping with string keys) as an HCL expression.  With
    ``heredocs``, a string of several lines that ends with a newline is
    written as a heredoc (with ``newline="\\r\\n"``, for a CRLF file: one
    whose lines end in CRLF).  Raises ``ValueError`` for what HCL cannot
    hold (infinities, NaN, keys that are not strings, other types, brackets
    nested deeper than the parser reads: ``depth`` are open around it
    already, blocks counted)."""
    parts: list[str] = []
    _literal(value, newline if heredocs else "", parts, depth)
    return "".join(parts)


#: Brackets and blocks open at once that the parser reads back (its default
#: ``Limits.max_depth``).
MAX_NESTING: Final = DEFAULT_LIMITS.max_depth


def _number_text(value: int | float | Decimal) -> str:
    """A number's literal, checked to read back as that very number (the
    parser's numbers are exact: only what it cannot hold fails)."""
    if isinstance(value, int):
        text = str(int(value))
        # Past the parser's precision (512 bits), an int loses its low digits.
        if value.bit_length() > 500 and N.to_int(N.parse(text)) != value:
            raise ValueError(f"{text[:20]}… has more digits than HCL's numbers hold")
        return text
    if (isinstance(value, float) and not math.isfinite(value)) or \
            (isinstance(value, Decimal) and not value.is_finite()):
        raise ValueError(f"{value!r} has no HCL form")
    text = repr(value) if isinstance(value, float) else str(value)
    try:
        # What loads gives for the text (numbers="decimal"), compared exactly.
        parsed = N.parse(text)
        back: int | Decimal = N.to_int(parsed) if N.is_integer(parsed) and \
            not N.is_negative_zero(parsed) else N.to_decimal(parsed)
        # A float need only come back as itself as a float (a whole one
        # comes back as an int, one past 2**512 with other low digits).
        exact = float(back) == value if isinstance(value, float) else back == Decimal(text)
    except (N.NumberError, ArithmeticError, ValueError):
        exact = False
    if not exact:
        raise ValueError(f"{value!r} has no HCL form that reads back as itself")
    return text


def _literal(value: Any, heredocs: str, out: list[str], depth: int) -> None:
    # ``heredocs``: the file's line ending where strings may be heredocs, else "".
    if value is None:
        out.append("null")
    elif value is True or value is False:
        out.append("true" if value else "false")
    elif isinstance(value, (int, float, Decimal)):
        text = _number_text(value)
        if text.startswith("-") and depth >= MAX_NESTING:  # the minus is a level of its own
            raise ValueError(f"value nested too deeply to write: HCL reads at most "
                             f"{MAX_NESTING} levels of brackets, blocks and unary operators")
        out.append(text)
    elif isinstance(value, str):
        doc = _heredoc(value, heredocs) if heredocs and "\n" in value[:-1] else None
        out.append(doc if doc is not None else quote_string(value))
    elif depth >= MAX_NESTING and isinstance(value, (Mapping, list, tuple, set, frozenset)):
        # (A dict or list that holds itself ends here too.)
        raise ValueError(f"value nested too deeply to write: HCL reads at most {MAX_NESTING} "
                         "levels of brackets and blocks")
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
