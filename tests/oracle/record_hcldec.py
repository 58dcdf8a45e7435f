#!/usr/bin/env python3
"""Record the reference ``hcldec``'s answers for the hcldec golden cases.

    HCL_REF=/tmp/hcl-ref python tests/oracle/record_hcldec.py [CASE_OR_TOPIC_DIR ...]

Each case is a folder ``tests/data/hcldec/cases/TOPIC/CASE/`` (default: all
of them; the layout is in ``tests/data/hcldec/README.md``).  For each one this
runs the reference ``hcldec`` (``$HCL_REF/hcldec``, default ``/tmp/hcl-ref``;
build it with ``../shared/oracle/build.sh``) in the case folder with the
arguments of ``args.json``, the bytes of ``stdin`` (or nothing) on standard
input, ``TERM=dumb`` and no terminal anywhere (so no colour), and writes
``expected.json``: ``{"exit": N, "stdout": "...", "stderr": "..."}``, plus
``"outfile_content"`` (the text, or null if no file was made) when
``meta.json`` names an ``"outfile"``; that file is deleted afterwards.

Each case is run several times (many times when it answers several
diagnostics or references): the reference decodes some things by iterating
over a Go map, so a few outputs come in a varying order, and "Did you
mean" picks one of several close enough names at random.  A case
whose answers vary is not written but reported (exit status 1): make it
deterministic (one diagnostic, one map key) rather than recording a lottery.
Cases with a ``deliberate.txt`` (where hclkit deliberately differs, e.g. the
reference panics) are recorded from their first run without that check,
since a Go stack trace need not be stable.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.oracle.live import reference_tool

CASES = Path(__file__).resolve().parents[1] / "data" / "hcldec" / "cases"
REPEATS = 8
REPEATS_SEVERAL = 40  # Go's map order: two items swap in a few runs in ten
LONE_SURROGATE = re.compile("[\udc80-\udcff]")


def case_dirs(root: Path = CASES) -> list[Path]:
    """Every case folder (one holding an ``args.json``), in sorted order."""
    return sorted(p.parent for p in root.glob("*/*/args.json"))


def case_id(folder: Path) -> str:
    return f"{folder.parent.name}/{folder.name}"


def read_meta(folder: Path) -> dict[str, Any]:
    path = folder / "meta.json"
    if not path.is_file():
        return {}
    meta: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return meta


def case_args(folder: Path) -> list[str]:
    args: list[str] = json.loads((folder / "args.json").read_text(encoding="utf-8"))
    return args


def case_stdin(folder: Path) -> bytes:
    path = folder / "stdin"
    return path.read_bytes() if path.is_file() else b""


def run_reference(hcldec: str, folder: Path) -> dict[str, Any]:
    """One run of the reference in ``folder``: the answer as expected.json holds it."""
    meta = read_meta(folder)
    outfile = folder / meta["outfile"] if "outfile" in meta else None
    if outfile is not None and outfile.exists():
        outfile.unlink()
    env = {**os.environ, "TERM": "dumb"}
    env.pop("NO_COLOR", None)
    proc = subprocess.run([hcldec, *case_args(folder)], cwd=folder, input=case_stdin(folder),
                          capture_output=True, env=env, timeout=60, check=False)
    answer: dict[str, Any] = {
        "exit": proc.returncode,
        "stdout": proc.stdout.decode("utf-8", errors="surrogateescape"),
        "stderr": proc.stderr.decode("utf-8", errors="surrogateescape"),
    }
    if outfile is not None:
        if outfile.is_file():
            answer["outfile_content"] = outfile.read_text(encoding="utf-8")
            outfile.unlink()
        else:
            answer["outfile_content"] = None
    return answer


def several_items(answer: dict[str, Any]) -> bool:
    """Whether an answer lists several diagnostics or references (whose order may vary)."""
    text = answer["stdout"] + answer["stderr"]
    marks = ("\nError: ", "\nWarning: ", '"severity":', '"root_name":')
    return sum(("\n" + text).count(mark) for mark in marks) > 1


def stable_answer(hcldec: str, folder: Path) -> dict[str, Any] | None:
    """The reference's answer, or None if it varies between runs."""
    first = run_reference(hcldec, folder)
    if (folder / "deliberate.txt").is_file():
        return first
    repeats = REPEATS_SEVERAL if several_items(first) else REPEATS
    for _ in range(repeats - 1):
        if run_reference(hcldec, folder) != first:
            return None
    return first


def dump(answer: dict[str, Any]) -> str:
    """expected.json's text; bytes that are not UTF-8 (held as lone surrogates) as \\udcXX."""
    text = json.dumps(answer, indent=2, ensure_ascii=False) + "\n"
    return LONE_SURROGATE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def selected(argv: list[str]) -> Iterator[Path]:
    if not argv:
        yield from case_dirs()
        return
    for arg in argv:
        path = Path(arg).resolve()
        if (path / "args.json").is_file():
            yield path
        else:  # a topic folder
            yield from sorted(p.parent for p in path.glob("*/args.json"))


def main(argv: list[str]) -> int:
    hcldec = reference_tool("hcldec")
    if hcldec is None:
        raise SystemExit("no reference hcldec: set HCL_REF or run ../shared/oracle/build.sh")
    unstable: list[str] = []
    count = 0
    for folder in selected(argv):
        answer = stable_answer(hcldec, folder)
        if answer is None:
            unstable.append(case_id(folder))
            continue
        (folder / "expected.json").write_text(dump(answer), encoding="utf-8")
        count += 1
    print(f"{count} cases recorded")
    for name in unstable:
        print(f"UNSTABLE (not recorded): {name}", file=sys.stderr)
    return 1 if unstable else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
