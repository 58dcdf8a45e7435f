"""Diagnostics that nobody reads cost nothing: their positions and "Did you
mean" suggestions are worked out when first read, and what is read (or
pickled) is the same as if they had been worked out at once."""

from __future__ import annotations

import pickle

import pytest

import hclkit
from hclkit.diagnostics import Diagnostic, Diagnostics, Severity
from hclkit.diagwrite import write_text
from hclkit.model import names as model_names
from hclkit.model.context import EvalContext
from hclkit.pos import Range, SourceMap, Span
from hclkit.stdlib import functions


class _Counted:
    """Something with a range, counting how often it is asked."""

    def __init__(self, where: Span) -> None:
        self.where = where
        self.asked = 0

    @property
    def range(self) -> Range:
        self.asked += 1
        return self.where.resolve()


def test_subject_context_and_detail_are_worked_out_when_first_read() -> None:
    sm = SourceMap("abc\ndef\n", "f.hcl")
    subject, context = _Counted(Span(sm, 4, 7)), _Counted(Span(sm, 0, 7))
    made: list[int] = []

    def detail() -> str:
        made.append(1)
        return "the detail"

    diags = Diagnostics()
    diags.error("Summary", detail, subject, context)
    assert (subject.asked, context.asked, made) == (0, 0, [])
    d = diags[0]
    assert d.subject == sm.range(4, 7) and isinstance(d.subject, Range)
    assert d.context == sm.range(0, 7)
    assert d.detail == "the detail"
    assert str(d) == "f.hcl:2,1-4: Summary; the detail"
    # Each is worked out once, then kept.
    assert (subject.asked, context.asked, len(made)) == (1, 1, 1)


def test_a_lazy_diagnostic_equals_pickles_and_replaces_as_an_eager_one() -> None:
    sm = SourceMap("abc\ndef\n", "f.hcl")
    lazy = Diagnostics()
    lazy.error("Summary", lambda: "detail", Span(sm, 4, 7))
    eager = Diagnostic(Severity.ERROR, "Summary", "detail", sm.range(4, 7))
    assert lazy[0] == eager and hash(lazy[0]) == hash(eager)
    assert repr(lazy[0]) == repr(eager)
    back = pickle.loads(pickle.dumps(lazy))
    assert list(back) == [eager] and back[0].subject == eager.subject
    assert lazy[0].__replace__(summary="Other").subject == eager.subject
    with pytest.raises(AttributeError):
        lazy[0].subject = None  # type: ignore[misc]


def test_parse_errors_make_no_positions_until_read(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[int] = []
    original = SourceMap.pos

    def counting(self: SourceMap, offset: int) -> hclkit.Pos:
        asked.append(offset)
        return original(self, offset)

    monkeypatch.setattr(SourceMap, "pos", counting)
    file, diags = hclkit.parse('a = [1,\nb = "x', "in.hcl")
    assert diags.has_errors() and asked == []
    text = write_text(diags, {"in.hcl": file}, width=60)
    assert asked and "on in.hcl line 2" in text
    monkeypatch.undo()
    assert write_text(diags, {"in.hcl": file}, width=60) == \
        write_text(hclkit.parse('a = [1,\nb = "x', "in.hcl")[1], {"in.hcl": file}, width=60)


def test_try_makes_no_did_you_mean_for_what_it_drops(monkeypatch: pytest.MonkeyPatch) -> None:
    searched: list[str] = []
    # (The evaluator looks the function up there when a detail is read.)
    original = model_names.closest_name

    def counting(given: str, scopes: object) -> str | None:
        searched.append(given)
        return original(given, scopes)  # type: ignore[arg-type]

    monkeypatch.setattr(model_names, "closest_name", counting)
    ctx = EvalContext(variables={"value": hclkit.to_value(1)}, functions=functions())
    expr, _ = hclkit.parse_expression("[try(valeu, 0), can(valeu)]")
    assert expr is not None
    val, diags = expr.value(ctx)
    assert not diags and val == hclkit.to_value([0, False])
    assert searched == []
    # The same mistake outside try: the suggestion is made when the detail is read.
    expr, _ = hclkit.parse_expression("valeu + 1")
    assert expr is not None
    _, diags = expr.value(ctx)
    assert searched == []
    assert diags[0].detail == 'There is no variable named "valeu". Did you mean "value"?'
    assert searched == ["valeu"]
