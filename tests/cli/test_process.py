"""Commands tune the garbage collector in their own process only: the
console-script entry point and the worker processes, never ``main()``,
which tests and applications call in-process."""

from __future__ import annotations

import gc
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from hclkit.cli.process import GC_THRESHOLDS


@pytest.mark.parametrize("command", ["hclfmt", "hcl2json", "hcldec", "hcl2tojson", "jsontohcl2"])
def test_the_entry_point_tunes_the_collector(command: str) -> None:
    code = (f"import gc\nfrom hclkit.cli import {command}\n"
            f"{command}.main = lambda: print(gc.get_threshold(), gc.get_freeze_count() > 0) or 0\n"
            f"{command}.run()\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60, check=True)
    assert proc.stdout.strip() == f"{GC_THRESHOLDS} True"


def test_main_leaves_the_collector_alone(tmp_path: Path) -> None:
    from hclkit.cli import hcl2json, hclfmt
    for i in range(3):
        (tmp_path / f"f{i}.hcl").write_text(f'a = upper("x{i}")\n', encoding="utf-8")
    before = (gc.get_threshold(), gc.get_freeze_count(), gc.isenabled())
    out = io.StringIO()
    assert hcl2json.main(["--jobs", "2", str(tmp_path)], stdout=out) == 0
    assert sorted(v["a"] for v in json.loads(out.getvalue()).values()) == ["X0", "X1", "X2"]
    assert hclfmt.main([str(tmp_path / "f0.hcl")], stdout=io.StringIO()) == 0
    assert (gc.get_threshold(), gc.get_freeze_count(), gc.isenabled()) == before
