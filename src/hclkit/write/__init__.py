"""Writing HCL: the formatter (as the reference ``hclfmt``), round-trip
editing that keeps comments and layout, and generation from Python data.

Everything here stands on the lossless token stream of
:mod:`hclkit.write.tokens`, cut along the native parser's node ranges.
Names are imported when first used: :func:`fmt` needs the lexer alone, not
the parser, and ``hclfmt`` starts faster for it.
"""

from __future__ import annotations

from ..lazy import lazy_names

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from ..diagnostics import Diagnostics
    from .datawriter import dumps
    from .literal import hcl_literal
    from .tree import Attribute, Block, Body, Document, parse_document

__all__ = ["Attribute", "Block", "Body", "Document", "check", "dumps", "edit", "fmt",
           "hcl_literal", "parse_document"]

_LAZY: dict[str, str] = {
    "Attribute": ".tree", "Block": ".tree", "Body": ".tree", "Document": ".tree",
    "parse_document": ".tree", "dumps": ".datawriter", "hcl_literal": ".literal",
}

__getattr__, __dir__ = lazy_names(__name__, globals(), _LAZY)


def fmt(src: str | bytes) -> str:
    """``src`` formatted as the reference ``hclfmt`` formats it.  Like the
    reference, it formats by tokens and does not need the source to parse:
    see :func:`check` for its syntax errors.  Bytes are read as UTF-8
    (bytes that are not come back as they were, through ``surrogateescape``)."""
    from .format import format_text  # noqa: PLC0415  (the lexer, not the parser)
    if isinstance(src, (bytes, bytearray)):
        src = bytes(src).decode("utf-8", "surrogateescape")
    return format_text(src)


def check(src: str | bytes, filename: str = "<input>") -> Diagnostics:
    """The syntax errors of ``src`` (what ``hclfmt -check`` reports)."""
    from ..native.file import parse  # noqa: PLC0415
    return parse(src, filename)[1]


def edit(src: str | bytes, filename: str = "<input>") -> Document:
    """``src`` open for editing: ``doc.body.set_attribute(...)``, then
    ``str(doc)``.  Raises :class:`HCLError` when ``src`` does not parse (an
    attribute set twice is kept, both times, as written)."""
    from ..errors import HCLError  # noqa: PLC0415
    from .tree import parse_document  # noqa: PLC0415
    doc, diags = parse_document(src, filename)
    if any(d.summary != "Attribute redefined" for d in diags.errors()):
        raise HCLError(diags, {filename: src})
    return doc
