"""Editing never writes text that does not parse, keeps the file's line
endings, and leaves text hclfmt would not change: by class (a heredoc
before a comment, a comment given with an expression, CRLF files, renames
onto a name in use, runs that an edit joins), then for any sequence of
edits on formatted files."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import hclkit
from hclkit.write import Body


def _check(text: str, newline: str = "\n") -> None:
    """What every edit must leave: text that parses, whose line breaks are
    the file's, and that hclfmt leaves as it is."""
    _, diags = hclkit.parse(text)
    assert not diags.has_errors(), (text, diags)
    if newline == "\r\n":
        assert "\n" not in text.replace("\r\n", ""), text
    else:
        assert "\r" not in text, text
    assert hclkit.fmt(text) == text, text


# --- a heredoc whose closing marker a comment would follow ---------------------------------

HEREDOC_EDITS = [
    ("set", "line one\nline two\n"),
    ("raw", "<<EOT\nx ${var.y}\nEOT\n"),
    ("raw", "<<-EOT\n  x\n  EOT\n"),
]


@pytest.mark.parametrize(("how", "value"), HEREDOC_EDITS)
@pytest.mark.parametrize("src", [
    "a = 1 # why\n",
    "a = 1 // why\nb = 2 # other\n",
    "a = 1 /* why */\n",
    "x {\n  a = 1 # why\n}\n",
    "a = 1",  # no line break at the end of the file
    "x { a = 1 }\n",
])
def test_a_heredoc_never_has_a_comment_after_its_marker(src: str, how: str, value: str) -> None:
    doc = hclkit.edit(src)
    body = doc.body.blocks()[0].body if doc.body.blocks() else doc.body
    if how == "set":
        body.set_attribute("a", value, heredocs=True)
    else:
        body.set_attribute_raw("a", value)
    text = str(doc)
    _check(text)
    assert "why" in text or "why" not in src  # the comment moves, it is not lost


# --- a comment given with a raw expression -------------------------------------------------

@pytest.mark.parametrize("comment", ["# why", "// why", "/* why */"])
@pytest.mark.parametrize("src", ["x { b = 1 }\n", "x {}\n", "x {\n  b = 1\n}\n",
                                 "x {\n  b = 1 # old\n  cc = 2 # other\n}\n"])
def test_a_comment_after_a_raw_expression_ends_the_line(src: str, comment: str) -> None:
    doc = hclkit.edit(src)
    body = doc.body.blocks()[0].body
    body.set_attribute_raw("b", f"a {comment}")
    text = str(doc)
    _check(text)
    assert comment in text and "old" not in text
    assert body.get_attribute("b").expression == "a"  # type: ignore[union-attr]


# --- CRLF files ------------------------------------------------------------------------------

CRLF_SRC = 'a = 1\r\nx "l" {\r\n  b = 2 # c\r\n}\r\none { c = 3 }\r\nempty {}\r\n'


def _bodies(body: Body) -> list[Body]:
    found = [body]
    for block in body.blocks():
        found += _bodies(block.body)
    return found


CRLF_EDITS: list[Any] = [
    lambda b: b.set_attribute("new", {"k": [1, {"j": 2}]}),
    lambda b: b.set_attribute("a", "one\r\ntwo\r\n", heredocs=True),
    lambda b: b.set_attribute("a", "one\ntwo\n", heredocs=True),
    lambda b: b.set_attribute_raw("a", "[\n  1,\n  2,\n]"),
    lambda b: b.set_attribute_raw("a", "<<EOT\nx\nEOT\n"),
    lambda b: b.set_attribute_raw("a", "f(1) # c"),
    lambda b: b.append_block("y", ["l"]).body.set_attribute("z", 1),
    lambda b: b.remove_attribute("b"),
    lambda b: b.rename_attribute("b", "bbbbbb"),
]


@pytest.mark.parametrize("edit", range(len(CRLF_EDITS)))
def test_new_lines_in_a_crlf_file_end_in_crlf(edit: int) -> None:
    doc = hclkit.edit(CRLF_SRC)
    for body in _bodies(doc.body):
        CRLF_EDITS[edit](body)
        _check(str(doc), "\r\n")


def test_a_heredoc_value_survives_a_crlf_file() -> None:
    # A heredoc's lines end as the file's, and that is in its value: a
    # string whose lines end in LF is written quoted there, one in CRLF as
    # a heredoc.
    for value in ("one\ntwo\n", "one\r\ntwo\r\n"):
        doc = hclkit.edit("a = 1\r\n")
        doc.body.set_attribute("a", value, heredocs=True)
        text = str(doc)
        assert hclkit.loads(text)["a"] == value
        assert ("<<EOT" in text) == ("\r" in value)


# --- renames -----------------------------------------------------------------------------------

@pytest.mark.parametrize("src", ["a = 1\nb = 2\n", "b = 2\na = 1 # c\n",
                                 "x {\n  a = 1\n  b = 2\n}\n"])
def test_a_rename_onto_a_name_in_use_is_refused(src: str) -> None:
    doc = hclkit.edit(src)
    body = doc.body.blocks()[0].body if doc.body.blocks() else doc.body
    with pytest.raises(ValueError, match=r'cannot rename attribute "a" to "b".*"b" already'):
        body.rename_attribute("a", "b")
    assert str(doc) == src  # nothing changed
    assert body.rename_attribute("a", "a")  # onto itself is no clash


@pytest.mark.parametrize(("src", "edit"), [
    # a shorter name for an attribute hclfmt does not line up
    ("h = 1\nlong = [\n  1,\n]\n", lambda b: b.rename_attribute("long", "s")),
    ("aaaa = upper(<<EOT\nx\nEOT\n)\n", lambda b: b.rename_attribute("aaaa", "a")),
    # an edit that joins two runs, each lined up on its own
    ("a = 1\ne = {\n  k = 1\n}\nlong_name = 2\n", lambda b: b.remove_attribute("e")),
    ("a = 1\ne = {\n  k = 1\n}\nlong_name = 2\n", lambda b: b.set_attribute("e", True)),
    ("h = 1\n# note\nc = 2\n", lambda b: b.remove_attribute("c") or b.set_attribute("zz", 1)),
    # a one-line block emptied
    ("one { a = 1 }\n", lambda b: b.blocks()[0].body.remove_attribute("a")),
])
def test_edits_leave_what_hclfmt_would_write(src: str, edit: Any) -> None:
    assert hclkit.fmt(src) == src
    doc = hclkit.edit(src)
    edit(doc.body)
    _check(str(doc))


# --- any sequence of edits ---------------------------------------------------------------------

_LINES = ["a = 1", "bb = 2 # c", 'cccc = "x" // c', "d_long_name = [1, 2]", "e = {\n  k = 1\n}",
          "# comment", "", "blk {\n  a  = 1\n  bb = 2\n}", "one { a = 1 }", "empty {}",
          'lbl "x" {\n  a = 1 # c\n}', "h = <<EOT\nx\nEOT"]
_NAMES = st.sampled_from(["a", "bb", "cccc", "d_long_name", "e", "h"])
_VALUES = st.sampled_from([1, "x", True, None, [1, 2], {"k": 1}, {"k": {"j": [1]}},
                           "multi\nline\n", "${x}", [], {}])
_RAWS = st.sampled_from(["var.x", "a # c", "a // c", "a /* c */", "[1, # c\n 2]",
                         "<<EOT\nx\nEOT\n", "upper(<<EOT\nx\nEOT\n)", "{ a = 1 }", "x ? 1 : 2"])
_EDIT = st.one_of(
    st.tuples(st.just("set"), _NAMES, _VALUES, st.booleans()),
    st.tuples(st.just("raw"), _NAMES, _RAWS),
    st.tuples(st.just("remove"), _NAMES),
    st.tuples(st.just("rename"), _NAMES, _NAMES),
    st.tuples(st.just("block"), st.sampled_from(["blk", "x"]), st.booleans()),
    st.tuples(st.just("labels")),
)


def _apply(body: Body, edit: tuple[Any, ...]) -> None:
    kind = edit[0]
    if kind == "set":
        body.set_attribute(edit[1], edit[2], heredocs=edit[3])
    elif kind == "raw":
        body.set_attribute_raw(edit[1], edit[2])
    elif kind == "remove":
        body.remove_attribute(edit[1])
    elif kind == "rename":
        try:
            body.rename_attribute(edit[1], edit[2])
        except ValueError as e:
            assert "already" in str(e)
    elif kind == "block":
        body.append_block(edit[1], ["l"] if edit[2] else [])
    elif body.blocks():
        body.blocks()[0].set_labels(["q"])


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(lines=st.lists(st.sampled_from(_LINES), max_size=6, unique=True),
       crlf=st.booleans(),
       edits=st.lists(st.tuples(st.integers(0, 5), _EDIT), min_size=1, max_size=5))
def test_any_edit_sequence_parses_keeps_line_endings_and_hclfmt_layout(
        lines: list[str], crlf: bool, edits: list[tuple[int, tuple[Any, ...]]]) -> None:
    src = hclkit.fmt("\n".join(lines) + "\n")
    if hclkit.parse(src)[1].has_errors():
        return  # (two lines of one name)
    newline = "\r\n" if crlf else "\n"
    src = src.replace("\n", newline)
    doc = hclkit.edit(src)
    for where, edit in edits:
        bodies = _bodies(doc.body)
        _apply(bodies[where % len(bodies)], edit)
        _check(str(doc), newline)
