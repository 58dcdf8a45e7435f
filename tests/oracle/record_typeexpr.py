#!/usr/bin/env python3
"""Record the reference's answers to type-constraint requests as test data.

    python tests/oracle/record_typeexpr.py

Sends each case of ``tests/ext/typeexpr_cases.py`` to ``hcl-oracle typeexpr``
(``$HCL_REF``, default ``/tmp/hcl-ref``; build it with
``../shared/oracle/build.sh``) and writes ``tests/data/typeexpr/cases.jsonl``:
each line the request and the answer (the constraint, its type string, the
value with defaults applied and converted, or the diagnostics).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.ext.typeexpr_cases import CASES
from tests.oracle.cases import dump_exact, load_answer
from tests.oracle.live import reference_tool

OUT = Path(__file__).resolve().parents[1] / "data" / "typeexpr" / "cases.jsonl"


def requests() -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for type_src, value in CASES:
        req: dict[str, Any] = {"type": type_src}
        if value is not None:
            req["value"] = value
        out.append(req)
    return out


def ask(oracle: str, reqs: list[dict[str, Any]]) -> list[Any]:
    lines = "".join(dump_exact(r) + "\n" for r in reqs)
    out = subprocess.run([oracle, "typeexpr"], input=lines, capture_output=True, text=True,
                         check=True).stdout.splitlines()
    assert len(out) == len(reqs)
    return [load_answer(line) for line in out]


def main() -> None:
    oracle = reference_tool("hcl-oracle")
    if oracle is None:
        sys.exit("no hcl-oracle: build it with ../shared/oracle/build.sh")
    reqs = requests()
    OUT.parent.mkdir(parents=True, exist_ok=True)
    with OUT.open("w") as f:
        for req, answer in zip(reqs, ask(oracle, reqs), strict=True):
            f.write(dump_exact({"request": req, "answer": answer}) + "\n")
    print(f"{len(reqs)} cases -> {OUT}")


if __name__ == "__main__":
    main()
