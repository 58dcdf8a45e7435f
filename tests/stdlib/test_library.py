"""The functions added with the whole library (issue 12): what the recorded
oracle cases cannot show (cost, missing optional packages) and the
functions the oracle lacks, against their documented behaviour and standard
test vectors."""

from __future__ import annotations

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
