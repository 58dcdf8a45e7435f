"""The number kernel at its edges: limits, hostile input, formatting."""

from __future__ import annotations

import decimal
import math
import time

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hclkit import types as T
from hclkit.types import number as N


@pytest.mark.parametrize("text", ["1e100000", "1e-100000", "9" * 5000, "0." + "0" * 50000 + "1"])
def test_large_but_reasonable_literals_parse_quickly(text: str) -> None:
    start = time.perf_counter()
    x = N.parse(text)
    assert not N.is_inf(x)
    assert time.perf_counter() - start < 5


@pytest.mark.parametrize(("text", "message"), [
    ("1e100001", "out of range"),
    ("1e-100001", "out of range"),
    ("1e999999999999999999", "out of range"),
    ("1" * 100_001, "more than 100000 digits"),
])  # fmt: skip
def test_hostile_literals_are_refused_with_a_clear_error(text: str, message: str) -> None:
    with pytest.raises(N.NumberError, match=message):
        N.parse(text)


def test_results_too_long_to_write_are_refused() -> None:
    x = N.parse("1e99999")
    for _ in range(5):
        x = N.multiply(x, x)  # 10**3199968: exact ints give way to 512-bit rounding
    assert isinstance(x, N.BigFloat)
    with pytest.raises(N.NumberError, match="too large to write out"):
        N.to_text(x)
    with pytest.raises(T.ConversionError, match="too large to write out"):
        T.convert(T.Value(T.NUMBER, x), T.STRING)


def test_exponent_overflow_gives_infinity_and_underflow_zero() -> None:
    x = N.parse("1e99999")
    for _ in range(20):
        x = N.multiply(x, x)
    assert x == N.POS_INF
    tiny = N.parse("1e-99999")
    for _ in range(20):
        tiny = N.multiply(tiny, tiny)
    assert N.is_zero(tiny)


def test_huge_integers_beyond_pythons_digit_limit() -> None:
    n = 7**20000  # 16902 digits, past Python's 4300-digit str() limit
    v = T.number_value(n)
    text = T.convert(v, T.STRING).as_string()
    assert len(text) == 16902 and text.startswith("9136929735") and text.endswith("612000001")
    assert int(decimal.Decimal(text)) == n
    assert T.convert(T.string_value(text), T.NUMBER).as_int() == n


def test_signed_zero() -> None:
    neg = N.negate(0)
    assert N.to_text(neg) == "-0" and N.is_negative_zero(neg)
    assert N.to_text(N.multiply(0, -1)) == "-0"
    assert N.to_text(N.add(neg, 0)) == "0"
    assert N.to_text(N.subtract(neg, 0)) == "-0"
    assert N.to_text(N.divide(0, -5)) == "-0"
    assert N.to_text(N.modulo(neg, 5)) == "-0"
    for text in ("-0", "-0.0", "-000", "-0e5"):
        assert N.is_negative_zero(N.parse(text)), text
    assert T.convert(T.string_value("-0"), T.NUMBER).equals(T.Value(T.NUMBER, neg)) is T.TRUE
    assert not N.is_negative_zero(N.parse("0")) and not N.is_negative_zero(N.parse("+0"))
    assert T.number_value(-0.0).to_python() == 0.0
    assert math.copysign(1, T.number_value(-0.0).to_python()) == -1


def test_infinity_rules() -> None:
    inf, ninf = N.POS_INF, N.NEG_INF
    assert N.add(inf, 5) == inf and N.multiply(ninf, -2) == inf
    assert N.is_zero(N.divide(5, inf))
    for op, a, b, message in [
        (N.add, inf, ninf, "sum of opposing infinities"),
        (N.subtract, inf, inf, "subtract infinity from itself"),
        (N.multiply, 0, inf, "multiply zero by infinity"),
        (N.divide, inf, ninf, "zero by zero or infinity by infinity"),
        (N.modulo, 5, inf, "modulo with zero and infinity"),
        (N.modulo, inf, 5, "infinite dividend"),
    ]:
        with pytest.raises(N.NumberError, match=message):
            op(a, b)
    assert N.modulo(3, 0) == 3  # as the reference has it


def test_precision_follows_the_operands() -> None:
    count = N.from_int(3, N.INT64_PREC)
    assert N.to_text(N.divide(count, N.from_int(7, N.INT64_PREC))) == "0.42857142857142857144"
    assert N.to_text(N.divide(count, 7)).startswith("0.428571428571428571428571428571")
    f = N.from_float(2**0.5)
    assert N.to_text(f) == "1.4142135623730951"
    assert N.to_text(N.multiply(f, 1)) == "1.4142135623730951454746218587388284504413604736328125"
    assert N.to_text(N.multiply(N.from_float(3.3), N.from_float(7.0))) == "23.099999999999999"


def test_g10_form_used_for_set_order() -> None:
    cases = {"1e21": "1e+21", "10": "10", "1.00000000001": "1", "0.000001": "1e-06",
             "123456789012": "1.23456789e+11", "12345678905": "1.23456789e+10",
             "0.0001": "0.0001", "-0.5": "-0.5", "9999999999.5": "1e+10"}
    for text, g10 in cases.items():
        assert N.to_g10(N.parse(text)) == g10
    assert N.to_g10(N.NEG_INF) == "-Inf" and N.to_g10(N.negate(0)) == "-0"


def test_conversions_out_of_the_kernel() -> None:
    assert N.to_int(N.parse("1e3")) == 1000
    with pytest.raises(ValueError):
        N.to_int(N.parse("1.5"))
    assert N.truncate(N.parse("-2.7")) == -2
    assert N.to_float(N.parse("0.1")) == 0.1
    assert N.to_float(N.parse("1e400")) == math.inf
    assert N.to_decimal(N.divide(1, 4)) == decimal.Decimal("0.25")
    with pytest.raises(N.NumberError, match="NaN"):
        N.from_float(math.nan)


def test_number_value_accepts_python_numbers() -> None:
    assert T.number_value(3).as_int() == 3
    assert T.number_value(0.1).equals(T.number_value("0.1")) is T.TRUE  # the float's decimal
    assert T.number_value(decimal.Decimal("1.50")).as_decimal() == decimal.Decimal("1.5")
    assert T.number_value(decimal.Decimal("1E+3")).as_int() == 1000
    with pytest.raises(TypeError):
        T.number_value(True)
    with pytest.raises(TypeError):
        T.number_value([1])  # type: ignore[arg-type]


@given(st.text("0123456789", min_size=1, max_size=150), st.integers(0, 150),
       st.integers(-300, 300), st.booleans())
def test_text_kept_from_parsing_is_the_text_worked_out(
        digits: str, cut: int, exponent: int, negative: bool) -> None:
    text = f"{'-' if negative else ''}{digits[:cut] or '0'}.{digits[cut:] or '0'}e{exponent}"
    for x in (N.parse(text), N.negate(N.parse(text))):
        if isinstance(x, N.BigFloat) and x.text is not None:
            kept, x.text = x.text, None
            assert kept == N.to_text(x)


def test_sets_merge_numbers_that_print_alike() -> None:
    three = N.from_int(3, N.INT64_PREC)
    s = T.set_value([T.number_value(3), T.Value(T.NUMBER, three), T.number_value("2.5")])
    assert s.to_python() == [2.5, 3]
    assert T.set_value([T.number_value(0), T.Value(T.NUMBER, N.negate(0))]).length() == 2


@given(st.integers(1, 10**150 - 1), st.integers(201, 3000), st.booleans())
def test_wide_literals_round_as_their_exact_integer_would(coeff: int, exp10: int,
                                                          neg: bool) -> None:
    # parse takes a shorter way for `coeff e exp10` past 512 bits (5**e, no
    # search for the shortest text); the exact integer's way must agree.
    text = f"{'-' if neg else ''}{coeff}e{exp10}"
    fast = N.parse(text)
    slow = N._integer(neg, coeff * 10**exp10)
    assert isinstance(fast, N.BigFloat) and isinstance(slow, N.BigFloat)
    assert (fast.neg, fast.mant, fast.exp, fast.prec) == (slow.neg, slow.mant, slow.exp, slow.prec)
    assert N.to_text(fast) == N.to_text(slow)
