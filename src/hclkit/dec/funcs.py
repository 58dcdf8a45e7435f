"""Functions of the spec language: the spec-definition functions (seed 003,
"Spec Definition Functions") and the spec's own ``function`` blocks, which
become functions of the input's evaluation context."""

from __future__ import annotations

from collections.abc import Sequence

from ..diagnostics import Diagnostics
from ..function import Function, FunctionError, Parameter
from ..model import EvalContext, Expression
from ..stdlib import functions as stdlib_functions
from ..types import DYNAMIC, Type, Value, tuple_value

__all__ = ["custom_function", "spec_functions"]

# The seed's list; ``reverse`` reverses a string (the library's ``strrev``).
_NAMES = ("abs", "coalesce", "concat", "hasindex", "int", "jsondecode", "jsonencode", "length",
          "lower", "max", "min", "strlen", "substr", "upper")


def spec_functions() -> dict[str, Function]:
    """The functions expressions in a spec file may call."""
    library = stdlib_functions()
    table = {name: library[name] for name in _NAMES}
    table["reverse"] = library["strrev"]
    return table


def custom_function(params: Sequence[str], variadic: str | None, result: Expression,
                    spec_ctx: EvalContext) -> Function:
    """A spec's ``function`` block: ``result`` evaluated with the arguments
    bound to the parameters' names (the variadic ones as a tuple)."""

    def impl(args: Sequence[Value], ret: Type) -> Value:
        names = dict(zip(params, args))
        if variadic is not None:
            names[variadic] = tuple_value(args[len(params):])
        val, diags = result.value(spec_ctx.child(names))
        _raise_errors(diags)
        return val

    return Function([Parameter(p, DYNAMIC, allow_null=True, allow_unknown=True,
                               allow_dynamic=True) for p in params],
                    var_param=(Parameter(variadic, DYNAMIC, allow_null=True, allow_unknown=True,
                                         allow_dynamic=True) if variadic else None),
                    returns=DYNAMIC, impl=impl)


def _raise_errors(diags: Diagnostics) -> None:
    """A failure of the function's body, in the reference's one-line form:
    ``FILE:LINE,COL-COL: SUMMARY; DETAIL`` (and how many more there were)."""
    errors = diags.errors()
    if not errors:
        return
    first = errors[0]
    text = f"{first.summary}; {first.detail}" if first.detail else first.summary
    if first.subject is not None:
        text = f"{first.subject}: {text}"
    if len(errors) > 1:
        text += f", and {len(errors) - 1} other diagnostic(s)"
    raise FunctionError(text)
