"""Numeric functions: abs, ceil, floor, int, log, max, min, parseint, pow, signum.

Results keep the precision the reference gives them: ``abs``, ``ceil``,
``floor``, ``max`` and ``min`` keep their argument's; ``log`` and ``pow``
compute in machine floats (53 bits); ``signum`` gives a 64-bit count;
``int`` and ``parseint`` give big integers of at least 64 bits.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..function import ArgumentError, Function, FunctionError, Parameter
from ..types import DYNAMIC, NUMBER, STRING, Type, Value
from ..types import number as N
from ..types.sets import go_quote
from ._util import bigint_number, float_result, int64_number, to_float64, to_int64, to_int64_arg

__all__ = ["functions"]


def _num(name: str = "num") -> Parameter:
    return Parameter(name, NUMBER)


# --- abs, ceil, floor, int, signum ---------------------------------------------------------------


def _abs(args: Sequence[Value], ret: Type) -> Value:
    n = args[0].as_number()
    if N.sign(n) < 0 or N.is_negative_zero(n):
        return Value(NUMBER, N.negate(n))
    return args[0]


def _rounded(n: N.Number, up: bool) -> N.Number:
    if N.is_inf(n):
        return n
    if type(n) is int:
        return n
    assert isinstance(n, N.BigFloat)
    if N.is_zero(n):
        return N.from_int(0, n.prec)  # a negative zero becomes zero
    if N.is_integer(n):
        # Already whole: kept as it is, so it prints at its own precision
        # (``ceil(1e300)`` is 1e300, not the digits of its binary approximation).
        return n
    whole = N.truncate(n)
    if up and not n.neg:
        whole += 1
    elif not up and n.neg:
        whole -= 1
    return N.from_int(whole, n.prec)


def _ceil(args: Sequence[Value], ret: Type) -> Value:
    return Value(NUMBER, _rounded(args[0].as_number(), up=True))


def _floor(args: Sequence[Value], ret: Type) -> Value:
    return Value(NUMBER, _rounded(args[0].as_number(), up=False))


def _int(args: Sequence[Value], ret: Type) -> Value:
    n = args[0].as_number()
    if N.is_inf(n):
        # The reference crashes on this; an infinity has no integer part.
        raise FunctionError("cannot truncate an infinity to an integer")
    if N.is_integer(n):
        return args[0]
    return bigint_number(N.truncate(n))


def _signum(args: Sequence[Value], ret: Type) -> Value:
    i = to_int64(args[0])
    return int64_number((i > 0) - (i < 0))


# --- max, min ------------------------------------------------------------------------------------


def _extreme(want: int) -> Function:
    def impl(args: Sequence[Value], ret: Type) -> Value:
        if not args:
            raise FunctionError("must pass at least one number")
        best = args[0]
        for v in args[1:]:
            if N.compare(v.as_number(), best.as_number()) == want:
                best = v
        return best

    return Function(var_param=Parameter("numbers", NUMBER), returns=NUMBER, impl=impl)


# --- log, pow ------------------------------------------------------------------------------------


def _ln(x: float) -> float:
    if math.isnan(x) or x < 0:
        return math.nan
    if x == 0:
        return -math.inf
    return math.log(x)


def _divide(a: float, b: float) -> float:
    """IEEE division: a zero divisor gives an infinity or NaN rather than an exception."""
    if b == 0:
        if a == 0 or math.isnan(a):
            return math.nan
        negative = (a < 0) != (math.copysign(1.0, b) < 0)
        return -math.inf if negative else math.inf
    return a / b


def _log(args: Sequence[Value], ret: Type) -> Value:
    num, base = to_float64(args[0]), to_float64(args[1])
    return float_result(_divide(_ln(num), _ln(base)))


def _is_odd_integer(y: float) -> bool:
    return math.isfinite(y) and y == math.floor(y) and abs(y) < 2**53 and int(y) % 2 == 1


def _float_pow(x: float, y: float) -> float:
    """``x`` to the power ``y`` in machine floats, with the IEEE special cases.

    The general case multiplies ``x`` to the integer part of ``y`` by repeated
    squaring and the fractional part (taken within ±0.5) through exp and log,
    keeping exponents apart so that intermediate values do not overflow; square
    roots are exact.  This gives the reference's results digit for digit for
    integer powers and square roots; other fractional powers may differ in the
    last bit, since the reference's exp and log are not Python's."""
    if y == 0 or x == 1:
        return 1.0
    if y == 1:
        return x
    if math.isnan(x) or math.isnan(y):
        return math.nan
    if x == 0:
        odd = _is_odd_integer(y)
        if y < 0:
            if odd:
                return math.copysign(math.inf, x)
            return math.inf
        return x if odd else 0.0
    if math.isinf(y):
        if x == -1:
            return 1.0
        if (abs(x) < 1) == (y > 0):
            return 0.0
        return math.inf
    if math.isinf(x):
        if x < 0:
            return _float_pow(-0.0, -y)
        return math.inf if y > 0 else 0.0
    if x < 0 and y != math.floor(y):
        return math.nan
    if y == 0.5:
        return math.sqrt(x)
    if y == -0.5:
        return 1 / math.sqrt(x)
    fraction, whole = math.modf(abs(y))
    if fraction != 0 and fraction > 0.5:
        fraction -= 1
        whole += 1
    mant, exp = 1.0, 0
    if fraction != 0:
        mant, exp = math.frexp(math.exp(fraction * math.log(x)))
    xm, xe = math.frexp(x)
    n = int(whole)
    while n:
        if n & 1:
            mant, shift = math.frexp(mant * xm)
            exp += xe + shift
        xm, shift = math.frexp(xm * xm)
        xe = 2 * xe + shift
        n >>= 1
    if y < 0:
        mant, shift = math.frexp(1 / mant)
        exp = -exp + shift
    try:
        return math.ldexp(mant, exp)
    except OverflowError:
        return math.copysign(math.inf, mant)


def _pow(args: Sequence[Value], ret: Type) -> Value:
    return float_result(_float_pow(to_float64(args[0]), to_float64(args[1])))


# --- parseint ------------------------------------------------------------------------------------

_PARSEINT_PARAMS = (Parameter("number", DYNAMIC), Parameter("base", NUMBER))


def _digit_value(ch: str, base: int) -> int:
    if "0" <= ch <= "9":
        return ord(ch) - 48
    if "a" <= ch <= "z":
        return ord(ch) - 87
    if "A" <= ch <= "Z":
        # Letters are case-insensitive up to base 36; beyond, capitals come after z.
        return ord(ch) - 55 if base <= 36 else ord(ch) - 29
    return 99


def _parse_digits(digits: str, base: int) -> int | None:
    if not digits or any(_digit_value(c, base) >= base for c in digits):
        return None
    if base <= 36 and (len(digits) < 4000 or base in (2, 4, 8, 16, 32)):
        return int(digits, base)
    return _parse_big(digits, base)


def _parse_big(digits: str, base: int) -> int:
    """Digits in any base to an int by halves, not bound by Python's
    limit on int/str conversion and not quadratic in the length."""
    if len(digits) <= 64:
        value = 0
        for c in digits:
            value = value * base + _digit_value(c, base)
        return value
    half = len(digits) // 2
    high = _parse_big(digits[:half], base)
    low = _parse_big(digits[half:], base)
    result: int = high * base ** (len(digits) - half) + low
    return result


def _parseint_type(args: Sequence[Value]) -> Type:
    if args[0].type is not STRING:
        raise ArgumentError(0, "first argument must be a string, not "
                            f"{args[0].type.friendly_name()}", _PARSEINT_PARAMS[0])
    return NUMBER


def _parseint(args: Sequence[Value], ret: Type) -> Value:
    base = to_int64_arg(args[1], 1, _PARSEINT_PARAMS[1])
    if not 2 <= base <= 62:
        raise ArgumentError(1, "base must be a whole number between 2 and 62 inclusive",
                            _PARSEINT_PARAMS[1])
    text = args[0].as_string()
    if len(text) > N.MAX_DIGITS + 1:
        # As for number literals: more digits would take seconds to print and
        # to compute with, for no configuration's sake.
        raise ArgumentError(0, f"cannot parse a number of more than {N.MAX_DIGITS} digits",
                            _PARSEINT_PARAMS[0])
    sign, digits = 1, text
    if text[:1] in ("+", "-"):
        sign, digits = (-1 if text[0] == "-" else 1), text[1:]
    value = _parse_digits(digits, base)
    if value is None:
        raise ArgumentError(0, f"cannot parse {go_quote(text)} as a base {base} integer",
                            _PARSEINT_PARAMS[0])
    return bigint_number(sign * value)


def functions() -> dict[str, Function]:
    return {
        "abs": Function([_num()], returns=NUMBER, impl=_abs),
        "ceil": Function([_num()], returns=NUMBER, impl=_ceil),
        "floor": Function([_num()], returns=NUMBER, impl=_floor),
        "int": Function([_num()], returns=NUMBER, impl=_int),
        "log": Function([_num(), _num("base")], returns=NUMBER, impl=_log),
        "max": _extreme(1),
        "min": _extreme(-1),
        "parseint": Function(_PARSEINT_PARAMS, returns=_parseint_type, impl=_parseint),
        "pow": Function([_num(), _num("power")], returns=NUMBER, impl=_pow),
        "signum": Function([_num()], returns=NUMBER, impl=_signum),
    }
