#!/usr/bin/env python3
"""Record python-hcl2's ``hcl2tojson`` and ``jsontohcl2`` commands on the
files of tests/data/hcl2compat/cli, for the tests of ``hclkit-hcl2tojson``
and ``hclkit-jsontohcl2``.

    python tests/oracle/record_python_hcl2_cli.py

Runs each command line of ``CASES`` (``JSON_CASES`` for ``jsontohcl2``, in
its ``json`` folder; in that folder, standard input given
where the case has one) with python-hcl2 8.1.4's ``hcl2tojson`` and writes
tests/data/hcl2compat/cli.json: per case its exit code, standard output,
standard error and the files ``-o`` wrote (under ``out``).  Standard error
is compared only where every input parses (and the original of
``--semantic-diff`` parses) (elsewhere it holds Lark's
messages, which hclkit replaces with its diagnostics).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

FOLDER = Path(__file__).resolve().parents[1] / "data" / "hcl2compat" / "cli"
OUT = FOLDER.parent / "cli.json"
# (arguments, standard input or None)
CASES: list[tuple[list[str], str | None]] = [
    (["one.tf"], None), (["--json-indent", "2", "one.tf"], None), (["--compact", "one.tf"], None),
    (["one.tf", "bad.tf"], None), (["-s", "one.tf", "bad.tf"], None), (["bad.tf"], None),
    (["-s", "bad.tf"], None), (["-q", "bad.tf"], None), (["d"], None),
    (["--ndjson", "d"], None), (["--ndjson", "one.tf"], None), (["missing.tf"], None),
    (["--only", "resource", "one.tf"], None),
    (["--exclude", "resource", "one.tf"], None), (["--fields", "b,default", "one.tf"], None),
    (["--fields", "b,c", "f.tf"], None), (["--with-comments", "one.tf"], None),
    (["d/*.tf"], None), (["--ndjson", "d/**/*.hcl"], None),
    (["--ndjson", "one.tf", "bad.tf"], None),
    (["--ndjson", "-s", "one.tf", "bad.tf"], None), (["-s", "--ndjson", "bad.tf"], None),
    (["--version"], None), (["--ndjson", "ext"], None), (["--ndjson", "-q", "ext"], None),
    (["--strip-string-quotes", "--no-explicit-blocks", "one.tf"], None),
    ([], "x = 1\n"), (["-"], "x = 1\n"), (["--ndjson", "-", "one.tf"], "x = 1\n"),
    ([], "x = \n"), (["-o", "out/one.json", "one.tf"], None), (["-o", "out", "d"], None),
    (["-o", "out", "one.tf", "bad.tf"], None), (["-s", "-o", "out", "one.tf", "bad.tf"], None),
    (["--with-meta", "--with-comments", "--wrap-objects", "--wrap-tuples",
      "--no-preserve-heredocs", "--force-parens", "--no-preserve-scientific", "opts.tf"], None),
    (["--only", "resource", "--exclude", "x", "one.tf"], None), (["--bogus"], None),
]
JSON_CASES: list[tuple[list[str], str | None]] = [
    (["one.json"], None), (["bad.json"], None), (["-s", "bad.json"], None), (["arr.json"], None),
    (["--fragment", "frag.json"], None), (["--dry-run", "one.json"], None),
    (["--diff", "orig.tf", "one.json"], None), (["--diff", "diffo.tf", "one.json"], None),
    (["--diff", "same.tf", "one.json"], None), (["--diff", "missing.tf", "one.json"], None),
    (["one.json", "-o", "out/one.tf"], None), (["missing.json"], None),
    (["--indent", "4", "--no-align", "one.json"], None), (["one.json", "bad.json"], None),
    (["jd", "-o", "out"], None), (["--fragment", "-q", "arr.json"], None), (["nest.json"], None),
    (["str.json"], None), (["--colon-separator", "--no-trailing-comma", "nest.json"], None),
    (["--open-empty-tuples", "--no-open-empty-blocks", "--no-open-empty-objects", "one.json"],
     None), (["--version"], None), ([], '{"x": 1}'), (["-"], '{"x": "\\"s\\""}'),
    (["--fragment", "-"], '{"x": "\\"v\\"", "n": 3}'), (["--heredocs-to-strings", "one.json"],
                                                           None),
    (["--semantic-diff", "orig.tf", "one.json"], None),
    (["--semantic-diff", "diffo.tf", "one.json"], None),
    (["--semantic-diff", "diffo.tf", "--diff-json", "one.json"], None),
    (["--semantic-diff", "sem.tf", "sem.json"], None),
    (["--semantic-diff", "sem.tf", "--diff-json", "sem.json"], None),
    (["--semantic-diff", "sem.tf", "arr.json"], None), (["--semantic-diff", "sem.tf", "str.json"],
                                                        None),
    (["--semantic-diff", "missing.tf", "one.json"], None),
    (["--semantic-diff", "orig.tf", "missing.json"], None),
    (["--semantic-diff", "orig.tf", "bad.json"], None),
    (["--semantic-diff", "badorig.tf", "one.json"], None),
    (["--semantic-diff", "orig.tf", "one.json", "nest.json"], None),
    (["--semantic-diff", "orig.tf", "jd"], None), (["--semantic-diff", "diffo.tf"], '{"a": 3}'),
    (["--semantic-diff", "diffo.tf", "-q", "-s", "one.json"], None),
    (["--diff", "diffo.tf", "--diff-json", "one.json"], None),
    (["--diff", "same.tf", "--diff-json", "one.json"], None),
    (["--diff", "diffo.tf", "--diff-json", "-"], '{"a": 3}'),
    (["--diff", "orig.tf", "missing.json"], None), (["--diff", "orig.tf", "jd"], None),
    (["--diff", "orig.tf", "one.json", "nest.json"], None),
    (["--dry-run", "o*.json"], None), (["--dry-run", "*.json"], None),
    (["--dry-run", "zz*.json"], None), (["--dry-run", "missing.json"], None),
    (["--fragment", "one.json", "nest.json"], None), (["--diff-json", "one.json"], None),
    (["--fragment", "--semantic-diff", "orig.tf", "one.json"], None),
]


def run(command: list[str], args: list[str], stdin: str | None,
        folder: Path = FOLDER) -> dict[str, Any]:
    shutil.rmtree(folder / "out", ignore_errors=True)
    proc = subprocess.run(command + args, cwd=folder, input=stdin or "", capture_output=True,
                          text=True, check=False)
    written = {str(p.relative_to(folder)): p.read_text(encoding="utf-8")
               for p in sorted((folder / "out").rglob("*")) if p.is_file()} if (
        folder / "out").exists() else {}
    shutil.rmtree(folder / "out", ignore_errors=True)
    return {"args": args, "stdin": stdin, "code": proc.returncode, "stdout": proc.stdout,
            "stderr": proc.stderr, "out": written}


def main() -> None:
    tool = shutil.which("hcl2tojson", path=str(Path(sys.executable).parent))
    if tool is None:
        sys.exit("python-hcl2's hcl2tojson is not installed (pip install '.[bench]')")
    back = shutil.which("jsontohcl2", path=str(Path(sys.executable).parent))
    assert back is not None
    answers = [run([tool], args, stdin) for args, stdin in CASES]
    json_answers = [run([back], args, stdin, FOLDER / "json") for args, stdin in JSON_CASES]
    OUT.write_text(json.dumps({"python-hcl2": "8.1.4", "cases": answers,
                               "json_cases": json_answers}, indent=1,
                              ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{len(answers)} + {len(json_answers)} cases: {OUT}")


if __name__ == "__main__":
    main()
