"""``hclkit-hcl2tojson`` and ``hclkit-jsontohcl2`` against python-hcl2 8's
``hcl2tojson`` and ``jsontohcl2``, recorded
(tests/data/hcl2compat/cli.json, made by tests/oracle/record_python_hcl2_cli.py):
the same exit code and standard output on every case, the same standard
error where every input parses, the same files written with ``-o``."""

from __future__ import annotations

import io
import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from hclkit import __version__
from hclkit.cli import hcl2tojson, jsontohcl2

FOLDER = Path(__file__).resolve().parents[1] / "data" / "hcl2compat" / "cli"
RECORD = json.loads((FOLDER.parent / "cli.json").read_text(encoding="utf-8"))
CASES: list[dict[str, Any]] = RECORD["cases"]
JSON_CASES: list[dict[str, Any]] = RECORD["json_cases"]


def expected_stdout(case: dict[str, Any]) -> str:
    """The recorded standard output, but for ``--version``: hclkit's
    commands print hclkit's version, not the python-hcl2 release they follow."""
    return f"{__version__}\n" if case["args"] == ["--version"] else str(case["stdout"])


def broken(case: dict[str, Any]) -> bool:
    """Whether some input of the case does not parse (its messages differ)."""
    return "bad.tf" in case["args"] or case["stdin"] == "x = \n"


@pytest.mark.parametrize("case", CASES, ids=[" ".join(c["args"]) or "stdin" for c in CASES])
def test_same_as_python_hcl2(case: dict[str, Any], monkeypatch: pytest.MonkeyPatch,
                             tmp_path: Path) -> None:
    work = tmp_path / "cli"
    shutil.copytree(FOLDER, work)
    monkeypatch.chdir(work)
    out, err = io.StringIO(), io.StringIO()
    code = hcl2tojson.main(case["args"], stdin=io.StringIO(case["stdin"] or ""), stdout=out,
                           stderr=err)
    assert (code, out.getvalue()) == (case["code"], expected_stdout(case))
    if not broken(case):
        assert err.getvalue() == case["stderr"]
    else:
        # hclkit's diagnostics instead of Lark's: on the same stream, in the same place.
        assert bool(err.getvalue()) == bool(case["stderr"])
        assert "Traceback" not in err.getvalue()
    written = {str(p.relative_to(work)): p.read_text(encoding="utf-8")
               for p in sorted((work / "out").rglob("*")) if p.is_file()} if (
        work / "out").exists() else {}
    assert written == case["out"]


def test_broken_input_shows_hclkit_diagnostics(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(FOLDER)
    out, err = io.StringIO(), io.StringIO()
    assert hcl2tojson.main(["bad.tf"], stdout=out, stderr=err) == 2
    assert out.getvalue() == ""
    assert err.getvalue().startswith("bad.tf\nError: ") and "on bad.tf line" in err.getvalue()


@pytest.mark.parametrize("case", JSON_CASES,
                         ids=[" ".join(c["args"]) or "stdin" for c in JSON_CASES])
def test_jsontohcl2_same_as_python_hcl2(case: dict[str, Any], monkeypatch: pytest.MonkeyPatch,
                                        tmp_path: Path) -> None:
    work = tmp_path / "json"
    shutil.copytree(FOLDER / "json", work)
    monkeypatch.chdir(work)
    out, err = io.StringIO(), io.StringIO()
    code = jsontohcl2.main(case["args"], stdin=io.StringIO(case["stdin"] or ""), stdout=out,
                           stderr=err)
    assert (code, out.getvalue(), err.getvalue()) == (case["code"], expected_stdout(case),
                                                      case["stderr"])
    written = {str(p.relative_to(work)): p.read_text(encoding="utf-8")
               for p in sorted((work / "out").rglob("*")) if p.is_file()} if (
        work / "out").exists() else {}
    assert written == case["out"]
