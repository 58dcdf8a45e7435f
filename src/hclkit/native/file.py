"""Parsing the native syntax: a configuration file, an expression, a template."""

from __future__ import annotations

from .._record import Record
from ..diagnostics import Diagnostics
from ..limits import DEFAULT_LIMITS, Limits, input_too_large
from ..pos import SourceMap, source_text
from . import parser as _parser
from .ast import Body, Expression

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from .nav import BlockIndex

__all__ = ["File", "parse", "parse_eagerly", "parse_expression", "parse_template"]

_BOM = "\ufeff"


class File(Record):
    """A parsed native-syntax configuration file, as :func:`parse` returns it.

    ``body`` is its top-level body (attributes and blocks), ``source`` the
    decoded text, ``filename`` the name diagnostics give it and
    ``source_map`` turns byte offsets into line and column positions.
    """

    __slots__ = ("_block_index", "body", "filename", "source", "source_map")
    _fields = ("body", "source", "filename", "source_map")
    body: Body
    source: str
    filename: str
    source_map: SourceMap
    _block_index: BlockIndex | None

    def __init__(self, body: Body, source: str, filename: str, source_map: SourceMap) -> None:
        self.body = body
        self.source = source
        self.filename = filename
        self.source_map = source_map
        self._block_index = None

    def context_string(self, byte_offset: int) -> str:
        """The outermost block holding a byte offset, as diagnostics name it:
        ``resource "a" "b"`` (or ``""``)."""
        from .nav import BlockIndex, context_string  # noqa: PLC0415 (messages only)
        if self._block_index is None:  # built once: every diagnostic asks
            self._block_index = BlockIndex(self.body)
        return context_string(self._block_index, byte_offset)


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
    """Parse a configuration file of the native syntax.

    Args:
        src: the source, as text or as UTF-8 bytes (a leading byte-order
            mark is skipped; bytes that are not UTF-8 are reported).
        filename: the name diagnostics and source ranges give the file.
        limits: the size, depth and diagnostic budgets (default:
            :data:`hclkit.limits.DEFAULT_LIMITS`).

    Returns:
        ``(file, diagnostics)``.  The file is always there: with syntax
        errors it holds what could be read (an empty body when the input is
        over ``limits.max_input_bytes``) and the diagnostics have errors.
        Bad input never raises.
    """
    return _parse_file(src, filename, limits, eager=False)


def parse_eagerly(src: str | bytes, filename: str = "<input>", *,
                  limits: Limits | None = None) -> tuple[File, Diagnostics]:
    """:func:`parse`, for a caller that reads every value: none is kept
    unread (reading a value later costs more than reading it at once)."""
    return _parse_file(src, filename, limits, eager=True)


def _parse_file(src: str | bytes, filename: str, limits: Limits | None,
                eager: bool) -> tuple[File, Diagnostics]:
    limits = limits or DEFAULT_LIMITS
    too_large = input_too_large(len(src), limits, filename)
    if too_large is not None:
        sm = SourceMap("", filename)
        return File(Body(sm, 0, 0, {}, []), "", filename, sm), too_large
    sm = _source(src, filename)
    body, diags = _parser.parse_config(sm.text, sm, limits, eager=eager)
    return File(body, sm.text, filename, sm), diags


def parse_expression(src: str | bytes, filename: str = "<input>", *,
                     limits: Limits | None = None) -> tuple[Expression | None, Diagnostics]:
    """Parse a single expression (newlines inside it are insignificant).

    Args:
        src: the expression's source, as text or UTF-8 bytes.
        filename: the name diagnostics and source ranges give the source.
        limits: the size, depth and diagnostic budgets.

    Returns:
        ``(expression, diagnostics)``.  The expression is ``None`` when no
        expression could be read: empty input, a syntax error where an
        expression should start or end (``1 +``, ``)``), nesting past
        ``limits.max_depth`` or input over ``limits.max_input_bytes``; the
        diagnostics then have an error.  With other errors (such as extra
        text after a complete expression) the expression is what was read,
        and ``diagnostics.has_errors()`` is true: check it before evaluating.
        Bad input never raises.
    """
    limits = limits or DEFAULT_LIMITS
    too_large = input_too_large(len(src), limits, filename)
    if too_large is not None:
        return None, too_large
    sm = _source(src, filename)
    return _parser.parse_expression(sm.text, sm, limits)


def parse_template(src: str | bytes, filename: str = "<input>", *,
                   limits: Limits | None = None) -> tuple[Expression | None, Diagnostics]:
    """Parse a standalone template: text with ``${...}`` interpolations and
    ``%{...}`` directives, as in a heredoc, without surrounding quotes.

    Args:
        src: the template's source, as text or UTF-8 bytes.
        filename: the name diagnostics and source ranges give the source.
        limits: the size, depth and diagnostic budgets.

    Returns:
        ``(expression, diagnostics)``.  The expression is ``None`` only when
        the input is over ``limits.max_input_bytes`` or reading was given up
        at an error it cannot go past (the diagnostics say which);
        otherwise it is the template read, as far as it could be read when
        the diagnostics have errors.  An empty source is the empty
        template.  Evaluating it gives a string.  Bad input never raises.
    """
    limits = limits or DEFAULT_LIMITS
    too_large = input_too_large(len(src), limits, filename)
    if too_large is not None:
        return None, too_large
    sm = _source(src, filename)
    return _parser.parse_template(sm.text, sm, limits)
