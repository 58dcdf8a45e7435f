"""Unit tests for what the recorded cases do not cover: base64 (which the
reference oracle does not offer), size limits, IEEE special cases of pow and
log, and the library's table."""

from __future__ import annotations

import math
import subprocess
import sys
import tracemalloc
from decimal import Decimal
from typing import Any

import pytest

import hclkit
from hclkit import types as T
from hclkit.function import ArgumentError, FunctionError
from hclkit.limits import DEFAULT_LIMITS
from hclkit.stdlib import functions
from hclkit.stdlib._util import MAX_STRING_LENGTH
from hclkit.stdlib.numeric import _float_pow
from hclkit.types import number as N

F = functions()


def call(name: str, *args: Any) -> T.Value:
    return F[name].call([a if isinstance(a, T.Value) else T.to_value(a) for a in args])


def test_functions_gives_a_fresh_table() -> None:
    a, b = functions(), functions()
    assert a is not b and a.keys() == b.keys()
    a.pop("upper")
    assert "upper" in functions()
    assert len(b) == 71  # the reference's library: try, can and convert included


def test_importing_the_library_does_not_load_regex() -> None:
    code = "import sys, hclkit.stdlib; print('regex' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "False"


# --- base64 --------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "encoded"), [
    ("", ""), ("hello", "aGVsbG8="), ("é", "w6k="), ("Hello World", "SGVsbG8gV29ybGQ="),
    ("ab", "YWI="), ("😀", "8J+YgA=="),
])
def test_base64(text: str, encoded: str) -> None:
    assert call("base64encode", text).as_string() == encoded
    assert call("base64decode", encoded).as_string() == text


@pytest.mark.parametrize(("encoded", "decoded"), [
    ("aGVs\nbG8=", "hello"), ("aGVsbG8=\r\n", "hello"), ("YR==", "a"),
])
def test_base64decode_accepts(encoded: str, decoded: str) -> None:
    assert call("base64decode", encoded).as_string() == decoded


@pytest.mark.parametrize(("encoded", "where"), [
    ("aGVsbG8", 7), ("YQ=", 3), ("YQ==YQ==", 4), ("!!!!", 0), ("YW=j", 3), ("====", 0),
    ("aGVsbG8-", 7), ("a", 1),
])
def test_base64decode_refuses(encoded: str, where: int) -> None:
    with pytest.raises(FunctionError) as e:
        call("base64decode", encoded)
    assert e.value.message == f"failed to decode base64 data: illegal base64 data at input " \
                              f"byte {where}"


def test_base64decode_needs_utf8() -> None:
    with pytest.raises(FunctionError, match="not valid UTF-8"):
        call("base64decode", "gA==")


def test_base64_nulls_and_unknowns() -> None:
    with pytest.raises(ArgumentError, match="must not be null"):
        call("base64encode", T.null(T.STRING))
    assert call("base64decode", T.unknown(T.STRING)) == T.unknown(T.STRING)


# --- limits --------------------------------------------------------------------------------------


def test_range_refuses_huge_results_quickly() -> None:
    with pytest.raises(FunctionError, match="more than 1024 values"):
        call("range", 10**12)
    with pytest.raises(FunctionError, match="more than 1024 values"):
        call("range", 0, 1, 0)


@pytest.mark.parametrize(("name", "args"), [
    ("indent", (10**12, "a\nb")),
    ("indent", (2**62, "\n" * 10)),
    ("replace", ("a" * 10_000, "", "b" * 10_000)),
    ("replace", ("a" * 10_000, "a", "b" * 10_000)),
    ("join", ("x" * 5_000_000, T.list_value([T.string_value("a")] * 5, T.STRING))),
])
def test_string_results_are_limited(name: str, args: tuple[Any, ...]) -> None:
    with pytest.raises(FunctionError, match=f"longer than {MAX_STRING_LENGTH} characters"):
        call(name, *args)


def test_jsondecode_depth_is_limited() -> None:
    depth = DEFAULT_LIMITS.max_value_depth
    assert call("jsondecode", "[" * depth + "]" * depth).is_known
    deeper = "[" * (depth + 1) + "]" * (depth + 1)
    with pytest.raises(FunctionError, match="Value too deeply nested"):
        call("jsondecode", deeper)


def test_parseint_of_a_long_numeral() -> None:
    digits = "7" * 20_000
    assert call("parseint", digits, 10).as_decimal() == Decimal(digits)
    assert call("parseint", "z" * 5_000, 62).is_known


def test_parseint_is_bounded_like_number_literals() -> None:
    assert call("parseint", "-" + "1" * N.MAX_DIGITS, 2).is_known
    with pytest.raises(ArgumentError, match=f"more than {N.MAX_DIGITS} digits") as info:
        call("parseint", "7" * 300_000, 10)
    assert info.value.index == 0


def test_indent_without_newlines_builds_no_padding() -> None:
    """``indent(4294967296, "x")`` once built four gigabytes of spaces before
    returning "x" (../shared/repro/06_indent_huge_count_no_newline.txt)."""
    tracemalloc.start()
    try:
        assert call("indent", 4294967296, "x") == T.string_value("x")
        assert call("indent", 2**62, "no newline here") == T.string_value("no newline here")
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 1_000_000


# --- numbers -------------------------------------------------------------------------------------

INF, NAN = math.inf, math.nan
# (x, y, x**y) for the IEEE special cases (C99 Annex F).
POW_SPECIAL = [
    (-2.0, 0.0, 1.0), (INF, -0.0, 1.0), (1.0, INF, 1.0), (1.0, -3.5, 1.0), (-7.0, 1.0, -7.0),
    (0.0, -3.0, INF), (-0.0, -3.0, -INF), (0.0, -INF, INF), (-0.0, INF, 0.0),
    (0.0, -2.0, INF), (-0.0, -0.5, INF), (0.0, 3.0, 0.0), (-0.0, 3.0, -0.0),
    (-0.0, 2.0, 0.0), (-0.0, 0.5, 0.0), (-1.0, INF, 1.0), (-1.0, -INF, 1.0),
    (2.0, INF, INF), (-2.0, -INF, 0.0), (0.5, INF, 0.0), (-0.5, -INF, INF),
    (INF, 0.5, INF), (INF, -2.0, 0.0), (-INF, 3.0, -INF), (-INF, 2.0, INF),
    (-INF, -3.0, -0.0), (-INF, -2.0, 0.0), (-2.0, 0.5, NAN), (-2.5, -2.5, NAN),
    (2.0, 1024.0, INF), (2.0, -1075.0, 0.0), (-2.0, 1025.0, -INF), (2.0, -1074.0, 5e-324),
]


@pytest.mark.parametrize(("x", "y", "want"), POW_SPECIAL)
def test_pow_special_cases_are_ieee(x: float, y: float, want: float) -> None:
    got = _float_pow(x, y)
    if math.isnan(want):
        assert math.isnan(got)
    else:
        assert got == want and math.copysign(1, got) == math.copysign(1, want)


@pytest.mark.parametrize("x", [0.3, 1.5, 2.5, 7.0, 123.456, 1e-5, 1e10])
@pytest.mark.parametrize("y", [-7.5, -2.0, -0.3, 0.25, 0.5, 3.0, 3.7, 10.0])
def test_pow_is_close_to_the_correctly_rounded_power(x: float, y: float) -> None:
    # Repeated squaring, as the reference computes, loses a few bits at most.
    assert math.isclose(_float_pow(x, y), math.pow(x, y), rel_tol=1e-14)


def test_pow_and_log_results_have_53_bits() -> None:
    third = call("pow", 3, -1)
    assert third.as_decimal() == T.number_value(1 / 3).as_decimal()
    with pytest.raises(FunctionError, match="not a number"):
        call("pow", -8, 0.5)
    with pytest.raises(FunctionError, match="not a number"):
        call("log", -1, 2)


def test_int_of_infinity_is_an_error() -> None:
    with pytest.raises(FunctionError, match="infinity"):
        call("int", T.Value(T.NUMBER, T.number_value("inf").as_number()))


def test_indent_refuses_negative_spaces() -> None:
    with pytest.raises(FunctionError, match="must not be negative"):
        call("indent", -1, "a")


def test_concat_unifies_past_dynamic_nulls() -> None:
    # Found by the call property: a null of the dynamic pseudo-type beside a
    # map once made an internal error.
    first = T.Value(T.List(T.DYNAMIC), (T.null(T.DYNAMIC),))
    second = T.list_value([T.map_value({}, T.Object({}))])
    result = hclkit.stdlib.functions()["concat"].call([first, second])
    assert result.length() == 2 and result.elements()[0].is_null


@pytest.mark.parametrize(("first", "second", "element"), [
    # Nulls typed only in part keep their own types through the unified
    # element type (the reference panics: "inconsistent list element types").
    (T.Map(T.DYNAMIC), T.Map(T.Object({})), T.Map(T.Object({}))),
    (T.Map(T.DYNAMIC), T.Map(T.List(T.DYNAMIC)), T.Map(T.List(T.DYNAMIC))),
    (T.Map(T.List(T.DYNAMIC)), T.Map(T.List(T.STRING)), T.Map(T.List(T.STRING))),
])
def test_concat_of_nulls_typed_in_part(first: T.Type, second: T.Type, element: T.Type) -> None:
    result = call("concat", T.list_value([T.null(first)]), T.list_value([T.null(second)]))
    assert result.type == T.List(element)
    assert [e.is_null for e in result.elements()] == [True, True]
