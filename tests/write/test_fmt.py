"""hclkit.fmt against the reference hclfmt's recorded outputs
(tests/data/fmt, recorded by tests/oracle/record_fmt.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

import hclkit
from hclkit.write.format import format_text

DATA = Path(__file__).resolve().parents[1] / "data"
FMT = DATA / "fmt"
SETS = {"valid": DATA / "native" / "valid", "spec_examples": DATA / "native" / "spec_examples",
        "stress": FMT / "stress", "mutated": FMT / "mutated", "soup": FMT / "soup"}
CASES = [(name, path) for name, folder in SETS.items() for path in sorted(folder.glob("*.hcl"))]
# Inputs hclfmt leaves as they are (no output file recorded for them).
UNCHANGED = set((FMT / "expected" / "unchanged.txt").read_text(encoding="utf-8").split())


def expected(corpus: str, path: Path) -> bytes:
    if f"{corpus}/{path.name}" in UNCHANGED:
        return path.read_bytes()
    return (FMT / "expected" / corpus / path.name).read_bytes()


def _text(data: bytes) -> str:
    return data.decode("utf-8", "surrogateescape")


def test_recordings_cover_every_input() -> None:
    for name, folder in SETS.items():
        inputs = {p.name for p in folder.glob("*.hcl")}
        recorded = {p.name for p in (FMT / "expected" / name).glob("*.hcl")}
        same = {n.split("/", 1)[1] for n in UNCHANGED if n.startswith(f"{name}/")}
        assert inputs == recorded | same and not recorded & same, name
    assert len(CASES) > 400


@pytest.mark.parametrize(("corpus", "path"), CASES, ids=[f"{c}/{p.name}" for c, p in CASES])
def test_fmt_is_the_reference_output(corpus: str, path: Path) -> None:
    assert hclkit.fmt(path.read_bytes()).encode("utf-8", "surrogateescape") == expected(
        corpus, path)


@pytest.mark.parametrize(("corpus", "path"), CASES, ids=[f"{c}/{p.name}" for c, p in CASES])
def test_fmt_is_idempotent(corpus: str, path: Path) -> None:
    once = expected(corpus, path)
    assert hclkit.fmt(once).encode("utf-8", "surrogateescape") == once


def test_stress_inputs_are_changed_by_formatting() -> None:
    # The stress inputs are there to be reformatted: each must differ from its output.
    for path in (FMT / "stress").glob("*.hcl"):
        assert expected("stress", path) != path.read_bytes()


@pytest.mark.parametrize(("src", "want"), [
    ("a=1\nbbb=2\n", "a   = 1\nbbb = 2\n"),
    ("a = [{\nb = 1\n}]\n", "a = [{\n  b = 1\n}]\n"),
    ("x = a-1\n", "x = a-1\n"),  # one identifier
    ("x = a -1\n", "x = a - 1\n"),
    ("x = [-1, - 2]\n", "x = [-1, -2]\n"),
    ("x = \"${ -1 }\"\n", "x = \"${- 1}\"\n"),
    ("x = [for v in [1]: v]\n", "x = [for v in [1] : v]\n"),
    ("x = y [0]\n", "x = y[0]\n"),
    ("x = \"s\" [0]\n", "x = \"s\" [0]\n"),
    ("a = 1 # x\nbbbb = 2 # y\n", "a    = 1 # x\nbbbb = 2 # y\n"),
    ("a = 1\r\nbb = 2\r\n", "a  = 1\r\nbb = 2\r\n"),
    ("\ufeffa=1", "a = 1"),
    ("a = 1  ", "a = 1  "),  # spaces before the end of a file without a newline stay
    ("a\t", "a "),  # each as one space
    ("x ~}[0]", "x~}[0]"),  # a strip marker out of place is one token
    ("x {\na = <<EOT\n  ${ b }\nEOT\n}\n", "x {\n  a = <<EOT\n  ${b}\nEOT\n}\n"),
    ("caf\u0065\u0301 = 1\nab = 2\n", "caf\u0065\u0301 = 1\nab   = 2\n"),  # columns are clusters
])
def test_rules(src: str, want: str) -> None:
    assert format_text(src) == want


def test_fmt_accepts_bytes_that_are_not_utf8() -> None:
    out = hclkit.fmt(b'x="\xff"\n')
    assert out.encode("utf-8", "surrogateescape") == b'x = "\xff"\n'
