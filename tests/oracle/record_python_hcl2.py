#!/usr/bin/env python3
"""Record python-hcl2's output on the native corpora, for hclkit.compat.hcl2's tests.

    python tests/oracle/record_python_hcl2.py

Runs python-hcl2 (the version pinned below, installed by the ``bench``
extra) with ``SerializationOptions(with_comments=False,
explicit_blocks=False, strip_string_quotes=True)`` (its long-standing
output shape) over tests/data/native/valid, tests/data/native/spec_examples
and tests/data/hcl2compat/modules, and writes
tests/data/hcl2compat/python-hcl2.json: per file (relative to tests/data)
its output, or the exception it raised.  With a built oracle on PATH it
also records whether the reference parses each file without errors.  The
tests compare hclkit.compat.hcl2 with these answers and never need
python-hcl2.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.oracle.live import reference_tool

DATA = Path(__file__).resolve().parents[1] / "data"
OUT = DATA / "hcl2compat" / "python-hcl2.json"
CORPORA = ("native/valid/*.hcl", "native/spec_examples/*.hcl", "hcl2compat/modules/*")
PINNED = "8.1.4"  # the version these answers come from


def corpus() -> list[Path]:
    return [p for pattern in CORPORA for p in sorted(DATA.glob(pattern))]


def reference_verdicts(files: list[Path]) -> dict[str, bool]:
    oracle = reference_tool("hcl-oracle")
    if oracle is None:
        return {}
    verdicts = {}
    for path in files:
        out = subprocess.run([oracle, "dump", path.name], cwd=path.parent, capture_output=True,
                             text=True, check=True).stdout
        answer = json.loads(out)[path.name]
        verdicts[str(path.relative_to(DATA))] = not any(
            d.get("severity") == "error" for d in answer.get("diagnostics", []))
    return verdicts


def main() -> None:
    import hcl2
    from hcl2 import SerializationOptions

    if hcl2.__version__ != PINNED:
        sys.exit(f"python-hcl2 {hcl2.__version__} is installed; these answers are {PINNED}'s")
    options = SerializationOptions(with_comments=False, explicit_blocks=False,
                                   strip_string_quotes=True)
    files = corpus()
    verdicts = reference_verdicts(files)
    answers: dict[str, Any] = {}
    for path in files:
        name = str(path.relative_to(DATA))
        entry: dict[str, Any] = {}
        if name in verdicts:
            entry["reference_valid"] = verdicts[name]
        try:
            # Bytes decoded as they are: no newline translation (CRLF files stay CRLF).
            entry["output"] = hcl2.loads(path.read_bytes().decode("utf-8"),
                                         serialization_options=options)
        except Exception as e:  # what python-hcl2 refuses is recorded, not fixed
            entry["error"] = type(e).__name__
        answers[name] = entry
    record = {"python-hcl2": PINNED,
              "options": "SerializationOptions(with_comments=False, explicit_blocks=False, "
                         "strip_string_quotes=True)",
              "files": answers}
    OUT.write_text(json.dumps(record, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    failed = sum("error" in e for e in answers.values())
    print(f"{len(answers)} files, python-hcl2 failed on {failed}: {OUT}")


if __name__ == "__main__":
    main()
