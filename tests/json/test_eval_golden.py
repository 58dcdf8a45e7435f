"""The evaluation golden suite (tests/data/eval), in JSON form.

Every recorded native expression ``E`` that parses is written as the JSON
configuration ``{"v": "${E}"}`` (a template case ``T`` as ``{"v": "T"}``):
JSON strings are templates, and a lone interpolation unwraps to its value,
so the attribute must evaluate exactly as the native recording says: the
same diagnostics and, without errors, the same type and value.

Where the string needs no JSON escape, the JSON form's subjects are the
native ones moved right by the bytes before the template (``{"v": "${`` or
``{"v": "``), so this also checks that diagnostics inside a string point at
the right place in the file.  Cases whose native form does not parse are
left out: wrapped in ``${…}`` they are different programs (an unclosed
``{`` meets the interpolation's ``}``).
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

import hclkit
from tests.eval.harness import DATA, comparable, context_for, load_records, parse_case_line
from tests.eval.test_golden import DELIBERATE, _crashed
from tests.native.dump import diags_json
from tests.oracle.cases import oracle_form, oracle_type

RECORDS: list[tuple[str, dict[str, Any]]] = [
    (path.stem, rec) for path in sorted(DATA.glob("*.jsonl")) for rec in load_records(path)
    if "parse_diagnostics" not in rec["answer"] and rec["case"] not in DELIBERATE
    and not _crashed(rec["answer"])]


def json_form(req: dict[str, Any]) -> tuple[str, int | None]:
    """The JSON document for a request, and how far right its subjects sit
    (None when escapes in the string make the shift not a constant)."""
    template = req["src"] if req["kind"] == "template" else "${" + req["src"] + "}"
    prefix = '{"v": "'
    literal = json.dumps(template, ensure_ascii=False)
    shift = len(prefix) + (0 if req["kind"] == "template" else 2)
    exact = literal == f'"{template}"'
    return '{"v": ' + literal + "}", shift if exact else None


def _unshifted(diags: list[dict[str, Any]], shift: int | None) -> list[dict[str, Any]]:
    for d in diags:
        if "subject" not in d:
            continue
        if shift is None:
            del d["subject"]
            continue
        d["subject"] = [[line, col - shift, byte - shift] for line, col, byte in d["subject"]]
    return diags


def test_most_of_the_suite_is_expressible() -> None:
    assert len(RECORDS) >= 1200


@pytest.mark.parametrize(("topic", "record"), RECORDS,
                         ids=[f"{t}:{r['case'][:60]}" for t, r in RECORDS])
def test_json_form_evaluates_as_native(topic: str, record: dict[str, Any]) -> None:
    req = parse_case_line(record["case"])
    assert req is not None
    doc, shift = json_form(req)
    file, diags = hclkit.parse_json(doc.encode("utf-8"), "case.json")
    assert not diags.has_errors(), diags_json(diags)
    attrs, diags = file.body.just_attributes()
    assert not diags.has_errors() and list(attrs) == ["v"]
    val, diags = attrs["v"].expr.value(context_for(req))
    ours: dict[str, Any] = {"diagnostics": _unshifted(diags_json(diags), shift)}
    if not diags.has_errors():
        ours["type"] = oracle_type(val.type)
        ours["value"] = oracle_form(val)
    reference = dict(record["answer"])
    if shift is None:
        reference["diagnostics"] = [{k: v for k, v in d.items() if k != "subject"}
                                    for d in reference["diagnostics"]]
    assert _placeless(comparable(ours)) == _placeless(comparable(reference))


# try's message quotes where each argument failed ("(at input:1,6-9)"): in the
# JSON form that is another file and column.
_QUOTED_PLACE = re.compile(r" \(at [^()]*:\d+,\d+-[\d,]+\)")


def _placeless(text: str) -> str:
    return _QUOTED_PLACE.sub(" (at …)", text)
