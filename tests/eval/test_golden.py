"""Evaluation against the reference's recorded answers (tests/data/eval,
recorded by tests/oracle/record_eval.py from ``hcl-oracle eval``).

Every case must give the reference's diagnostics (severity, summary, detail,
subject range) and, when there is no error, its type and value, known-ness
included.  The few deliberate differences are listed below with their reason
and are checked to give a clear diagnostic instead.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.eval.harness import DATA, comparable, hclkit_answer, load_records, parse_case_line

# case -> why hclkit answers differently (each is in docs/compatibility.md)
DELIBERATE = {
    "1e999999": "a literal's exponent is limited to ±100,000 (the reference writes a "
                "million digits)",
    "1e-999999": "a literal's exponent is limited to ±100,000",
}

RECORDS: list[tuple[str, dict[str, Any]]] = [
    (path.stem, rec) for path in sorted(DATA.glob("*.jsonl")) for rec in load_records(path)]


def test_the_suite_is_large_and_covers_every_topic() -> None:
    topics = {name for name, _ in RECORDS}
    assert len(RECORDS) >= 600
    assert {"collections", "conditional", "context", "edge", "for", "functions", "index",
            "literals", "operators", "spec", "splat", "templates"} <= topics


@pytest.mark.parametrize(("topic", "record"), RECORDS,
                         ids=[f"{t}:{r['case'][:60]}" for t, r in RECORDS])
def test_evaluation_matches_reference(topic: str, record: dict[str, Any]) -> None:
    request = parse_case_line(record["case"])
    assert request is not None
    ours = hclkit_answer(request)
    if record["case"] in DELIBERATE:
        errors = ours.get("parse_diagnostics") or ours.get("diagnostics") or []
        assert any(d["severity"] == "error" for d in errors), DELIBERATE[record["case"]]
        return
    if _crashed(record["answer"]):
        # The reference panicked; hclkit reports an error of the same kind.
        summaries = {d["summary"] for d in ours.get("diagnostics") or []}
        assert summaries == {d["summary"] for d in record["answer"]["diagnostics"]}
        return
    assert comparable(ours) == comparable(record["answer"])


def _crashed(answer: dict[str, Any]) -> bool:
    return any("panic in function implementation" in d.get("detail", "")
               for d in answer.get("diagnostics") or [])


def test_recordings_name_their_case_files() -> None:
    cases = {p.stem for p in (DATA / "cases").glob("*.txt")}
    assert cases == {Path(p).stem for p in DATA.glob("*.jsonl")}
