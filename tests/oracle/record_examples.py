#!/usr/bin/env python3
"""Record what the reference ``hcldec`` makes of the bundled examples.

    HCL_REF=/tmp/hcl-ref python tests/oracle/record_examples.py

Runs each run in ``EXAMPLE_RUNS`` (tests/test_examples.py) from the examples
folder and writes tests/data/examples_hcldec.json: the exit code, stdout and
stderr of each.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.oracle.live import reference_tool
from tests.test_examples import EXAMPLE_RUNS, EXAMPLES, RECORDED


def main() -> None:
    hcldec = reference_tool("hcldec")
    if hcldec is None:
        sys.exit("no reference hcldec (build it with ../shared/oracle/build.sh)")
    answers = {}
    for name, args in EXAMPLE_RUNS.items():
        proc = subprocess.run([hcldec, *args], cwd=EXAMPLES, capture_output=True, text=True,
                              timeout=60, check=False)
        answers[name] = {"exit": proc.returncode, "stdout": proc.stdout, "stderr": proc.stderr}
    RECORDED.write_text(json.dumps(answers, indent=1, ensure_ascii=False) + "\n",
                        encoding="utf-8")
    print(f"{len(answers)} runs recorded")


if __name__ == "__main__":
    main()
