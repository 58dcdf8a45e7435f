"""Every example of the native-syntax specification (seed 000) against what
the reference answered (tests/data/native/spec_examples.expected.json,
recorded by tests/oracle/record_native.py).

An example the reference accepts must parse to exactly its structure: every
name, label, range and traversal.  One it rejects must give its first error
(summary, subject and detail), and never raise.

Each file's header quotes the spec and says what the spec gives as its result
(see tests/native/spec_examples.py).  Here the headers are read and held
against the reference's recording, so that they are right before they are
used.  Checking hclkit's *values* against them arrives with evaluation: then
``expect`` is compared with ``oracle_form(value)`` (evaluating with ``given``),
``expect-same-as`` with the value of that expression, and ``expect-error``
with an error; where a header says ``reference-differs``, the recorded
reference value is what hclkit must give instead.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

import hclkit
from tests.native.dump import dump, structure_only
from tests.native.spec_examples import (
    CORPUS,
    DIRECTORY,
    NATIVE,
    Example,
    HeaderError,
    all_examples,
    canonical,
    read_header,
)
from tests.oracle.cases import dump_exact, load_answer

RECORDED: dict[str, Any] = load_answer(
    (NATIVE / f"{CORPUS}.expected.json").read_text(encoding="utf-8"))
EXAMPLES = {ex.name: ex for ex in all_examples()}
SEED = Path(__file__).resolve().parents[3] / "shared" / "seeds" / "000_f53b3dcef74cc535.txt"


def ours(name: str) -> dict[str, Any]:
    result = dump((NATIVE / name).read_bytes(), name)
    answer: dict[str, Any] = load_answer(dump_exact(result))  # numbers as recorded
    return answer


def rejected(name: str) -> bool:
    return bool(RECORDED[name]["diagnostics"])


def test_every_example_is_recorded() -> None:
    assert set(EXAMPLES) == set(RECORDED)
    assert len(RECORDED) >= 250
    assert sum(map(rejected, RECORDED)) >= 40


@pytest.mark.parametrize("name", sorted(n for n in RECORDED if not rejected(n)))
def test_accepted_example_matches_reference(name: str) -> None:
    assert ours(name) == structure_only(RECORDED[name])


@pytest.mark.parametrize("name", sorted(n for n in RECORDED if rejected(n)))
def test_rejected_example_gives_reference_first_error(name: str) -> None:
    reference = RECORDED[name]["diagnostics"][0]
    got = ours(name)["diagnostics"]
    assert got, "hclkit found nothing wrong"
    keys = ("severity", "summary", "subject", "detail")
    assert {k: got[0].get(k) for k in keys} == {k: reference.get(k) for k in keys}


# --- the headers -------------------------------------------------------------------------------


def test_every_example_quotes_the_spec() -> None:
    for ex in EXAMPLES.values():
        assert ex.quotes, ex.name
        for section, quote in ex.quotes:
            assert section.strip() and quote.strip(), ex.name


def _words(text: str) -> str:
    return " ".join(text.split())


def test_quotes_are_verbatim() -> None:
    if not SEED.is_file():
        pytest.skip(f"the spec is not at {SEED}")
    seed = SEED.read_text(encoding="utf-8")
    headings = {line.strip() for line in seed.splitlines()}
    text = _words(seed)
    for ex in EXAMPLES.values():
        for section, quote in ex.quotes:
            assert section in headings, f"{ex.name}: no section {section!r}"
            assert _words(quote) in text, f"{ex.name}: not in the spec: {quote!r}"


def test_expect_lines_parse() -> None:
    for ex in EXAMPLES.values():
        example = ours(ex.name)["body"]["attributes"].get("example")
        if ex.has_expect or ex.same_as is not None or ex.given is not None:
            assert example is not None, f"{ex.name}: the expectation has no 'example'"
        if ex.same_as is not None:
            expr, diags = hclkit.parse_expression(ex.same_as)
            assert expr is not None and not diags.has_errors(), ex.name
        if ex.expect_error is not None:
            assert re.match(r"(parse|evaluation) error: \S", ex.expect_error), ex.name
        if ex.given is not None:
            assert all(re.fullmatch(r"[\w-]+", k) for k in ex.given), ex.name
    assert sum(ex.has_expect for ex in EXAMPLES.values()) >= 100


def test_header_reader_refuses_mistakes(tmp_path: Path) -> None:
    cases = {
        "# expect: 1\nexample = 1\n": "no '# spec",
        "# spec [Types]: x\n# expect: {a = 1}\n": "not JSON",
        "# spec [Types]: x\n# expcet: 1\n": "unknown header key",
        "# spec [Types]: x\n# given: [1]\n": "JSON object",
        "# spec [Types]: x\n# expect: 1\n# expect-error: parse error: x\n": "both",
        "# spec: x\n": "name a section",
    }
    for text, message in cases.items():
        path = tmp_path / "case.hcl"
        path.write_text(text, encoding="utf-8")
        with pytest.raises(HeaderError, match=message):
            read_header(path)
    path.write_text("# spec [Types]: x\n# expect: null\n# A comment of the example: 2\n"
                    "example = null\n", encoding="utf-8")
    ex = read_header(path)
    assert ex.has_expect and ex.expect is None and ex.notes == []


# What the reference gave for ``example``, where it could evaluate it without
# variables or functions (the oracle's dump evaluates with none).
def _reference_result(ex: Example) -> tuple[bool, Any] | None:
    answer = RECORDED[ex.name]
    if answer["diagnostics"]:
        return (True, None)
    attr = answer["body"]["attributes"].get("example")
    if attr is None or attr["vars"] or ex.given is not None:
        return None
    if attr["diagnostics"]:
        summaries = {d["summary"] for d in attr["diagnostics"]}
        if summaries & {"Function calls not allowed", "Variables not allowed"}:
            return None
        return (True, None)
    return (False, attr["value"])


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_expectation_agrees_with_reference(name: str) -> None:
    """The spec's stated result is what the reference gives, unless the header
    says the reference differs (and then it must really differ)."""
    ex = EXAMPLES[name]
    result = _reference_result(ex)
    if result is None or not (ex.has_expect or ex.expect_error is not None):
        return
    failed, value = result
    if ex.expect_error is not None:
        agrees = failed
    else:
        agrees = not failed and canonical(value) == canonical(ex.expect)
    assert agrees == (ex.reference_differs is None), (
        f"reference gives {'an error' if failed else canonical(value)}")


def test_examples_live_in_the_corpus_directory() -> None:
    assert DIRECTORY.is_dir()
    assert all(name.startswith(f"{CORPUS}/") for name in EXAMPLES)
