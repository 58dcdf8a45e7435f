"""Static analysis of expressions (seed 001, "Static Analysis").

Some applications read an expression's physical structure rather than its
value: a list of expressions, key/value pairs, a function call, or a
reference to a variable.  Each syntax decides which of its expressions
allow which analysis, by giving its expression classes these methods (any
may be missing, or return None where the analysis does not apply):

- ``static_list() -> list[Expression] | None``
- ``static_map() -> list[tuple[Expression, Expression]] | None``
- ``static_call() -> StaticCall | None``
- ``static_traversal() -> Traversal | None`` (an absolute traversal)
- ``unwrap_expression() -> Expression | None``: the expression this one
  only wraps (parentheses, a template that is one interpolation), tried in
  turn when the outer one does not answer.

The functions here apply an analysis and report "Invalid expression" where
it does not apply.
"""

from __future__ import annotations

from .._record import FrozenRecord
from .._record import set_field as _set
from ..diagnostics import Diagnostics
from ..pos import Range
from .traversal import Traversal, TraverseAttr, TraverseRoot

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from typing import Any

    from .body import Expression

__all__ = [
    "StaticCall",
    "abs_traversal_for_expr",
    "expr_as_keyword",
    "expr_call",
    "expr_list",
    "expr_map",
    "rel_traversal_for_expr",
]

_TRAVERSAL_REQUIRED = ("A single static variable reference is required: only attribute access "
                       "and indexing with constant keys. No calculations, function calls, "
                       "template expressions, etc are allowed here.")


class StaticCall(FrozenRecord):
    """A function call as written: its name and argument expressions."""

    __slots__ = _fields = ("name", "name_range", "arguments", "args_range")
    name: str
    name_range: Range
    arguments: list[Expression]
    args_range: Range  # from the opening parenthesis to the closing one

    def __init__(self, name: str, name_range: Range, arguments: list[Expression],
                 args_range: Range) -> None:
        _set(self, "name", name)
        _set(self, "name_range", name_range)
        _set(self, "arguments", arguments)
        _set(self, "args_range", args_range)


def _analyse(expr: Expression, method: str) -> Any:
    """Ask ``expr`` (and what it wraps, in turn) for an analysis."""
    current: Any = expr
    seen = 0
    while current is not None and seen < 10_000:  # wrappers nest, but never forever
        analysis = getattr(current, method, None)
        if analysis is not None:
            result = analysis()
            if result is not None:
                return result
        unwrap = getattr(current, "unwrap_expression", None)
        current = unwrap() if unwrap is not None else None
        seen += 1
    return None


def _invalid(expr: Expression, detail: str, subject: Range | None = None) -> Diagnostics:
    diags = Diagnostics()
    diags.error("Invalid expression", detail, subject or expr.range)
    return diags


def expr_list(expr: Expression) -> tuple[list[Expression], Diagnostics]:
    """The element expressions of a tuple constructor ``[a, b, …]``, not
    evaluated: ``(elements, diagnostics)``; ``([], diagnostics with an
    error)`` when ``expr`` is not a tuple constructor."""
    found: list[Expression] | None = _analyse(expr, "static_list")
    if found is None:
        # The reference points at where the expression starts (``concat(``).
        return [], _invalid(expr, "A static list expression is required.", expr.start_range)
    return found, Diagnostics()


def expr_map(expr: Expression) -> tuple[list[tuple[Expression, Expression]], Diagnostics]:
    """The key and value expressions of an object constructor ``{k = v, …}``;
    keys are not required to be strings, or even evaluable.  Returns
    ``(pairs, diagnostics)``; ``([], diagnostics with an error)`` when
    ``expr`` is not an object constructor."""
    found: list[tuple[Expression, Expression]] | None = _analyse(expr, "static_map")
    if found is None:
        return [], _invalid(expr, "A static map expression is required.")
    return found, Diagnostics()


def expr_call(expr: Expression) -> tuple[StaticCall | None, Diagnostics]:
    """The function name and argument expressions of a call ``name(args…)``,
    without evaluating it: ``(call, diagnostics)``, or ``(None,
    diagnostics with an error)`` when ``expr`` is not a function call."""
    found: StaticCall | None = _analyse(expr, "static_call")
    if found is None:
        return None, _invalid(expr, "A static function call is required.")
    return found, Diagnostics()


def abs_traversal_for_expr(expr: Expression) -> tuple[Traversal, Diagnostics]:
    """The variable ``expr`` refers to, with its constant attribute and index
    steps; ``true``, ``false`` and ``null`` count as variables of those names.
    Returns ``(traversal, diagnostics)``; an empty traversal and an error
    when ``expr`` is anything else (a call, an operator, a computed
    index)."""
    found: Traversal | None = _analyse(expr, "static_traversal")
    if found is None or found.is_relative:
        return Traversal(), _invalid(expr, _TRAVERSAL_REQUIRED)
    return found, Diagnostics()


def rel_traversal_for_expr(expr: Expression) -> tuple[Traversal, Diagnostics]:
    """As :func:`abs_traversal_for_expr`, but relative: the variable's name
    becomes an attribute step (``a.b`` reads as ``.a.b``).  Returns an empty
    traversal and an error in the same cases."""
    traversal, diags = abs_traversal_for_expr(expr)
    if diags.has_errors():
        return traversal, diags
    root = traversal[0]
    assert isinstance(root, TraverseRoot)
    return Traversal((TraverseAttr(root.name, root.range), *traversal[1:])), diags


def expr_as_keyword(expr: Expression) -> str | None:
    """The identifier ``expr`` is, if it is a single bare identifier
    (``true``, ``false`` and ``null`` included); None otherwise."""
    found: Traversal | None = _analyse(expr, "static_traversal")
    if found is None or len(found) != 1 or found.is_relative:
        return None
    return found.root_name
