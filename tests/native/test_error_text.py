"""The first syntax error of every rejected file in the native corpora,
rendered by our text writer, reads exactly as the reference ``hcldec``
printed it (tests/data/native/first_error_text.json, recorded by
tests/oracle/record_native_text.py): same source lines shown (the error's
context included), same "in BLOCK" (from the blocks recovery keeps), same
wrapped detail."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import hclkit
from hclkit.diagwrite import write_text
from tests.oracle.live import require
from tests.oracle.record_native_text import OUT, record

NATIVE = Path(__file__).resolve().parents[1] / "data" / "native"
RECORDED: dict[str, str] = json.loads(OUT.read_text(encoding="utf-8"))


def test_every_rejected_file_is_recorded() -> None:
    assert {p.name for p in (NATIVE / "broken").glob("*.hcl")} <= {
        Path(n).name for n in RECORDED if n.startswith("broken/")}


@pytest.mark.parametrize("name", sorted(RECORDED))
def test_first_error_reads_as_the_reference_prints_it(name: str) -> None:
    file, diags = hclkit.parse((NATIVE / name).read_bytes(), name)
    assert diags
    assert write_text([diags[0]], {name: file}) == RECORDED[name]


@pytest.mark.oracle
def test_recording_still_holds() -> None:
    assert record(require("hcldec")) == RECORDED
