"""Expressions kept as text (``loads(unknowns="expression")``): the text is
template text that loads back to the same expression, whatever the
expression's form (a quoted template, a heredoc, one that ends in a heredoc)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import hclkit
from hclkit.convenience.plain import expression_text

GIVEN = {"var": {"p": "P", "b": False, "c": True, "n": 3, "items": ["i", "j"]}, "a": "A"}

# Literal text with what templates escape or treat specially.
_LITERAL = st.lists(st.sampled_from(
    ["x", " ", "-", "$", "%", "{", "}", '"', "\\", "\n", "\t", "${", "%{", "~", "é", "EOT"]),
    max_size=6).map("".join)
_INTERP = st.sampled_from(["${var.p}", "${ var.n + 1 }", '${upper("q\\"}")}', "${~ a ~}",
                           "${a}", '${"${var.p}!"}'])
_DIRECTIVE = st.sampled_from(["%{ if var.c }yes%{ else }no%{ endif }",
                              "%{ for i in var.items }[${i}]%{ endfor }",
                              "%{~ if var.b ~} t %{~ endif ~}"])


def _quoted_literal(text: str) -> str:
    out = json.dumps(text, ensure_ascii=False)[1:-1]  # JSON's escapes are HCL's here
    return out.replace("${", "$${").replace("%{", "%%{")


def _heredoc_literal(text: str) -> str:
    return text.replace("${", "$${").replace("%{", "%%{")


@st.composite
def templates(draw: Any) -> str:
    """A template attribute's source: quoted, heredoc or indented heredoc."""
    form = draw(st.sampled_from(["quoted", "heredoc", "indented"]))
    pieces = draw(st.lists(st.one_of(_LITERAL.map(lambda t: ("lit", t)),
                                     _INTERP.map(lambda t: ("seq", t)),
                                     _DIRECTIVE.map(lambda t: ("seq", t))), max_size=5))
    if form == "quoted":
        return '"' + "".join(_quoted_literal(t) if k == "lit" else t for k, t in pieces) + '"'
    body = "".join(_heredoc_literal(t.replace("EOT", "E")) if k == "lit" else t
                   for k, t in pieces)
    if form == "heredoc":
        return "<<EOT\n" + body + "\nEOT\n"
    lines = body.split("\n")
    return "<<-EOT\n" + "".join("    " + line + "\n" for line in lines) + "  EOT\n"


def _kept_reads_back(src: str) -> None:
    """The attribute's kept text, read as a template, has the attribute's value."""
    file, diags = hclkit.parse(src)
    if diags.has_errors():
        return  # pieces that make no template (a stray "}" closing a sequence)
    expr = file.body.attributes["t"].expr
    ctx = hclkit.EvalContext(GIVEN, hclkit.stdlib.functions())
    want, wdiags = expr.value(ctx)
    if wdiags.has_errors():
        return
    text = expression_text(expr)
    back, bdiags = hclkit.parse_template(text)
    assert not bdiags.has_errors(), (src, text, bdiags)
    got, gdiags = back.value(ctx)
    assert not gdiags.has_errors() and got == want, (src, text)
    # loads keeps it as exactly that text when nothing is given, and the text
    # loads back as a JSON-syntax string to the same value.
    if expr.variables():
        assert hclkit.loads(src, unknowns="expression") == {"t": text}
    assert hclkit.loads(json.dumps({"t": text}), variables=GIVEN) == {"t": want.to_python()}


@settings(max_examples=300, deadline=None)
@given(templates())
def test_templates_are_kept_as_templates_that_read_back(template: str) -> None:
    _kept_reads_back(f"t = {template}\n")


@pytest.mark.parametrize("expr", [
    'var.b ? "x" : <<EOT\nfoo ${var.p}\nEOT\n',
    "[\n  1, # a comment\n  var.n]",
    "[var.p, <<-EOT\n  a\n  EOT\n]",
    'upper(<<EOT\n${var.p}\nEOT\n)',
])
def test_other_expressions_are_kept_as_an_interpolation_that_reads_back(expr: str) -> None:
    _kept_reads_back(f"t = {expr}\n")


@pytest.mark.parametrize("template", [
    # A strip marker reaches only the literal token beside it: a heredoc's
    # next line keeps its white space, which the kept text must not lose.
    "<<EOT\n%{~ if var.b ~} t %{~ endif ~}\n\nEOT\n",
    "<<EOT\nx\n  \n%{~ if var.c ~} t %{~ endif ~}\n\nEOT\n",
    "<<-EOT\n    ${~ var.p ~}\n\n    a\n  EOT\n",
])
def test_white_space_a_strip_marker_did_not_reach_stays(template: str) -> None:
    _kept_reads_back(f"t = {template}\n")


def test_the_shapes_the_issue_names() -> None:
    src = 'a = <<EOT\nhello ${var.p}\nEOT\nb = "${var.p}-vpc"\nc = "${var.p}"\n'
    assert hclkit.loads(src, unknowns="expression") == {
        "a": "hello ${var.p}\n", "b": "${var.p}-vpc", "c": "${var.p}"}
