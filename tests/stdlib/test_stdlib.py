"""Replay the reference's answers about the built-in functions
(tests/data/stdlib/cases.jsonl, recorded by tests/oracle/record_stdlib.py)
against hclkit.stdlib, without the evaluator.

Each case calls one function with argument values built from value
expressions, through ``Function.call``, which applies every call rule (arity,
conversion, nulls, unknowns) as the evaluator's calls do; a failure's
``diagnostic()`` is the summary and detail the evaluator would write, and is
compared with the reference's."""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from hclkit import types as T
from hclkit.function import Function, FunctionError
from hclkit.stdlib import functions
from hclkit.types import number as N
from tests.oracle.cases import (
    build_number,
    dump_exact,
    load_answer,
    oracle_form,
    oracle_type,
    reference_type,
)

DATA = Path(__file__).resolve().parents[1] / "data" / "stdlib" / "cases.jsonl"
# The functions added with the whole library (tests/oracle/record_stdlib_library.py).
LIBRARY_DATA = DATA.with_name("library.jsonl")
FUNCTIONS = functions()

# Cases where hclkit differs from the reference outside this library, by request
# (none at present).
KNOWN_DIFFERENCES: dict[str, str] = {}


def load_cases() -> list[Any]:
    out = []
    for data in (DATA, LIBRARY_DATA):
        with open(data, encoding="utf-8") as f:
            for i, line in enumerate(f):
                rec = load_answer(line)
                out.append(pytest.param(rec, id=f"{data.stem}{i}-{rec['request']['src'][:60]}"))
    return out


CASES = load_cases()


# --- building arguments --------------------------------------------------------------------------


def build(e: dict[str, Any]) -> T.Value:
    """The value of a value expression (see tests/oracle/cases.py)."""
    if "lit" in e:
        return T.from_json(dump_exact(e["lit"]))
    if "unknown" in e:
        return T.unknown(T.type_from_json(plain(e["unknown"])))
    if "null" in e:
        return T.null(T.type_from_json(plain(e["null"])))
    if "tuple" in e:
        return T.tuple_value(build(x) for x in e["tuple"])
    if "object" in e:
        return T.object_value({k: build(x) for k, x in e["object"].items()})
    if "convert" in e:
        return T.convert(build(e["convert"]), T.type_from_json(plain(e["to"])))
    if "num" in e:
        return T.Value(T.NUMBER, build_number(plain(e["num"])))
    raise ValueError(f"bad value expression {e!r}")


def plain(x: Any) -> Any:
    """Data with exact numbers (:class:`Num`) turned back into plain JSON data."""
    return json.loads(dump_exact(x))


# --- calling as the evaluator does ---------------------------------------------------------------


class Failure(Exception):
    def __init__(self, summary: str, detail: str, panicked: bool = False) -> None:
        super().__init__(f"{summary}: {detail}")
        self.summary = summary
        self.detail = detail


def call(name: str, fn: Function, args: Sequence[T.Value]) -> T.Value:
    """Call ``fn``; raises :class:`Failure` with the diagnostic the evaluator
    would write (the function layer decides it and words it)."""
    try:
        return fn.call(args)
    except FunctionError as err:
        raise Failure(*err.diagnostic(name)) from None


# --- comparing -----------------------------------------------------------------------------------


def first_error(answer: dict[str, Any]) -> dict[str, Any] | None:
    for d in answer.get("diagnostics") or []:
        if d["severity"] == "error":
            return d
    return None


def close_floats(ours: Any, theirs: Any) -> bool:
    """Two machine-float results within one unit in the last place: the
    reference's pow and log are not correctly rounded, Python's are."""
    if not (hasattr(ours, "text") and hasattr(theirs, "text")):
        return False
    a, b = float(ours.text), float(theirs.text)
    return math.isfinite(b) and abs(a - b) <= math.ulp(b)


@pytest.mark.parametrize("rec", CASES)
def test_function_matches_reference(rec: dict[str, Any]) -> None:
    known = KNOWN_DIFFERENCES.get(dump_exact(rec["request"]))
    if known is not None:
        pytest.xfail(known)
    name = rec["fn"]
    answer = rec["answer"]
    want_error = first_error(answer)
    try:
        args = [build(e) for e in rec["args"]]
        got = call(name, FUNCTIONS[name], args)
        if rec.get("div3"):
            if got.type is not T.NUMBER or not got.is_known:
                got = T.unknown(T.NUMBER) if not got.is_known else got
            else:
                got = T.Value(T.NUMBER, N.divide(got.as_number(), N.from_float(3.0)))
    except Failure as f:
        assert want_error is not None, f"hclkit failed ({f}) where the reference gave a value"
        assert f.summary == want_error["summary"]
        if "panic in function implementation" in want_error["detail"]:
            # The reference crashed; hclkit reports an error of its own wording.
            assert f.summary == "Error in function call"
            return
        assert f.detail == want_error["detail"]
        return
    assert want_error is None, (
        f"the reference failed ({want_error['detail']}) where hclkit gave {got!r}")
    assert oracle_type(got.type) == reference_type(answer["type"])
    ours, theirs = oracle_form(got), answer["value"]
    if ours != theirs and name in ("pow", "log") and close_floats(ours, theirs):
        return
    assert ours == theirs


def test_every_function_is_recorded() -> None:
    recorded = {rec.values[0]["fn"] for rec in CASES}  # type: ignore[index]
    not_in_reference = {"base64encode", "base64decode"}  # tested in test_unit.py
    # try, can and convert take expressions, so their cases are evaluations
    # (tests/data/eval/tryfunc.jsonl, convert.jsonl), not calls with values.
    takes_expressions = {"try", "can", "convert"}
    assert set(FUNCTIONS) - not_in_reference - takes_expressions <= recorded


def test_enough_cases() -> None:
    assert len(CASES) >= 400
