#!/usr/bin/env python3
"""Record the reference's parse of the JSON-syntax corpora.

    python tests/oracle/record_json_syntax.py [CORPUS...]

Runs the oracle's ``dump`` over tests/data/json/CORPUS/*.json for each corpus
(default: valid and broken), from tests/data/json so that file names in
messages read ``valid/…``, ``broken/…`` as the tests name them, and writes
CORPUS.expected.json beside them: per file the parse diagnostics, and the
names and diagnostics of "just attributes" processing of the root body.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.oracle.cases import dump_exact, load_answer
from tests.oracle.live import reference_tool

JSON_DATA = Path(__file__).resolve().parents[1] / "data" / "json"
CORPORA = ("valid", "broken")


def main() -> None:
    oracle = reference_tool("hcl-oracle")
    if oracle is None:
        sys.exit("no hcl-oracle: build it with ../shared/oracle/build.sh")
    for corpus in sys.argv[1:] or CORPORA:
        files = sorted(str(p.relative_to(JSON_DATA))
                       for p in (JSON_DATA / corpus).glob("*.json"))
        out = subprocess.run([oracle, "dump", *files], cwd=JSON_DATA, capture_output=True,
                             text=True, check=True).stdout
        answers = load_answer(out)
        lines = [f"{dump_exact(name)}:{dump_exact(answers[name])}" for name in files]
        (JSON_DATA / f"{corpus}.expected.json").write_text(
            "{\n" + ",\n".join(lines) + "\n}\n", encoding="utf-8")
        rejected = sum(1 for name in files if answers[name]["diagnostics"])
        print(f"{corpus}: {len(files)} files, {rejected} rejected")


if __name__ == "__main__":
    main()
