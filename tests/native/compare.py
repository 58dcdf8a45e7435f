#!/usr/bin/env python3
"""Compare hclkit's parse with a live oracle's, file by file (a development tool).

    python tests/native/compare.py [--first] FILE...

Prints, for each file that differs, the first differences: with --first,
only whether the first diagnostic (summary and subject) matches.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.native.dump import dump, structure_only
from tests.oracle.cases import dump_exact, load_answer
from tests.oracle.live import reference_tool


def differences(a: Any, b: Any, path: str = "") -> list[str]:
    if isinstance(a, dict) and isinstance(b, dict):
        out = []
        for k in sorted(set(a) | set(b), key=str):
            if k not in a or k not in b:
                out.append(f"{path}/{k}: only in {'ours' if k in a else 'oracle'}")
            else:
                out += differences(a[k], b[k], f"{path}/{k}")
        return out
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        out = []
        for n, (x, y) in enumerate(zip(a, b)):
            out += differences(x, y, f"{path}[{n}]")
        return out
    if dump_exact(a) != dump_exact(b):
        return [f"{path}: ours {dump_exact(a)[:300]} != oracle {dump_exact(b)[:300]}"]
    return []


def main() -> None:
    args = sys.argv[1:]
    first_only = "--first" in args
    files = [a for a in args if a != "--first"]
    oracle = reference_tool("hcl-oracle")
    assert oracle, "no oracle"
    theirs = load_answer(subprocess.run([oracle, "dump", *files], capture_output=True,
                                        text=True, check=True).stdout)
    bad = 0
    for f in files:
        ours = load_answer(dump_exact(dump(Path(f).read_bytes(), f)))
        ref = structure_only(theirs[f]) if "body" in theirs[f] else theirs[f]
        if first_only:
            a = ours["diagnostics"][:1]
            b = ref["diagnostics"][:1]
            key = lambda d: [[x["summary"], x.get("subject")] for x in d]  # noqa: E731
            if key(a) != key(b):
                bad += 1
                print(f"== {f}\n   ours:   {dump_exact(key(a))}\n   oracle: {dump_exact(key(b))}")
            continue
        diff = differences(ours, ref)
        if diff:
            bad += 1
            print(f"== {f}")
            for line in diff[:6]:
                print("  ", line)
    print(f"{bad} of {len(files)} differ")


if __name__ == "__main__":
    main()
