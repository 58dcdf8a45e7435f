"""The native-syntax corpora against what the reference answered
(tests/data/native/*.expected.json, recorded by tests/oracle/record_native.py).

Valid files must match the reference's structure exactly: every name, label,
range and traversal.  Broken files must give the reference's first error
(summary and subject range) and never raise.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.native.dump import dump, structure_only
from tests.oracle.cases import dump_exact, load_answer

NATIVE = Path(__file__).resolve().parents[1] / "data" / "native"


def expected(corpus: str) -> dict[str, Any]:
    return load_answer((NATIVE / f"{corpus}.expected.json").read_text(encoding="utf-8"))


VALID = expected("valid")
BROKEN = expected("broken")


def ours(name: str) -> dict[str, Any]:
    result = dump((NATIVE / name).read_bytes(), name)
    return load_answer(dump_exact(result))  # numbers as the recordings hold them


def test_corpora_are_large_enough() -> None:
    assert len(VALID) >= 60 and len(BROKEN) >= 150
    assert {p.name for p in (NATIVE / "valid").glob("*.hcl")} == {
        Path(n).name for n in VALID}
    assert {p.name for p in (NATIVE / "broken").glob("*.hcl")} == {
        Path(n).name for n in BROKEN}


@pytest.mark.parametrize("name", sorted(VALID))
def test_valid_file_matches_reference(name: str) -> None:
    reference = structure_only(VALID[name])
    assert reference["diagnostics"] == []
    assert ours(name) == reference


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_broken_file_gives_reference_first_error(name: str) -> None:
    reference = BROKEN[name]["diagnostics"]
    got = ours(name)["diagnostics"]
    assert reference, "the recording should hold an error"
    assert got, "hclkit found nothing wrong"
    first = {k: got[0][k] for k in ("severity", "summary", "subject")}
    assert first == {k: reference[0][k] for k in ("severity", "summary", "subject")}
    assert got[0]["detail"] == reference[0]["detail"]


def test_dump_is_json() -> None:
    name = sorted(VALID)[0]
    json.loads(dump_exact(ours(name)))
