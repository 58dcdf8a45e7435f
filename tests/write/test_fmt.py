"""hclkit.fmt against the reference hclfmt's recorded outputs
(tests/data/fmt, recorded by tests/oracle/record_fmt.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

import hclkit
from hclkit.native.lexer import Kind, kind_name
from hclkit.write import format as format_module
from hclkit.write.format import _pair_spaces, _space_between, format_text
from hclkit.write.tokens import BLOCK_COMMENT

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
    # A tab where one space goes is replaced, though the gap keeps its length.
    ("a =\t1\nbb\t= 2\n", "a  = 1\nbb = 2\n"),
    ('a = "\t"\n', 'a = "\t"\n'),  # a tab in a string stays
    ('"k" = 1\nlonger = 2\n', '"k"    = 1\nlonger = 2\n'),  # more than one token before =
    ("x = merge({\na = 1\n}, {\nb = 2\n})\n", "x = merge({\n  a = 1\n  }, {\n  b = 2\n})\n"),
    ('x = "/*" /* c */ # /* d\ny = 1 /* e */\n', 'x = "/*" /* c */ # /* d\ny = 1 /* e */\n'),
])
def test_rules(src: str, want: str) -> None:
    assert format_text(src) == want


def test_fmt_accepts_bytes_that_are_not_utf8() -> None:
    out = hclkit.fmt(b'x="\xff"\n')
    assert out.encode("utf-8", "surrogateescape") == b'x = "\xff"\n'


def test_pair_classes_give_the_space_of_each_pair() -> None:
    # The formatter looks pairs of kinds up through classes of kinds: each
    # pair must get the space the rules give it.
    kinds = sorted({v for name, v in vars(Kind).items() if name.isupper()} | {BLOCK_COMMENT})
    for a in kinds:
        # Each kind after ``a``, with ``a`` again between them.
        pairs = _pair_spaces(bytes(k for b in kinds for k in (a, b)))
        assert list(pairs[1::2]) == [_space_between(a, b) for b in kinds], kind_name(a)



def test_the_written_out_pair_tables_are_the_computed_ones() -> None:
    # The tables are written into the module (working them out cost a small
    # hclfmt run a third of its time); a change to the kinds or the rules
    # must be written out again (format.py says how).
    assert format_module._computed_pair_tables() == format_module._PAIR_TABLES


@pytest.mark.parametrize("corpus", sorted(SETS))
def test_line_passes_agree_with_the_line_by_line_way(corpus: str, monkeypatch: pytest.MonkeyPatch
                                                      ) -> None:
    # Lines are indented and aligned by maps over all lines at once, or a
    # line at a time where a line starts in template text: both must agree
    # on every input (the second is forced here).
    texts = [_text(path.read_bytes()) for name, path in CASES if name == corpus]
    fast = [format_text(text) for text in texts]
    monkeypatch.setattr(format_module, "_lines_start_in_code", lambda *_: False)
    assert [format_text(text) for text in texts] == fast
