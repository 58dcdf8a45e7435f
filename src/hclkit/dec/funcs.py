"""Functions of the spec language: the spec-definition functions (seed 003,
"Spec Definition Functions") and the spec's own ``function`` blocks, which
become functions of the input's evaluation context."""

from __future__ import annotations

from collections.abc import Sequence

from ..function import Function
from ..function.defined import defined_function
from ..model import EvalContext, Expression
from ..stdlib import functions as stdlib_functions

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
                    spec_ctx: EvalContext, name: str = "function") -> Function:
    """A spec's ``function`` block: ``result`` evaluated with the arguments
    bound to the parameters' names (the variadic ones as a tuple)."""
    return defined_function(name, params, variadic,
                            lambda names: result.value(spec_ctx.child(names)))
