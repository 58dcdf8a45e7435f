"""Re-check the recorded diagnostics output against a live ``hcldec``.

Skipped without one (build it with ../shared/oracle/build.sh).  The
recorded data (tests/data/diagnostics) are what tests/diagnostics checks the
writers against; this keeps them honest.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.oracle.live import require
from tests.oracle.record_diagnostics import CASES, DATA, Case, record, write_case

pytestmark = pytest.mark.oracle


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_recorded_diagnostics_still_hold(case: Case, tmp_path: Path) -> None:
    hcldec = require("hcldec")
    folder = DATA / case.name
    write_case(case, tmp_path)
    for name in [*case.files, "spec.hcldec"]:
        assert (tmp_path / name).read_bytes() == (folder / name).read_bytes(), name
    live = record(hcldec, case, tmp_path, order=(folder / "diags.json").read_bytes())
    assert live["diags"] == (folder / "diags.json").read_bytes()
    meta = json.loads((folder / "case.json").read_text(encoding="utf-8"))
    assert live["meta"] == meta
    for run, text in live["outputs"].items():
        assert text == (folder / f"{run}.txt").read_bytes(), run
