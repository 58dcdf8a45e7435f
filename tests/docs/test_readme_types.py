"""The README's Python examples, as one module, pass ``mypy --strict``: a
user who copies them into a type-checked project gets no error."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.docs.markdown_examples import ROOT, python_source


def test_readme_examples_pass_mypy_strict(tmp_path: Path) -> None:
    pytest.importorskip("mypy", reason="the lint extra")
    module = tmp_path / "readme_examples.py"
    module.write_text(python_source(ROOT / "README.md"), encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-incremental",
                           "--python-version", "3.10", str(module)], capture_output=True,
                          text=True, cwd=tmp_path, timeout=600, check=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr
