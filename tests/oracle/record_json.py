#!/usr/bin/env python3
"""Record how the reference hcldec writes values as JSON (with and without
--with-type, and with --keep-nulls so that hcldec keeps null attributes), for
tests/types/test_json.py.

    python tests/oracle/record_json.py > tests/data/types/hcldec_json.jsonl

Each value goes in through --vars (so its type is the one JSON implies:
objects, tuples, numbers, strings, bools, null) and comes out through a spec
``attr { name = "v"  type = any }`` with the input ``v = x``.
"""

from __future__ import annotations

import json
import os
import subprocess
import tempfile
from pathlib import Path

REF = os.environ.get("HCL_REF", "/tmp/hcl-ref")

VALUES = [
    "plain", "", "<a&b>", "tab\there", "new\nline", "quote\"s", "back\\slash", "/slash",
    "\u2028\u2029", "\x01\x1f\x7f", "é ü 日本 😀", "\u00ad", "\b\f\r",
    0, 1, -1, 1.5, 0.1, 123456789012345678901234567890, 1e21, 1e-7, 2.5e-300,
    True, False, None,
    [], {}, [1, "a", True, None], {"b": 1, "a": [2, {"c": None}]},
    {"a<b": "x", "é": 1, "": 2, "with space": [3]},
    [[[]], {"x": {}}],
]


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        d = Path(tmp)
        (d / "spec.hcldec").write_text('attr {\n  name = "v"\n  type = any\n}\n')
        (d / "input.hcl").write_text("v = x\n")
        for value in VALUES:
            vars_json = json.dumps({"x": value}, ensure_ascii=False)
            for flags in (["--keep-nulls"], ["--keep-nulls", "--with-type"], ["--with-type"]):
                if flags == ["--with-type"] and "null" in vars_json:
                    continue  # without --keep-nulls hcldec drops nulls: its own business
                if value is None and "--with-type" in flags:
                    continue  # hcldec writes a null result plainly: its own business too
                proc = subprocess.run(
                    [f"{REF}/hcldec", "--spec=spec.hcldec", f"--vars={vars_json}", *flags,
                     "input.hcl"], cwd=d, capture_output=True, text=True, check=False)
                print(json.dumps({"vars": vars_json, "flags": flags, "exit": proc.returncode,
                                  "stdout": proc.stdout, "stderr": proc.stderr},
                                 ensure_ascii=False))


if __name__ == "__main__":
    main()
