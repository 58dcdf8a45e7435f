"""The reproducers of ../shared/repro (copied to tests/data/robustness/repro):
inputs that once crashed or stalled hclkit.  Each gives diagnostics, never an
exception, and, where the reference answers the same, the reference's
(recorded by tests/oracle/record_repro.py).  How their cost grows is checked
by shape in test_linear_cost.py."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import hclkit
from tests.eval.harness import comparable, hclkit_answer
from tests.native.dump import diags_json

HERE = Path(__file__).resolve().parents[1] / "data" / "robustness"
REPRO = HERE / "repro"
REFERENCE: dict[str, Any] = json.loads((HERE / "repro.json").read_text(encoding="utf-8"))

# The reference reads an index key of any size (``a.1e999999`` is 10**999999);
# hclkit refuses literals past its number limits ("Invalid number literal"),
# as it does everywhere else (docs/compatibility.md, "Limits instead of hangs").
DELIBERATE = {"01_legacy_index_huge_exponent.hcl", "01b_legacy_index_in_json_template.tf.json"}


def test_every_reproducer_is_recorded() -> None:
    files = {p.name for p in REPRO.iterdir() if p.suffix != ".hcldec"}
    assert files == set(REFERENCE)


def _parse(name: str) -> tuple[Any, hclkit.Diagnostics]:
    return hclkit.parse_file(REPRO / name)


@pytest.mark.parametrize("name", sorted(n for n in REFERENCE if not n.endswith(".txt")))
def test_file_gives_the_reference_diagnostics(name: str) -> None:
    file, diags = _parse(name)
    assert file is not None
    if name not in DELIBERATE:
        assert diags_json(diags) == REFERENCE[name]["diagnostics"]


@pytest.mark.parametrize("name", sorted(n for n in REFERENCE if n.endswith(".txt")))
def test_expression_gives_the_reference_answer(name: str) -> None:
    req = {"src": (REPRO / name).read_text(encoding="utf-8", errors="surrogateescape"),
           "kind": "expr", "vars": {}}
    assert comparable(hclkit_answer(req)) == comparable(REFERENCE[name]["eval"])


@pytest.mark.parametrize("name", sorted(DELIBERATE))
def test_huge_legacy_index_is_an_invalid_number(name: str) -> None:
    file, diags = _parse(name)
    attrs, more = file.body.just_attributes()
    for attr in attrs.values():
        _, value_diags = attr.expr.value(hclkit.EvalContext({"x": {}, "a": {}}))
        more.extend(value_diags)
    found = [d for d in [*diags, *more] if d.summary == "Invalid number literal"]
    assert found and all(d.subject is not None for d in found)


def test_json_reproducer_through_hcldec() -> None:
    import io

    from hclkit.cli.hcldec import main
    out, err = io.StringIO(), io.StringIO()
    code = main(["--spec", str(REPRO / "02d_spec.hcldec"),
                 str(REPRO / "02d_quadratic_columns_json.tf.json")], stdout=out, stderr=err)
    assert code == 0, err.getvalue()
    assert len(json.loads(out.getvalue())) == 1500
