"""Re-check the recorded ``dynamic`` answers against a live reference (skipped without one)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.ext.dynamic_harness import comparable, records
from tests.oracle.live import require
from tests.oracle.record_dynamic import ask

pytestmark = pytest.mark.oracle
RECORDS = records()


@pytest.mark.parametrize("rec", RECORDS, ids=[r["name"] for r in RECORDS])
def test_recorded_expansion_still_holds(rec: dict[str, Any]) -> None:
    oracle = require("hcl-oracle")
    assert comparable(ask(oracle, rec["src"], rec["vars"])) == comparable(rec["answer"])
