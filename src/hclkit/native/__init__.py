"""The native syntax: parsing configuration, expressions and templates.

The public names are imported when first used, so that ``hclfmt``, which
needs only the lexer (``hclkit.native.lexer``), does not load the parser.
"""

from __future__ import annotations

from ..lazy import lazy_names

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from .ast import Attribute, Block, Body, Expression
    from .file import File, parse, parse_expression, parse_template

__all__ = ["Attribute", "Block", "Body", "Expression", "File", "parse", "parse_expression",
           "parse_template"]

_LAZY: dict[str, str] = {
    "Attribute": ".ast", "Block": ".ast", "Body": ".ast", "Expression": ".ast",
    "File": ".file", "parse": ".file", "parse_expression": ".file", "parse_template": ".file",
}

__getattr__, __dir__ = lazy_names(__name__, globals(), _LAZY)
