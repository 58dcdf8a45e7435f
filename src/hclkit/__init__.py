"""hclkit: HCL, the HashiCorp Configuration Language, for Python.

This release provides the information model's type system and values
(:mod:`hclkit.types`), functions with their call semantics
(:mod:`hclkit.function`), and the native syntax's parser
(:func:`parse`, :func:`parse_expression`, :func:`parse_template`).
"""

from __future__ import annotations

from . import types
from .diagnostics import Diagnostic, Diagnostics, Severity
from .function import ArgumentError, ArityError, Function, FunctionError, Parameter
from .native import File, parse, parse_expression, parse_template
from .pos import Pos, Range
from .types import (
    DYNAMIC_VALUE,
    ConversionError,
    Value,
    convert,
    from_json,
    null,
    to_json,
    to_value,
    unify,
    unknown,
)

__version__ = "0.1.0"

__all__ = [
    "DYNAMIC_VALUE",
    "ArgumentError",
    "ArityError",
    "ConversionError",
    "Diagnostic",
    "Diagnostics",
    "File",
    "Function",
    "FunctionError",
    "Parameter",
    "Pos",
    "Range",
    "Severity",
    "Value",
    "__version__",
    "convert",
    "from_json",
    "null",
    "parse",
    "parse_expression",
    "parse_template",
    "to_json",
    "to_value",
    "types",
    "unify",
    "unknown",
]
