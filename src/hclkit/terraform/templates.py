"""Terraform's ``templatestring(ref, vars)``.

Terraform renders with it a template that comes from elsewhere (a data
source's result, say), and insists on that: the first argument must be a
single reference to a named value (``local.tmpl``,
``data.aws_s3_object.x.body``), not a template written in place (write a
string template for that) nor any other expression, and its value must be
a string.  The rendering is the plain library's: the template sees only
``vars`` and the function table, less the template functions.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from ..function import (
    Argument,
    ArgumentError,
    ExpressionArgument,
    ExpressionDiagnostics,
    Function,
    Parameter,
)
from ..stdlib.template import templatestring as plain_templatestring
from ..types import DYNAMIC, DYNAMIC_VALUE, STRING, Type, Value

__all__ = ["templatestring"]

_TEMPLATE = Parameter("template", expression=True)
_VARS = Parameter("vars", DYNAMIC, allow_null=True, allow_unknown=True)
_KEYWORDS = frozenset({"true", "false", "null"})
_NOT_A_REFERENCE = ("the template must be given as a single reference to a named value, such "
                    "as a local value or a data resource attribute; to render a template "
                    "written here, write it as a string template instead")


def _is_reference(arg: ExpressionArgument) -> bool:
    method = getattr(arg.expression, "static_traversal", None)
    traversal = method() if method is not None else None
    return (traversal is not None and not traversal.is_relative
            and traversal.root_name not in _KEYWORDS)


def templatestring(table: Callable[[], Mapping[str, Function]]) -> Function:
    """Terraform's templatestring, rendering with the functions ``table`` gives."""
    render = plain_templatestring(table)

    def impl(args: Sequence[Argument], ret: Type) -> Value:
        arg, variables = args
        assert isinstance(arg, ExpressionArgument) and isinstance(variables, Value)
        if not _is_reference(arg):
            raise ArgumentError(0, _NOT_A_REFERENCE, _TEMPLATE)
        template, diags = arg.evaluate()
        if diags.has_errors():
            raise ExpressionDiagnostics(diags)
        if not template.is_known:
            return DYNAMIC_VALUE
        if template.is_null:
            raise ArgumentError(0, "argument must not be null", _TEMPLATE)
        if template.type is not STRING:
            raise ArgumentError(0, f"the template must be a string, not "
                                   f"{template.type.friendly_name()}", _TEMPLATE)
        return render.call([template, variables])

    return Function([_TEMPLATE, _VARS], returns=DYNAMIC, impl=impl)
