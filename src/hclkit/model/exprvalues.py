"""What an expression's variables were, for messages about its value.

The text form of a diagnostic about an expression lists the variables the
expression refers to and their values ("with x as "a"."), as the reference
does.  The values are described here, compactly, while the evaluation
context is at hand; the writer only lays the lines out.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Iterable

from ..diagnostics import Diagnostic, Diagnostics
from ..pos import Range
from ..types import Value
from ..types import number as N
from ..types.sets import go_quote
from .context import EvalContext
from .ops import traverse_rel
from .traversal import Traversal, TraverseRoot

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from decimal import Decimal
    from typing import Any

__all__ = ["attach_expression_values", "describe_value", "expression_values"]


def expression_values(expr: Any, ctx: EvalContext | None) -> tuple[tuple[Range, str], ...]:
    """Each variable ``expr`` refers to that ``ctx`` has a known value for,
    with the phrase describing that value."""
    if ctx is None:
        return ()
    found: list[tuple[Range, str]] = []
    for traversal in expr.variables():
        val = _resolve(traversal, ctx)
        if val is None or not val.is_known:
            continue
        phrase = "set to null" if val.is_null else f"as {describe_value(val)}"
        first, last = traversal[0].range, traversal[-1].range
        found.append((Range(first.filename, first.start, last.end), phrase))
    return tuple(found)


def _resolve(traversal: Traversal, ctx: EvalContext) -> Value | None:
    root = traversal[0]
    if not isinstance(root, TraverseRoot):
        return None
    val = ctx.variable(root.name)
    if val is None:
        return None
    trial = Diagnostics()
    val = traverse_rel(val, traversal, trial, 1)
    return None if trial else val


def describe_value(val: Value) -> str:
    """A value in a few words: ``"text"``, ``1.5``, ``tuple with 2 elements``."""
    ty = val.type
    kind = ty.kind
    if kind == "bool":
        return "true" if val.as_bool() else "false"
    if kind == "number":
        n = val.as_number()
        if N.is_inf(n):
            return "+Inf" if N.sign(n) > 0 else "-Inf"
        from decimal import Decimal  # noqa: PLC0415  (for messages: not on every run)

        return _go_g10(Decimal(N.to_text(n)))
    if kind == "string":
        return go_quote(val.as_string())
    if kind == "object":
        names = sorted(val.as_dict())
        if not names:
            return "object with no attributes"
        if len(names) == 1:
            return f'object with 1 attribute "{names[0]}"'
        return f"object with {len(names)} attributes"
    if kind in ("list", "set", "map", "tuple"):
        count = val.length()
        name = ty.friendly_name()
        if count == 0:
            return f"empty {name}"
        return f"{name} with {count} element{'' if count == 1 else 's'}"
    return ty.friendly_name()


def _go_g10(d: Decimal) -> str:
    """Go's ``%.10g``: ten significant digits, trailing zeros dropped, and
    the exponent form below 1e-4 or from 1e10."""
    from decimal import Decimal  # noqa: PLC0415  (for messages: not on every run)

    if d == 0:
        return "0"
    mantissa, exp_text = format(d, ".9e").split("e")
    exp = int(exp_text)
    mantissa = mantissa.rstrip("0").rstrip(".") if "." in mantissa else mantissa
    if exp < -4 or exp >= 10:
        return f"{mantissa}e{'-' if exp < 0 else '+'}{abs(exp):02d}"
    fixed = format(Decimal(f"{mantissa}e{exp}"), "f")
    return fixed.rstrip("0").rstrip(".") if "." in fixed else fixed


def attach_expression_values(diags: Diagnostics, first: int, root: Any,
                             ctx: EvalContext | None,
                             children: Callable[[Any], Iterable[Any]]) -> None:
    """Give each diagnostic from ``diags[first:]`` that has none the values
    of the variables of the innermost expression of ``root`` holding its
    subject."""
    if ctx is None:
        return
    locator: _Locator | None = None
    work = _VALUES_WORK
    for i in range(first, len(diags)):
        d: Diagnostic = diags[i]
        if d.expression_values or d.subject is None:
            continue
        if locator is None:
            locator = _Locator(root, children)
        node = locator.innermost(d.subject, calls_only=d.summary in _ABOUT_THE_CALL)
        work -= locator.steps
        if node is not None:
            values = expression_values(node, ctx)
            work -= len(values)
            if values:
                diags[i] = Diagnostic(d.severity, d.summary, d.detail, d.subject, d.context, values)
        if work <= 0:
            # Thousands of diagnostics, each about a long operator chain:
            # the rest go without (their text form lists no values).
            break


# How much finding the expressions' values may cost in one evaluation (search
# steps and values listed): no sensible expression comes near it, and past it a
# chain of thousands of failing operators would cost its length squared.
_VALUES_WORK = 50_000


# Messages about a whole call, though their subject is one argument.
_ABOUT_THE_CALL = frozenset({"Too many function arguments"})


class _Locator:
    """Finds the innermost expression holding a range, for many ranges in
    one tree: each node's children are indexed by where they start the first
    time the search passes through it, so that a search looks only at the
    children holding the range (a tuple of thousands of elements, each with
    a diagnostic, costs n log n, not n squared)."""

    def __init__(self, root: Any, children: Callable[[Any], Iterable[Any]]) -> None:
        self.root = root
        self.children = children
        self.where: dict[int, tuple[str, int, int]] = {}
        self.index: dict[int, _ChildIndex] = {}
        self.steps = 0  # nodes the last search went through

    def _span(self, node: Any) -> tuple[str, int, int]:
        span = self.where.get(id(node))
        if span is None:
            r = node.range
            span = self.where[id(node)] = (r.filename, r.start.byte, r.end.byte)
        return span

    def _holding(self, node: Any, filename: str, start: int, end: int) -> list[Any]:
        """The children of ``node`` that hold ``start``-``end``, in their order."""
        index = self.index.get(id(node))
        if index is None:
            kids = list(self.children(node))
            index = self.index[id(node)] = _ChildIndex(kids, [self._span(k) for k in kids])
        return index.holding(filename, start, end)

    def innermost(self, where: Range, calls_only: bool = False) -> Any:
        """The innermost expression holding ``where`` (a function call, if
        ``calls_only``); among children that overlap, the last one's wins."""
        filename, start, end = where.filename, where.start.byte, where.end.byte
        fname, rstart, rend = self._span(self.root)
        if fname != filename or not rstart <= start <= end <= rend:
            return None
        best = None
        stack: list[Any] = [self.root]
        self.steps = 0
        while stack:
            node = stack.pop()
            self.steps += 1
            if not calls_only or hasattr(node, "expand_final"):
                best = node  # a child inside it comes later: innermost wins
            stack.extend(reversed(self._holding(node, filename, start, end)))
        return best


class _ChildIndex:
    """A node's children sorted by where they start, with the furthest end
    reached so far, so that the ones holding a range are found by a search
    and a short scan back."""

    __slots__ = ("ends", "far", "order", "spans", "starts")

    def __init__(self, kids: list[Any], spans: list[tuple[str, int, int]]) -> None:
        order = sorted(range(len(kids)), key=lambda k: spans[k][1])
        self.order = [(k, kids[k]) for k in order]
        self.spans = [spans[k] for k in order]
        self.starts = [span[1] for span in self.spans]
        far, reach = [], -1
        for span in self.spans:
            reach = max(reach, span[2])
            far.append(reach)
        self.far = far

    def holding(self, filename: str, start: int, end: int) -> list[Any]:
        found: list[tuple[int, Any]] = []
        k = bisect.bisect_right(self.starts, start) - 1
        while k >= 0 and self.far[k] >= end:
            fname, _, kid_end = self.spans[k]
            if kid_end >= end and fname == filename:
                found.append(self.order[k])
            k -= 1
        found.sort(key=lambda item: item[0])
        return [kid for _, kid in found]
