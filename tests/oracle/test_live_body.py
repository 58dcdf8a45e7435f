"""Re-check the recorded body-processing answers (tests/data/body/cases.json)
against a live reference ``hcldec``; skipped without one."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.oracle.live import require
from tests.oracle.record_body import OUT, record

pytestmark = pytest.mark.oracle


def _as_set(case: dict[str, Any]) -> list[str]:
    # The reference reports unsupported attributes in a random order.
    return sorted(json.dumps(d, sort_keys=True) for d in case["diagnostics"])


def test_recorded_body_cases_still_hold() -> None:
    live = record(require("hcldec"))
    recorded = json.loads(OUT.read_text(encoding="utf-8"))
    assert [c["name"] for c in live] == [c["name"] for c in recorded]
    for now, then in zip(live, recorded, strict=True):
        assert _as_set(now) == _as_set(then), now["name"]
