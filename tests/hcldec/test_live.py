"""Re-check the recorded ``hcldec`` golden answers against a live reference.

Skipped without one (build it with ../shared/oracle/build.sh).  Each case
runs in a copy of its folder, as tests/oracle/record_hcldec.py records it;
the answer must still be expected.json's.  Cases where hclkit deliberately
differs (deliberate.txt) are checked for the exit code and stdout only,
since a Go stack trace is not stable from run to run.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tests.hcldec.test_golden import CASES, IDS
from tests.oracle.live import require
from tests.oracle.record_hcldec import run_reference

pytestmark = pytest.mark.oracle


@pytest.mark.parametrize("folder", CASES, ids=IDS)
def test_recorded_answer_still_holds(folder: Path, tmp_path: Path) -> None:
    hcldec = require("hcldec")
    workdir = tmp_path / "case"
    shutil.copytree(folder, workdir)
    live = run_reference(hcldec, workdir)
    recorded = json.loads((folder / "expected.json").read_text(encoding="utf-8"))
    if (folder / "deliberate.txt").is_file():
        assert (live["exit"], live["stdout"]) == (recorded["exit"], recorded["stdout"])
    else:
        assert live == recorded
