"""The shortcuts ``loads`` takes past evaluation give what evaluation gives.

``hclkit.native.evaluate.constant_data`` turns constants (literals, plain
strings, tuples and objects of them) into data without evaluating them, and
``unknown_without_errors`` tells, without evaluating, that an expression is
unknown with no error where names not given stand for unknowns (expression
mode keeps such an expression as text).  Each is checked here against the
evaluator on every expression of the test corpus, at any depth, and on
cases written to sit at the edge of what they take.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import hclkit
from hclkit import stdlib
from hclkit.convenience.plain import body_data
from hclkit.limits import Limits
from hclkit.model import EvalContext
from hclkit.native import ast
from hclkit.native.evaluate import NOT_CONSTANT, constant_data, evaluate, unknown_without_errors
from hclkit.pos import Range, SourceMap

DATA = Path(__file__).resolve().parents[1] / "data"
ROOM = 1 << 30

# At the edges: what needs a conversion, a null, a known result, an error.
EDGES = """
a01 = {b = 1, b = 2, "c" = 3, c = 4}
a02 = {1 = "x", 2.5 = "y", true = 1, null = 2}
a03 = {(k) = 1, "${k}" = 2}
a04 = [1, "two", [3, {x = null}], {y = [true, false]}, -0, 1e400, 0.1]
a05 = x[null]
a06 = x.y[0]["z"].w
a07 = [x, 1, {a = y}]
a08 = "pre-${x}-${y.z}"
a09 = "${1}-${x}"
a10 = "${null}-${x}"
a11 = x * 2 + y
a12 = "a" * x
a13 = x == null
a14 = "p${x}" == 1
a15 = x && true
a16 = !x
a17 = -x
a18 = -"a"
a19 = x ? 1 : y
a20 = x ? 1 : "a"
a21 = x ? [1] : "a"
a22 = [x] ? 1 : 2
a23 = [for v in x : v]
a24 = [for v in [x] : v]
a25 = {for k, v in x : k => v}
a26 = x[*].id
a27 = [x][*].id
a28 = nosuch(x, [y])
a29 = upper(x)
a30 = nosuch(x...)
a31 = (x).y[1]
a32 = f(x)[null]
a33 = x[y]
a34 = x["${y}"]
a35 = "%{ for v in x }${v}%{ endfor }"
a36 = "%{ if x }a%{ else }b%{ endif }"
a37 = var.given
a38 = var.missing
a39 = given
a40 = given.nope
a41 = {a.b = 1}
a42 = "\\u00e9" == "e\\u0301"
a43 = {"e\\u0301" = 1, "\\u00e9" = 2}
a44 = <<EOT
  plain ${x}
EOT
a45 = x.0
a46 = (x ? 1 : 2) + 1
a47 = 1 + 2
a48 = true ? x : 1
"""

CONTEXTS = [
    EvalContext({}, stdlib.functions()),
    EvalContext({"var": {"given": 1}, "given": "text", "x": None}, stdlib.functions()),
    EvalContext({}, {}),
]


def _expressions() -> list[ast.Expression]:
    texts = [EDGES]
    texts += [p.read_text(encoding="utf-8")
              for p in sorted((DATA / "native" / "valid").glob("*.hcl"))]
    found = []
    for text in texts:
        f, _ = hclkit.parse(text)
        found += [n for n in ast.walk(f.body) if isinstance(n, ast.Expression)]
    return found


EXPRESSIONS = _expressions()


def _lenient(ctx: EvalContext, expr: ast.Expression) -> EvalContext:
    from hclkit.convenience.plain import _lenient as lenient
    from hclkit.convenience.plain import _Options
    return lenient(_Options(ctx, "expression", False), expr)


@pytest.mark.parametrize("decimals", [False, True])
def test_constant_data_is_what_evaluation_gives(decimals: bool) -> None:
    taken = 0
    for expr in EXPRESSIONS:
        data = constant_data(expr, decimals, ROOM)
        if data is NOT_CONSTANT:
            continue
        taken += 1
        val, diags = evaluate(expr, None)  # a constant needs no context at all
        assert not diags.has_errors(), expr
        assert val.is_wholly_known, expr
        assert repr(data) == repr(val.to_python(decimals=decimals)), expr
    assert taken > 1000  # most of the corpus


def test_unknown_without_errors_is_what_evaluation_gives() -> None:
    taken = 0
    for ctx in CONTEXTS:
        for expr in EXPRESSIONS:
            if not unknown_without_errors(expr, ctx, ROOM):
                continue
            taken += 1
            val, diags = evaluate(expr, _lenient(ctx, expr))
            assert not diags.has_errors(), (expr, list(diags))
            assert not val.is_wholly_known, expr
    assert taken > 1000


@pytest.mark.parametrize("name", ["a05", "a09", "a10", "a12", "a14", "a18", "a20", "a21",
                                  "a22", "a24", "a27", "a29", "a30", "a32", "a41", "a47"])
def test_left_to_evaluation(name: str) -> None:
    """What needs converting, a null, a known result or an error is evaluated."""
    f, _ = hclkit.parse(EDGES)
    expr = f.body.attributes[name].expr
    assert not unknown_without_errors(expr, CONTEXTS[0], ROOM)


def test_a_constant_past_the_budget_is_evaluated_and_reported() -> None:
    f, _ = hclkit.parse("a = [[1, 2], [3, 4]]\n")
    expr = f.body.attributes["a"].expr
    assert constant_data(expr, False, 6 * 64) == [[1, 2], [3, 4]]
    assert constant_data(expr, False, 6 * 64 - 1) is NOT_CONSTANT
    ctx = EvalContext({}, {}, limits=Limits(max_eval_bytes=5 * 64))
    data, diags = body_data(f.body, ctx)
    assert data == {"a": None}
    assert [d.summary for d in diags.errors()] == ["Too much memory"]


def test_an_unknown_past_the_budget_is_evaluated() -> None:
    f, _ = hclkit.parse("a = [x, [y, 1]]\n")
    expr = f.body.attributes["a"].expr
    assert unknown_without_errors(expr, CONTEXTS[0], 4 * 64)
    assert not unknown_without_errors(expr, CONTEXTS[0], 4 * 64 - 1)


@pytest.mark.parametrize("text", ["a = [[1, 2], [3, 4]]\n", "a = [[x, 2], [3, 4]]\n",
                                  "a = [for i in [1, 2, 3, 4, 5, 6]: [i, i]]\n"])
def test_expression_mode_keeps_the_callers_budget(text: str) -> None:
    """Expression mode evaluates in a context where every missing name is
    found; that context keeps the caller's limits (it had the default ones,
    so a small max_eval_bytes went unchecked), as raise mode does."""
    f, _ = hclkit.parse(text)
    ctx = EvalContext({}, {}, limits=Limits(max_eval_bytes=5 * 64))
    data, diags = body_data(f.body, ctx, unknowns="expression")
    assert data == {"a": None}
    assert [d.summary for d in diags.errors()] == ["Too much memory"]
    inner = EvalContext({}, {}, ctx)  # a child scope: its parent's limits
    data, diags = body_data(f.body, inner, unknowns="expression")
    assert [d.summary for d in diags.errors()] == ["Too much memory"]


def _frames() -> int:
    depth, frame = 0, sys._getframe()
    while frame is not None:
        depth, frame = depth + 1, frame.f_back  # type: ignore[assignment]
    return depth


def test_a_constant_deeper_than_the_stack_left_falls_back_to_evaluation() -> None:
    """With little of Python's stack left the shortcut gives up (evaluation
    then says what is wrong) rather than raise."""
    f, _ = hclkit.parse("a = " + "[" * 60 + "]" * 60 + "\n")
    expr = f.body.attributes["a"].expr

    def nested(levels: int) -> object:
        return constant_data(expr, False, ROOM) if levels == 0 else nested(levels - 1)

    assert nested(0) != NOT_CONSTANT
    assert nested(sys.getrecursionlimit() - _frames() - 30) is NOT_CONSTANT


def test_expanding_dynamic_blocks_works_out_no_block_positions(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Blocks wrapped for ``dynamic`` expansion make their ranges only for a
    message: the only places worked out are where a missing argument would
    go (empty ranges, which applying a schema to a native body makes)."""
    text = '''
resource "x" "y" {
  setting { a = 1 }
  dynamic "tag" {
    for_each = ["a", "b"]
    labels   = [tag.value]
    content { v = tag.key }
  }
  nested {
    deeper "l" { b = 2 }
  }
}
'''
    f, _ = hclkit.parse(text)
    asked: list[tuple[int, int]] = []
    made = SourceMap.range

    def spy(self: SourceMap, start: int, end: int) -> Range:
        asked.append((start, end))
        return made(self, start, end)

    monkeypatch.setattr(SourceMap, "range", spy)
    data, diags = body_data(f.body, EvalContext({}, stdlib.functions()))
    assert not diags.has_errors()
    assert data == {"resource": {"x": {"y": {
        "setting": {"a": 1}, "tag": {"a": {"v": 0}, "b": {"v": 1}},
        "nested": {"deeper": {"l": {"b": 2}}}}}}}
    assert all(start == end for start, end in asked), asked
