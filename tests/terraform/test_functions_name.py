"""``hclkit.terraform.functions`` stays the function after the module
evaluator ran (found by the docs' examples, issue 24)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

MODULE = Path(__file__).resolve().parents[2] / "examples" / "terraform"


@pytest.mark.xfail(strict=True, reason="importing the submodule hclkit.terraform.functions "
                   "rebinds the package's lazy name 'functions' to that module")
def test_functions_is_callable_after_load_module() -> None:
    code = ("import hclkit.terraform\n"
            f"hclkit.terraform.load_module({str(MODULE)!r})\n"
            "print(len(hclkit.terraform.functions()) > 0)\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120, check=False)
    assert proc.stdout == "True\n", proc.stderr
