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
    assert (code, out.getvalue()) == (case["code"], expected_stdout(case))
    if "badorig.tf" not in case["args"]:
        assert err.getvalue() == case["stderr"]
    else:
        # An original that does not parse: hclkit's diagnostics instead of Lark's traceback.
        assert err.getvalue().startswith("Error: ") and "on badorig.tf line 1" in err.getvalue()
    written = {str(p.relative_to(work)): p.read_text(encoding="utf-8")
               for p in sorted((work / "out").rglob("*")) if p.is_file()} if (
        work / "out").exists() else {}
    assert written == case["out"]


@pytest.mark.parametrize("mode", [[], ["--semantic-diff", "orig.tf"], ["--diff", "orig.tf"]])
def test_jsontohcl2_deep_json_is_reported(mode: list[str], monkeypatch: pytest.MonkeyPatch,
                                          tmp_path: Path) -> None:
    shutil.copy(FOLDER / "json" / "orig.tf", tmp_path)
    (tmp_path / "deep.json").write_text('{"a": ' + "[" * 50_000 + "]" * 50_000 + "}")
    monkeypatch.chdir(tmp_path)
    out, err = io.StringIO(), io.StringIO()
    assert jsontohcl2.main([*mode, "-q", "deep.json"], stdout=out, stderr=err) == 1
    assert err.getvalue() == "Error: JSON nested too deeply\n"


def test_semantic_changes_paths_and_kinds() -> None:
    left = {"a": [1, {"b": 2}], "c": 1.0, "d": {"e": 1}}
    right = {"a": [1, {"b": 3}, 4], "c": 1, "f": None}
    assert jsontohcl2.semantic_changes(left, right) == [
        {"path": "a[1].b", "kind": "changed", "left": 2, "right": 3},
        {"path": "a[2]", "kind": "added", "right": 4},
        {"path": "d", "kind": "removed", "left": {"e": 1}},
        {"path": "f", "kind": "added", "right": None}]
    assert jsontohcl2.semantic_changes({"a": 1}, [1]) == [
        {"path": "(root)", "kind": "changed", "left": {"a": 1}, "right": [1]}]
