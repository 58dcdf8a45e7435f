"""Record the reference's answers for the robustness reproducers
(tests/data/robustness/repro, copied from ../shared/repro): the parse
diagnostics of each file (``hcl-oracle dump``) and, for each ``.txt``
expression, its evaluation (``hcl-oracle eval``, with the function library).

    python tests/oracle/record_repro.py   # writes tests/data/robustness/repro.json
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from tests.oracle.live import reference_tool

HERE = Path(__file__).resolve().parents[1] / "data" / "robustness"


def main() -> None:
    oracle = reference_tool("hcl-oracle")
    if oracle is None:
        sys.exit("no hcl-oracle: build it with ../shared/oracle/build.sh")
    answers: dict[str, object] = {}
    for path in sorted((HERE / "repro").iterdir()):
        if path.suffix == ".hcldec":
            continue
        if path.suffix == ".txt":
            req = {"src": path.read_text(encoding="utf-8", errors="surrogateescape"),
                   "kind": "expr", "vars": {}}
            out = subprocess.run([oracle, "eval"], input=json.dumps(req) + "\n",
                                 capture_output=True, text=True, timeout=600, check=False)
            answers[path.name] = {"eval": json.loads(out.stdout)} if out.returncode == 0 \
                else {"crash": out.stderr[-500:]}
            continue
        out = subprocess.run([oracle, "dump", str(path)], capture_output=True, timeout=600,
                             check=False)
        if out.returncode != 0:
            answers[path.name] = {"crash": out.stderr[-500:].decode("utf-8", "replace")}
            continue
        # Numbers with a million digits are beyond Python's default int
        # conversion: keep only the diagnostics, which is what is compared.
        dump = json.loads(out.stdout, parse_int=lambda s: int(s) if len(s) < 4000 else s)
        answers[path.name] = {"diagnostics": next(iter(dump.values()))["diagnostics"]}
    (HERE / "repro.json").write_text(json.dumps(answers, indent=1, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
