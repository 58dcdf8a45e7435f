"""``hclkit.decode`` reports what the reference ``hcldec`` reports for the
same configuration read through a spec of the same schema: the same
diagnostics (summary, detail, subject), recorded by
tests/oracle/record_decode.py."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import hclkit
from tests.convenience.decode_cases import CASES, Config

RECORDED = Path(__file__).resolve().parents[1] / "data" / "decode" / "reference.json"


def _range(r: Any) -> dict[str, Any] | None:
    if r is None:
        return None
    return {"filename": r.filename,
            "start": {"line": r.start.line, "column": r.start.column, "byte": r.start.byte},
            "end": {"line": r.end.line, "column": r.end.column, "byte": r.end.byte}}


def _key(d: dict[str, Any]) -> str:
    return json.dumps(d, sort_keys=True)


@pytest.mark.parametrize("name", sorted(CASES))
def test_decode_reports_what_the_reference_reports(name: str) -> None:
    expected = json.loads(RECORDED.read_text(encoding="utf-8"))[name]
    filename, config = CASES[name]
    if expected["exit"] == 0:
        assert isinstance(hclkit.decode(config, Config, filename=filename), Config)
        return
    with pytest.raises(hclkit.HCLError) as caught:
        hclkit.decode(config, Config, filename=filename)
    got = [{"severity": d.severity.value, "summary": d.summary, "detail": d.detail,
            "subject": _range(d.subject)} for d in caught.value.diagnostics]
    for d in got:
        if d["subject"] is None:
            del d["subject"]
    # The reference visits a spec's attributes in its own order; the set is what counts.
    assert sorted(map(_key, got)) == sorted(map(_key, expected["diagnostics"]))
