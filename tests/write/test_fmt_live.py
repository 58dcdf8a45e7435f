"""hclkit.fmt against a live reference hclfmt on corpus files with their
spacing changed at random (skipped when no reference is on PATH)."""

from __future__ import annotations

import random
import subprocess
from pathlib import Path

import pytest

import hclkit
from tests.oracle.live import require
from tests.oracle.record_fmt import mutate

NATIVE = Path(__file__).resolve().parents[1] / "data" / "native"


@pytest.mark.oracle
def test_fmt_agrees_with_live_hclfmt_on_mutated_files(tmp_path: Path) -> None:
    hclfmt = require("hclfmt")
    rnd = random.Random(1515)
    sources = sorted((NATIVE / "valid").glob("*.hcl")) + sorted(
        (NATIVE / "spec_examples").glob("*.hcl"))
    differ = []
    for n in range(150):
        src = rnd.choice(sources).read_bytes().decode("utf-8", "surrogateescape")
        data = mutate(src, rnd).encode("utf-8", "surrogateescape")
        path = tmp_path / f"{n}.hcl"
        path.write_bytes(data)
        want = subprocess.run([hclfmt, str(path)], capture_output=True, check=True).stdout
        if hclkit.fmt(data).encode("utf-8", "surrogateescape") != want:
            differ.append(data)
    assert differ == []


@pytest.mark.oracle
def test_edited_corpus_files_are_as_live_hclfmt_lays_them_out(tmp_path: Path) -> None:
    """The editor's own layout (added items, `=` and comments lined up
    again) checked by the reference itself, not by hclkit.fmt."""
    from hclkit.write import parse_document
    from tests.write.test_edit_corpus import FILES, _edit
    from tests.write.test_fmt import expected

    hclfmt = require("hclfmt")
    differ = []
    for n, path in enumerate(FILES):
        doc, diags = parse_document(expected("valid", path))
        if diags.has_errors():
            continue
        _edit(doc.body)
        out = str(doc).encode("utf-8", "surrogateescape")
        edited = tmp_path / f"{n}.hcl"
        edited.write_bytes(out)
        want = subprocess.run([hclfmt, str(edited)], capture_output=True, check=True).stdout
        if out != want:
            differ.append(path.name)
    assert differ == []
