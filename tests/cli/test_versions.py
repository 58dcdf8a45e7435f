"""One version for hclkit and all of its commands: ``hclkit.__version__``
(which pyproject.toml reads too).  Every console script the installed
package declares prints it for ``--version``; ``hclfmt -version`` (one dash) alone keeps the
reference's text, so that scripts comparing the two tools agree."""

from __future__ import annotations

import importlib
import importlib.metadata
import io
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from hclkit import __version__
from hclkit.cli import hclfmt

ROOT = Path(__file__).resolve().parents[2]
# The installed metadata (tests/test_packaging.py checks it is pyproject's list).
SCRIPTS: dict[str, str] = {ep.name: ep.value for ep in
                           importlib.metadata.distribution("hclkit").entry_points
                           if ep.group == "console_scripts"}


def _main(target: str, args: list[str]) -> tuple[int, str, str]:
    """Run the command behind an entry point (``module:run``) in-process."""
    module = importlib.import_module(target.partition(":")[0])
    out, err = io.StringIO(), io.StringIO()
    code = module.main(args, stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


def test_every_command_is_checked() -> None:
    assert {"hcl2json", "hclfmt", "hcldec", "hclkit-hcl2tojson",
            "hclkit-jsontohcl2"} <= set(SCRIPTS)


@pytest.mark.parametrize("name", sorted(SCRIPTS))
def test_version_flag_prints_hclkits_version(name: str) -> None:
    assert _main(SCRIPTS[name], ["--version"]) == (0, f"{__version__}\n", "")


@pytest.mark.parametrize("name", ["hcl2json", "hcldec"])
def test_short_version_flag(name: str) -> None:
    assert _main(SCRIPTS[name], ["-v"]) == (0, f"{__version__}\n", "")


def test_hclfmt_single_dash_version_is_the_references() -> None:
    assert _main(SCRIPTS["hclfmt"], ["-version"]) == (0, f"{hclfmt.VERSION}\n", "")
    assert __version__ != hclfmt.VERSION
    # Go's flag package reads ``--version=false`` as the flag turned off.
    assert _main(SCRIPTS["hclfmt"], ["--version=false", "-version"])[1] == f"{hclfmt.VERSION}\n"


def test_no_command_writes_a_version_of_its_own() -> None:
    """The version is written once, in ``hclkit/__init__.py``; a command
    module holds no release number but hclfmt's copy of the reference's."""
    release = re.compile(r"[\"']v?\d+\.\d+\.\d+")
    found = {p.name: release.findall(p.read_text(encoding="utf-8"))
             for p in (ROOT / "src" / "hclkit" / "cli").glob("*.py")}
    assert {name: hits for name, hits in found.items() if hits} == {
        "hclfmt.py": [f'"{hclfmt.VERSION[:5]}']}


def test_installed_commands_print_it() -> None:
    """The console scripts as installed (and ``python -m hclkit``), run as
    a user runs them."""
    commands = [[sys.executable, "-m", "hclkit", "--version"]]
    for name in sorted(SCRIPTS):
        path = shutil.which(name, path=str(Path(sys.executable).parent))
        if path is not None:
            commands.append([path, "--version"])
    if len(commands) == 1:
        pytest.skip("the console scripts are not installed next to this Python")
    for argv in commands:
        result = subprocess.run(argv, capture_output=True, text=True, timeout=120, check=False)
        answer = (result.returncode, result.stdout, result.stderr)
        assert answer == (0, f"{__version__}\n", ""), argv
