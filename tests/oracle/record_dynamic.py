#!/usr/bin/env python3
"""Record the reference's expansion of ``dynamic`` blocks as test data.

    python tests/oracle/record_dynamic.py

Runs ``hcl-oracle dynamic`` (``$HCL_REF``, default ``/tmp/hcl-ref``; build it
with ``../shared/oracle/build.sh``) on each case of ``tests/ext/dynamic_cases.py``
and writes ``tests/data/dynamic/cases.jsonl``: each line the case and the
oracle's answer (the body dumped through a schema inferred from the source,
and the diagnostics).
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.ext.dynamic_cases import CASES
from tests.oracle.cases import dump_exact
from tests.oracle.live import reference_tool

OUT = Path(__file__).resolve().parents[1] / "data" / "dynamic" / "cases.jsonl"


def ask(oracle: str, src: str, variables: dict[str, Any]) -> dict[str, Any]:
    import subprocess

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "case.hcl"
        path.write_text(src)
        args = [oracle, "dynamic", str(path)]
        if variables:
            (Path(tmp) / "vars.json").write_text(dump_exact(variables))
            args.append(str(Path(tmp) / "vars.json"))
        out = subprocess.run(args, capture_output=True, text=True, check=True).stdout
    answer: dict[str, Any] = json.loads(out)
    return answer


def main() -> None:
    oracle = reference_tool("hcl-oracle")
    if oracle is None:
        sys.exit("no hcl-oracle: build it with ../shared/oracle/build.sh")
    OUT.parent.mkdir(parents=True, exist_ok=True)
    with OUT.open("w") as f:
        for c in CASES:
            record = dict(c, answer=ask(oracle, c["src"], c["vars"]))
            f.write(json.dumps(record, ensure_ascii=False) + "\n")
    print(f"{len(CASES)} cases -> {OUT}")


if __name__ == "__main__":
    main()
