"""hclkit: HCL, the HashiCorp Configuration Language, for Python.

A map of the package, from the most used entry points down:

- Configuration as plain Python data: :func:`loads` (text) and :func:`load`
  (a file or path) return dicts and lists and raise :class:`HCLError`, a
  ``ValueError`` that carries the diagnostics; :func:`load_vars` reads
  ``.tfvars`` files.
- Into dataclasses: :func:`decode` fills a dataclass or ``TypedDict`` from
  configuration, with the :func:`label`, :func:`attr` and :func:`block`
  field markers.
- A drop-in for python-hcl2 8: ``from hclkit.compat import hcl2`` (see
  :mod:`hclkit.compat`), the same functions, options and output shapes.
- Writing: :func:`fmt` formats as ``hclfmt`` does, :func:`edit` changes a
  file and keeps its comments and layout, :func:`dumps` writes plain data
  back as HCL.
- Parsing and evaluating: :func:`parse`, :func:`parse_json`,
  :func:`parse_file`, :func:`parse_expression` and :func:`parse_template`
  return ``(result, Diagnostics)`` and never raise for bad input; bodies
  are read with a :class:`BodySchema`, expressions evaluated with
  ``expr.value(EvalContext(...))``.
- The information model: types and values (:mod:`hclkit.types`,
  :func:`to_value`, :func:`convert`, :func:`unify`), functions
  (:class:`Function`, the built-in library in :mod:`hclkit.stdlib`),
  ``hcldec`` specs and decoding (:mod:`hclkit.dec`, :func:`evalconfig`),
  extensions such as ``dynamic`` blocks (:mod:`hclkit.ext`), and
  Terraform's semantics (:mod:`hclkit.terraform`).
- Commands: ``hcl2json`` (also ``python -m hclkit``), ``hclfmt``,
  ``hcldec``, ``hclkit-hcl2tojson`` and ``hclkit-jsontohcl2``; each prints
  :data:`__version__` with ``--version``.
"""

from __future__ import annotations

from .lazy import lazy_names

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:  # what each public name is, for type checkers and readers
    from . import compat, dec, ext, stdlib, terraform, types
    from .convenience.decode import decode
    from .convenience.fields import attr, block, label
    from .convenience.loading import load, load_vars, loads
    from .dec.evalconfig import evalconfig
    from .diagnostics import Diagnostic, Diagnostics, Severity
    from .errors import HCLError
    from .files import parse_file
    from .function import ArgumentError, ArityError, Function, FunctionError, Parameter
    from .json import parse_json
    from .limits import Limits
    from .model import (
        AttributeSchema,
        BlockHeaderSchema,
        BodyContent,
        BodySchema,
        EvalContext,
        Expression,
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
    from .write import edit, fmt
    from .write.datawriter import dumps

# Public names are imported when first used, so that the command-line tools
# start fast (``hcldec --version`` loads almost nothing).
_LAZY: dict[str, str] = {
    "stdlib": ".stdlib", "types": ".types", "dec": ".dec",
    "Diagnostic": ".diagnostics", "Diagnostics": ".diagnostics", "Severity": ".diagnostics",
    "ArgumentError": ".function", "ArityError": ".function", "Function": ".function",
    "FunctionError": ".function", "Parameter": ".function",
    "File": ".native", "parse": ".native", "parse_expression": ".native",
    "parse_template": ".native",
    "Pos": ".pos", "Range": ".pos",
    "evalconfig": ".dec.evalconfig", "HCLError": ".errors",
    "parse_json": ".json", "parse_file": ".files", "Limits": ".limits",
    "decode": ".convenience.decode", "label": ".convenience.fields", "attr": ".convenience.fields",
    "block": ".convenience.fields",
    "loads": ".convenience.loading", "load": ".convenience.loading",
    "load_vars": ".convenience.loading", "compat": ".compat",
    "fmt": ".write", "edit": ".write",
    "dumps": ".write.datawriter",
    "ext": ".ext", "terraform": ".terraform",
}
_MODEL = ("AttributeSchema", "BlockHeaderSchema", "BodyContent", "BodySchema", "EvalContext",
          "Expression", "StaticCall", "Traversal", "TraverseAttr", "TraverseIndex", "TraverseRoot",
          "TraverseSplat", "abs_traversal_for_expr", "expr_as_keyword", "expr_call",
          "expr_list", "expr_map", "rel_traversal_for_expr")
_TYPES = ("DYNAMIC_VALUE", "ConversionError", "Value", "convert", "from_json", "null",
          "to_json", "to_value", "unify", "unknown")
_LAZY.update(dict.fromkeys(_MODEL, ".model"))
_LAZY.update(dict.fromkeys(_TYPES, ".types"))


__getattr__, __dir__ = lazy_names(
    __name__, globals(), _LAZY, modules=("stdlib", "types", "dec", "compat", "ext", "terraform"))


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
    "Expression",
    "File",
    "Function",
    "FunctionError",
    "HCLError",
    "Limits",
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
    "attr",
    "block",
    "compat",
    "convert",
    "dec",
    "decode",
    "dumps",
    "edit",
    "evalconfig",
    "expr_as_keyword",
    "expr_call",
    "expr_list",
    "expr_map",
    "ext",
    "fmt",
    "from_json",
    "label",
    "load",
    "load_vars",
    "loads",
    "null",
    "parse",
    "parse_expression",
    "parse_file",
    "parse_json",
    "parse_template",
    "rel_traversal_for_expr",
    "stdlib",
    "terraform",
    "to_json",
    "to_value",
    "types",
    "unify",
    "unknown",
]
