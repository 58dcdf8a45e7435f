"""What the evaluation under way may still spend.

One evaluation of an expression (nested evaluations, such as a function
evaluating its arguments, included) shares one budget, kept in a context
variable so that functions deep inside it can charge it without every call
passing it along, and so that threads and tasks each have their own.  A
function charges the bytes a string or collection will take *before* it
builds it, so a budget exceeded is a diagnostic, not a ``MemoryError``.
Outside any evaluation (a function called directly), each charge is
checked alone against the default limits.
"""

from __future__ import annotations

from contextvars import ContextVar, Token

from .limits import DEFAULT_LIMITS, Limits

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from typing import Final

__all__ = ["ELEMENT_BYTES", "OUT_OF_MEMORY", "Budget", "OverBudget", "bytes_left", "charge",
           "charge_elements", "close_budget", "current_budget", "current_limits", "open_budget",
           "string_bytes"]

#: The diagnostic (summary, detail) for memory that ran out anyway: public
#: calls give it rather than let ``MemoryError`` out.
OUT_OF_MEMORY: Final = ("Out of memory", "Python ran out of memory; the configuration needs "
                        "more than this process could have.")


class OverBudget(Exception):
    """Building a result would pass :attr:`Limits.max_eval_bytes`."""

    def __init__(self, limit: int) -> None:
        super().__init__(f"the evaluation would build more than {limit} bytes of strings and "
                         "collections (Limits.max_eval_bytes)")
        self.limit = limit

    def capitalized(self) -> str:
        """The message as a sentence of its own (a diagnostic's detail)."""
        text = str(self)
        return text[:1].upper() + text[1:]


class Budget:
    """What one evaluation may still spend: bytes (:func:`charge`) and the
    elements ``for`` expressions may still build (``Limits.max_elements``,
    counted down by the evaluator)."""

    __slots__ = ("bytes_left", "elements_left", "limits")

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.bytes_left = limits.max_eval_bytes
        self.elements_left = limits.max_elements


_current: ContextVar[Budget | None] = ContextVar("hclkit_budget", default=None)

# What one element of a collection takes, roughly: a reference and a value.
ELEMENT_BYTES: Final = 64


def open_budget(limits: Limits) -> Token[Budget | None] | None:
    """Open a budget for an evaluation, unless one is already open (a
    nested evaluation spends its caller's); give the token to :func:`close_budget`."""
    if _current.get() is not None:
        return None
    return _current.set(Budget(limits))


def close_budget(token: Token[Budget | None] | None) -> None:
    if token is not None:
        _current.reset(token)


def current_budget() -> Budget | None:
    """The budget of the evaluation under way, if one is."""
    return _current.get()


def current_limits() -> Limits:
    """The limits of the evaluation under way (the defaults outside one)."""
    budget = _current.get()
    return DEFAULT_LIMITS if budget is None else budget.limits


def charge(nbytes: int) -> None:
    """Spend ``nbytes``; raises :class:`OverBudget` if that is more than is left."""
    budget = _current.get()
    if budget is None:
        if nbytes > DEFAULT_LIMITS.max_eval_bytes:
            raise OverBudget(DEFAULT_LIMITS.max_eval_bytes)
        return
    left = budget.bytes_left - nbytes
    if left < 0:
        raise OverBudget(budget.limits.max_eval_bytes)
    budget.bytes_left = left


def charge_elements(count: int) -> None:
    """Spend what a collection of ``count`` elements takes."""
    charge(count * ELEMENT_BYTES)


def bytes_left() -> int:
    """What the evaluation under way may still spend (the whole default
    budget outside one, where each charge is checked alone)."""
    budget = _current.get()
    return DEFAULT_LIMITS.max_eval_bytes if budget is None else budget.bytes_left


def string_bytes(length: int) -> int:
    """What a string of ``length`` characters counts: a byte each (what
    ASCII text takes; wider characters are counted as if they were not)."""
    return length
