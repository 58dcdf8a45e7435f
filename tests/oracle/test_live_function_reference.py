"""Re-check the recorded reference answers to the function reference's
examples (tests/data/function_reference/oracle.jsonl) against a live
reference, when one is present; skipped without one."""

from __future__ import annotations

import pytest

from tests.oracle.cases import load_answer
from tests.oracle.live import require
from tests.oracle.record_function_reference import OUT, ask, standard_examples

pytestmark = pytest.mark.oracle


def test_recorded_answers_still_hold() -> None:
    oracle = require("hcl-oracle")
    recorded = [load_answer(line) for line in OUT.read_text(encoding="utf-8").splitlines()]
    expressions = standard_examples()
    assert [r["expression"] for r in recorded] == expressions
    assert ask(oracle, expressions) == [r["answer"] for r in recorded]
