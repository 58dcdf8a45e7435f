"""The renderer behind templatestring and templatefile: a template of the
native syntax evaluated in a scope of its own (:mod:`hclkit.stdlib.template`
looks it up by name when it first renders one)."""

from __future__ import annotations

from collections.abc import Mapping

from ..diagnostics import Diagnostics
from ..function import Function, FunctionError
from ..model import EvalContext
from ..types import Value
from . import parse_template

__all__ = ["render_template"]


def render_template(text: str, filename: str, variables: Mapping[str, Value],
                    functions: Mapping[str, Function]) -> Value:
    """The template's value; raises :class:`FunctionError` naming the first
    problem and where it is."""
    expr, diags = parse_template(text, filename)
    if expr is None or diags.has_errors():
        raise FunctionError(_first_error(diags))
    value, diags = expr.value(EvalContext(variables=dict(variables), functions=functions))
    if diags.has_errors():
        raise FunctionError(_first_error(diags))
    return value


def _first_error(diags: Diagnostics) -> str:
    for d in diags.errors():
        where = ""
        if d.subject is not None:
            start, end = d.subject.start, d.subject.end
            span = (f"{start.column}-{end.column}" if start.line == end.line
                    else f"{start.column}-{end.line},{end.column}")
            where = f"{d.subject.filename}:{start.line},{span}: "
        detail = f"; {d.detail}" if d.detail else ""
        return f"{where}{d.summary}{detail}"
    return "the template could not be rendered"
