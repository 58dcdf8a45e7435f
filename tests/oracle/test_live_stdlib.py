"""Re-check the recorded answers about the functions added with the whole
library (tests/data/stdlib/library.jsonl) against a live reference, when one
is present (skipped without one)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from tests.oracle.cases import dump_exact, load_answer, normalise_answer
from tests.oracle.live import require

DATA = Path(__file__).resolve().parents[1] / "data" / "stdlib" / "library.jsonl"

pytestmark = pytest.mark.oracle


def test_recorded_library_answers_still_hold() -> None:
    oracle = require("hcl-oracle")
    # Lines split at newlines only: the data hold other line separators (U+2028).
    lines = DATA.read_text(encoding="utf-8").rstrip("\n").split("\n")
    records = [load_answer(line) for line in lines]
    requests = "".join(dump_exact(r["request"]) + "\n" for r in records)
    out = subprocess.run([oracle, "eval"], input=requests, capture_output=True, text=True,
                         check=True, timeout=600).stdout.rstrip("\n").split("\n")
    assert len(out) == len(records)
    for rec, live in zip(records, out, strict=True):
        now = normalise_answer(load_answer(live))
        assert dump_exact(now) == dump_exact(rec["answer"]), rec["request"]["src"]
