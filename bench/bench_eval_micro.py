#!/usr/bin/env python3
"""Evaluation micro-benchmarks, beside the reference (not a test).

    python bench/bench_eval_micro.py [N]

Each case is one expression over ``xs``, a list of N numbers (default
30,000), answered end to end: hclkit parses the expression, evaluates it
with the standard functions and writes the value as JSON; the reference
oracle (``$HCL_REF/hcl-oracle eval``, default ``/tmp/hcl-ref``) reads the
request (with ``xs``), parses, evaluates and writes its answer, in one
process.  Times are CPU time, the best of three; the ratio is hclkit's time
over the reference's (at most 1 wanted: issue 23).
"""

from __future__ import annotations

import gc
import json
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

import hclkit  # noqa: E402

REF = Path(os.environ.get("HCL_REF", "/tmp/hcl-ref")) / "hcl-oracle"
REPEAT = 3

CASES = [
    '[for i in xs: i % 3 == 0 ? "a" : "b"]',
    "[for i in xs: length([i, i, i])]",
    '{for i in xs: "k${i}" => {a = i, b = "x"}}',
    '[for i in xs: "item-${i}"]',
    "[for i in xs: i * 2 + 1 if i % 2 == 0]",
    "[for i in xs: max(i, 10)]",
    "length(xs)",
]


def ours(src: str, xs: list[int]) -> float:
    best = float("inf")
    for _ in range(REPEAT):
        gc.collect()
        start = time.process_time()
        # As the reference reads its request: the variables are part of the work.
        ctx = hclkit.EvalContext({"xs": xs}, hclkit.stdlib.functions())
        expr, diags = hclkit.parse_expression(src)
        value, more = expr.value(ctx)
        hclkit.to_json(value)
        best = min(best, time.process_time() - start)
        if diags.has_errors() or more.has_errors():
            raise SystemExit(f"hclkit failed on {src}: {[*diags, *more][0]}")
    return best


def theirs(src: str, xs: list[int]) -> float:
    request = json.dumps({"src": src, "kind": "expr",
                          "vars": {"xs": {"type": ["list", "number"], "value": xs}}}) + "\n"
    best = float("inf")
    for _ in range(REPEAT):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        out = subprocess.run([str(REF), "eval"], input=request, text=True,
                             capture_output=True, check=True).stdout
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        best = min(best, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
        if any(d["severity"] == "error" for d in json.loads(out)["diagnostics"]):
            raise SystemExit(f"the reference failed on {src}")
    return best


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 30_000
    xs = list(range(n))
    print(f"xs: {n} numbers; CPU time, best of {REPEAT}; {os.cpu_count()} cores, "
          f"Python {sys.version.split()[0]}")
    print(f"{'case':<46} {'hclkit':>8} {'reference':>10} {'ratio':>7}")
    worst = 0.0
    for src in CASES:
        mine = ours(src, xs)
        if not REF.exists():
            print(f"{src:<46} {mine:8.3f} {'-':>10}")
            continue
        ref = theirs(src, xs)
        worst = max(worst, mine / ref)
        print(f"{src:<46} {mine:8.3f} {ref:10.3f} {mine / ref:6.2f}x")
    if REF.exists():
        print(f"slowest case: {worst:.2f}x the reference's time (at most 1 wanted)")


if __name__ == "__main__":
    main()
