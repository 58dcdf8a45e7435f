#!/usr/bin/env python3
"""Show where hclkit's evaluation differs from the recordings (a dev tool).

    python tests/eval/compare.py [NAME...]     # names of tests/data/eval/*.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.eval.harness import DATA, comparable, hclkit_answer, load_records, parse_case_line


def main(names: list[str]) -> None:
    paths = [DATA / f"{n}.jsonl" for n in names] or sorted(DATA.glob("*.jsonl"))
    bad = total = 0
    for path in paths:
        for rec in load_records(path):
            total += 1
            req = parse_case_line(rec["case"])
            assert req is not None
            try:
                ours = comparable(hclkit_answer(req))
            except Exception as e:
                ours = f"EXCEPTION {type(e).__name__}: {e}"
            theirs = comparable(rec["answer"])
            if ours != theirs:
                bad += 1
                print(f"--- {path.stem}: {rec['case']}\n  ref: {theirs}\n  us:  {ours}")
    print(f"{total - bad}/{total} agree")


if __name__ == "__main__":
    main(sys.argv[1:])
