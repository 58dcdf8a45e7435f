"""Lines of common shapes read as one token each (the configuration parser's
fast path) give exactly what the ordinary tokens give: the same tokens once
expanded, the same tree node by node and range by range, the same
diagnostics, on the test corpus, on broken copies of it and on generated
files."""

from __future__ import annotations

import os
import pickle
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hclkit.limits import DEFAULT_LIMITS, Limits
from hclkit.native import ast
from hclkit.native import lexer as lexer_module
from hclkit.native import parser as native_parser
from hclkit.native.file import _source
from hclkit.native.lexer import (
    LINES_PAY_OFF,
    Kind,
    expand_lines,
    lines_pay_off,
    tokenize_with_problems,
)
from hclkit.types.number import MAX_DIGITS

DATA = Path(__file__).parent.parent / "data"
FILES = sorted([*DATA.rglob("*.hcl"), *DATA.rglob("*.tf")])
VALID = sorted((DATA / "native" / "valid").glob("*.hcl"))


def _text(path: Path) -> str:
    return path.read_bytes().decode("utf-8", "surrogateescape")


def _parse(text: str, lines: bool, limits: Limits = DEFAULT_LIMITS) -> tuple[ast.Body, Any]:
    sm = _source(text, "f.hcl")
    p = native_parser.Parser(sm.text, sm, limits=limits, lines=lines, expressions=lines)
    body = p.parse_config()
    return body, native_parser._after_bad_encoding(p.diags)


def _value(node: ast.Node) -> Any:
    """What a node holds besides its children and offsets."""
    if isinstance(node, ast.Attribute):
        return (node.name, node.name_end, node.equals_start, node.name_range, node.equals_range)
    if isinstance(node, ast.Block):
        return (node.type, node.type_end, node.labels, node.label_spans, node.open_brace,
                node.close_start, node.label_ranges, node.def_range, node.close_brace_range)
    if isinstance(node, ast.Body):
        return (list(node.attributes), len(node.blocks), node.missing_item_range)
    if isinstance(node, ast.LiteralValueExpr):
        return (repr(node.val), node.start_range)
    if isinstance(node, ast.TemplateExpr):
        return (node.plain_value, node.is_string_literal(), node.start_range)
    if isinstance(node, ast.FunctionCallExpr):
        return (node.name, node.name_end, node.expand_final, node.open_paren, node.close_paren)
    if isinstance(node, ast.ScopeTraversalExpr):
        return [(type(s).__name__, getattr(s, "name", None), s.range) for s in node.traversal]
    return None


def _tree(body: ast.Body) -> list[Any]:
    return [(type(n).__name__, n.start, n.end, n.range, _value(n)) for n in ast.walk(body)]


def _diags(diags: Any) -> list[Any]:
    return [(d.severity, d.summary, d.detail, d.subject, d.context) for d in diags]


def _same_both_ways(text: str, limits: Limits = DEFAULT_LIMITS) -> None:
    fast, fast_diags = _parse(text, True, limits)
    slow, slow_diags = _parse(text, False, limits)
    assert _diags(fast_diags) == _diags(slow_diags)
    assert _tree(fast) == _tree(slow)


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(DATA)))
def test_line_tokens_expand_to_the_ordinary_tokens(path: Path) -> None:
    text = _text(path)
    lines, lines_problems = tokenize_with_problems(text, lines=True, expressions=True)
    plain, problems = tokenize_with_problems(text)
    assert lines_problems == problems
    assert expand_lines(text, lines) == plain


def test_the_valid_corpus_is_mostly_line_tokens() -> None:
    """What makes the fast path worth having (and shows it is taken)."""
    line_tokens = 0
    for path in VALID:
        kinds = [t[0] for t in tokenize_with_problems(_text(path), lines=True)[0]]
        line_tokens += kinds.count(Kind.LINE_ATTR) + kinds.count(Kind.LINE_BLOCK)
    assert line_tokens > 2000


def test_the_valid_corpus_has_line_items_tuples_and_calls() -> None:
    """The shapes of the later rounds are taken on real files too."""
    items = nested = 0
    for path in VALID:
        text = _text(path)
        for tok in tokenize_with_problems(text, lines=True)[0]:
            if tok[0] == Kind.LINE_ITEM:
                items += 1
            if tok[0] in (Kind.LINE_ATTR, Kind.LINE_ITEM) and text[tok[6] - 1] in "])":
                nested += 1
    assert items > 200
    assert nested > 200


# Each new shape in each context, with a line token for it (so the fast path
# is taken) and the same tree and diagnostics as the ordinary tokens give.
@pytest.mark.parametrize(("text", "kind"), [
    ('x = {\n  a = 1\n  "b" = "c"\n  d: e.f\n}\n', Kind.LINE_ITEM),
    ("x = {\n  a = true,\n  b = null # c\n\n  // d\n  c = false\n}\n", Kind.LINE_ITEM),
    ("x = {\n  a = {\n    b = 1\n  },\n  c = [1, \"x\", d.e, true,]\n}\n", Kind.LINE_ITEM),
    ('x = {\n  "a b": f(1, "x,)", y.z)\n  c = g ()\n}\n', Kind.LINE_ITEM),
    ("x = {\n  a = 1.5\n  b = 007\n}\n", Kind.LINE_ITEM),
    ('x = [1, "a]", b.c, false]\ny = []\nz = [ 2 , ]\n', Kind.LINE_ATTR),
    ("x = f(1, a.b)\ny = g()\nz = h (\"x\",)\n", Kind.LINE_ATTR),
    ('b "l" {\n  x = [null]\n  y = max(1, 2)\n}\n', Kind.LINE_ATTR),
    ('x = { a = 1, "b": "c,}", true = d.e, }\ny = {}\n', Kind.LINE_ATTR),
    ("x = {\n  a = { b = 1.5 }\n  c = {}\n}\n", Kind.LINE_ITEM),
    ('x = "a-${b.c}-d"\ny = "${ e }"\nz = ["${f}x", g("${h}")]\n', Kind.LINE_ATTR),
    ('x = {\n  k = "${f}${g.h}"\n  "l": { m = "n${o}" }\n}\n', Kind.LINE_ITEM),
    # Blocks on one line, empty or with one attribute of the LINE_ATTR shapes.
    ('a {}\nb "l" m { }\nc {\n  d { e = 1 } # f\n  g "h" {e = [1, "${i}"]}\n}\n',
     Kind.LINE_SHORT_BLOCK),
    ("lifecycle { ignore_changes = [tags, a.b] }\nx { y = f(1) }\nz { w = { k = 1.5 } }\n",
     Kind.LINE_SHORT_BLOCK),
    ('a { b = "${c}" }\n# d\ne { f = 007 }\ng { h = 1.25 }\n', Kind.LINE_SHORT_BLOCK),
])
def test_new_shapes_are_read_as_line_tokens_and_build_the_same_tree(text: str, kind: int) -> None:
    assert kind in [t[0] for t in tokenize_with_problems(text, lines=True)[0]]
    _same_both_ways(text)


@pytest.mark.parametrize("text", [
    # A value that goes on on the next line: the item is not a line token.
    "x = {\n  a = b\n    + c\n  d = 1\n}\n",
    "x = {\n  a = b\n  ? c : d\n  e = 1\n}\n",
    "x = {\n  a = b\n  .c\n  e = [1]\n}\n",
    # A conditional missing its false result before an item line.
    "x = {\n  a = b ? c\n  d = 1\n}\n",
    'x = {\n  a = b ? c\n  "d" = 1\n}\n',
    # An item whose value is missing or unfinished before an item line.
    "x = {\n  a =\n  b = 1\n}\n",
    "x = {\n  a\n  b = 1\n}\n",
    "x = {\n  a = 1 +\n  b = 1\n}\n",
    # A for expression: its lines are never items.
    "x = {\n  for k, v in m :\n  k => v\n}\n",
    "x = {\n  # c\n  for = 1\n  b = 2\n}\n",
    "x = {\n  /* c */ for k,\n  v = 1\n}\n",
    "x = [for]\ny = [ for x in z : x]\n",
    "x = { for = 1 }\ny = { for k, v in m : k => v }\n",
    # Closing lines with commas, in an object and in a body.
    "x = {\n  a = {\n  },\n  b = 1\n}\nc {\n},\n",
    # Numbers the token path reports, in items and tuples.
    "x = {\n  a = " + "9" * 400 + "\n}\ny = [" + "9" * 400 + "]\n",
    # A strip marker closing an object opened by a line.
    "x = {\n  a = 1\n~}\n",
    # Blocks on one line that are not LINE_SHORT_BLOCK tokens, or are and
    # then something is wrong after or around them.
    "a { b = 1, c = 2 }\nd { e = 1 } f\ng { h = f(x) }\ni { j = 1\n}\n",
    "a { b = 1 }\na { b = 1 }\nc = 1\nc = 2\nd { b = 1 } { }\n",
    "a { b = 1 } }\nc { d = 2 }\n",
    "a { b = " + "9" * 400 + " }\nc { d = [" + "9" * 400 + "] }\n",
    "a { b = 1 }" + "\n" * 0,
    "{ a = 1 }\nb { = 1 }\nc { d }\n",
])
def test_line_items_where_the_value_or_the_context_is_not_plain(text: str) -> None:
    _same_both_ways(text)


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(DATA)))
def test_the_same_tree_and_diagnostics_with_line_tokens_or_without(path: Path) -> None:
    _same_both_ways(_text(path))


def test_broken_copies_of_the_corpus_parse_the_same_either_way() -> None:
    """An error anywhere (the parser then expands the line tokens after it)."""
    rnd = random.Random(23)
    noise = ["{", "}", "(", ")", "[", "]", '"', "=", "\n", "${", "<<EOT\n", "#", ",", "~}",
             "\udcff", " + }", "{ a = 1 + }\n", "= 1 +"]
    for path in VALID:
        text = _text(path)
        for _ in range(6):
            at = rnd.randrange(len(text) + 1)
            cut = rnd.choice([0, 0, 1, 3])
            _same_both_ways(text[:at] + rnd.choice(noise) + text[at + cut:])


@pytest.mark.parametrize("text", [
    # The one-line block's error skips to the next closing brace, over the
    # lines after it: read as line tokens, the block opened on the way
    # would be missed (the parser expands them at the error).
    "a { b = 1 + }\nc = 1\nd {\n}\ne = 2\n",
    "a { b = 1 + }\nd \"x\" {\n  f = 1\n}\ne = 2\n}\ng = 3\n",
    # Redefined: reported at the second (the rest read from ordinary tokens).
    "a = 1\nb {\n  c = 2\n  c = \"x\"\n  d = e.f\n}\na = 3\n",
])
def test_errors_before_line_tokens(text: str) -> None:
    _same_both_ways(text)


@pytest.mark.parametrize(("text", "limits"), [
    ("a {\n" * 120 + "b = 1\n" + "}\n" * 120, DEFAULT_LIMITS),  # too deep
    ('a {\n  b "x" {\n    c = 1\n  }\n}\n', Limits(max_depth=1)),
    ("a = 1\na = 2\nb {\n  c = 1\n  c = 2\n  d = (\n}\n" * 3, Limits(max_diagnostics=3)),
    # A tuple or a call one level too deep, at the top, in a block, in an object.
    ("a = [1]\nb = f(2)\n", Limits(max_depth=0)),
    ("b {\n  c = [1]\n  d = 2\n}\n", Limits(max_depth=1)),
    ("x = {\n  a = f(1)\n  b = 2\n}\n", Limits(max_depth=1)),
    ("x = {\n  a = {\n    b = [1]\n  }\n}\n", Limits(max_depth=2)),
    # A template takes a level, in a tuple two.
    ('a = "${b}"\nc = ["${d}"]\n', Limits(max_depth=0)),
    ('a = "${b}"\nc = ["${d}"]\n', Limits(max_depth=1)),
    ('a = "${b}"\nc = ["${d}"]\n', Limits(max_depth=2)),
    ('x = {\n  a = "${b}"\n  c = { d = "${e}" }\n}\n', Limits(max_depth=2)),
    # A block on one line, with a template in a tuple: three levels.
    *[('a { b = ["${c}"] }\nd {}\ne { f = 1 }\n', Limits(max_depth=n)) for n in range(5)],
    *[('g {\n  a { b = ["${c}"] }\n}\n', Limits(max_depth=n)) for n in range(6)],
])
def test_limits_with_line_tokens(text: str, limits: Limits) -> None:
    _same_both_ways(text, limits)


def test_a_subclass_that_sees_every_item_gets_no_line_tokens() -> None:
    seen: list[object] = []

    class Seeing(native_parser.Parser):
        def parse_body_item(self, ident: Any) -> Any:
            item = super().parse_body_item(ident)
            seen.append(item)
            return item

    text = 'a = 1\nb "x" {\n  c = "d"\n}\n'
    sm = _source(text, "f.hcl")
    Seeing(sm.text, sm, lines=True).parse_config()
    assert len(seen) == 3


def test_lines_are_expanded_once_however_many_errors(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []
    real = native_parser.expand_lines

    def counting(src: str, tokens: Any) -> Any:
        calls.append(len(tokens))
        return real(src, tokens)

    monkeypatch.setattr(native_parser, "expand_lines", counting)
    text = "".join(f"a{n} = 1\nb{n} = (\n" if n % 50 == 0 else f"c{n} = {n}\n"
                   for n in range(1000))
    _parse(text, lines=True)
    assert len(calls) == 1


_NAMES = st.sampled_from(["a", "b", "x_1", "true", "null", "for", "in", "a-b", "_", "é", "aé"])
_VALUES = st.one_of(
    st.sampled_from(['"x"', '""', '"a b{c}"', '"é"', "1", "1.5", "01", "1.", "1e3", "1.2.3",
                     "true", "false", "null", "true.x", "null.y", "a.b", "a.b.c", "a.0", "a.",
                     "a .b", "x[0]", "-1", "(", "[", "{", "a(", "==1", "=> x", "<<EOT\nx\nEOT",
                     '"${a}"', '"a\\n"', "a b", "'x'",
                     # tuples and calls, and what is not one
                     "[]", '[1, "a,]"]', "[a.b, true,]", "[ 1 , 2 ]", "[for]", "[for x in y: x]",
                     "[1 2]", "[1,,]", "[,]", "[-1]", "[[1]]", '["${a}"]', "[1", "[1.5, 2]",
                     "f()", "f (1)", 'f(1, "x)",)', "f(a...)", "f(a, ...)", "f([1])", "f(1",
                     "a.b(1)", "true(1)", "f(1) + 1", "[1] [0]", "f(1)[0]", "{}", "{ a = 1 }",
                     '{ "b": x.y, c = true, }', "{ for = 1 }", "{a=1 b=2}", "{ a == 1 }",
                     "{ a => 1 }", '{ "" = 1 }', "{ (a) = 1 }", "{ a.b = 1 }", "{ a = {} }",
                     "{ true = 1, null: 2 }", "{ a = 1,, }", "{ a = 1 }.a",
                     # templates of plain text and interpolated variables, and not
                     '"a${b}c"', '"${b.c}"', '"${ b }"', '"${true}"', '"${b~}"', '"${~b}"',
                     '"$${b}"', '"a${b}${c.d}"', '"${b}%{if x}y%{endif}"', '"${b}$"',
                     '["${b}", "x${c}"]', 'f("${b}")', '{ a = "${b}" }', '"${b(1)}"',
                     '"${b[0]}"', '"${null.a}"', '"${b}\\n"', '"${}"']),
    st.text(alphabet='ab1."=', max_size=4),
)
_TAILS = st.sampled_from(["\n", "\r\n", " # c\n", "// c\n", "  \n", "", " /* c */\n", "\r"])
_KEYS = st.sampled_from(["a", '"b"', '"b c"', '""', "for", "true", "é", '"${x}"', "(k)", "a.b"])
_SEPS = st.sampled_from([" = ", ": ", "=", " == ", " => "])
_COMMAS = st.sampled_from(["", "", ",", " ,", ",,"])
_LINE = st.one_of(
    # Object constructors opened by a line, their items, and lines that
    # continue the item before them.
    st.builds(lambda k, sep, v, c, t: f"  {k}{sep}{v}{c}{t}", _KEYS, _SEPS, _VALUES, _COMMAS,
              _TAILS),
    st.builds(lambda k, sep, t: f"{k}{sep}{{{t}", _KEYS, _SEPS, _TAILS),
    st.sampled_from(["},\n", "  }\n", "}, # c\n", "  + 1\n", "  ? a : b\n", "  : b\n", "  .c\n",
                     "  [0]\n", "  for k, v in m :\n", "  k => v\n", "  /* c */ for x in y :\n",
                     "  ...\n", "  (k) = 1\n"]),
    st.builds(lambda n, v, t, sp: f"{sp}{n}{sp}={sp}{v}{t}", _NAMES, _VALUES, _TAILS,
              st.sampled_from(["", " ", "\t"])),
    st.builds(lambda n, labels, t: f"{n}{labels} {{{t}", _NAMES,
              st.sampled_from(["", ' "l"', ' "l" m', ' ""', ' "a b"', " m", ' "${x}"', ' "\\n"']),
              _TAILS),
    st.sampled_from(["}\n", "}", "} # c\n", "\n", "# c\n", "// c\n", "  \n", "a {}\n",
                     "a { b = 1 }\n", ")\n", "]\n", "x = [\n", "x = {\n", "x = (\n", "~}\n",
                     "a { b = 1 + }\n"]),
)


@settings(max_examples=300, deadline=None)
@given(st.lists(_LINE, max_size=12))
def test_generated_files_parse_the_same_either_way(lines: list[str]) -> None:
    text = "".join(lines)
    plain = tokenize_with_problems(text)[0]
    lines_tokens = tokenize_with_problems(text, lines=True, expressions=True)[0]
    assert expand_lines(text, lines_tokens) == plain
    _same_both_ways(text)


def test_line_tokens_wait_until_they_pay_off(monkeypatch: pytest.MonkeyPatch) -> None:
    # A process's first small parses read tokens: compiling the line
    # patterns costs more than they save on a few small files.
    monkeypatch.setattr(lexer_module, "_parsed", [0])
    assert not lines_pay_off(1_000)
    assert not lines_pay_off(LINES_PAY_OFF - 1_001)
    assert lines_pay_off(1)
    assert lines_pay_off(1)  # and from then on
    monkeypatch.setattr(lexer_module, "_parsed", [0])
    assert lines_pay_off(LINES_PAY_OFF)  # one text long enough


def test_a_small_file_alone_does_not_compile_the_line_patterns() -> None:
    # (Nor the patterns that check values kept unread, LINE_EXPR tokens.)
    code = ("import hclkit\nfrom hclkit.native import expression_check, lexer\n"
            "f, d = hclkit.parse('name = \"x-${var.a}\"\\nport = 8080 + 1\\n')\n"
            "assert not d and list(f.body.attributes) == ['name', 'port']\n"
            "print(lexer._line_pattern.cache_info().currsize,\n"
            "      expression_check._compiled.cache_info().currsize,\n"
            "      lexer._expression_line.cache_info().currsize,\n"
            "      lexer.pattern.cache_info().currsize)\n")
    src = str(Path(__file__).resolve().parents[2] / "src")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, env={**os.environ, "PYTHONPATH": src}).stdout
    assert out.split() == ["0", "0", "0", "0"]


# Line values that are tuples, calls, objects or templates are kept unread
# where LINE_EXPR values are (the parser's ``expressions``), and made when
# their attribute is first asked for.
NESTED = 'a = [1, "x${y}"]\nb "l" {\n  c = f(1, z.w)\n  d = {k = "v", m: 2.5}\n  e = "p${q}"\n}\n'


def _counting_nested(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int]]:
    calls: list[tuple[int, int]] = []
    real = native_parser.line_shape_value

    def counting(sm: Any, start: int, end: int) -> ast.Expression:
        calls.append((start, end))
        return real(sm, start, end)

    monkeypatch.setattr(native_parser, "line_shape_value", counting)
    return calls


def test_nested_line_values_are_made_when_first_asked_for(
        monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _counting_nested(monkeypatch)
    body, diags = _parse(NESTED, True)
    assert not diags and calls == []
    assert isinstance(body.attributes["a"].expr, ast.TupleConsExpr)
    assert len(calls) == 1
    attrs = body.blocks[0].body.attributes
    assert [type(attrs[n].expr).__name__ for n in "cde"] == [
        "FunctionCallExpr", "ObjectConsExpr", "TemplateExpr"]
    assert len(calls) == 4
    _same_both_ways(NESTED)


def test_nested_line_values_are_made_at_once_without_expressions(
        monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _counting_nested(monkeypatch)
    sm = _source(NESTED, "f.hcl")
    body = native_parser.Parser(sm.text, sm, lines=True, expressions=False).parse_config()
    assert isinstance(body.attributes["a"].expr, ast.TupleConsExpr)
    assert body.blocks[0].body.attributes["c"] and calls == []


@pytest.mark.parametrize("digits", [MAX_DIGITS - 4, MAX_DIGITS - 2, MAX_DIGITS + 1])
def test_a_nested_value_with_a_number_of_too_many_digits(digits: int) -> None:
    # Only a number of too many digits could be reported (line shapes'
    # numbers have no exponent): a value long enough to hold one is made
    # at once.
    text = f"a = [{'1' * digits}]\nb = f(x)\n"
    _same_both_ways(text)
    assert bool(_parse(text, True)[1]) == (digits > MAX_DIGITS)


@pytest.mark.parametrize(("depth", "limit"), [
    (0, 1), (0, 2), (1, 2), (1, 3), (2, 3), (97, 100), (98, 100), (99, 100),
])
def test_nested_line_values_near_the_nesting_limit(depth: int, limit: int) -> None:
    text = "b {\n" * depth + 'x = ["${y}", f(1)]\n' + "}\n" * depth
    _same_both_ways(text, Limits(max_depth=limit))


def test_nested_line_values_pickle_and_read_once_under_threads() -> None:
    from tests.support.threads import read_at_once

    body, _ = _parse(NESTED, True)
    expected = _tree(_parse(NESTED, False)[0])
    assert _tree(pickle.loads(pickle.dumps(body))) == expected
    inner = body.blocks[0].body
    results = read_at_once(lambda: inner.attributes)
    assert all(r is results[0] for r in results)
    assert _tree(body) == expected
    assert _tree(pickle.loads(pickle.dumps(body))) == expected


def test_the_valid_corpus_has_blocks_on_one_line() -> None:
    count = sum([t[0] for t in tokenize_with_problems(_text(path), lines=True)[0]].count(
        Kind.LINE_SHORT_BLOCK) for path in VALID)
    assert count > 30


# An object opened by a body's line whose lines are all line tokens (items,
# objects opened by item lines, blank lines, comments) is one LINE_EXPR
# token, its value read when the attribute is first asked for.
@pytest.mark.parametrize("text", [
    'x = {\n  a = 1\n  "b c" = [2, "${d}"]\n\n  # e\n  f: g.h,\n}\n',
    "x = {\n  a = {\n    b = {\n      c = 1\n    }\n  },\n  d = {}\n}\ny = {\n}\n",
    'b "l" {\n  tags = {\n    Name = "x-${var.y}" // z\n  }\n}\n',
])
def test_objects_of_item_lines_alone_are_kept_whole(
        text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    kinds = [t[0] for t in tokenize_with_problems(text, lines=True, expressions=True)[0]]
    assert Kind.LINE_ITEM not in kinds and Kind.LINE_EXPR in kinds
    calls: list[int] = []
    real = native_parser.line_value

    def counting(sm: Any, start: int, end: int) -> ast.Expression:
        calls.append(start)
        return real(sm, start, end)

    monkeypatch.setattr(native_parser, "line_value", counting)
    body, diags = _parse(text, True)
    assert not diags and calls == []
    assert _tree(body) == _tree(_parse(text, False)[0])
    assert calls
    _same_both_ways(text)


@pytest.mark.parametrize("text", [
    "x = {\n  a = 1\n},\ny = 2\n",  # a comma after the body's object: reported
    "x = {\n  a = {\n    for k, v in m : k => v\n  }\n}\n",  # a for inside
    "x = {\n  a = b ? c : d\n  e = 1\n}\n",  # an item on the ordinary tokens
    "x = {\n  a = f(g(1), [2])\n}\n",  # an item kept unread on its own
    "x = {\n  (a) = 1\n}\n",
    "x = {\n  a = {\n    b = {\n      c = {\n        d = {\n          e = {\n            f = 1\n"
    "          }\n        }\n      }\n    }\n  }\n}\n",  # nested too deep to keep whole
    "x = {\n  a = 1\n",  # not closed
    "x = {\n  a = 1\n} + 1\n",
])
def test_objects_not_kept_whole(text: str) -> None:
    tokens = tokenize_with_problems(text, lines=True, expressions=True)[0]
    assert tokens[0][0] == Kind.IDENT  # (its line opened the object as ever)
    _same_both_ways(text)


def test_objects_are_kept_whole_only_where_values_may_be() -> None:
    text = "x = {\n  a = 1\n}\n"
    assert tokenize_with_problems(text, lines=True)[0][0][0] == Kind.IDENT
    assert tokenize_with_problems(text, lines=True, expressions=True)[0][0][0] == Kind.LINE_EXPR


@pytest.mark.parametrize(("depth", "limit"), [(0, 1), (0, 3), (1, 3), (2, 4), (95, 100)])
def test_objects_kept_whole_near_the_nesting_limit(depth: int, limit: int) -> None:
    text = "b {\n" * depth + 'x = {\n  a = {\n    c = ["${d}"]\n  }\n}\n' + "}\n" * depth
    _same_both_ways(text, Limits(max_depth=limit))
