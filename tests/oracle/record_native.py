#!/usr/bin/env python3
"""Record the reference's parse of the native-syntax corpora.

    python tests/oracle/record_native.py [CORPUS...]

Runs the oracle's ``dump`` over tests/data/native/CORPUS/*.hcl for each
corpus (default: valid, broken and spec_examples, the examples of the
native-syntax spec), from tests/data/native so that file names in messages
read ``valid/…``, ``broken/…`` as the tests name them, and writes
CORPUS.expected.json beside them.  The recording keeps everything the oracle
answers, values included: the structure is checked now, the values once
hclkit evaluates.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.oracle.cases import dump_exact, load_answer
from tests.oracle.live import reference_tool

NATIVE = Path(__file__).resolve().parents[1] / "data" / "native"
CORPORA = ("valid", "broken", "spec_examples")


def main() -> None:
    oracle = reference_tool("hcl-oracle")
    if oracle is None:
        sys.exit("no hcl-oracle: build it with ../shared/oracle/build.sh")
    for corpus in sys.argv[1:] or CORPORA:
        files = sorted(str(p.relative_to(NATIVE)) for p in (NATIVE / corpus).glob("*.hcl"))
        out = subprocess.run([oracle, "dump", *files], cwd=NATIVE, capture_output=True,
                             text=True, check=True).stdout
        answers = load_answer(out)
        lines = [f"{dump_exact(name)}:{dump_exact(answers[name])}" for name in files]
        (NATIVE / f"{corpus}.expected.json").write_text(
            "{\n" + ",\n".join(lines) + "\n}\n", encoding="utf-8")
        rejected = sum(1 for name in files if answers[name]["diagnostics"])
        print(f"{corpus}: {len(files)} files, {rejected} rejected")


if __name__ == "__main__":
    main()
