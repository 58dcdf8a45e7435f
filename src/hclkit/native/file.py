"""Parsing the native syntax: a configuration file, an expression, a template."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..diagnostics import Diagnostics
from ..limits import DEFAULT_LIMITS, Limits, input_too_large
from ..pos import SourceMap, source_text
from . import nav as _nav
from . import parser as _parser
from .ast import Body, Expression

__all__ = ["File", "parse", "parse_expression", "parse_template"]

_BOM = "\ufeff"


@dataclass
class File:
    """A parsed configuration file."""

    body: Body
    source: str
    filename: str
    source_map: SourceMap
    _block_index: _nav.BlockIndex | None = field(default=None, init=False, repr=False,
                                                 compare=False)

    def context_string(self, byte_offset: int) -> str:
        """The outermost block holding a byte offset, as diagnostics name it:
        ``resource "a" "b"`` (or ``""``)."""
        if self._block_index is None:  # built once: every diagnostic asks
            self._block_index = _nav.BlockIndex(self.body)
        return _nav.context_string(self._block_index, byte_offset)


def _source(src: str | bytes, filename: str) -> SourceMap:
    """The decoded source.  Bytes that are not UTF-8 stay as single
    characters for the parser to report; a byte-order mark is skipped, as
    the reference skips it."""
    if isinstance(src, (bytes, bytearray)):
        offset = 3 if src.startswith(b"\xef\xbb\xbf") else 0
        text = source_text(src[offset:])
    else:
        offset = 3 if src.startswith(_BOM) else 0
        text = source_text(src[1:] if offset else src)
    return SourceMap(text, filename, offset)


def parse(src: str | bytes, filename: str = "<input>", *,
          limits: Limits | None = None) -> tuple[File, Diagnostics]:
    """Parse a configuration file of the native syntax."""
    limits = limits or DEFAULT_LIMITS
    too_large = input_too_large(len(src), limits, filename)
    if too_large is not None:
        sm = SourceMap("", filename)
        return File(Body(sm, 0, 0, {}, []), "", filename, sm), too_large
    sm = _source(src, filename)
    body, diags = _parser.parse_config(sm.text, sm, limits)
    return File(body, sm.text, filename, sm), diags


def parse_expression(src: str | bytes, filename: str = "<input>", *,
                     limits: Limits | None = None) -> tuple[Expression | None, Diagnostics]:
    """Parse a single expression (newlines are insignificant)."""
    limits = limits or DEFAULT_LIMITS
    too_large = input_too_large(len(src), limits, filename)
    if too_large is not None:
        return None, too_large
    sm = _source(src, filename)
    return _parser.parse_expression(sm.text, sm, limits)


def parse_template(src: str | bytes, filename: str = "<input>", *,
                   limits: Limits | None = None) -> tuple[Expression | None, Diagnostics]:
    """Parse a standalone template."""
    limits = limits or DEFAULT_LIMITS
    too_large = input_too_large(len(src), limits, filename)
    if too_large is not None:
        return None, too_large
    sm = _source(src, filename)
    return _parser.parse_template(sm.text, sm, limits)
