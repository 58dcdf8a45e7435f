"""``try`` and ``can``: functions whose arguments are expressions, evaluated
one at a time so that their errors can be caught.

    ctx = EvalContext(functions={"try": tryfunc.TRY, "can": tryfunc.CAN})

Both are ordinary functions with expression parameters
(``Parameter(..., expression=True)``, see :mod:`hclkit.function`).  As in
the reference, neither decides while an argument refers to a value that is
not yet wholly known: an error that a later, known value could fix would be
caught too early.  ``try`` then returns an unknown of the dynamic
pseudo-type and ``can`` an unknown bool.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..diagnostics import Diagnostics
from ..function import Argument, Function, FunctionError, Parameter
from ..model.ops import traverse_rel
from ..types import BOOL, DYNAMIC, DYNAMIC_VALUE, Type, Value, bool_value, unknown

TYPE_CHECKING = False  # typing's flag, without importing typing (nor the protocol's module)
if TYPE_CHECKING:
    from ..function import ExpressionArgument

__all__ = ["CAN", "TRY", "functions"]


def _depends_on_unknowns(arg: ExpressionArgument) -> bool:
    """Whether a variable the argument refers to has a value (as far as the
    traversal reaches) that is not wholly known.  A traversal that fails is
    left for evaluation to report."""
    ctx = arg.context
    if ctx is None:
        return False
    for traversal in arg.expression.variables():
        if traversal.is_relative:
            continue
        val = ctx.variable(traversal.root_name)
        if val is None:
            continue
        problems = Diagnostics()
        val = traverse_rel(val, traversal, problems, 1)
        if not problems.has_errors() and not val.is_wholly_known:
            return True
    return False


def _expressions(args: Sequence[Argument]) -> list[ExpressionArgument]:
    # The function layer passes expression parameters nothing else.
    return list(args)  # type: ignore[arg-type]


def _describe(diags: Diagnostics) -> str:
    lines = []
    for d in diags.errors():
        where = f" (at {d.subject})" if d.subject is not None else ""
        lines.append(f"- {d.summary}{where}\n  {d.detail}")
    return "\n".join(lines)


def _try(args: Sequence[Argument], ret: Type) -> Value:
    exprs = _expressions(args)
    if not exprs:
        raise FunctionError("at least one argument is required")
    failures = Diagnostics()
    for arg in exprs:
        if _depends_on_unknowns(arg):
            return DYNAMIC_VALUE
        val, diags = arg.evaluate()
        if diags.has_errors():
            failures.extend(diags.errors())
            continue
        if not val.is_wholly_known:
            return DYNAMIC_VALUE
        return val
    raise FunctionError("no expression succeeded:\n" + _describe(failures)
                        + "\n\nAt least one expression must produce a successful result")


def _can(args: Sequence[Argument], ret: Type) -> Value:
    (arg,) = _expressions(args)
    if _depends_on_unknowns(arg):
        return unknown(BOOL)
    val, diags = arg.evaluate()
    if diags.has_errors():
        return bool_value(False)
    if not val.is_wholly_known:
        return unknown(BOOL)
    return bool_value(True)


TRY = Function(
    var_param=Parameter("expressions", expression=True),
    returns=DYNAMIC,
    impl=_try,
    description="The value of the first argument that evaluates without errors.",
)

CAN = Function(
    params=[Parameter("expression", expression=True)],
    returns=BOOL,
    impl=_can,
    description="Whether the argument evaluates without errors.",
)


def functions() -> dict[str, Function]:
    """``try`` and ``can`` by name (a new dict each call), to add to an
    evaluation context's functions."""
    return {"try": TRY, "can": CAN}
