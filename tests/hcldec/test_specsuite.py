"""The reference's implementation-agnostic conformance suite, run against
hclkit's ``hcldec``: ``hclspecsuite TESTS OUR_HCLDEC``.

Skipped unless ``hclspecsuite`` and its tests are present (build them with
../shared/oracle/build.sh).  Every case runs, the native-syntax ones and
their ``.hcl.json`` twins alike.
"""

from __future__ import annotations

import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from tests.oracle.live import require

pytestmark = pytest.mark.oracle

SUITE = Path("/usr/share/gocode/src/github.com/hashicorp/hcl/v2/specsuite/tests")


def test_conformance_suite(tmp_path: Path) -> None:
    runner = require("hclspecsuite")
    if not SUITE.is_dir():
        pytest.skip("the conformance suite's tests are not installed")
    tests = tmp_path / "tests"
    shutil.copytree(SUITE, tests)
    # Our hcldec, as a program the runner can start.
    program = tmp_path / "hcldec"
    program.write_text(f"#!/bin/sh\nexec {sys.executable} -m hclkit.hcldec \"$@\"\n",
                       encoding="utf-8")
    program.chmod(program.stat().st_mode | stat.S_IXUSR)
    run = subprocess.run([runner, str(tests), str(program)], capture_output=True, text=True,
                         check=False,
                         timeout=600)
    ran = [line for line in run.stdout.splitlines() if line.startswith("- ")]
    assert len(ran) >= 15, run.stdout
    assert run.returncode == 0, run.stdout + run.stderr
    assert "Error:" not in run.stdout + run.stderr
