"""Source given as text (``str``) that UTF-8 cannot hold: a lone surrogate
that is not a byte kept by ``surrogateescape`` is read as the bytes
``surrogatepass`` gives it, which the lexer reports as for a file with
those bytes (the reference's answers for such a file are in the comments)."""

from __future__ import annotations

import hclkit
import hclkit.write


def _summaries(diags: hclkit.Diagnostics) -> list[tuple[str, str]]:
    return [(d.summary, str(d.subject)) for d in diags]


def test_a_lone_surrogate_is_read_as_its_bytes() -> None:
    # reference, for the bytes ED A0 80: "Invalid character", then "Invalid expression"
    want = [("Invalid character", "<input>:1,5-6"), ("Invalid expression", "<input>:1,5-6")]
    assert _summaries(hclkit.parse("a = \ud800\n")[1]) == want
    assert _summaries(hclkit.parse(b"a = \xed\xa0\x80\n")[1]) == want
    assert _summaries(hclkit.write.check("a = \ud800\n")) == want
    doc, diags = hclkit.write.parse_document("a = \ud800\n")
    assert _summaries(diags) == want
    assert str(doc).encode("utf-8", "surrogateescape") == b"a = \xed\xa0\x80\n"


def test_every_entry_point_gives_positions_for_such_text() -> None:
    for src in ('{"a": "\ud800"}', "a = \udfff\n", "\ud83d x", "a = \"\ud800\" +\n"):
        for parse in (hclkit.parse, hclkit.parse_json, hclkit.parse_expression,
                      hclkit.parse_template):
            _, diags = parse(src)
            for d in diags:
                assert d.subject is not None
                assert d.subject.start.byte <= d.subject.end.byte


def test_a_byte_kept_as_a_surrogate_is_that_byte() -> None:
    assert _summaries(hclkit.parse("a = \udcff\n")[1]) == \
        _summaries(hclkit.parse(b"a = \xff\n")[1])
