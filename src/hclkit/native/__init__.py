"""The native syntax: parsing configuration, expressions and templates.

The public names are imported when first used, so that ``hclfmt``, which
needs only the lexer (``hclkit.native.lexer``), does not load the parser.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .ast import Attribute, Block, Body, Expression
    from .file import File, parse, parse_expression, parse_template

__all__ = ["Attribute", "Block", "Body", "Expression", "File", "parse", "parse_expression",
           "parse_template"]

_LAZY: dict[str, str] = {
    "Attribute": ".ast", "Block": ".ast", "Body": ".ast", "Expression": ".ast",
    "File": ".file", "parse": ".file", "parse_expression": ".file", "parse_template": ".file",
}


def __getattr__(name: str) -> Any:
    where = _LAZY.get(name)
    if where is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(where, __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))
