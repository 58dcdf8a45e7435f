"""Re-check the recorded evaluations of try/can and of the function fixes
(tests/data/eval/{tryfunc,function_fixes,conversions_mixed}.jsonl) against a
live reference, when one is present; skipped without one."""

from __future__ import annotations

import json
import subprocess

import pytest

from tests.eval.harness import DATA, comparable, load_records, parse_case_line
from tests.oracle.cases import load_answer
from tests.oracle.live import require

pytestmark = pytest.mark.oracle


@pytest.mark.parametrize("topic", ["tryfunc", "function_fixes", "conversions_mixed"])
def test_recorded_function_answers_still_hold(topic: str) -> None:
    oracle = require("hcl-oracle")
    records = load_records(DATA / f"{topic}.jsonl")
    requests = "".join(json.dumps(parse_case_line(r["case"]), ensure_ascii=False) + "\n"
                       for r in records)
    out = subprocess.run([oracle, "eval"], input=requests, capture_output=True, text=True,
                         check=True, timeout=600).stdout.splitlines()
    assert len(out) == len(records)
    for record, line in zip(records, out):
        live = load_answer(line)
        if any("panic" in d.get("detail", "") for d in live.get("diagnostics") or []):
            continue  # a crash's stack trace changes from build to build
        assert comparable(live) == comparable(record["answer"]), record["case"]
