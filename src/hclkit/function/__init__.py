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

Failures raise :class:`FunctionError` (or its subclasses) with the
reference's wording; the evaluator turns them into diagnostics.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeAlias

from ..types import DYNAMIC, ConversionError, Type, Value, convert, unknown

__all__ = [
    "ArgumentError",
    "ArityError",
    "Function",
    "FunctionError",
    "Parameter",
]


@dataclass(frozen=True)
class Parameter:
    """A function parameter: a name (for messages and documentation), a type
    specification, and which of null, unknown and dynamic values it accepts."""

    name: str
    type: Type = DYNAMIC
    allow_null: bool = False
    allow_unknown: bool = False
    allow_dynamic: bool = False
    description: str = ""


class FunctionError(Exception):
    """A function call failed; the message is what a user should read."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class ArgumentError(FunctionError):
    """A particular argument is unacceptable.

    ``index`` is its position among the call's arguments and ``parameter``
    the parameter it was matched to (``None`` if unknown to the raiser)."""

    def __init__(self, index: int, message: str, parameter: Parameter | None = None) -> None:
        super().__init__(message)
        self.index = index
        self.parameter = parameter

    def __str__(self) -> str:
        if self.parameter is None:
            return self.message
        return f'Invalid value for "{self.parameter.name}" parameter: {self.message}'


class ArityError(FunctionError):
    """Too few or too many arguments.

    ``missing`` is the first parameter without an argument (too few);
    ``extra_index`` the position of the first argument too many."""

    def __init__(self, expected: int, given: int, missing: Parameter | None = None,
                 extra_index: int | None = None) -> None:
        if missing is not None:
            message = f'expects {expected} argument(s). Missing value for "{missing.name}".'
        else:
            message = f"expects only {expected} argument(s)."
        super().__init__(message)
        self.expected = expected
        self.given = given
        self.missing = missing
        self.extra_index = extra_index


ReturnRule: TypeAlias = "Type | Callable[[Sequence[Value]], Type]"
Impl: TypeAlias = Callable[[Sequence[Value], Type], Value]


class Function:
    """A function that HCL expressions can call.

    ``returns`` is a type, or a callable that gets the (converted) argument
    values, which may be unknown, and returns the result type; it may raise
    :class:`ArgumentError` or :class:`FunctionError`.  ``impl`` gets the
    argument values and the result type and returns the result.
    """

    def __init__(
        self,
        params: Sequence[Parameter] = (),
        var_param: Parameter | None = None,
        returns: ReturnRule = DYNAMIC,
        impl: Impl | None = None,
        description: str = "",
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

    def __repr__(self) -> str:
        names = [p.name for p in self.params]
        if self.var_param is not None:
            names.append(self.var_param.name + "...")
        return f"Function({', '.join(names)})"

    def parameter_for(self, index: int) -> Parameter | None:
        """The parameter that the argument at ``index`` is matched to."""
        if index < len(self.params):
            return self.params[index]
        return self.var_param

    def _prepare(self, args: Sequence[Value]) -> tuple[list[Value], Type | None]:
        """Steps 1-4: converted arguments, and the result type if it is forced."""
        n = len(self.params)
        if len(args) < n:
            raise ArityError(n, len(args), missing=self.params[len(args)])
        if len(args) > n and self.var_param is None:
            raise ArityError(n, len(args), extra_index=n)
        converted: list[Value] = []
        for i, arg in enumerate(args):
            param = self.params[i] if i < n else self.var_param
            assert param is not None
            try:
                converted.append(convert(arg, param.type))
            except ConversionError as e:
                raise ArgumentError(i, e.reason, param) from e
        # Nulls and the dynamic pseudo-type, as the reference checks them: the
        # positional arguments in order until one makes the result dynamic
        # (a null after it goes unnoticed), then every variadic argument.
        forced: Type | None = None
        for i, (arg, param) in enumerate(zip(converted, self.params)):
            if arg.is_null and not param.allow_null:
                raise ArgumentError(i, "argument must not be null", param)
            if arg.type is DYNAMIC and not param.allow_dynamic:
                forced = DYNAMIC
                break
        var = self.var_param
        for i in range(n, len(converted)):
            assert var is not None
            arg = converted[i]
            if arg.is_null and not var.allow_null:
                raise ArgumentError(i, "argument must not be null", var)
            if arg.type is DYNAMIC and not var.allow_dynamic:
                forced = DYNAMIC
        return converted, forced

    def _result_type(self, args: Sequence[Value]) -> Type:
        rule = self.returns
        if isinstance(rule, Type):
            return rule
        ty = _guarded(lambda: rule(args))
        if not isinstance(ty, Type):
            raise FunctionError(f"the function's result-type rule returned {ty!r}, not a type")
        return ty

    def return_type(self, args: Sequence[Value]) -> Type:
        """The type a call with these arguments returns (they may be unknown)."""
        converted, forced = self._prepare(args)
        return forced if forced is not None else self._result_type(converted)

    def call(self, args: Sequence[Value]) -> Value:
        """Call the function; raises :class:`FunctionError` if the call fails."""
        converted, forced = self._prepare(args)
        ret = forced if forced is not None else self._result_type(converted)
        n = len(self.params)
        for i, arg in enumerate(converted):
            param = self.params[i] if i < n else self.var_param
            assert param is not None
            if not arg.is_known and not param.allow_unknown:
                return unknown(ret)
        result = _guarded(lambda: self.impl(converted, ret))
        if not isinstance(result, Value):
            raise FunctionError(f"the function returned {result!r}, not a value")
        if ret is DYNAMIC or result.type == ret:
            return result
        try:
            return convert(result, ret)
        except ConversionError:
            raise FunctionError(
                f"the function returned {result.type.friendly_name()} where it promised "
                f"{ret.friendly_name()}"
            ) from None

    def __call__(self, *args: Value) -> Value:
        """``f(a, b)`` is ``f.call([a, b])``."""
        return self.call(args)


def _guarded(run: Callable[[], object]) -> object:
    """Run application code; anything but a FunctionError becomes one, so a
    faulty function gives a diagnostic rather than a traceback."""
    try:
        return run()
    except FunctionError:
        raise
    except ConversionError as e:
        raise FunctionError(str(e)) from e
    except Exception as e:
        raise FunctionError(f"internal error in function implementation: {type(e).__name__}: {e}"
                            ) from e
