"""examples/dask_convert.py: a directory tree converted on a Dask
LocalCluster of two worker processes, results and errors collected."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import hclkit

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "dask_convert.py"


def _tree(root: Path) -> dict[str, str]:
    files = {
        "main.tf": 'name = "web"\nport = 8080\ntags = [for t in ["a", "b"] : upper(t)]\n'
                   'addr = var.address\n',
        "nested/deeper/job.nomad": 'job "api" {\n  count = 3\n}\n',
        "nested/settings.tf.json": '{"region": "eu", "limits": {"cpu": 2}}',
        "nested/broken.hcl": 'resource "x" {\n  a = \n}\n',
        "bad.tf.json": '{"a": [1,}',
        ".terraform/skipped.tf": "x = 1\n",
        "notes.txt": "not configuration",
    }
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    return files


def _expected_error(path: Path) -> str:
    with pytest.raises(hclkit.HCLError) as info:
        hclkit.load(path, unknowns="expression")
    return str(info.value)


def test_converts_a_tree_on_a_local_cluster(tmp_path: Path) -> None:
    pytest.importorskip("distributed")
    src, out = tmp_path / "src", tmp_path / "out"
    _tree(src)
    proc = subprocess.run([sys.executable, str(EXAMPLE), str(src), str(out), "--workers", "2"],
                          capture_output=True, text=True, timeout=240, check=False)
    assert proc.returncode == 1, proc.stderr
    assert proc.stdout.splitlines()[-1] == "3 converted, 2 with errors"
    written = sorted(str(p.relative_to(out)) for p in out.rglob("*") if p.is_file())
    assert written == ["main.tf.json", "nested/deeper/job.nomad.json",
                       "nested/settings.tf.json.json"]
    for name in written:
        source = src / name.removesuffix(".json")
        assert json.loads((out / name).read_text(encoding="utf-8")) == \
            hclkit.load(source, unknowns="expression")
    # The errors came back from the workers whole: the same text as here.
    for bad in ["bad.tf.json", "nested/broken.hcl"]:
        assert _expected_error(src / bad) in proc.stderr


def test_without_dask_the_message_names_the_package(tmp_path: Path) -> None:
    code = ("import runpy, sys; sys.modules['dask'] = None; sys.modules['dask.bag'] = None; "
            f"sys.argv = ['dask_convert', {str(tmp_path)!r}, {str(tmp_path / 'o')!r}]; "
            f"runpy.run_path({str(EXAMPLE)!r}, run_name='__main__')")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60, check=False)
    assert proc.returncode == 1
    assert "Traceback" not in proc.stderr
    assert "needs the 'dask' package" in proc.stderr
    assert "pip install 'hclkit[dask]'" in proc.stderr
