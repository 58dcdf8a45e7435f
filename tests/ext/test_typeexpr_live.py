"""Re-check the recorded type-constraint answers against a live reference (skipped without one)."""

from __future__ import annotations

import json

import pytest

from tests.ext.test_typeexpr import RECORDS
from tests.oracle.cases import dump_exact
from tests.oracle.live import require
from tests.oracle.record_typeexpr import ask

pytestmark = pytest.mark.oracle


def test_recorded_answers_still_hold() -> None:
    oracle = require("hcl-oracle")
    live = ask(oracle, [r["request"] for r in RECORDS])
    for rec, now in zip(RECORDS, live, strict=True):
        assert json.loads(dump_exact(now)) == json.loads(dump_exact(rec["answer"])), rec
