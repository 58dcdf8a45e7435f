"""A command whose reader went away before it wrote (``cmd --help | true``)
says so and exits 1: no traceback, whichever path wrote (argparse's help,
``--version``, the output proper)."""

from __future__ import annotations

import importlib.metadata
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPTS: dict[str, str] = {ep.name: ep.value for ep in
                           importlib.metadata.distribution("hclkit").entry_points
                           if ep.group == "console_scripts"}


def _run_with_reader_gone(target: str, args: list[str]) -> tuple[int, str]:
    module, _, function = target.partition(":")
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader is gone before anything is written
    try:
        proc = subprocess.run(
            [sys.executable, "-c", f"from {module} import {function}; {function}()", *args],
            stdin=subprocess.DEVNULL, stdout=write_end, stderr=subprocess.PIPE, text=True,
            timeout=120, check=False, cwd=ROOT)
    finally:
        os.close(write_end)
    return proc.returncode, proc.stderr


@pytest.mark.parametrize("args", [["--version"], ["--help"], ["examples/infra/main.tf"]],
                         ids=["version", "help", "file"])
@pytest.mark.parametrize("name", sorted(SCRIPTS))
def test_reader_gone_is_a_message_not_a_traceback(name: str, args: list[str]) -> None:
    if name in ("hcldec", "hclfmt") and args == ["--help"]:
        args = ["-help"]  # the reference's flag style: help goes to the error stream
    if name == "hclkit-jsontohcl2" and args[0].endswith(".tf"):
        args = ["tests/data/hcl2compat/cli/json/a.json"] if (
            ROOT / "tests/data/hcl2compat/cli/json/a.json").exists() else ["--version"]
    if name == "hcldec" and args[0].endswith(".tf"):
        args = ["--spec=examples/package/package.hcldec", "examples/package/package.hcl"]
    code, err = _run_with_reader_gone(SCRIPTS[name], args)
    assert "Traceback" not in err, err
    assert code != 0
    if code == 1:
        assert f"{name.removeprefix('hclkit-')}: " in err and "Broken pipe" in err, err
