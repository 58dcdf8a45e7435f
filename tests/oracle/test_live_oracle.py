"""Re-check the recorded answers against a live reference, when one is present.

Skipped without one; run ../shared/oracle/build.sh to have one.  The recorded
data are what the rest of the suite checks hclkit against, so this keeps them
honest: the live reference must still give the same answers.
"""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path
from typing import Any

import pytest

import hclkit
from tests.native.spec_examples import NATIVE, all_examples, canonical
from tests.oracle.cases import dump_exact, load_answer, normalise_answer
from tests.oracle.live import require

DATA = Path(__file__).resolve().parents[1] / "data" / "types"
FAMILIES = ["convert", "unify", "equality", "sets", "numbers"]

pytestmark = pytest.mark.oracle


def _member_blind(answer: dict[str, Any]) -> str:
    """An answer with attribute and key names in messages blanked out: where
    several are wrong the reference names one at random."""
    for d in answer.get("diagnostics") or []:
        d["detail"] = re.sub(r'(element|attribute) "[^"]*"', r"\1 _", d.get("detail", ""))
    return dump_exact(answer)


@pytest.mark.parametrize("family", FAMILIES)
def test_recorded_answers_still_hold(family: str) -> None:
    oracle = require("hcl-oracle")
    records = [load_answer(line) for line in
               (DATA / f"{family}.jsonl").read_text(encoding="utf-8").rstrip("\n").split("\n")]
    requests = "".join(json.dumps(_plain(r["request"]), ensure_ascii=False) + "\n"
                       for r in records)
    out = subprocess.run([oracle, "eval"], input=requests, capture_output=True, text=True,
                         check=True, timeout=600).stdout.splitlines()
    assert len(out) == len(records)
    for rec, live in zip(records, out, strict=True):
        now = normalise_answer(load_answer(live))
        assert _member_blind(now) == _member_blind(rec["answer"]), rec["request"]["src"]


def test_recorded_hcldec_json_still_holds(tmp_path: Path) -> None:
    hcldec = require("hcldec")
    (tmp_path / "spec.hcldec").write_text('attr {\n  name = "v"\n  type = any\n}\n')
    (tmp_path / "input.hcl").write_text("v = x\n")
    recorded = (DATA / "hcldec_json.jsonl").read_text(encoding="utf-8").rstrip("\n").split("\n")
    for line in recorded:
        rec = json.loads(line)
        proc = subprocess.run([hcldec, "--spec=spec.hcldec", f"--vars={rec['vars']}",
                               *rec["flags"], "input.hcl"], cwd=tmp_path, capture_output=True,
                              text=True, check=False)
        assert (proc.returncode, proc.stdout) == (rec["exit"], rec["stdout"]), rec["vars"]


def _plain(obj: Any) -> Any:
    return json.loads(json.dumps(obj, default=lambda n: json.loads(n.text)))


@pytest.mark.parametrize("corpus", ["valid", "broken", "spec_examples"])
def test_recorded_native_dumps_still_hold(corpus: str) -> None:
    oracle = require("hcl-oracle")
    native = DATA.parent / "native"
    recorded = load_answer((native / f"{corpus}.expected.json").read_text(encoding="utf-8"))
    live = load_answer(subprocess.run([oracle, "dump", *sorted(recorded)], cwd=native,
                                      capture_output=True, text=True, check=True).stdout)
    for name in sorted(recorded):
        assert dump_exact(live[name]) == dump_exact(recorded[name]), name


def _implied_type(v: Any) -> Any:
    """The cty type JSON of a plain JSON value, as HCL literals would give it."""
    if isinstance(v, bool):
        return "bool"
    if isinstance(v, str):
        return "string"
    if isinstance(v, list):
        return ["tuple", [_implied_type(x) for x in v]]
    if isinstance(v, dict):
        return ["object", {k: _implied_type(x) for k, x in v.items()}]
    return "number"


def test_spec_example_expectations_hold_live() -> None:
    """The spec examples' ``expect`` lines that the recorded dump cannot check
    (those needing ``given`` variables) and their ``expect-same-as``
    expressions: the live reference must give the expected value for both."""
    oracle = require("hcl-oracle")
    cases = []
    for ex in all_examples():
        if not ex.has_expect or ex.reference_differs is not None:
            continue
        given = _plain(ex.given or {})
        variables = {k: {"type": _implied_type(v), "value": v} for k, v in given.items()}
        sources = [ex.same_as] if ex.same_as is not None else []
        if ex.given is not None:
            f, _ = hclkit.parse((NATIVE / ex.name).read_bytes(), ex.name)
            # The newline closes a heredoc, whose range ends at its marker.
            sources.append(f.body.attributes["example"].expr.source_text() + "\n")
        cases += [(ex, {"src": src, "vars": variables}) for src in sources]
    requests = "".join(json.dumps(req, ensure_ascii=False) + "\n" for _, req in cases)
    out = subprocess.run([oracle, "eval"], input=requests, capture_output=True, text=True,
                         check=True, timeout=600).stdout.splitlines()
    assert len(out) == len(cases) > 0
    for (ex, req), line in zip(cases, out, strict=True):
        answer = load_answer(line)
        assert canonical(answer.get("value")) == canonical(ex.expect), (ex.name, req["src"])
