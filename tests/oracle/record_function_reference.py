#!/usr/bin/env python3
"""Record the reference's answers to the function reference's examples.

    python tests/oracle/record_function_reference.py

Sends every example of every function of the standard table
(``hclkit.stdlib.functions()``, whose functions the reference has) to
``hcl-oracle eval`` (``$HCL_REF``, default ``/tmp/hcl-ref``) and writes
``tests/data/function_reference/oracle.jsonl``: each line an example's
expression and the oracle's answer (type and value, or diagnostics).
``tests/test_function_reference.py`` checks our results against it.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tools.function_reference import definitions

from tests.oracle.cases import dump_exact, load_answer, normalise_answer
from tests.oracle.live import reference_tool

OUT = Path(__file__).resolve().parents[1] / "data" / "function_reference" / "oracle.jsonl"


def standard_examples() -> list[str]:
    """The expressions of the examples of the standard table's functions."""
    return sorted({ex.expression for defs in definitions().values() for d in defs
                   if "standard" in d.tables and d.same_as is None
                   for ex in d.function.examples})


def ask(oracle: str, expressions: list[str]) -> list[Any]:
    requests = "".join(dump_exact({"src": e, "kind": "expr"}) + "\n" for e in expressions)
    out = subprocess.run([oracle, "eval"], input=requests, capture_output=True, text=True,
                         check=True, timeout=600).stdout.splitlines()
    return [normalise_answer(load_answer(line)) for line in out]


def main() -> None:
    oracle = reference_tool("hcl-oracle")
    if oracle is None:
        sys.exit("no hcl-oracle (build it with ../shared/oracle/build.sh)")
    expressions = standard_examples()
    answers = ask(oracle, expressions)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    with OUT.open("w", encoding="utf-8") as f:
        for expression, answer in zip(expressions, answers):
            f.write(dump_exact({"expression": expression, "answer": answer}) + "\n")
    print(f"{len(expressions)} examples -> {OUT}")


if __name__ == "__main__":
    main()
