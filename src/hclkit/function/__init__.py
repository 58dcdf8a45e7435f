"""Functions and their call semantics (information model, "Functions").

A :class:`Function` has positional :class:`Parameter`\\ s, an optional
variadic parameter, a result-type rule and an implementation.  Calling it
applies the model's semantics in the order the reference applies them:

1. arity: one argument per positional parameter, the rest to the variadic
   parameter if there is one (:class:`ArityError` otherwise);
2. each argument is converted to its parameter's type (a dynamic value
   becomes an unknown of that type), or the call fails naming the argument;
3. a null argument for a parameter that does not accept nulls fails;
4. an argument of the dynamic pseudo-type for a parameter that does not
   accept it makes the result type dynamic; otherwise the result-type rule
   decides the type;
5. an unknown argument for a parameter that does not accept unknowns makes
   the result an unknown of that type, without running the implementation;
6. otherwise the implementation computes the result.

These rules, and the reference's wording of every failure, live here and
nowhere else: failures raise :class:`FunctionError` (or its subclasses), whose
:meth:`FunctionError.diagnostic` gives the summary and detail a diagnostic
shows.  The evaluator only decides where the diagnostic points (the argument,
the closing parenthesis, the call).

Expression parameters
---------------------
A parameter declared with ``expression=True`` takes its argument
unevaluated: the implementation receives, in its place, an object
implementing :class:`ExpressionArgument` (the expression, its source range,
the call's evaluation context, and ``evaluate()``), and steps 2-5 do not
apply to it.  The implementation decides whether, when and how often to
evaluate it; ``try`` and ``can`` (:mod:`hclkit.ext.tryfunc`) are built this
way.  To report an argument's own diagnostics as they are, rather than as a
failed call, raise :class:`ExpressionDiagnostics` with them.
"""

from __future__ import annotations

from collections import namedtuple
from collections.abc import Callable, Sequence

from .._record import FrozenRecord
from .._record import set_field as _set
from ..budget import OverBudget, current_limits
from ..diagnostics import Diagnostics
from ..types import DYNAMIC, ConversionError, Type, Value, convert, unknown
from ..types.value import ValueTooDeep

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:  # the function layer names expressions but does not need their code
    from typing import TypeAlias, cast

    from .argument import ExpressionArgument
else:
    def cast(_type: object, value: object) -> object:
        """typing.cast, without importing typing on a parse's path."""
        return value


def __getattr__(name: str) -> object:
    # ExpressionArgument is a run-time checkable protocol, which needs typing:
    # loaded when named, not by every file that is evaluated.
    if name == "ExpressionArgument":
        from .argument import ExpressionArgument  # noqa: PLC0415

        globals()[name] = ExpressionArgument
        return ExpressionArgument
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

__all__ = [
    "Argument",
    "ArgumentError",
    "ArityError",
    "Example",
    "ExpressionArgument",
    "ExpressionDiagnostics",
    "Function",
    "FunctionError",
    "Parameter",
]


class Parameter(FrozenRecord):
    """A function parameter: a name (for messages and documentation), a type
    specification, and which of null, unknown and dynamic values it accepts.

    ``expression=True`` makes the parameter take its argument unevaluated
    (an :class:`ExpressionArgument`); its type and the ``allow_*`` flags are
    then not applied."""

    __slots__ = _fields = ("name", "type", "allow_null", "allow_unknown", "allow_dynamic",
                           "description", "expression")
    name: str
    type: Type
    allow_null: bool
    allow_unknown: bool
    allow_dynamic: bool
    description: str
    expression: bool

    def __init__(self, name: str, type: Type = DYNAMIC, allow_null: bool = False,
                 allow_unknown: bool = False, allow_dynamic: bool = False,
                 description: str = "", expression: bool = False) -> None:
        _set(self, "name", name)
        _set(self, "type", type)
        _set(self, "allow_null", allow_null)
        _set(self, "allow_unknown", allow_unknown)
        _set(self, "allow_dynamic", allow_dynamic)
        _set(self, "description", description)
        _set(self, "expression", expression)


# What an implementation receives for each argument: a value, or for an
# expression parameter the unevaluated argument.
Argument: TypeAlias = "Value | ExpressionArgument"


class FunctionError(Exception):
    """A function call failed; the message is what a user should read."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def diagnostic(self, name: str) -> tuple[str, str]:
        """The summary and detail of the diagnostic for a call of the
        function called ``name`` that failed this way."""
        return "Error in function call", f'Call to function "{name}" failed: {self.message}.'


class ArgumentError(FunctionError):
    """A particular argument is unacceptable.

    ``index`` is its position among the call's arguments and ``parameter``
    the parameter it was matched to (filled in by :meth:`Function.call` when
    the raiser leaves it ``None``)."""

    def __init__(self, index: int, message: str, parameter: Parameter | None = None) -> None:
        super().__init__(message)
        self.index = index
        self.parameter = parameter

    def __str__(self) -> str:
        if self.parameter is None:
            return self.message
        return f'Invalid value for "{self.parameter.name}" parameter: {self.message}'

    def diagnostic(self, name: str) -> tuple[str, str]:
        param = self.parameter.name if self.parameter is not None else "?"
        detail = f'Invalid value for "{param}" parameter: {self.message}.'
        return "Invalid function argument", detail


class ArityError(FunctionError):
    """Too few or too many arguments.

    ``missing`` is the first parameter without an argument (too few);
    ``extra_index`` the position of the first argument too many; ``variadic``
    whether the function takes more arguments than its positional ones."""

    def __init__(self, expected: int, given: int, missing: Parameter | None = None,
                 extra_index: int | None = None, variadic: bool = False) -> None:
        qual = " at least" if variadic else ""
        if missing is not None:
            message = f'expects{qual} {expected} argument(s). Missing value for "{missing.name}".'
        else:
            message = f"expects only {expected} argument(s)."
        super().__init__(message)
        self.expected = expected
        self.given = given
        self.missing = missing
        self.extra_index = extra_index

    def diagnostic(self, name: str) -> tuple[str, str]:
        summary = ("Not enough function arguments" if self.missing is not None
                   else "Too many function arguments")
        return summary, f'Function "{name}" {self.message}'


class ExpressionDiagnostics(FunctionError):
    """Raised by an implementation to report the diagnostics of evaluating an
    expression argument as they are (with their own subjects), instead of as
    a failed call."""

    def __init__(self, diagnostics: Diagnostics) -> None:
        errors = diagnostics.errors()
        super().__init__(errors[0].summary if errors else "the argument has errors")
        self.diagnostics = diagnostics


# Not typing.NamedTuple, which makes a typing.ForwardRef of each field's
# annotation (strings here) and compiles it: the first compile costs a
# command's start-up more than a module.
class Example(namedtuple("Example", ["expression", "result"])):
    """An example call for the function reference: an expression and what it
    evaluates to, written as an expression (``tolist([...])``, ``toset([...])``
    and ``tomap({...})`` where the type is not a tuple or object)."""

    __slots__ = ()
    expression: str
    result: str


ReturnRule: TypeAlias = "Type | Callable[[Sequence[Value]], Type]"
Impl: TypeAlias = Callable[[Sequence[Value], Type], Value]
# The implementation of a function with expression parameters: it gets
# :class:`ExpressionArgument` objects in their places.
ExpressionImpl: TypeAlias = Callable[[Sequence[Argument], Type], Value]


class Function:
    """A function that HCL expressions can call.

    ``returns`` is a type, or a callable that gets the (converted) argument
    values, which may be unknown, and returns the result type; it may raise
    :class:`ArgumentError` or :class:`FunctionError`.  ``impl`` gets the
    argument values (an :class:`ExpressionArgument` for each expression
    parameter) and the result type and returns the result.

    ``summary``, ``examples`` and ``limits`` are for readers (the generated
    function reference): what the function does in a sentence or two, calls
    with their results, and the bounds it enforces; calls ignore them.
    """

    __slots__ = ("_takes_expressions", "description", "examples", "impl", "limits", "params",
                 "returns", "summary", "var_param")

    def __init__(
        self,
        params: Sequence[Parameter] = (),
        var_param: Parameter | None = None,
        returns: ReturnRule = DYNAMIC,
        impl: Impl | ExpressionImpl | None = None,
        description: str = "",
        *,
        summary: str = "",
        examples: Sequence[Example] = (),
        limits: str = "",
    ) -> None:
        if impl is None:
            raise TypeError("a Function needs an impl")
        if not isinstance(returns, Type) and not callable(returns):
            raise TypeError("returns must be a Type or a callable returning one")
        self.params = tuple(params)
        self.var_param = var_param
        self.returns = returns
        self.impl = impl
        self.description = description
        self.summary = summary
        self.examples = tuple(examples)
        self.limits = limits
        self._takes_expressions = any(
            p.expression for p in (*self.params, *([var_param] if var_param else [])))

    def __repr__(self) -> str:
        names = [p.name for p in self.params]
        if self.var_param is not None:
            names.append(self.var_param.name + "...")
        return f"Function({', '.join(names)})"

    def parameter_for(self, index: int) -> Parameter | None:
        """The parameter that the argument at ``index`` (from 0) is matched
        to: a positional parameter, else the variadic one, else ``None``
        (the call has too many arguments)."""
        if index < len(self.params):
            return self.params[index]
        return self.var_param

    def check_arity(self, count: int) -> None:
        """Raise :class:`ArityError` unless ``count`` arguments fit the parameters."""
        n = len(self.params)
        if count < n:
            raise ArityError(n, count, missing=self.params[count],
                             variadic=self.var_param is not None)
        if count > n and self.var_param is None:
            raise ArityError(n, count, extra_index=n)

    def convert_argument(self, index: int, value: Value) -> Value:
        """The argument at ``index`` converted to its parameter's type; raises
        :class:`ArgumentError` naming the parameter if it does not convert."""
        param = self.params[index] if index < len(self.params) else self.var_param
        assert param is not None, "check_arity first"
        want = param.type
        if value.type is want or want is DYNAMIC or param.expression:
            return value
        try:
            return convert(value, want)
        except ConversionError as e:
            raise ArgumentError(index, str(e), param) from e

    def _parameters(self, count: int) -> tuple[Parameter, ...]:
        """The parameter of each of ``count`` arguments (the arity is checked)."""
        params = self.params
        if count == len(params) or self.var_param is None:
            return params
        return params + (self.var_param,) * (count - len(params))

    def _prepare(self, args: Sequence[Argument], checked: bool
                 ) -> tuple[Sequence[Argument], tuple[Parameter, ...], Type | None]:
        """Steps 1-4: converted arguments, their parameters, and the result
        type if it is forced.  ``checked``: the arity is known to fit and the
        arguments are converted already (:meth:`check_arity`,
        :meth:`convert_argument`)."""
        if not checked:
            self.check_arity(len(args))
        params = self._parameters(len(args))
        converted: Sequence[Argument] = args
        if not checked or self._takes_expressions:
            converted = []
            for i, (arg, param) in enumerate(zip(args, params)):
                if param.expression:
                    # (not an isinstance check against the protocol: that is slow)
                    if isinstance(arg, Value):
                        raise ArgumentError(i, "an unevaluated expression is required", param)
                    converted.append(arg)
                elif isinstance(arg, Value):
                    converted.append(self.convert_argument(i, arg))
                else:
                    raise ArgumentError(i, "a value is required", param)
        # Nulls and the dynamic pseudo-type, as the reference checks them, once
        # every argument is converted: the positional arguments in order until
        # one makes the result dynamic (a null after it goes unnoticed), then
        # every variadic argument.
        forced: Type | None = None
        n = len(self.params)
        for i, (arg, param) in enumerate(zip(converted, params)):
            if param.expression or (forced is not None and i < n):
                continue
            value = cast(Value, arg)
            if value.is_null and not param.allow_null:
                raise ArgumentError(i, "argument must not be null", param)
            if value.type is DYNAMIC and not param.allow_dynamic:
                forced = DYNAMIC
        return converted, params, forced

    def _result_type(self, args: Sequence[Argument]) -> Type:
        rule = self.returns
        if isinstance(rule, Type):
            return rule
        ty = _guarded(rule, cast("Sequence[Value]", args))
        if not isinstance(ty, Type):
            raise FunctionError(f"the function's result-type rule returned {ty!r}, not a type")
        return ty

    def return_type(self, args: Sequence[Argument]) -> Type:
        """The type a call with these arguments returns (they may be unknown)."""
        converted, _, forced = self._prepare(args, False)
        try:
            return forced if forced is not None else self._result_type(converted)
        except ArgumentError as e:
            raise self._named(e) from None

    def call(self, args: Sequence[Argument], *, checked: bool = False) -> Value:
        """Call the function; raises :class:`FunctionError` if the call fails
        (see the module's documentation for the order of the rules).

        ``checked=True`` says that :meth:`check_arity` and
        :meth:`convert_argument` were applied already (the evaluator does, to
        place each argument's error), so they are not applied again."""
        converted, params, forced = self._prepare(args, checked)
        try:
            return self._run(converted, params, forced)
        except ArgumentError as e:
            raise self._named(e) from None

    def _call_plain(self, args: Sequence[Argument]) -> Value:
        """``call(args, checked=True)`` where no parameter takes an expression
        and every argument is known, not null and not of the dynamic
        pseudo-type (the evaluator's common case): steps 3-5 have nothing to
        do, so only the result type and the implementation run."""
        try:
            rule = self.returns
            ret = rule if isinstance(rule, Type) else self._result_type(args)
            return self._checked_result(_guarded(self.impl, args, ret), ret)
        except ArgumentError as e:
            raise self._named(e) from None

    def _run(self, converted: Sequence[Argument], params: tuple[Parameter, ...],
             forced: Type | None) -> Value:
        ret = forced if forced is not None else self._result_type(converted)
        for arg, param in zip(converted, params):
            if (not param.allow_unknown and not param.expression
                    and not cast(Value, arg).is_known):
                return unknown(ret)
        return self._checked_result(_guarded(self.impl, converted, ret), ret)

    @staticmethod
    def _checked_result(result: object, ret: Type) -> Value:
        """The implementation's ``result``, checked against the type ``ret`` promised."""
        if not isinstance(result, Value):
            raise FunctionError(f"the function returned {result!r}, not a value")
        if ret is DYNAMIC or result.type is ret or result.type == ret:
            return result
        try:
            return convert(result, ret)
        except ConversionError:
            raise FunctionError(
                f"the function returned {result.type.friendly_name()} where it promised "
                f"{ret.friendly_name()}"
            ) from None

    def _named(self, e: ArgumentError) -> ArgumentError:
        """``e`` with the parameter its index matches, where the raiser left it out."""
        if e.parameter is None:
            e.parameter = self.parameter_for(e.index)
        return e

    def __call__(self, *args: Argument) -> Value:
        """``f(a, b)`` is ``f.call([a, b])``."""
        return self.call(args)


def _guarded(run: Callable[..., object], *args: object) -> object:
    """Run application code; anything but a FunctionError becomes one, so a
    faulty function gives a diagnostic rather than a traceback."""
    try:
        return run(*args)
    except FunctionError:
        raise
    except ConversionError as e:
        raise FunctionError(str(e)) from e
    except (OverBudget, ValueTooDeep) as e:
        raise FunctionError(str(e)) from e
    except RecursionError as e:  # a value nested deeper than the stack has room for
        raise FunctionError(str(ValueTooDeep(current_limits().max_value_depth))) from e
    except MemoryError as e:
        raise FunctionError("Python ran out of memory building the result") from e
    except Exception as e:
        raise FunctionError(f"internal error in function implementation: {type(e).__name__}: {e}"
                            ) from e
