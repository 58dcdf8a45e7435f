"""Evaluation of function calls (seed 001, "Functions"): the evaluator's
part of a call, which is to find the function, hand it its arguments and
place what goes wrong in the source.  The function layer decides the rest.

Loaded by :mod:`hclkit.native.evaluate` at the first call: a file that calls
nothing (most small ones) never loads the function layer.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..diagnostics import Diagnostics
from ..function import (
    Argument,
    ArgumentError,
    ArityError,
    ExpressionDiagnostics,
    Function,
    FunctionError,
)
from ..model.context import EvalContext
from ..pos import Range, Span
from ..types import DYNAMIC, DYNAMIC_VALUE, Value
from ..types.value import _NULL, _UNKNOWN
from .ast import Expression, FunctionCallExpr
from .evaluate import Ctx, _errors_since, _ev, _unknown_name

__all__ = ["call"]


def call(e: Expression, ctx: Ctx, diags: Diagnostics) -> Value:
    """The value of a function call (``FunctionCallExpr``)."""
    assert isinstance(e, FunctionCallExpr)
    fn = ctx.function(e.name) if ctx is not None else None
    if fn is None:
        if ctx is None or not ctx.allows_functions:
            diags.error("Function calls not allowed", "Functions may not be called here.",
                        e)
        else:
            diags.error("Call to unknown function",
                        _unknown_name("function", e.name, ctx.function_scopes),
                        Span(e.sm, e.start, e.name_end), e)
        return DYNAMIC_VALUE
    # The list once made, read from its slot (``args`` is a property).
    arg_list: list[Expression] = (
        e._args if type(e._args) is list else e.args)
    count, n_params = len(arg_list), len(fn.params)
    if not e.expand_final and not fn._takes_expressions and (
            count == n_params or (count > n_params and fn.var_param is not None)):
        return _direct_call(e, arg_list, fn, ctx, diags)
    # Each argument: its expression (for messages), whether the message covers
    # all of it (expanded elements) or just its start, and its value once known.
    arg_exprs: list[tuple[Expression, bool]] = [(a, False) for a in e.args]
    expanded: list[Value] = []
    if e.expand_final and e.args:
        last = e.args[-1]
        arg_exprs.pop()
        inner = Diagnostics()
        last_val = _ev(last, ctx, inner)
        diags.extend(inner)
        if inner.has_errors():
            return DYNAMIC_VALUE
        kind = last_val.type.kind
        if kind in ("list", "tuple", "set") or last_val.type is DYNAMIC:
            if last_val.is_null:
                diags.error("Invalid expanding argument value",
                            "The expanding argument (indicated by ...) must not be null.",
                            last, e)
                return DYNAMIC_VALUE
            if not last_val.is_known or last_val.type is DYNAMIC:
                return DYNAMIC_VALUE
            expanded = list(last_val.elements())
            arg_exprs.extend((last, True) for _ in expanded)
        else:
            diags.error("Invalid expanding argument value",
                        "The expanding argument (indicated by ...) must be of a tuple, list, or "
                        "set type.", last, e)
            return DYNAMIC_VALUE
    # The function layer decides (arity, conversion, nulls, unknowns and the
    # wording); here each failure is only given its place in the source.
    try:
        fn.check_arity(len(arg_exprs))
    except ArityError as err:
        summary, detail = err.diagnostic(e.name)
        subject = (e.close_paren_range if err.missing is not None
                   else _argument_range(arg_exprs[len(fn.params)]))
        diags.error(summary, detail, subject, e)
        return DYNAMIC_VALUE
    args: list[Argument] = []
    inner = Diagnostics()
    n_direct = len(arg_exprs) - len(expanded)
    for i, (arg_expr, whole) in enumerate(arg_exprs):
        param = fn.parameter_for(i)
        assert param is not None
        if param.expression:
            args.append(_ExpressionArgument(
                arg_expr, ctx, None if i < n_direct else expanded[i - n_direct]))
            continue
        val = _ev(arg_expr, ctx, inner) if i < n_direct else expanded[i - n_direct]
        if val.type is not param.type and param.type is not DYNAMIC:
            try:
                val = fn.convert_argument(i, val)
            except ArgumentError as err:
                inner.error(*err.diagnostic(e.name), _argument_range((arg_expr, whole)),
                            e)
        args.append(val)
    if inner:
        diags.extend(inner)
        if inner.has_errors():
            return DYNAMIC_VALUE
    return _invoke(e, fn, args, arg_exprs, diags)


def _direct_call(e: FunctionCallExpr, arg_list: list[Expression], fn: Function, ctx: Ctx,
                 diags: Diagnostics) -> Value:
    """A call with no expanded argument and no expression parameter whose
    arguments fit the parameters (the common case): each argument evaluated
    and converted in place, with no list of diagnostics of its own."""
    mark = len(diags)
    args: list[Value] = []
    params, var_param = fn.params, fn.var_param
    n = len(params)
    # Whether every argument is known, not null and not dynamic: then the
    # function layer's checks for those have nothing to do.
    plain = True
    for i, arg_expr in enumerate(arg_list):
        param = params[i] if i < n else var_param
        assert param is not None
        val = _ev(arg_expr, ctx, diags)
        want = param.type
        if val.type is not want and want is not DYNAMIC:
            try:
                val = fn.convert_argument(i, val)
            except ArgumentError as err:
                diags.error(*err.diagnostic(e.name), arg_expr.start_range, e)
        payload = val._v
        if payload is _NULL or payload is _UNKNOWN or val.type is DYNAMIC:
            plain = False
        args.append(val)
    if len(diags) > mark and _errors_since(diags, mark):
        return DYNAMIC_VALUE
    return _invoke(e, fn, args, None, diags, plain)


def _invoke(e: FunctionCallExpr, fn: Function, args: Sequence[Argument],
            arg_exprs: list[tuple[Expression, bool]] | None, diags: Diagnostics,
            plain: bool = False) -> Value:
    """Call ``fn`` with arguments ready (``arg_exprs``: where each came from,
    None for one argument per expression; ``plain``: values all known, not
    null and not dynamic), placing any failure in the source."""
    try:
        if plain:
            return fn._call_plain(args)
        return fn.call(args, checked=True)
    except ArgumentError as err:
        if arg_exprs is None:
            arg_exprs = [(a, False) for a in e.args]
        where = _argument_range(arg_exprs[min(err.index, len(arg_exprs) - 1)])
        diags.error(*err.diagnostic(e.name), where, e)
    except ExpressionDiagnostics as err:
        diags.extend(err.diagnostics)
    except FunctionError as err:
        diags.error(*err.diagnostic(e.name), Span(e.sm, e.start, e.open_paren + 1), e)
    return DYNAMIC_VALUE


def _argument_range(arg: tuple[Expression, bool]) -> Range:
    """What a message about an argument points at: all of an expanded
    argument (``xs...``), else where the argument starts."""
    arg_expr, whole = arg
    return arg_expr.range if whole else arg_expr.start_range


class _ExpressionArgument:
    """An argument given unevaluated to an expression parameter (see
    :class:`hclkit.function.ExpressionArgument`); an element of an expanded
    argument (``f(xs...)``) is already a value, and evaluates to it."""

    __slots__ = ("_ctx", "_expr", "_value")

    def __init__(self, expr: Expression, ctx: Ctx, value: Value | None) -> None:
        self._expr = expr
        self._ctx = ctx
        self._value = value

    @property
    def expression(self) -> Expression:
        return self._expr

    @property
    def range(self) -> Range:
        return self._expr.range

    @property
    def context(self) -> EvalContext | None:
        return self._ctx

    def evaluate(self) -> tuple[Value, Diagnostics]:
        diags = Diagnostics()
        if self._value is not None:
            return self._value, diags
        # Within the call's own evaluation: the diagnostics that reach the
        # user get their expression values there, once.
        return _ev(self._expr, self._ctx, diags), diags

    def __repr__(self) -> str:
        return f"ExpressionArgument({self._expr.source_text()!r})"
