"""Re-check the recorded decode cases (tests/data/decode/reference.json)
against a live reference ``hcldec``; skipped without one."""

from __future__ import annotations

import json

import pytest

from tests.convenience.decode_cases import CASES
from tests.oracle.live import require
from tests.oracle.record_decode import RECORDED, run

pytestmark = pytest.mark.oracle


def test_recorded_decode_cases_still_hold() -> None:
    hcldec = require("hcldec")
    recorded = json.loads(RECORDED.read_text(encoding="utf-8"))
    assert sorted(recorded) == sorted(CASES)
    for name, (filename, config) in CASES.items():
        now = run(hcldec, filename, config)
        assert now["exit"] == recorded[name]["exit"], name
        key = lambda d: json.dumps(d, sort_keys=True)  # noqa: E731
        assert sorted(map(key, now["diagnostics"])) == sorted(
            map(key, recorded[name]["diagnostics"])), name
