"""hclkit: HCL, the HashiCorp Configuration Language, for Python.

This release provides the information model's type system and values
(:mod:`hclkit.types`), functions with their call semantics
(:mod:`hclkit.function`) and a library of them (:mod:`hclkit.stdlib`), the
native syntax's parser (:func:`parse`, :func:`parse_expression`,
:func:`parse_template`) with schema-driven body processing
(:class:`BodySchema`) and static analysis, and evaluation of expressions
and templates (``expr.value(EvalContext(...))``).
"""

from __future__ import annotations

from . import stdlib, types
from .diagnostics import Diagnostic, Diagnostics, Severity
from .function import ArgumentError, ArityError, Function, FunctionError, Parameter
from .model import (
    AttributeSchema,
    BlockHeaderSchema,
    BodyContent,
    BodySchema,
    EvalContext,
    StaticCall,
    Traversal,
    TraverseAttr,
    TraverseIndex,
    TraverseRoot,
    TraverseSplat,
    abs_traversal_for_expr,
    expr_as_keyword,
    expr_call,
    expr_list,
    expr_map,
    rel_traversal_for_expr,
)
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
    "AttributeSchema",
    "BlockHeaderSchema",
    "BodyContent",
    "BodySchema",
    "ConversionError",
    "Diagnostic",
    "Diagnostics",
    "EvalContext",
    "File",
    "Function",
    "FunctionError",
    "Parameter",
    "Pos",
    "Range",
    "Severity",
    "StaticCall",
    "Traversal",
    "TraverseAttr",
    "TraverseIndex",
    "TraverseRoot",
    "TraverseSplat",
    "Value",
    "__version__",
    "abs_traversal_for_expr",
    "convert",
    "expr_as_keyword",
    "expr_call",
    "expr_list",
    "expr_map",
    "from_json",
    "null",
    "parse",
    "parse_expression",
    "parse_template",
    "rel_traversal_for_expr",
    "stdlib",
    "to_json",
    "to_value",
    "types",
    "unify",
    "unknown",
]
