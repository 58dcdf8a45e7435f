"""The diagnostics writers against the reference's recorded output.

Each folder of tests/data/diagnostics (written by
tests/oracle/record_diagnostics.py) holds an ``hcldec`` run: the input
files, what ``--diags=json`` wrote and what the text form wrote (``plain``,
``color-N``, ``plain-N`` runs).  The diagnostics are rebuilt from the JSON
(with the contexts ``case.json`` records, which the JSON leaves out), so
the writers are tested apart from parsing and decoding.
"""

from __future__ import annotations

import io
import json
import os
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import hclkit
from hclkit.diagnostics import Diagnostic, Severity
from hclkit.diagwrite import (
    DEFAULT_WIDTH,
    text_width,
    use_color,
    wrap,
    write_json,
    write_text,
)
from hclkit.native import nav
from hclkit.pos import Pos, Range, SourceMap

DATA = Path(__file__).resolve().parents[1] / "data" / "diagnostics"
CASES = sorted(p.name for p in DATA.iterdir() if (p / "case.json").is_file())
RUNS = [(case, run) for case in CASES
        for run in json.loads((DATA / case / "case.json").read_text(encoding="utf-8"))["runs"]]

# Where hclkit's parser recovers from an error differently from the
# reference, the "in ..." part named from our syntax tree would differ; there
# are no such cases left among the recorded ones.
PARSER_GAPS: dict[str, str] = {}


def _range(d: dict[str, Any]) -> Range:
    return Range(d["filename"], Pos(**d["start"]), Pos(**d["end"]))


def load_case(case: str) -> tuple[dict[str, Any], str, list[Diagnostic]]:
    folder = DATA / case
    meta = json.loads((folder / "case.json").read_text(encoding="utf-8"))
    recorded = (folder / "diags.json").read_text(encoding="utf-8")
    items = json.loads(recorded)["diagnostics"] if recorded.strip() else []
    diags = [Diagnostic(Severity(d["severity"]), d["summary"], d.get("detail", ""),
                        _range(d["subject"]) if "subject" in d else None,
                        _range(c) if c else None)
             for d, c in zip(items, meta["contexts"], strict=True)]
    return meta, recorded, diags


def _run_options(run: str) -> dict[str, Any]:
    mode, _, cols = run.partition("-")
    return {"width": int(cols) if cols else DEFAULT_WIDTH, "color": mode == "color"}


def _expected(case: str, run: str) -> str:
    return (DATA / case / f"{run}.txt").read_bytes().decode("utf-8", "surrogateescape")


def _parsed_files(case: str, meta: dict[str, Any]) -> dict[str, Any]:
    files: dict[str, Any] = {}
    for name, (local, syntax) in meta["sources"].items():
        data = (DATA / case / local).read_bytes()
        if syntax == "json":
            parse_json = getattr(hclkit, "parse_json", None)
            files[name] = data if parse_json is None else parse_json(data, filename=name)[0]
        else:
            files[name] = hclkit.parse(data, filename=name)[0]
    return files


class _RecordedContext:
    """A file whose "in ..." parts are those the reference wrote."""

    def __init__(self, source_map: SourceMap, contexts: dict[int, str]) -> None:
        self.source_map = source_map
        self.contexts = contexts

    def context_string(self, byte_offset: int) -> str:
        return self.contexts.get(byte_offset, "")


def _recorded_files(case: str, meta: dict[str, Any], diags: list[Diagnostic],
                    expected: str) -> dict[str, Any]:
    from tests.oracle.record_diagnostics import split_text

    contexts: dict[str, dict[int, str]] = {}
    for part, diag in zip(split_text(expected), diags, strict=True):
        if diag.subject is not None and part["on"] and ", in " in part["on"]:
            where = part["on"].split(", in ", 1)[1].removesuffix(":")
            contexts.setdefault(diag.subject.filename, {})[diag.subject.start.byte] = where
    files: dict[str, Any] = {}
    for name, (local, _) in meta["sources"].items():
        # The parser is used only for its source map (which knows about a
        # byte-order mark); what it makes of the syntax does not matter.
        sm = hclkit.parse((DATA / case / local).read_bytes(), filename=name)[0].source_map
        files[name] = _RecordedContext(sm, contexts.get(name, {}))
    return files


def test_enough_cases() -> None:
    assert len(CASES) >= 40
    assert sum(run.startswith("color") for _, run in RUNS) >= len(CASES)


@pytest.mark.parametrize("case", CASES)
def test_json_form(case: str) -> None:
    _, recorded, diags = load_case(case)
    assert write_json(diags) == recorded


@pytest.mark.parametrize(("case", "run"), RUNS)
def test_text_form(case: str, run: str) -> None:
    """The writer alone: "in ..." parts as the reference named them."""
    meta, _, diags = load_case(case)
    expected = _expected(case, run)
    files = _recorded_files(case, meta, diags, expected)
    assert write_text(diags, files, **_run_options(run)) == expected


@pytest.mark.parametrize(("case", "run"), [
    pytest.param(case, run, marks=pytest.mark.xfail(reason=PARSER_GAPS[case], strict=True))
    if case in PARSER_GAPS else (case, run) for case, run in RUNS])
def test_text_form_with_parsed_files(case: str, run: str) -> None:
    """With files as hclkit parses them, naming the "in ..." parts itself."""
    meta, _, diags = load_case(case)
    expected = _expected(case, run)
    if not hasattr(hclkit, "parse_json") and any(
            syntax == "json" and f"on {name} line" in line and ", in " in line
            for name, (_, syntax) in meta["sources"].items() for line in expected.split("\n")):
        pytest.skip("needs hclkit.parse_json for the JSON syntax's context strings")
    files = _parsed_files(case, meta)
    assert write_text(diags, files, **_run_options(run)) == expected


# --- behaviour the reference never showed us -------------------------------------------------


def _diag(summary: str = "Bad thing", detail: str = "It is bad.", subject: Range | None = None,
          context: Range | None = None, severity: Severity = Severity.ERROR) -> Diagnostic:
    return Diagnostic(severity, summary, detail, subject, context)


def _rng(sm: SourceMap, start: int, end: int) -> Range:
    return sm.range(start, end)


def test_warning_form() -> None:
    # No reference diagnostic is a warning; the binary's strings have
    # "Warning" and a yellow escape beside the red one.
    sm = SourceMap("a = 1\n", "w.hcl")
    diag = _diag("Careful", "Mind this.", _rng(sm, 4, 5), severity=Severity.WARNING)
    assert write_text([diag], {"w.hcl": sm}) == (
        "Warning: Careful\n\n  on w.hcl line 1:\n   1: a = 1\n\nMind this.\n\n")
    assert write_text([diag], {"w.hcl": sm}, color=True) == (
        "\x1b[33mWarning\x1b[0m: Careful\n\n  on w.hcl line 1:\n"
        "   1: a = \x1b[1;4m1\x1b[0m\n\nMind this.\n\n")
    assert '"severity": "warning"' in write_json([diag])


def test_nothing_to_write() -> None:
    assert write_text([], {}) == ""
    assert write_json([]) == ""


def test_no_subject_no_detail() -> None:
    assert write_text([_diag(detail="")]) == "Error: Bad thing\n\n"
    assert write_json([_diag(detail="")]) == (
        '{\n  "diagnostics": [\n    {\n      "severity": "error",\n'
        '      "summary": "Bad thing"\n    }\n  ]\n}\n')


def test_file_not_given() -> None:
    subject = Range("gone.hcl", Pos(3, 1, 20), Pos(3, 4, 23))
    assert write_text([_diag(subject=subject)], {}) == "Error: Bad thing\n\nIt is bad.\n\n"
    assert write_text([_diag(subject=subject)]) == "Error: Bad thing\n\nIt is bad.\n\n"


def test_sources_in_any_form() -> None:
    text = "é = 1\r\nb = 2\n"
    sm = SourceMap(text, "f.hcl")
    diag = _diag(subject=_rng(sm, 7, 8))
    want = write_text([diag], {"f.hcl": sm}, color=True)
    assert want == ("\x1b[31mError\x1b[0m: Bad thing\n\n  on f.hcl line 2:\n"
                    "   2: \x1b[1;4mb\x1b[0m = 2\n\nIt is bad.\n\n")
    for source in (text, text.encode(), hclkit.parse(text, filename="f.hcl")[0]):
        assert write_text([diag], {"f.hcl": source}, color=True) == want


@pytest.mark.parametrize(("start", "end"), [
    (Pos(9, 1, 500), Pos(9, 5, 504)),     # past the end of the file
    (Pos(1, 3, 2), Pos(1, 1, 0)),         # ends before it starts
    (Pos(0, 0, -5), Pos(1, 2, 1)),        # before the start
    (Pos(1, 1, 0), Pos(99, 1, 10**9)),    # over everything and beyond
])
def test_odd_ranges(start: Pos, end: Pos) -> None:
    sm = SourceMap("a = 1\nb = 2\n", "f.hcl")
    file, _ = hclkit.parse("a = 1\nb = 2\n", filename="f.hcl")
    diag = _diag(subject=Range("f.hcl", start, end), context=Range("f.hcl", end, start))
    for source in (sm, file):
        out = write_text([diag], {"f.hcl": source}, color=True)
        assert out.startswith(f"\x1b[31mError\x1b[0m: Bad thing\n\n  on f.hcl line {start.line}")
    assert '"byte": 1000000000' in write_json([diag]) or end.byte != 10**9


def test_context_in_another_file_is_ignored() -> None:
    sm = SourceMap("a = 1\nb = 2\nc = 3\n", "f.hcl")
    diag = _diag(subject=_rng(sm, 10, 11), context=Range("g.hcl", Pos(1, 1, 0), Pos(3, 1, 12)))
    assert write_text([diag], {"f.hcl": sm}) == (
        "Error: Bad thing\n\n  on f.hcl line 2:\n   2: b = 2\n\nIt is bad.\n\n")


def test_split_utf8_round_trips_as_bytes() -> None:
    # Underlining is by bytes: the second byte of "é" alone here.
    data = "x = é\n".encode()
    diag = _diag(subject=Range("f.hcl", Pos(1, 5, 5), Pos(1, 5, 5)))
    out = write_text([diag], {"f.hcl": data}, color=True)
    assert out.encode("utf-8", "surrogateescape").endswith(
        b"   1: x = \xc3\x1b[1;4m\xa9\x1b[0m\n\nIt is bad.\n\n")


def test_json_escaping() -> None:
    diag = _diag("a\x00\x08\x0c\x1f\x7f", "<&>\u2028\u2029\t\n\r\"\\é😀\udcff",
                 Range("f\udcc3.hcl", Pos(1, 1, 0), Pos(1, 1, 0)))
    out = write_json([diag])
    assert '"summary": "a\\u0000\\u0008\\u000c\\u001f\x7f"' in out
    assert ('"detail": "\\u003c\\u0026\\u003e\\u2028\\u2029\\t\\n\\r\\"\\\\é😀\\ufffd"'
            in out)
    assert '"filename": "f\\ufffd.hcl"' in out
    json.loads(out)


# --- wrapping -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "width", "want"), [
    ("aaa bbb ccc", 7, "aaa bbb\nccc"),
    ("aaa bbb ccc", 6, "aaa\nbbb\nccc"),
    ("aaa  bbb", 4, "aaa\nbbb"),                  # the run of spaces at a break goes
    ("a verylongword b", 5, "a\nverylongword\nb"),  # too long for any line: its own line
    ("one\ntwo three", 8, "one\ntwo\nthree"),    # newlines already there are kept
    ("trailing   ", 8, "trailing"),              # spaces past the width at the end go
    ("trailing   ", 20, "trailing   "),
    ("   lead", 4, "\nlead"),
    ("ééé ééé", 7, "ééé ééé"),                     # characters, not bytes
    ("x", 0, "x"),
])
def test_wrap(text: str, width: int, want: str) -> None:
    assert wrap(text, width) == want


def test_width_zero_does_not_wrap() -> None:
    detail = "word " * 40
    assert write_text([_diag(detail=detail)], width=0) == f"Error: Bad thing\n\n{detail}\n\n"


# --- terminals ----------------------------------------------------------------------------------


class _FakeTerminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_use_color_and_width() -> None:
    assert not use_color(io.StringIO())
    assert use_color(_FakeTerminal())
    assert not use_color(object())
    assert text_width(io.StringIO()) == DEFAULT_WIDTH == 80
    assert text_width(_FakeTerminal()) == DEFAULT_WIDTH  # no file descriptor to ask
    closed = io.StringIO()
    closed.close()
    assert not use_color(closed)


@pytest.mark.skipif(not hasattr(os, "openpty"), reason="no pseudo-terminals")
def test_width_of_a_terminal() -> None:
    import fcntl
    import struct
    import termios

    master, slave = os.openpty()
    try:
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 57, 0, 0))
        with open(slave, "w", closefd=False) as stream:
            assert use_color(stream)
            assert text_width(stream) == 57
    finally:
        os.close(slave)
        os.close(master)


# --- context strings ----------------------------------------------------------------------------

_NESTED = ('top = 1\nresource "a" "b" {\n  inner "c" {\n    x = 1\n  }\n}\n'
           'plain {\n}\nlabelled x "y\\tz" {}\n')


@pytest.mark.parametrize(("needle", "want"), [
    ("top", ""),
    ('resource "a"', 'resource "a" "b"'),       # the block's first byte is in it
    ("x = 1", 'resource "a" "b"'),             # the outermost block, not the innermost
    ("}\nplain", 'resource "a" "b"'),          # its closing brace is in it
    ("\nplain", ""),                           # the byte after it is not
    ("plain", "plain"),
    ('"y', 'labelled "x" "y\\tz"'),            # labels quoted as Go quotes them
])
def test_context_string(needle: str, want: str) -> None:
    file, diags = hclkit.parse(_NESTED, filename="n.hcl")
    assert not diags
    offset = len(_NESTED[:_NESTED.index(needle)].encode())
    assert file.context_string(offset) == want
    assert nav.context_string(file.body, offset) == want


def test_context_string_out_of_range() -> None:
    file, _ = hclkit.parse("é {\n}\n", filename="n.hcl")
    assert file.context_string(-1) == ""
    assert file.context_string(0) == "é"
    assert file.context_string(5) == "é"   # "é" is two bytes: the "}" is at byte 5
    assert file.context_string(6) == ""
    assert file.context_string(10**9) == ""


# --- nothing raises -----------------------------------------------------------------------------

_positions = st.builds(Pos, st.integers(-3, 12), st.integers(-3, 12), st.integers(-5, 80))


@given(src=st.text(alphabet="ab {}\"=\n\r\té😀\x00", max_size=60),
       subject=st.none() | st.builds(Range, st.sampled_from(["f.hcl", "g.hcl"]), _positions,
                                     _positions),
       context=st.none() | st.builds(Range, st.sampled_from(["f.hcl", "g.hcl"]), _positions,
                                     _positions),
       detail=st.text(max_size=40), width=st.integers(-1, 30), color=st.booleans(),
       as_file=st.booleans())
def test_never_raises(src: str, subject: Range | None, context: Range | None, detail: str,
                      width: int, color: bool, as_file: bool) -> None:
    source: Any = hclkit.parse(src, filename="f.hcl")[0] if as_file else src
    diag = _diag(detail=detail, subject=subject, context=context)
    text = write_text([diag, diag], {"f.hcl": source}, width=width, color=color)
    assert text.startswith("\x1b[31mError" if color else "Error")
    json.loads(write_json([diag]))
