"""``hcldec`` golden cases: hclkit's command against the reference's answers.

Each folder ``tests/data/hcldec/cases/TOPIC/CASE/`` holds one run (the
layout is in ``tests/data/hcldec/README.md``; the answers were recorded by
``tests/oracle/record_hcldec.py``).  The case is copied to a temporary
folder, which becomes the working directory, and ``hclkit.cli.hcldec.main``
runs in-process with the case's arguments and standard input; its exit
code, standard output and standard error must be the reference's, byte for
byte, and so must the file written with ``--out`` where ``meta.json`` names
one.

Where hclkit deliberately differs (``deliberate.txt`` says why: the
reference panics, or writes invalid JSON), the answer is checked against
``intended.json`` if the case has one, and otherwise must be a clean
failure: a nonzero exit, a message on stderr and no Python traceback.
"""

from __future__ import annotations

import io
import json
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

DATA = Path(__file__).resolve().parents[1] / "data" / "hcldec"
CASES_DIR = DATA / "cases"
CASES = sorted(p.parent for p in CASES_DIR.glob("*/*/args.json"))
IDS = [f"{p.parent.name}/{p.name}" for p in CASES]

# Every topic the suite covers; a topic folder that disappears (or an
# unlisted new one) is a coverage change to make on purpose.
TOPICS = {
    "array", "attr", "block", "block_attrs", "block_list", "block_map", "block_set",
    "default", "diags", "flags", "functions", "input_errors", "inputs", "json_body",
    "json_configs", "json_errors", "json_expr", "literal",
    "numbers", "object", "out", "spec_errors", "spec_functions", "transform", "types",
    "usage", "var_refs", "variables", "vars",
}
MIN_CASES = 150


@dataclass
class Answer:
    exit: int
    stdout: str
    stderr: str
    outfile_content: str | None = None


def load_json(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def run_hclkit(folder: Path, workdir: Path, monkeypatch: pytest.MonkeyPatch) -> Answer:
    """Run hclkit's ``hcldec`` in-process on a copy of the case in ``workdir``."""
    from hclkit.cli.hcldec import main

    shutil.copytree(folder, workdir, dirs_exist_ok=True)
    meta = load_json(folder / "meta.json") if (folder / "meta.json").is_file() else {}
    outfile = workdir / meta["outfile"] if "outfile" in meta else None
    if outfile is not None and outfile.exists():
        outfile.unlink()
    stdin_path = folder / "stdin"
    stdin = io.BytesIO(stdin_path.read_bytes() if stdin_path.is_file() else b"")
    stdout, stderr = io.StringIO(), io.StringIO()
    monkeypatch.chdir(workdir)
    monkeypatch.setenv("TERM", "dumb")
    code = main(load_json(folder / "args.json"), stdin=stdin, stdout=stdout, stderr=stderr)
    answer = Answer(code, stdout.getvalue(), stderr.getvalue())
    if outfile is not None:
        answer.outfile_content = (outfile.read_text(encoding="utf-8", errors="surrogateescape")
                                  if outfile.is_file() else None)
    return answer


def expected_answer(data: dict[str, Any]) -> Answer:
    return Answer(data["exit"], data["stdout"], data["stderr"], data.get("outfile_content"))


@pytest.mark.parametrize("folder", CASES, ids=IDS)
def test_golden(folder: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    got = run_hclkit(folder, tmp_path / "case", monkeypatch)
    reference = load_json(folder / "expected.json")
    pending = folder / "pending.txt"
    if pending.is_file():
        # Waiting for a capability still to come (pending.txt says which):
        # meanwhile the exit code is the reference's and the failure clean;
        # the exact text is expected to differ until then.
        if reference["exit"] != 0:
            assert got.exit == reference["exit"]
        assert "Traceback" not in got.stderr
        if got != expected_answer(reference):
            pytest.xfail(pending.read_text(encoding="utf-8").strip())
        pytest.fail(f"{pending} is out of date: the case passes now")
    if not (folder / "deliberate.txt").is_file():
        assert got == expected_answer(reference)
        return
    if (folder / "intended.json").is_file():
        assert got == expected_answer(_intended(folder / "intended.json"))
        return
    why = (folder / "deliberate.txt").read_text(encoding="utf-8")
    assert got.exit != 0, why
    assert got.stderr.strip(), why
    assert "Traceback" not in got.stderr and "Traceback" not in got.stdout, why
    if reference["exit"] != 0 and reference["stdout"]:
        # The reference wrote this before it crashed.
        assert got.stdout == reference["stdout"], why
    else:
        # Nothing, or never the invalid JSON the reference wrote.
        assert not got.stdout or _is_json(got.stdout), why


def _intended(path: Path) -> dict[str, Any]:
    """An intended answer; ``{version}`` in it stands for hclkit's version."""
    from hclkit import __version__
    data: dict[str, Any] = load_json(path)
    return {k: v.replace("{version}", __version__) if isinstance(v, str) else v
            for k, v in data.items()}


def _is_json(text: str) -> bool:
    try:
        json.loads(text)
    except ValueError:
        return False
    return True


def test_case_folders_are_complete() -> None:
    for folder in CASES:
        assert (folder / "expected.json").is_file(), f"{folder}: not recorded"
        args = load_json(folder / "args.json")
        assert isinstance(args, list) and all(isinstance(a, str) for a in args), folder
        assert not any(Path(a).is_absolute() for a in args), f"{folder}: absolute path"
        if (folder / "intended.json").is_file():
            assert (folder / "deliberate.txt").is_file(), f"{folder}: intended.json needs a why"


def test_suite_size_and_topics() -> None:
    assert len(CASES) >= MIN_CASES
    topics = {p.parent.name for p in CASES}
    assert topics == TOPICS
    for topic in TOPICS:
        assert any(p.parent.name == topic for p in CASES), topic


def test_json_configuration_corpus() -> None:
    """Issue 6's corpus: at least 40 JSON configurations (Terraform-style
    ``.tf.json`` among them) that the reference decodes without error, each
    of which must decode to the same output here (test_golden)."""
    folders = [p for p in CASES if p.parent.name == "json_configs"]
    decoded = [p for p in folders if load_json(p / "expected.json")["exit"] == 0]
    assert len(decoded) >= 40
    assert len([p for p in decoded if list(p.glob("*.tf.json"))]) >= 10
