#!/usr/bin/env python3
"""Record the reference's evaluation answers as test data.

    python tests/oracle/record_eval.py [CASE_FILE...]

Reads the case files (default: every ``tests/data/eval/cases/*.txt``; the
line format is in ``tests/eval/harness.py``), asks the reference oracle
(``$HCL_REF/hcl-oracle eval``, default ``/tmp/hcl-ref``; build it with
``../shared/oracle/build.sh``) and writes ``tests/data/eval/NAME.jsonl``:
one ``{"case": LINE, "answer": ANSWER}`` per case, in file order.  The tests
replay them against hclkit without Go.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.eval.harness import CASES, DATA, parse_case_line
from tests.oracle.cases import dump_exact, load_answer

REF = os.environ.get("HCL_REF", "/tmp/hcl-ref")


def ask(requests: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The oracle's answers, without its traversal and range reports."""
    text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in requests)
    out = subprocess.run([f"{REF}/hcl-oracle", "eval"], input=text, capture_output=True,
                         text=True, check=True, timeout=900).stdout.splitlines()
    if len(out) != len(requests):
        raise SystemExit(f"the oracle answered {len(out)} of {len(requests)} requests")
    answers = []
    for line in out:
        answer = load_answer(line)
        answer.pop("vars", None)
        answer.pop("range", None)
        answers.append(answer)
    return answers


def record(path: Path) -> int:
    lines = [line for line in path.read_text(encoding="utf-8").split("\n")
             if parse_case_line(line) is not None]
    requests = [parse_case_line(line) for line in lines]
    answers = ask([r for r in requests if r is not None])
    out = DATA / (path.stem + ".jsonl")
    with out.open("w", encoding="utf-8") as f:
        for line, answer in zip(lines, answers, strict=True):
            f.write(dump_exact({"case": line, "answer": answer}) + "\n")
    return len(lines)


def main(argv: list[str]) -> None:
    files = [Path(a) for a in argv] or sorted(CASES.glob("*.txt"))
    total = 0
    for path in files:
        n = record(path)
        total += n
        print(f"{path.name}: {n} cases")
    print(f"{total} cases recorded")


if __name__ == "__main__":
    main(sys.argv[1:])
