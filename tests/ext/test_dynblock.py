"""``dynamic`` blocks, checked against the reference's recorded expansions,
in the native syntax and in the JSON syntax."""

from __future__ import annotations

from typing import Any

import pytest

from tests.ext.dynamic_harness import comparable, expand_answer, records

RECORDS = records()


def test_enough_cases_recorded() -> None:
    assert len(RECORDS) >= 40


@pytest.mark.parametrize("rec", RECORDS, ids=[r["name"] for r in RECORDS])
def test_native(rec: dict[str, Any]) -> None:
    got = expand_answer(rec["src"], rec["vars"])
    assert comparable(got) == comparable(rec["answer"])


JSON_RECORDS = [r for r in RECORDS if not r["native_only"]]


@pytest.mark.parametrize("rec", JSON_RECORDS, ids=[r["name"] for r in JSON_RECORDS])
def test_json_syntax(rec: dict[str, Any]) -> None:
    got = expand_answer(rec["src"], rec["vars"], json_syntax=True)
    assert comparable(got, ranges=False) == comparable(rec["answer"], ranges=False)
