"""The evaluation context (information model, "Expression Evaluation"):
the variables and functions an expression may use.

Contexts form a chain: :meth:`EvalContext.child` makes a scope whose names
hide the same names of its ancestors.  A scope whose ``variables`` (or
``functions``) is ``None`` offers none; if no scope in the chain offers
any, referring to a variable (or calling a function) is not allowed at all,
which is how the reference tells "not allowed here" from "no such name".
Evaluating with no context (``expr.value(None)``) is literal-only mode.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from ..limits import DEFAULT_LIMITS, Limits
from ..types import Value

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:  # the model layer names functions but does not need their code
    from typing import Any

    from ..function import Function

__all__ = ["EvalContext"]


class EvalContext:
    """Variables and functions for evaluation, and the scope they extend."""

    __slots__ = ("functions", "limits", "parent", "symbols", "variables")

    variables: dict[str, Value] | None
    functions: dict[str, Function] | None
    parent: EvalContext | None
    limits: Limits

    def __init__(self, variables: Mapping[str, Any] | None = None,
                 functions: Mapping[str, Function] | None = None,
                 parent: EvalContext | None = None, *, limits: Limits | None = None) -> None:
        # Plain Python data is welcome as a variable's value: it is converted once, here.
        self.variables = None if variables is None else {
            name: v if isinstance(v, Value) else _to_value(v) for name, v in variables.items()}
        self.functions = None if functions is None else dict(functions)
        self.parent = parent
        # What evaluation may cost (hclkit.limits); a child scope keeps its parent's.
        self.limits = limits or (parent.limits if parent is not None else DEFAULT_LIMITS)
        # Bindings that are not variables: what a splat's ``each`` applies to,
        # keyed by the syntax node that stands for it.
        self.symbols: dict[object, Value] | None = None

    def child(self, variables: Mapping[str, Any] | None = None,
              functions: Mapping[str, Function] | None = None) -> EvalContext:
        """A scope inside this one: its names hide the same names here."""
        return EvalContext(variables, functions, self)

    def _chain(self) -> Iterator[EvalContext]:
        ctx: EvalContext | None = self
        while ctx is not None:
            yield ctx
            ctx = ctx.parent

    def variable(self, name: str) -> Value | None:
        """The value of the innermost variable called ``name``, looking
        through this scope and then its ancestors; ``None`` when no scope
        defines it."""
        ctx: EvalContext | None = self
        while ctx is not None:  # a plain loop: this is evaluation's hottest lookup
            scope = ctx.variables
            if scope is not None:
                found = scope.get(name)
                if found is not None:
                    return found
            ctx = ctx.parent
        return None

    def symbol(self, key: object) -> Value | None:
        """The value bound to a syntax-internal symbol (such as what a
        splat's ``each`` stands for), or ``None`` when nothing is bound."""
        for ctx in self._chain():
            found = ctx.symbols.get(key) if ctx.symbols is not None else None
            if found is not None:
                return found
        return None

    def function(self, name: str) -> Function | None:
        """The innermost function called ``name``, looking through this
        scope and then its ancestors; ``None`` when no scope defines it."""
        ctx: EvalContext | None = self
        while ctx is not None:  # a plain loop: every call looks its function up
            scope = ctx.functions
            if scope is not None:
                found = scope.get(name)
                if found is not None:
                    return found
            ctx = ctx.parent
        return None

    @property
    def allows_variables(self) -> bool:
        """Whether some scope in the chain offers variables (``variables`` not
        ``None``); if none does, any variable reference is an error
        ("Variables not allowed").
        """
        return any(ctx.variables is not None for ctx in self._chain())

    @property
    def allows_functions(self) -> bool:
        """Whether some scope in the chain offers functions (``functions`` not
        ``None``); if none does, any function call is an error ("Function
        calls not allowed").
        """
        return any(ctx.functions is not None for ctx in self._chain())

    def variable_scopes(self) -> list[list[str]]:
        """The variable names of each scope, innermost first (for suggestions)."""
        return [list(ctx.variables) for ctx in self._chain() if ctx.variables]

    def function_scopes(self) -> list[list[str]]:
        """The function names of each scope, innermost first (for suggestions)."""
        return [list(ctx.functions) for ctx in self._chain() if ctx.functions]

    def __repr__(self) -> str:
        names = sorted(self.variables or ())
        return f"EvalContext(variables={names!r}, functions={sorted(self.functions or ())!r})"


def _to_value(data: object) -> Value:
    """:func:`hclkit.types.to_value`, loaded when a variable is given as
    plain data (a command given no variables never needs it)."""
    from ..types.interop import to_value  # noqa: PLC0415
    return to_value(data)
