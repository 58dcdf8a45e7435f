#!/usr/bin/env python3
"""Record how the reference ``hcldec`` prints the first syntax error of each
rejected file in the native corpora (tests/data/native/broken and
spec_examples), as plain text.

    python tests/oracle/record_native_text.py

Writes tests/data/native/first_error_text.json: file name -> the first
diagnostic's text, exactly as hcldec wrote it (decoded with
surrogateescape).  Run from tests/data/native, so names read ``broken/…``.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.oracle.live import reference_tool

NATIVE = Path(__file__).resolve().parents[1] / "data" / "native"
OUT = NATIVE / "first_error_text.json"
# A spec that reads nothing: only syntax errors are reported... and every
# attribute is "unsupported", so that is filtered out below.
SPEC = "literal {\n  value = 1\n}\n"


def first_error_text(hcldec: str, spec: Path, name: str) -> str | None:
    done = subprocess.run([hcldec, "--spec", str(spec), name], cwd=NATIVE,
                          capture_output=True, check=False)
    text = done.stderr.decode("utf-8", "surrogateescape")
    blocks = [b for b in re.split(r"(?m)^(?=Error: |Warning: )", text) if b]
    if not blocks or blocks[0].startswith(("Error: Unsupported argument",
                                          "Error: Unsupported block type")):
        return None  # no syntax error: the file is valid
    return blocks[0]


def record(hcldec: str) -> dict[str, str]:
    found: dict[str, str] = {}
    with tempfile.TemporaryDirectory() as tmp:
        spec = Path(tmp) / "spec.hcldec"
        spec.write_text(SPEC, encoding="utf-8")
        for corpus in ("broken", "spec_examples"):
            for path in sorted((NATIVE / corpus).glob("*.hcl")):
                name = str(path.relative_to(NATIVE))
                text = first_error_text(hcldec, spec, name)
                if text is not None:
                    found[name] = text
    return found


def main() -> None:
    hcldec = reference_tool("hcldec")
    if hcldec is None:
        sys.exit("no hcldec: build it with ../shared/oracle/build.sh")
    found = record(hcldec)
    # ASCII-escaped, so that bytes that are not UTF-8 survive as \udcXX.
    OUT.write_text(json.dumps(found, indent=1) + "\n", encoding="utf-8")
    print(f"{len(found)} files")


if __name__ == "__main__":
    main()
