"""Strings quoted as Go's encoding/json quotes them (the reference's Go 1.19).

Both the values ``hcldec`` prints and its ``--diags=json`` output are written
by Go, so both of hclkit's writers quote with this one function.  It depends
on nothing of hclkit's: any layer may use it.
"""

from __future__ import annotations

from typing import Final

__all__ = ["quote"]

# "\n", "\r", "\t" short, other controls as \u00XX, HTML's <, > and &
# escaped, U+2028 and U+2029 escaped, and bytes that are not UTF-8 (kept as
# lone surrogates) as U+FFFD.
_ESCAPES: Final[dict[int, str]] = {i: f"\\u{i:04x}" for i in range(0x20)}
_ESCAPES.update({
    ord('"'): '\\"', ord("\\"): "\\\\", ord("\n"): "\\n", ord("\r"): "\\r", ord("\t"): "\\t",
    ord("<"): "\\u003c", ord(">"): "\\u003e", ord("&"): "\\u0026",
    0x2028: "\\u2028", 0x2029: "\\u2029",
})  # fmt: skip
_ESCAPES.update({i: "\\ufffd" for i in range(0xD800, 0xE000)})


def quote(s: str) -> str:
    """``s`` as a JSON string, escaped as Go escapes it."""
    return '"' + s.translate(_ESCAPES) + '"'
