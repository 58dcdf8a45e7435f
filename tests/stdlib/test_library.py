"""The functions added with the whole library (issue 12): what the recorded
oracle cases cannot show (cost, missing optional packages) and the
functions the oracle lacks, against their documented behaviour and standard
test vectors."""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

import pytest

from hclkit import types as T
from hclkit.function import FunctionError
from hclkit.stdlib import _util as util_module
from hclkit.stdlib import functions
from hclkit.stdlib import regex as regex_module

FUNCTIONS = functions()


def s(text: str) -> T.Value:
    return T.string_value(text)


def call(name: str, *args: Any, table: dict[str, Any] | None = None) -> Any:
    fn = (table or FUNCTIONS)[name]
    return fn.call([a if isinstance(a, T.Value) else T.to_value(a) for a in args]).to_python()


def fails(name: str, *args: Any, table: dict[str, Any] | None = None) -> str:
    with pytest.raises(FunctionError) as info:
        call(name, *args, table=table)
    return str(info.value)


def cost_ratio(run: Callable[[int], object], small: int, factor: int = 8) -> float:
    """How much longer ``run(small * factor)`` takes than ``run(small)``:
    about ``factor`` when the cost is linear (the best of three runs each)."""

    def best(n: int) -> float:
        times = []
        for _ in range(3):
            t = time.perf_counter()
            run(n)
            times.append(time.perf_counter() - t)
        return min(times)

    return best(small * factor) / max(best(small), 1e-6)


# --- regex ---------------------------------------------------------------------------------------


def test_catastrophic_pattern_is_linear() -> None:
    # A backtracking matcher takes twice as long for each further "a".
    def run(n: int) -> None:
        with pytest.raises(FunctionError):
            call("regex", "(a+)+$", "a" * n + "!")

    assert cost_ratio(run, 2000) < 40


def test_many_matches_are_linear() -> None:
    def run(n: int) -> None:
        call("regexall", "é", "éb" * n)
        call("regex_replace", "éb" * n, "é", "[$0]")

    assert cost_ratio(run, 2000) < 40


def test_regex_replace_result_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(regex_module, "MAX_STRING_LENGTH", 1000)
    monkeypatch.setattr(util_module, "MAX_STRING_LENGTH", 1000)
    assert "longer than" in fails("regex_replace", "a" * 100, "a", "x" * 50)


def test_missing_re2_names_the_package(monkeypatch: pytest.MonkeyPatch) -> None:
    regex_module.compile_pattern.cache_clear()
    monkeypatch.setitem(sys.modules, "re2", None)  # as if not installed
    message = fails("regex", "x+", "axx")
    assert "google-re2" in message and "pip install" in message
    regex_module.compile_pattern.cache_clear()


def test_importing_the_library_loads_no_optional_package() -> None:
    code = ("import sys, hclkit.stdlib; hclkit.stdlib.functions(); "
            "print(sorted({'re2', 'yaml', 'bcrypt', 'cryptography'} & set(sys.modules)))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "[]"


# --- format --------------------------------------------------------------------------------------


@pytest.mark.parametrize("fmt", ["%999999999d", "%.999999999f", "%[999999999]d",
                                 "%99999999999999999999d", "%.200000f"])
def test_format_refuses_huge_widths_and_precisions(fmt: str) -> None:
    # The reference runs out of memory or prints garbage ("%!(NOVERB)").
    message = fails("format", fmt, 1)
    assert "larger than" in message


def test_format_result_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(util_module, "MAX_STRING_LENGTH", 1000)
    assert "longer than" in fails("format", "%s%s", "a" * 600, "b" * 600)
    assert "longer than" in fails("formatlist", "%s", ["a" * 600, "b" * 600])


def test_format_of_huge_exponents_fails_cleanly() -> None:
    from hclkit.types import number as N

    n = N.parse("1e100000")
    for _ in range(5):
        n = N.multiply(n, n)  # 1e3200000: three million digits before the point
    assert "too large" in fails("format", "%f", T.Value(T.NUMBER, n))
    assert "too large" in fails("format", "%e", T.Value(T.NUMBER, N.divide(N.parse("1"), n)))


def test_format_cost_is_linear_in_arguments() -> None:
    def run(n: int) -> None:
        call("format", "%s," * n, *(["x"] * n))

    assert cost_ratio(run, 500) < 40


# --- cost of the other readers -------------------------------------------------------------------


def test_csvdecode_cost_is_linear() -> None:
    def run(n: int) -> None:
        call("csvdecode", "a,b\n" + '1,"x, ""y"""\n' * n)

    assert cost_ratio(run, 300) < 40


def test_yamldecode_cost_is_linear() -> None:
    from hclkit.stdlib import extended_functions

    table = extended_functions()

    def run(n: int) -> None:
        call("yamldecode", "".join(f"k{i}: [1, &a{i} x, *a{i}]\n" for i in range(n)),
             table=table)

    assert cost_ratio(run, 100) < 40
