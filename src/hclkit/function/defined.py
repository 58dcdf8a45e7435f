"""Functions whose body is an expression of the configuration language: a
spec's ``function`` blocks (``hclkit.dec``) and user-defined functions
(``hclkit.ext.userfunc``) are both made here.

A defined function binds its arguments to its parameters' names and
evaluates its body with them.  A body that calls its own function again,
directly or through others, would never end: such a call fails instead of
running, and so does a chain of defined functions nested deeper than
:data:`MAX_NESTING`, so that no call exhausts Python's stack.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence

from ..diagnostics import Diagnostics
from ..types import DYNAMIC, Type, Value, tuple_value
from . import Function, FunctionError, Parameter

__all__ = ["MAX_NESTING", "defined_function", "raise_errors"]

# Each defined call costs tens of Python frames of evaluation: this many stays
# well inside the interpreter's default recursion limit.
MAX_NESTING = 24

Body = Callable[[dict[str, Value]], tuple[Value, Diagnostics]]


class _Active(threading.local):
    def __init__(self) -> None:
        self.calls: list[int] = []  # ids of the defined functions running, outermost first


_ACTIVE = _Active()


def defined_function(name: str, params: Sequence[str], variadic: str | None,
                     body: Body) -> Function:
    """A function whose implementation is ``body``, given the arguments by
    parameter name (those for the variadic parameter as a tuple)."""

    def any_value(param: str) -> Parameter:
        return Parameter(param, DYNAMIC, allow_null=True, allow_unknown=True, allow_dynamic=True)

    def impl(args: Sequence[Value], ret: Type) -> Value:
        active = _ACTIVE.calls
        if id(function) in active:
            raise FunctionError(f'The function "{name}" calls itself, directly or through other '
                                "functions; recursion is not allowed.")
        if len(active) >= MAX_NESTING:
            raise FunctionError(f"Calls of defined functions are nested more than {MAX_NESTING} "
                                "deep.")
        names = dict(zip(params, args))
        if variadic is not None:
            names[variadic] = tuple_value(args[len(params):])
        active.append(id(function))
        try:
            val, diags = body(names)
        finally:
            active.pop()
        raise_errors(diags)
        return val

    function = Function([any_value(p) for p in params],
                        var_param=any_value(variadic) if variadic else None,
                        returns=DYNAMIC, impl=impl)
    return function


def raise_errors(diags: Diagnostics) -> None:
    """A failure of a function's body, in the reference's one-line form:
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
