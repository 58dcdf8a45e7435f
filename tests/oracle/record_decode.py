#!/usr/bin/env python3
"""Record the reference ``hcldec``'s diagnostics for the decode cases.

    HCL_REF=/tmp/hcl-ref python tests/oracle/record_decode.py

Each configuration of tests/convenience/decode_cases.py is decoded by the
reference ``hcldec`` through that module's spec (``--diags=json``); the exit
code and the diagnostics go to tests/data/decode/reference.json.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.convenience.decode_cases import CASES, SPEC
from tests.oracle.live import reference_tool

RECORDED = Path(__file__).resolve().parents[1] / "data" / "decode" / "reference.json"


def run(hcldec: str, filename: str, config: str) -> dict[str, object]:
    """What the reference says of one configuration."""
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "spec.hcldec").write_text(SPEC, encoding="utf-8")
        (Path(tmp) / filename).write_text(config, encoding="utf-8")
        proc = subprocess.run([hcldec, "--spec=spec.hcldec", "--diags=json", filename],
                              cwd=tmp, capture_output=True, text=True, timeout=60, check=False)
    diags = json.loads(proc.stderr)["diagnostics"] if proc.stderr.strip() else []
    return {"exit": proc.returncode, "diagnostics": diags}


def main() -> None:
    hcldec = reference_tool("hcldec")
    if hcldec is None:
        sys.exit("no reference hcldec (build it with ../shared/oracle/build.sh)")
    answers = {name: run(hcldec, filename, config) for name, (filename, config) in CASES.items()}
    RECORDED.write_text(json.dumps(answers, indent=1, ensure_ascii=False) + "\n",
                        encoding="utf-8")
    print(f"{len(answers)} cases recorded")


if __name__ == "__main__":
    main()
