"""What a function receives for an expression parameter: the argument
unevaluated (a run-time checkable protocol, in its own module because a
protocol needs :mod:`typing`, which a parse otherwise does without)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:
    from ..diagnostics import Diagnostics
    from ..model.body import Expression
    from ..model.context import EvalContext
    from ..pos import Range
    from ..types import Value

__all__ = ["ExpressionArgument"]


@runtime_checkable
class ExpressionArgument(Protocol):
    """An argument passed unevaluated to an expression parameter.

    ``expression`` is the model expression as written (for static analysis,
    such as reading a type expression), ``range`` its source range and
    ``context`` the evaluation context of the call (``None`` in literal-only
    mode).  ``evaluate()`` evaluates it in that context, each time it is
    called; the diagnostics are the implementation's to keep, report or
    discard."""

    @property
    def expression(self) -> Expression:
        """The argument's expression as written, not evaluated."""

    @property
    def range(self) -> Range:
        """Where the argument is in the source, for diagnostics."""

    @property
    def context(self) -> EvalContext | None:
        """The evaluation context of the call, or ``None`` in literal-only
        mode (no variables or functions)."""

    def evaluate(self) -> tuple[Value, Diagnostics]:
        """Evaluate the expression in :attr:`context`, again on each call:
        ``(value, diagnostics)``, the value unknown (or what could be
        worked out) when the diagnostics have errors."""
