#!/usr/bin/env python3
"""Record the reference ``hclfmt``'s answers for the formatter's tests.

    python tests/oracle/record_fmt.py

Formats, with the reference, every file of:

* tests/data/native/valid and tests/data/native/spec_examples (the native
  corpora),
* tests/data/fmt/stress (inputs written to stress formatting: misaligned
  ``=``, nested objects, heredocs, comments in every position, CRLF, ...),
* tests/data/fmt/mutated (corpus files with the spaces between their tokens
  changed at random, seeded: written here first when missing),
* tests/data/fmt/soup (random sequences of tokens and spaces, most of them
  not HCL at all, for the spacing and indentation rules between any two
  tokens; seeded, written here first when missing),

and writes each output that differs from its input to
tests/data/fmt/expected/SET/NAME, and the names of the others (formatted
already) to tests/data/fmt/expected/unchanged.txt.  Then runs
``hclfmt -check`` over tests/data/native/broken and records stdout, stderr
and exit code of each in tests/data/fmt/check.json.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "src"))

from tests.oracle.live import reference_tool

DATA = Path(__file__).resolve().parents[1] / "data"
NATIVE = DATA / "native"
FMT = DATA / "fmt"
SETS = {"valid": NATIVE / "valid", "spec_examples": NATIVE / "spec_examples",
        "stress": FMT / "stress", "mutated": FMT / "mutated", "soup": FMT / "soup"}
MUTATIONS = 60
SOUPS = 60
_SOUP_TOKENS = [
    "x", "in", "for", "if", "abc-d", "1", "2.5", '"s"', '"a${b}c"', '"%{if x}y%{endif}"', "{",
    "}", "[", "]", "(", ")", "+", "-", "*", "/", "%", "=", "==", "!=", "<", "<=", ">", ">=", "&&",
    "||", "!", ".", ",", "...", "=>", "?", ":", "/* c */", "true", "null", '"${', '}"', "${",
    "%{", "<<EOT\nhi ${x}\nEOT\n", "<<-EOT\n  a\n  EOT\n", "a = 1", "b = [1, 2]", "# c\n",
    "// d\n", ".*", "[*]", "~}", '"\u00e9"']
_SOUP_GAPS = ["", " ", "  ", "\t", "\n", "\n  ", "\n\n", "\r\n"]
_GAPS = ["", " ", "  ", "\t", "\n", "\n  ", " # c\n", " /* b */ ", "\n\n", "// x\n"]


def mutate(src: str, rnd: random.Random) -> str:
    """``src`` with some of the spaces between its tokens replaced by others
    (none, several, tabs, newlines, comments); template text is left alone."""
    from hclkit.native.lexer import Kind
    from hclkit.write.format import _template_text_flags
    from hclkit.write.tokens import lossless_tokens

    tokens = lossless_tokens(src)[:-1]
    in_text = _template_text_flags([t[0] for t in tokens])
    text_kinds = {Kind.QUOTED_LIT, Kind.STRING_LIT, Kind.CQUOTE, Kind.CHEREDOC}
    rate = rnd.choice([0.05, 0.2, 0.5])
    out: list[str] = []
    prev = 0
    for i, (kind, start, end) in enumerate(tokens):
        gap = src[prev:start]
        if not in_text[i] and kind not in text_kinds and rnd.random() < rate:
            gap = rnd.choice(_GAPS)
        out += [gap, src[start:end]]
        prev = end
    out.append(src[prev:])
    return "".join(out)


def write_mutations() -> None:
    folder = SETS["mutated"]
    if any(folder.glob("*.hcl")):
        return
    folder.mkdir(parents=True, exist_ok=True)
    rnd = random.Random(15)
    sources = sorted((NATIVE / "valid").glob("*.hcl"))
    for n in range(MUTATIONS):
        path = rnd.choice(sources)
        text = mutate(path.read_bytes().decode("utf-8", "surrogateescape"), rnd)
        (folder / f"{n:03d}-{path.name}").write_bytes(text.encode("utf-8", "surrogateescape"))


def write_soups() -> None:
    """Token sequences where the native lexer and the reference's agree
    (no string left open at a line's end, no character that starts no token)."""
    from hclkit.native.lexer import Kind
    from hclkit.write.tokens import lossless_tokens

    folder = SETS["soup"]
    if any(folder.glob("*.hcl")):
        return
    folder.mkdir(parents=True, exist_ok=True)
    rnd = random.Random(1515)
    n = 0
    while n < SOUPS:
        text = "".join(rnd.choice(_SOUP_TOKENS) + rnd.choice(_SOUP_GAPS)
                       for _ in range(rnd.randint(3, 40)))
        kinds = {k for k, _, _ in lossless_tokens(text)}
        if kinds & {Kind.QUOTED_NEWLINE, Kind.BAD_UTF8, Kind.INVALID}:
            continue
        (folder / f"{n:03d}.hcl").write_bytes(text.encode())
        n += 1


def main() -> None:
    hclfmt = reference_tool("hclfmt")
    if hclfmt is None:
        sys.exit("no hclfmt: build it with ../shared/oracle/build.sh")
    write_mutations()
    write_soups()
    unchanged: list[str] = []
    for name, folder in SETS.items():
        out_dir = FMT / "expected" / name
        out_dir.mkdir(parents=True, exist_ok=True)
        for old in out_dir.glob("*.hcl"):
            old.unlink()
        files = sorted(folder.glob("*.hcl"))
        for path in files:
            done = subprocess.run([hclfmt, str(path)], capture_output=True, check=True)
            if done.stdout == path.read_bytes():
                unchanged.append(f"{name}/{path.name}")
            else:
                (out_dir / path.name).write_bytes(done.stdout)
        print(f"{name}: {len(files)} files")
    (FMT / "expected" / "unchanged.txt").write_text("".join(f"{n}\n" for n in unchanged),
                                                    encoding="utf-8")
    answers = {}
    broken = sorted((NATIVE / "broken").glob("*.hcl"))
    for path in broken:
        rel = str(path.relative_to(NATIVE))
        done = subprocess.run([hclfmt, "-check", rel], capture_output=True, cwd=NATIVE,
                              check=False)
        answers[rel] = {"stdout": done.stdout.decode("utf-8", "surrogateescape"),
                        "stderr": done.stderr.decode("utf-8", "surrogateescape"),
                        "exit": done.returncode}
    (FMT / "check.json").write_text(json.dumps(answers, indent=1, ensure_ascii=True) + "\n",
                                    encoding="utf-8")
    print(f"check: {len(broken)} files")


if __name__ == "__main__":
    main()
