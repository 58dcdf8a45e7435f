"""hclkit: HCL, the HashiCorp Configuration Language, for Python.

This release provides the information model's type system and values
(:mod:`hclkit.types`) and functions with their call semantics
(:mod:`hclkit.function`).
"""

from __future__ import annotations

from . import types
from .function import ArgumentError, ArityError, Function, FunctionError, Parameter
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
    "Function",
    "FunctionError",
    "Parameter",
    "Value",
    "__version__",
    "convert",
    "from_json",
    "null",
    "to_json",
    "to_value",
    "types",
    "unify",
    "unknown",
]
