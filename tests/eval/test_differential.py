"""Differential testing: random expressions (tests/eval/generate.py)
evaluated by hclkit and by a live reference oracle must agree.

Skipped without a live oracle (build one with ../shared/oracle/build.sh).
The number of examples is ``$HCLKIT_DIFF_EXAMPLES`` (default 300); the
issue's 20,000-case run is::

    HCLKIT_DIFF_EXAMPLES=20000 HCLKIT_DIFF_LOG=diffs.txt \
        python -m pytest tests/eval/test_differential.py

Every difference found becomes a golden case (tests/data/eval/cases/
differential.txt, recorded with tests/oracle/record_eval.py).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings

from tests.eval.generate import expressions
from tests.eval.harness import STANDARD_UNKNOWNS, STANDARD_VARS, comparable, hclkit_answer
from tests.oracle.cases import load_answer
from tests.oracle.live import require

pytestmark = pytest.mark.oracle

EXAMPLES = int(os.environ.get("HCLKIT_DIFF_EXAMPLES", "300"))
# With a log file, differences are written there (one source per line) and
# the run goes on, so that a long run finds them all at once.
LOG = os.environ.get("HCLKIT_DIFF_LOG")


class Oracle:
    """One long-running ``hcl-oracle eval``: a request in, an answer out."""

    def __init__(self, path: str) -> None:
        self.proc = subprocess.Popen([path, "eval"], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, bufsize=1)

    def ask(self, request: dict[str, Any]) -> dict[str, Any]:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(json.dumps(request, ensure_ascii=False) + "\n")
        self.proc.stdin.flush()
        answer: dict[str, Any] = load_answer(self.proc.stdout.readline())
        return answer

    def close(self) -> None:
        if self.proc.stdin is not None:
            self.proc.stdin.close()
        self.proc.wait(timeout=10)


@pytest.fixture(scope="module")
def oracle() -> Iterator[Oracle]:
    live = Oracle(require("hcl-oracle"))
    yield live
    live.close()


# Where several attributes or elements are wrong the reference names one at random.
_MEMBER = re.compile(r'(element|attribute|key) "[^"]*"')


def _blind(text: str) -> str:
    return _MEMBER.sub(r'\1 "…"', text)


@settings(max_examples=EXAMPLES, deadline=None, derandomize=False,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(src=expressions())
def test_random_expressions_agree_with_reference(oracle: Oracle, src: str) -> None:
    request = {"src": src, "kind": "expr", "vars": STANDARD_VARS,
               "unknowns": STANDARD_UNKNOWNS}
    theirs = oracle.ask(request)
    if any("panic" in d.get("detail", "") for d in theirs.get("diagnostics") or []):
        # The reference crashed; hclkit must give a diagnostic instead.
        ours = hclkit_answer(request)
        assert ours.get("diagnostics") or ours.get("parse_diagnostics"), src
        return
    ours = hclkit_answer(request)
    if "parse_diagnostics" in theirs and "parse_diagnostics" in ours:
        # Syntax errors are the parser's business (tests/native); after random
        # junk only their presence and first summary are compared here.
        agree = ours["parse_diagnostics"][0]["summary"] == \
            theirs["parse_diagnostics"][0]["summary"]
    else:
        agree = _blind(comparable(ours)) == _blind(comparable(theirs))
    if LOG and not agree:
        with open(LOG, "a", encoding="utf-8") as log:
            log.write(src + "\n")
        return
    assert agree, src
