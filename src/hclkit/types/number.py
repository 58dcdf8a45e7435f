"""HCL numbers: binary floating point of arbitrary precision.

The reference keeps every number as a binary floating-point value with its own
precision in bits: 512 for numbers parsed from text, 64 for counts and indexes
that functions produce, 53 for results computed in machine floats.  Each
operation rounds (to nearest, ties to even) to the larger precision of its
operands, and a number prints as the shortest decimal that identifies it at its
precision.  That is why ``1/3`` prints 155 digits but ``0.1 + 0.2`` prints
``0.3``; hclkit does the same so that results match digit for digit.

Integers are the common case and stay plain Python ``int`` objects.
:class:`BigFloat` holds everything else: fractions, negative zero, the
infinities, and numbers of another precision.  The one deliberate difference
from the reference is that integers are exact at any size, and so are sums,
differences, products and remainders of integers, where the reference rounds
anything wider than 512 bits (docs/compatibility.md); a result that is not an
integer rounds at 512 bits as the reference's does.

Functions raise :class:`NumberError` with the reference's wording where an
operation has no result ("can't multiply zero by infinity"), and for input
too large to handle in reasonable time and memory.
"""

from __future__ import annotations

import functools
import re
import sys

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    import decimal
    from typing import Final, TypeAlias, TypeGuard

DEFAULT_PREC: Final = 512  # numbers parsed from text
INT64_PREC: Final = 64  # counts and indexes produced by functions
FLOAT64_PREC: Final = 53  # results computed with machine floats

# The reference's exponent range (a value is below 2**MAX_BIN_EXP); beyond it a
# result overflows to an infinity or underflows to zero.
MAX_BIN_EXP: Final = 2**31 - 1
MIN_BIN_EXP: Final = -(2**31)
# Limits on text, so that a hostile literal cannot take minutes or gigabytes.
MAX_DEC_EXP: Final = 100_000  # |exponent of the last digit| of a parsed number
MAX_DIGITS: Final = 100_000  # digits in a parsed number
MAX_TEXT_CHARS: Final = 1_000_000  # characters when writing a number out
# Integral values wider than this stay BigFloat rather than huge ints.
MAX_INT_BITS: Final = 400_000

_INT_LIMIT: Final = 1 << DEFAULT_PREC  # ints below this are exact at 512 bits
_TEXT_KNOWN_BELOW: Final = 10**150
_STR_SAFE_BITS: Final = 14_000  # below Python's 4300-digit int/str limit
_INF: Final = float("inf")


class NumberError(ArithmeticError):
    """An arithmetic operation has no result; the message is the reference's wording."""


class BigFloat:
    """A number ``(-1)**neg * mant * 2**exp`` held at ``prec`` bits, or an infinity.

    ``mant`` is odd, or zero (with ``exp`` 0) for a signed zero.  Instances are
    immutable and are only made by this module.
    """

    __slots__ = ("exp", "inf", "mant", "neg", "prec", "text")

    neg: bool
    mant: int
    exp: int
    prec: int
    inf: bool
    text: str | None  # how it prints, when known without working it out

    def __init__(self, neg: bool, mant: int, exp: int, prec: int, inf: bool = False) -> None:
        self.neg = neg
        self.mant = mant
        self.exp = exp
        self.prec = prec
        self.inf = inf
        self.text = None

    def __repr__(self) -> str:
        if self.inf:
            return f"BigFloat({'-' if self.neg else '+'}Inf)"
        return f"BigFloat({to_text(self)}, prec={self.prec})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (int, BigFloat)) and not isinstance(other, bool):
            return compare(self, other) == 0
        return NotImplemented

    def __hash__(self) -> int:
        return number_hash(self)


Number: TypeAlias = "int | BigFloat"

POS_INF: Final = BigFloat(False, 0, 0, DEFAULT_PREC, inf=True)
NEG_INF: Final = BigFloat(True, 0, 0, DEFAULT_PREC, inf=True)
NEG_ZERO: Final = BigFloat(True, 0, 0, DEFAULT_PREC)


# --- construction -------------------------------------------------------------


def _prec_of(x: Number) -> int:
    if type(x) is int:
        return DEFAULT_PREC  # exact itself, but results it takes part in round at 512
    assert isinstance(x, BigFloat)
    return x.prec


def _exact_int(r: int) -> Number:
    """The exact result of integer arithmetic, unless it has grown past
    :data:`MAX_INT_BITS`: then it rounds to 512 bits, as the reference's would."""
    if r.bit_length() <= MAX_INT_BITS:
        return r
    return _round(r < 0, abs(r), 0, DEFAULT_PREC)


def _zero(neg: bool, prec: int) -> Number:
    if not neg and prec >= DEFAULT_PREC:
        return 0
    return BigFloat(neg, 0, 0, prec)


def _finish(neg: bool, mant: int, exp: int, prec: int) -> Number:
    """Normalise an already-rounded ``mant * 2**exp``; ints where the value allows."""
    if mant == 0:
        return _zero(neg, prec)
    tz = (mant & -mant).bit_length() - 1
    if tz:
        mant >>= tz
        exp += tz
    top = exp + mant.bit_length()
    if top > MAX_BIN_EXP:
        return BigFloat(neg, 0, 0, prec, inf=True)
    if top < MIN_BIN_EXP:
        return _zero(neg, prec)
    # An int stands for an integer exact at its own width (at least 512 bits).
    if exp >= 0 and prec >= DEFAULT_PREC and top <= prec and top <= MAX_INT_BITS:
        value = mant << exp
        return -value if neg else value
    return BigFloat(neg, mant, exp, prec)


def _round(neg: bool, mant: int, exp: int, prec: int, sticky: bool = False) -> Number:
    """Round ``mant * 2**exp`` (plus a nonzero tail below it if ``sticky``) to
    ``prec`` bits, ties to even."""
    n = mant.bit_length()
    if n > prec:
        shift = n - prec
        q = mant >> shift
        rem = mant & ((1 << shift) - 1)
        half = 1 << (shift - 1)
        if rem > half or (rem == half and (sticky or q & 1)):
            q += 1
        mant = q
        exp += shift
    return _finish(neg, mant, exp, prec)


def _parts(x: Number) -> tuple[bool, int, int, int]:
    """(neg, mant, exp, prec) of a finite number."""
    if type(x) is int:
        return (x < 0, -x if x < 0 else x, 0, max(DEFAULT_PREC, x.bit_length()))
    assert isinstance(x, BigFloat)
    return (x.neg, x.mant, x.exp, x.prec)


def from_int(n: int, prec: int | None = None) -> Number:
    """An integer; with ``prec`` (e.g. :data:`INT64_PREC`) it carries that precision."""
    if prec is None or prec >= DEFAULT_PREC:
        return n
    return _round(n < 0, abs(n), 0, prec)


def from_float(f: float, prec: int = FLOAT64_PREC) -> Number:
    """The exact binary value of a machine float, at 53 bits as the reference
    keeps results of float arithmetic.  NaN has no HCL value."""
    if f != f:  # noqa: PLR0124 (NaN, the one float unequal to itself; no math module)
        raise NumberError("NaN is not a number in HCL")
    if f in (_INF, -_INF):
        return BigFloat(f < 0, 0, 0, prec, inf=True)
    if f == 0:
        return _zero(f.hex()[0] == "-", prec)  # -0.0 too
    num, den = abs(f).as_integer_ratio()
    return _finish(f < 0, num, -(den.bit_length() - 1), prec)


@functools.cache
def _number_re() -> re.Pattern[str]:
    # Compiled for the first number that is not a plain integer (half a
    # millisecond of a small command's start otherwise).
    return re.compile(
        r"([+-]?)(?:([0-9]+)(?:\.([0-9]*))?|\.([0-9]+))(?:[eE]([+-]?[0-9]+))?|([+-]?)(inf|Inf)")


def parse(text: str) -> Number:
    """Parse a number the way the reference converts a string to a number:
    optional sign, decimal digits with an optional fraction and exponent, or
    ``inf``/``Inf``.  Raises ``ValueError`` for anything else."""
    # The common case first: a plain integer, well below 2**512.
    negative = text[:1] == "-"
    unsigned = text[1:] if negative else text
    if unsigned.isascii() and unsigned.isdigit() and len(unsigned) <= 150:
        value = int(unsigned)
        if negative:
            return -value if value else NEG_ZERO
        return value
    m = _number_re().fullmatch(text)
    if m is None:
        raise ValueError(f"not a number: {text!r}")
    sign, int_digits, frac_digits, frac_only, exp_text, inf_sign, inf_word = m.groups()
    if inf_word is not None:
        return NEG_INF if inf_sign == "-" else POS_INF
    neg = sign == "-"
    if frac_only is not None:
        int_digits, frac_digits = "", frac_only
    digits = (int_digits + (frac_digits or "")).lstrip("0")
    if not digits:
        return _zero(neg, DEFAULT_PREC)
    if len(exp_text or "") > 12:
        raise NumberError("number is out of range")
    exp10 = int(exp_text or 0) - len(frac_digits or "")
    if len(digits) > MAX_DIGITS:
        raise NumberError(f"number has more than {MAX_DIGITS} digits")
    if not -MAX_DEC_EXP <= exp10 <= MAX_DEC_EXP:
        raise NumberError("number is out of range")
    return _from_decimal(neg, _str_to_int(digits), exp10)


def _from_decimal(neg: bool, coeff: int, exp10: int) -> Number:
    """``±coeff * 10**exp10`` rounded to 512 bits, except integers as below."""
    if exp10 >= 0:
        if exp10 > _WIDE_EXP10 and coeff < _TEXT_KNOWN_BELOW:
            # Wider than 512 bits, so the 512-bit rounding; and as for the
            # fractions below, no shorter decimal lies within half a unit of
            # it, so it prints back as the text (what _integer would check,
            # at the cost of a second power and a search).  10**e is
            # 5**e * 2**e, and 5**e the smaller power to build.
            rounded = _round(neg, coeff * _pow5(exp10), exp10, DEFAULT_PREC)
            if isinstance(rounded, BigFloat) and not rounded.inf:
                return rounded
        return _integer(neg, coeff * _pow10(exp10))
    den = _pow10(-exp10)
    q, r = divmod(coeff, den)
    if r == 0:
        return _integer(neg, q)
    # Enough quotient bits for 512 plus rounding, the rest only as a sticky bit.
    shift = max(0, DEFAULT_PREC + 2 - (coeff.bit_length() - den.bit_length()) + 1)
    q, r = divmod(coeff << shift, den)
    result = _round(neg, q, -shift, DEFAULT_PREC, sticky=r != 0)
    while coeff % 10 == 0:
        coeff //= 10
        exp10 += 1
    if isinstance(result, BigFloat) and coeff < _TEXT_KNOWN_BELOW:
        # No decimal shorter than one of at most 150 digits lies within half a
        # 512-bit unit of it, so it is how the result prints: keep it.
        result.text = ("-" if neg else "") + _format_fixed(coeff, exp10)
    return result


def _integer(neg: bool, value: int) -> Number:
    """An integer read from text.  Wider than 512 bits, it is the reference's
    512-bit value when the text is exactly how that value prints (``1e300``),
    so that printing and reading back agree; otherwise every digit written
    counts, and the integer stays exact."""
    if value.bit_length() > DEFAULT_PREC:
        rounded = _round(neg, value, 0, DEFAULT_PREC)
        if isinstance(rounded, BigFloat) and not rounded.inf:
            digits, exp10 = _shortest(rounded.mant, rounded.exp, DEFAULT_PREC)
            if exp10 >= 0 and digits * _pow10(exp10) == value:
                return rounded
        if value.bit_length() > MAX_INT_BITS:
            return rounded
    return -value if neg else value


# 10**200 is past 2**512 whatever the coefficient.
_WIDE_EXP10: Final = 200


def _pow10(n: int) -> int:
    if n > _WIDE_EXP10:
        return _large_power(10, n)
    result: int = 10**n
    return result


def _pow5(n: int) -> int:
    return _large_power(5, n)


@functools.lru_cache(maxsize=16)
def _large_power(base: int, n: int) -> int:
    """``base**n``, kept for the next literal with the same exponent (a
    file may repeat ``1e99999``; each power takes milliseconds)."""
    result: int = base**n
    return result


def _str_to_int(digits: str) -> int:
    if len(digits) < 4000:
        return int(digits)
    import decimal  # noqa: PLC0415  (rare: not loaded by every parse)

    return int(decimal.Decimal(digits))  # not bound by Python's int/str digit limit


def _int_to_str(n: int) -> str:
    if n.bit_length() < _STR_SAFE_BITS:
        return str(n)
    import decimal  # noqa: PLC0415  (rare: not loaded by every parse)

    return str(decimal.Decimal(n))


# --- queries --------------------------------------------------------------------


def is_inf(x: Number) -> bool:
    return type(x) is not int and x.inf  # type: ignore[union-attr]


def is_zero(x: Number) -> bool:
    if type(x) is int:
        return x == 0
    assert isinstance(x, BigFloat)
    return not x.inf and x.mant == 0


def is_integer(x: Number) -> bool:
    if type(x) is int:
        return True
    assert isinstance(x, BigFloat)
    return not x.inf and (x.mant == 0 or x.exp >= 0)


def sign(x: Number) -> int:
    """-1, 0 or 1 (negative zero counts as 0)."""
    if type(x) is int:
        return (x > 0) - (x < 0)
    assert isinstance(x, BigFloat)
    if not x.inf and x.mant == 0:
        return 0
    return -1 if x.neg else 1


def is_negative_zero(x: Number) -> bool:
    return type(x) is not int and x.neg and x.mant == 0 and not x.inf  # type: ignore[union-attr]


def precision(x: Number) -> int:
    return _prec_of(x)


def to_int(x: Number) -> int:
    """The integer value; raises ``ValueError`` for non-integers and infinities."""
    if type(x) is int:
        return x
    assert isinstance(x, BigFloat)
    if x.inf or (x.mant and x.exp < 0):
        raise ValueError("not an integer")
    value = x.mant << x.exp if x.mant else 0
    return -value if x.neg else value


def truncate(x: Number) -> int:
    """The integer part, rounding toward zero; raises ``ValueError`` for infinities."""
    if type(x) is int:
        return x
    assert isinstance(x, BigFloat)
    if x.inf:
        raise ValueError("infinity has no integer part")
    value = x.mant << x.exp if x.exp >= 0 else x.mant >> -x.exp
    return -value if x.neg else value


def to_float(x: Number) -> float:
    """The nearest machine float (correctly rounded; huge values become infinite)."""
    if type(x) is int and x.bit_length() <= 53:
        return float(x)
    if is_inf(x):
        return -_INF if x.neg else _INF  # type: ignore[union-attr]
    neg, mant, exp, _ = _parts(x)
    top = exp + mant.bit_length()
    if top > 1100:
        return -_INF if neg else _INF
    if top < -1100:
        return -0.0 if neg else 0.0
    try:
        f = float(mant << exp) if exp >= 0 else mant / (1 << -exp)
    except OverflowError:
        f = _INF
    return -f if neg else f


def to_decimal(x: Number) -> decimal.Decimal:
    """The number as a ``Decimal`` with the digits it prints as."""
    import decimal  # noqa: PLC0415  (loaded when asked for)

    return decimal.Decimal(to_text(x))


def is_decimal(x: object) -> TypeGuard[decimal.Decimal]:
    """Whether ``x`` is a :class:`decimal.Decimal`, without importing
    :mod:`decimal` (until it is imported, nothing is one)."""
    module = sys.modules.get("decimal")
    return module is not None and isinstance(x, module.Decimal)


# --- comparison -------------------------------------------------------------------


def compare(a: Number, b: Number) -> int:
    """-1, 0 or 1 as a < b, a == b, a > b by value (so -0 == 0)."""
    if type(a) is int and type(b) is int:
        return (a > b) - (a < b)
    a_inf, b_inf = is_inf(a), is_inf(b)
    if a_inf or b_inf:
        ka = (-1 if a.neg else 1) * 2 if a_inf else 0  # type: ignore[union-attr]
        kb = (-1 if b.neg else 1) * 2 if b_inf else 0  # type: ignore[union-attr]
        if ka != kb:
            return (ka > kb) - (ka < kb)
        if a_inf:
            return 0
    sa, sb = sign(a), sign(b)
    if sa != sb:
        return (sa > sb) - (sa < sb)
    if sa == 0:
        return 0
    _, ma, ea, _ = _parts(a)
    _, mb, eb, _ = _parts(b)
    ta, tb = ea + ma.bit_length(), eb + mb.bit_length()
    if ta != tb:
        mag = (ta > tb) - (ta < tb)
    else:
        e = min(ea, eb)
        va, vb = ma << (ea - e), mb << (eb - e)
        mag = (va > vb) - (va < vb)
    return mag * sa


def equal(a: Number, b: Number) -> bool:
    """HCL number equality, as the reference has it: two zeros are equal;
    otherwise numbers are equal when they print the same (each at its own
    precision).  So a 53-bit 0.1 equals the literal 0.1, though it is
    slightly greater (:func:`compare` is exact)."""
    if type(a) is int and type(b) is int:
        return a == b
    if is_zero(a) and is_zero(b):
        return True
    if sign(a) != sign(b):
        return False
    return _text_key(a) == _text_key(b)


def _text_key(x: Number) -> str:
    try:
        return to_text(x)
    except NumberError:  # too long to print: fall back to the exact value
        neg, mant, exp, _ = _parts(x)
        return f"{neg}:{mant}:{exp}"


def number_hash(x: Number) -> int:
    """A hash consistent with :func:`equal`."""
    if type(x) is int:
        return hash(x) if x.bit_length() <= _STR_SAFE_BITS else hash(_text_key(x))
    if is_zero(x):
        return 0
    text = _text_key(x)
    if "." not in text and "Inf" not in text and len(text) < 4000:
        return hash(int(text))  # as the int with the same digits hashes
    return hash(text)


sort_key = functools.cmp_to_key(compare)


# --- arithmetic ---------------------------------------------------------------------


def negate(x: Number) -> Number:
    if type(x) is int:
        return NEG_ZERO if x == 0 else -x
    assert isinstance(x, BigFloat)
    if x.inf:
        return BigFloat(not x.neg, 0, 0, x.prec, inf=True)
    if x.mant == 0:
        return _zero(not x.neg, x.prec)
    result = _finish(not x.neg, x.mant, x.exp, x.prec)
    if x.text is not None and isinstance(result, BigFloat):
        result.text = x.text[1:] if x.neg else "-" + x.text
    return result


def add(a: Number, b: Number) -> Number:
    if type(a) is int and type(b) is int:
        r = a + b
        return r if -_INT_LIMIT < r < _INT_LIMIT else _exact_int(r)
    return _add(a, b, negate_b=False)


def subtract(a: Number, b: Number) -> Number:
    if type(a) is int and type(b) is int:
        r = a - b
        return r if -_INT_LIMIT < r < _INT_LIMIT else _exact_int(r)
    return _add(a, b, negate_b=True)


def _add(a: Number, b: Number, negate_b: bool, prec: int | None = None) -> Number:
    if prec is None:
        prec = max(_prec_of(a), _prec_of(b))
    a_inf, b_inf = is_inf(a), is_inf(b)
    if a_inf or b_inf:
        a_neg = a.neg if a_inf else False  # type: ignore[union-attr]
        b_neg = (b.neg if b_inf else False) != negate_b  # type: ignore[union-attr]
        if a_inf and b_inf and a_neg != b_neg:
            if negate_b:
                raise NumberError("can't subtract infinity from itself")
            raise NumberError("can't compute sum of opposing infinities")
        return BigFloat(a_neg if a_inf else b_neg, 0, 0, prec, inf=True)
    na, ma, ea, _ = _parts(a)
    nb, mb, eb, _ = _parts(b)
    nb = nb != negate_b
    if ma == 0 and mb == 0:
        return _zero(na and nb, prec)
    if mb == 0:
        return _round(na, ma, ea, prec)
    if ma == 0:
        return _round(nb, mb, eb, prec)
    ta, tb = ea + ma.bit_length(), eb + mb.bit_length()
    # An operand far below the other's last bit cannot change the rounded sum.
    if ta - tb > prec + 2:
        return _round(na, ma, ea, prec)
    if tb - ta > prec + 2:
        return _round(nb, mb, eb, prec)
    e = min(ea, eb)
    va = ma << (ea - e)
    vb = mb << (eb - e)
    total = (-va if na else va) + (-vb if nb else vb)
    if total == 0:
        return _zero(False, prec)
    return _round(total < 0, abs(total), e, prec)


def multiply(a: Number, b: Number) -> Number:
    if type(a) is int and type(b) is int:
        r = a * b
        if r == 0:
            return NEG_ZERO if (a < 0) != (b < 0) else 0
        return r if -_INT_LIMIT < r < _INT_LIMIT else _exact_int(r)
    prec = max(_prec_of(a), _prec_of(b))
    if prec >= DEFAULT_PREC or is_inf(a) or is_inf(b) or is_zero(a) or is_zero(b):
        return _multiply(a, b, prec)
    # The reference works out products of narrower numbers at 512 bits and
    # keeps every bit they need: 53-bit 3.3 times 7 has 55.
    _, ma, ea, _ = _parts(a)
    _, mb, eb, _ = _parts(b)
    product = ma * mb
    width = product.bit_length() - ((product & -product).bit_length() - 1)
    return _round(_is_neg(a) != _is_neg(b), product, ea + eb,
                  max(prec, min(width, DEFAULT_PREC)))


def _multiply(a: Number, b: Number, prec: int) -> Number:
    a_inf, b_inf = is_inf(a), is_inf(b)
    neg = _is_neg(a) != _is_neg(b)
    if a_inf or b_inf:
        if is_zero(a) or is_zero(b):
            raise NumberError("can't multiply zero by infinity")
        return BigFloat(neg, 0, 0, prec, inf=True)
    _, ma, ea, _ = _parts(a)
    _, mb, eb, _ = _parts(b)
    if ma == 0 or mb == 0:
        return _zero(neg, prec)
    return _round(neg, ma * mb, ea + eb, prec)


def _is_neg(x: Number) -> bool:
    if type(x) is int:
        return x < 0
    assert isinstance(x, BigFloat)
    return x.neg


def divide(a: Number, b: Number) -> Number:
    if type(a) is int and type(b) is int and a != 0 and b != 0:
        q, r = divmod(a, b)
        if r == 0:
            return q
    prec = max(_prec_of(a), _prec_of(b))
    neg = _is_neg(a) != _is_neg(b)
    a_inf, b_inf = is_inf(a), is_inf(b)
    a_zero, b_zero = is_zero(a), is_zero(b)
    if (a_zero and b_zero) or (a_inf and b_inf):
        raise NumberError("can't divide zero by zero or infinity by infinity")
    if a_inf or b_zero:
        return BigFloat(neg, 0, 0, prec, inf=True)
    if b_inf or a_zero:
        return _zero(neg, prec)
    _, ma, ea, _ = _parts(a)
    _, mb, eb, _ = _parts(b)
    shift = max(0, prec + 3 - (ma.bit_length() - mb.bit_length()))
    q, r = divmod(ma << shift, mb)
    return _round(neg, q, ea - eb - shift, prec, sticky=r != 0)


def modulo(a: Number, b: Number) -> Number:
    """The remainder of truncating division, as the reference computes it:
    ``a`` itself when ``b`` is zero; otherwise ``q = trunc(a / b)`` and then
    ``b * q`` and ``a - b * q``, each rounded to the precision of ``a``."""
    if type(a) is int and type(b) is int:
        if b == 0:
            return a
        r = abs(a) % abs(b)  # exact; the reference agrees below 2**512
        return -r if a < 0 else r
    if is_zero(b):
        return a
    quotient = divide(a, b)
    if is_inf(quotient):
        # The reference crashes here; an infinite dividend has no remainder.
        raise NumberError("can't use modulo with an infinite dividend")
    prec = _prec_of(a)
    whole = truncate(quotient)
    q = _round(whole < 0, abs(whole), 0, prec)
    try:
        product = _multiply(b, q, prec)
    except NumberError:
        raise NumberError("can't use modulo with zero and infinity") from None
    return _add(a, product, negate_b=True, prec=prec)


# --- text -----------------------------------------------------------------------------


def to_text(x: Number) -> str:
    """The number as the reference writes it: every digit needed to identify it
    at its precision, no exponent (``+Inf``/``-Inf`` for the infinities).

    Raises :class:`NumberError` if that would take more than
    :data:`MAX_TEXT_CHARS` characters."""
    if type(x) is int:
        if x.bit_length() > MAX_TEXT_CHARS * 3:
            raise NumberError("number is too large to write out")
        return _int_to_str(x)
    assert isinstance(x, BigFloat)
    if x.inf:
        return "-Inf" if x.neg else "+Inf"
    if x.text is not None:
        return x.text
    if x.mant == 0:
        return "-0" if x.neg else "0"
    top = x.exp + x.mant.bit_length()
    if abs(top) > MAX_TEXT_CHARS * 3:  # 2**(3n) has about 0.9n decimal digits
        raise NumberError("number is too large to write out")
    sign_text = "-" if x.neg else ""
    if x.exp >= 0 and top <= x.prec:
        return sign_text + _int_to_str(x.mant << x.exp)
    digits, exp10 = _shortest(x.mant, x.exp, x.prec)
    return sign_text + _format_fixed(digits, exp10)


_LOG10_2: Final = 0.30102999566398


def _shortest(mant: int, exp: int, prec: int) -> tuple[int, int]:
    """The shortest decimal ``digits * 10**exp10`` that rounds back to
    ``mant * 2**exp`` at ``prec`` bits (the nearest such, ties to even)."""
    n = mant.bit_length()
    if n < prec:
        mant <<= prec - n
        exp -= prec - n
    # The value and the bounds of its rounding interval, all over 2**(1-exp).
    v2, lo2, hi2, e2 = 2 * mant, 2 * mant - 1, 2 * mant + 1, exp - 1
    inclusive = mant % 2 == 0
    if e2 >= 0:
        scale = 0
        v, lo, hi = v2 << e2, lo2 << e2, hi2 << e2
    else:
        scale = -e2
        f = 5**scale
        v, lo, hi = v2 * f, lo2 * f, hi2 * f
    # value == v / 10**scale; find the coarsest power of ten with a multiple in [lo, hi].
    def fits(p: int) -> bool:
        t = v - v % p
        return t > lo or (inclusive and t == lo) or t + p < hi or (inclusive and t + p == hi)

    # The search is bounded by sizes alone, no decimal conversion: the
    # interval is at least ten times 10**low wide (so a multiple fits), and
    # 10**high exceeds v.  They are at most about 160 apart whatever the
    # exponent, and each power is the last one times a small one, so a
    # literal like 1e99999 costs milliseconds, not seconds.
    low = max(0, int((hi - lo).bit_length() * _LOG10_2) - 2)
    high = int(v.bit_length() * _LOG10_2) + 2
    p = 10**low
    while low < high:  # largest j with fits(10**j)
        mid = (low + high + 1) // 2
        q = p * 10 ** (mid - low)
        if fits(q):
            low, p = mid, q
        else:
            high = mid - 1
    t = v - v % p
    up = t + p
    down_ok = t > lo or (inclusive and t == lo)
    up_ok = up < hi or (inclusive and up == hi)
    if down_ok and up_ok:
        below, above = v - t, up - v
        choose_up = above < below or (above == below and (t // p) % 2 == 1)
    else:
        choose_up = up_ok
    result = up if choose_up else t
    return result // p, low - scale


def _format_fixed(digits: int, exp10: int) -> str:
    """``digits * 10**exp10`` in positional notation, without trailing zeros."""
    text = _int_to_str(digits)
    if exp10 >= 0:
        return text + "0" * exp10
    point = len(text) + exp10
    if point > 0:
        whole, frac = text[:point], text[point:]
    else:
        whole, frac = "0", "0" * -point + text
    frac = frac.rstrip("0")
    return f"{whole}.{frac}" if frac else whole


def to_g10(x: Number) -> str:
    """The number with ten significant digits in ``%g`` style (``1e+21``,
    ``1.5``, ``-0``, ``+Inf``): the form in which the reference orders sets of
    structured values."""
    if type(x) is int and -10_000_000_000 < x < 10_000_000_000:
        return str(x)
    if is_inf(x):
        return "-Inf" if x.neg else "+Inf"  # type: ignore[union-attr]
    neg, mant, exp, _ = _parts(x)
    sign_text = "-" if neg else ""
    if mant == 0:
        return sign_text + "0"
    # Exact decimal value mant*2**exp = v / 10**scale.
    if exp >= 0:
        v, scale = mant << exp, 0
    else:
        v, scale = mant * 5**-exp, -exp
    ndigits = len(_int_to_str(v)) if v.bit_length() < _STR_SAFE_BITS else _digit_count(v)
    drop = ndigits - 10
    if drop > 0:
        p = 10**drop
        q, r = divmod(v, p)
        if r * 2 > p or (r * 2 == p and q % 2 == 1):
            q += 1
        v, scale = q, scale - drop
        if len(str(v)) > 10:  # rounding carried into an eleventh digit
            v, scale = v // 10, scale - 1
    text = str(v).rstrip("0")
    scale -= len(str(v)) - len(text)
    point_exp = len(text) - 1 - scale  # exponent of the first digit
    if point_exp < -4 or point_exp >= 10:
        mantissa = text[0] + ("." + text[1:] if len(text) > 1 else "")
        return f"{sign_text}{mantissa}e{'-' if point_exp < 0 else '+'}{abs(point_exp):02d}"
    return sign_text + _format_fixed(int(text), -scale)


def _digit_count(v: int) -> int:
    n = int(v.bit_length() * 0.30102999566398120) + 1
    return n if v >= 10 ** (n - 1) else n - 1
