"""Attribute values the configuration parser keeps unread (``LINE_EXPR``
tokens): what :func:`~hclkit.native.expression_check.reads_cleanly`
accepts must read without a diagnostic and into the same tree as the
ordinary tokens give, read later, by several threads at once, or after
pickling; what it cannot vouch for is read at once."""

from __future__ import annotations

import pickle
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hclkit.limits import Limits
from hclkit.native import ast
from hclkit.native import lexer as lexer_module
from hclkit.native import parser as native_parser
from hclkit.native.expression_check import MAX_DEPTH, reads_cleanly
from hclkit.native.lexer import (
    EXPRESSIONS_PAY_OFF,
    Kind,
    expand_lines,
    expressions_pay_off,
    lines_pay_off,
    tokenize_with_problems,
)
from tests.native.test_line_tokens import VALID, _diags, _parse, _same_both_ways, _text, _tree
from tests.support.cost import assert_linear
from tests.support.threads import read_at_once

ACCEPTED = [
    "var.enable ? 1 : 0",
    'var.os == "x86_64" ? "amd64" : "arm64"',
    "a.b[each.value.c].d",
    'format("%s%s", ["a", "b"]...)',
    "f(a...,)",
    "local.t && !local.f || local.f && local.t",
    "a.b[*].c",
    '"${local.prefix}-private-${count.index + 1}"',
    "5.0e+9",
    "((1 + 2) * (3 - 4)) / (2 % 3)",
    "-1",
    "- a",
    "[{ port = s.port }]",
    'can(regex("-rc[0-9]+$", var.tag))',
    r'"{{ Get \"eth0\" }}"',
    '["a", "b", "c"][1]',
    'split(",", var.csv)[2]',
    "a ? [1] : []",
    "a ? b : c ? d : e",
    '"^(ubuntu|debian)$"',
    '"a/*b*/ # c // d" + e',
    r'"\u00e9 \U0001F512"',
    "[for x in y : x]",
    '[for k, v in m : "${k}=${v}" if v != null]',
    "{for k, v in m : k => v... if v}",
    "{ a = 1 }.a",
    '{ (a) = 1, "b": 2, f(x) = 3 }',
    "[1][0]",
    "(a).b",
    "f(x).y[0]",
    "true.x",
    "for",
    "x-y - z",
    "a-(b)",
    '"%%{y} $${x} 100%"',  # escaped sequences: text
    "f(a ? b : c)",  # conditionals inside brackets
    "[a ? b : c ? d : e, 1]",
    "x[(a ? 0 : 1)]",
    "(\n  a ||\n  b\n)",  # line breaks around operators inside brackets
    "(\n  a\n  && !f(b)\n)",
    "(\n  a\n  ? b\n  : c\n) ? 1 : 0",
    "max(\n  1,\n  a ? 3 : 1,\n  b ? (\n    c * 2\n  ) : c,\n)",
    "(a\n-b)",
    "jsonencode({ body = { type = [f(1), [2]] } })",  # five levels
    '[\n  "a", # first "quoted" # again\n  // second\n  "b#c", "d//e"\n]',  # line comments
    'merge({\n  # a comment\n  a = 1 # it\'s\n  b = f(\n    x, // y\n  )\n})',
    '"https://${a.b}/x#y"',
    "aws_instance.node.0.private_ip",  # legacy index steps
    "a.0[1].b.12",
    "aws_subnet.public.*.id",  # attribute-only splats
    "a.*[0].b + f(x).*.c",
    "[element(a.*.b, count.index)]",
]

# Heredocs as whole values (a comment may not follow the closing marker).
ACCEPTED_HEREDOCS = [
    "<<EOT\nhello\nEOT",
    "<<-EOT\n    indented ${var.x}\n      more ${a.b.c + 1}\n    EOT",
    "<<EOT\n${a}\n  ${b} $${c} %%{d} 100% $ %\n\nEOT  ",
    "<<EOT\nEOT",  # empty
    "<<-EOF\n\tEOFX\n  EOF not yet\n\tEOF",  # lines that only look like the marker
    '<<JSON\n{"a": [1, 2], "b": "${var.b}"}\n# not a comment\nJSON',
    "<<EOT\r\nwindows\r\nEOT",
    "<<EOT\n${f(x)}[${a[0]}] ${length(split(\",\", b))}\nEOT",
    "<<EOT\n$${f(} %%{ if\nEOT",
    '<<EOT\n${"x"} ${"a\\"b" + c}\nEOT',
    "<<EOT\nnon-ASCII: équipe 東京 €\nEOT",
]

REFUSED = [
    "f(...)",  # "..." with nothing before it
    "f(a, ...)",
    "f(a..., b)",
    '"a""b"',  # two terms side by side
    "f(x)f(y)",
    "a b",
    'a"b"',
    "a[0]b",
    "[1 2]",
    "{a=1 b=2}",
    "[1,,]",
    "a ? b",  # no false result
    "a ? b : c : d",
    "a +",
    "+ a",
    "a.0.1",  # a legacy index the lexer reads as a number
    "a.0e1",
    "a.0x",
    "a.*.b.*",  # a splat nested in an attribute-only splat
    "a.*.*",
    "a.* [0]",
    '"$$${(\n  a\n)}"',  # (property-found: brackets in literal text, over lines)
    '"f(x) ${g(y)}"',  # brackets in literal text, in a string the first pass does not reduce
    "[x.*[]]",  # (property-found: after a splat, a "[" is an index, not a tuple)
    "x.*(1)",
    "x.*[for y in z : y]",
    "[1 /* a \" */ + + /* \" */]",  # block comments (one could end inside a seeming string)
    "[1, /* c */ 2]",
    '[1, # an "odd quote\n 2]',  # (told apart from text only when every quote pairs)
    '[a, # c\n "${f(x)}"]',  # a comment and a string the first pass does not reduce
    "1-[*]",  # (fuzz-found: a splat after a "-" that ends no name)
    "(1.5-[*])",
    "1.5.5",
    "1e99999",
    "1" * 41,
    r'"\x"',  # an invalid escape
    r'"\ud800"',  # a surrogate
    '"%{if a}b%{endif}"',  # a directive
    '"${~a}"',  # strip markers
    '"${a~}"',
    "<<EOT",
    "[for]",
    "[for x in y: k => v]",  # a key in a tuple
    "[for x in y: x...]",
    "{for x in y: x}",  # no key
    "{for in in y: k => v}",
    "a & b",
    "a %{b = 1}",  # a directive's opening, outside strings
    "a % %{for x in y : x => x}",
    "a => b",
    "a = b",
    "x.y (1)",
    "a [0]",
    "!!a",
    "'a'",
    "a; b",
    '"${"x"}"',  # a string inside an interpolation
    '"${f(x)}" + "b"',  # readable, but not told (the check pairs quotes only simply)
    "a ? b : c ? d : e ? f : g",  # three conditionals
    "{ a = b ? c : d }",  # a conditional inside an object constructor
    "[for x in a ? b : c : x]",  # or a for expression
    "(a ? b ? c : d : e)",  # nested on the true side
    "(a ? b : c ? d : e ? f : g)",  # three
    "(a\n!b)",
    "[[[[[[1]]]]]]",  # deeper than the check goes
    '"x"if',  # "if" glued to a term (fuzz-found: read as a second operand)
    "a if b",
    # heredocs
    "<<EOT\nx\nEOT ? a : a",  # not closed there
    "<<EOT\n${f(x}\nEOT",  # brackets inside an interpolation that do not close
    "<<EOT\n${f({a = 1})}\nEOT",  # braces inside one
    "<<EOT\n${a ? b : c}\nEOT",  # a conditional inside one
    '<<EOT\n${"}"}\nEOT',  # a brace in a string inside an interpolation
    '<<EOT\n${"\\x"}\nEOT',  # an invalid escape inside one
    "<<EOT\n%{ if a }b%{ endif }\nEOT",  # a directive
    "<<EOT\n${~ a}\nEOT",
    "<<EOT\n${a\nEOT\n}\nEOT",  # an interpolation over lines
    "<<EOT\na\x01b\nEOT",  # a control character
    "<<EOT\na\rb\nEOT",  # a lone carriage return
    "<<EOT\n${\x01}\nEOT",  # (a placeholder of the check's own)
    "<<EOT\nx\nEOT + 1",
    "<<EOT\nx\n",  # never closed
    "<<EOT x\ny\nEOT",
]


@pytest.mark.parametrize("value", ACCEPTED)
def test_accepted_values_read_cleanly_and_later(value: str) -> None:
    assert reads_cleanly(value)
    text = f"x = {value}\nb {{\n  y = {value} # c\n}}\n"
    tokens = tokenize_with_problems(text, lines=True, expressions=True)[0]
    # (A value the common shapes take stays a LINE_ATTR token.)
    assert sum(t[0] in (Kind.LINE_ATTR, Kind.LINE_EXPR) for t in tokens) == 2
    _, diags = _parse(text, True)
    assert not diags
    _same_both_ways(text)


@pytest.mark.parametrize("value", ACCEPTED_HEREDOCS)
def test_accepted_heredocs_read_cleanly_and_later(value: str) -> None:
    assert reads_cleanly(value)
    text = f"x = {value}\nb {{\n  y = {value}\n}}\n"
    tokens = tokenize_with_problems(text, lines=True, expressions=True)[0]
    assert [t[0] for t in tokens].count(Kind.LINE_EXPR) == 2
    _, diags = _parse(text, True)
    assert not diags
    _same_both_ways(text)


@pytest.mark.parametrize("value", REFUSED)
def test_values_the_check_cannot_vouch_for_are_read_at_once(value: str) -> None:
    assert not reads_cleanly(value)
    text = f"x = {value}\n"
    kinds = [t[0] for t in tokenize_with_problems(text, lines=True, expressions=True)[0]]
    assert Kind.LINE_EXPR not in kinds
    _same_both_ways(text)


def test_the_valid_corpus_has_many_line_expressions() -> None:
    count = 0
    for path in VALID:
        kinds = [t[0] for t in tokenize_with_problems(_text(path), lines=True,
                                                        expressions=True)[0]]
        count += kinds.count(Kind.LINE_EXPR)
    assert count > 250


def test_values_are_read_when_their_attribute_is_first_asked_for(
        monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[int, int]] = []
    real = native_parser.line_value

    def counting(sm: object, start: int, end: int) -> ast.Expression:
        calls.append((start, end))
        return real(sm, start, end)  # type: ignore[arg-type]

    monkeypatch.setattr(native_parser, "line_value", counting)
    body, diags = _parse("a = f(1) + 2\nb {\n  c = [for x in y : x]\n}\n", True)
    assert not diags and calls == []
    assert isinstance(body.attributes["a"].expr, ast.BinaryOpExpr)
    assert len(calls) == 1
    block_attrs = body.blocks[0].body.attributes
    assert isinstance(block_attrs["c"].expr, ast.ForExpr)
    assert len(calls) == 2
    body.attributes["a"]
    assert len(calls) == 2


@pytest.mark.parametrize("text", [
    "a = f(x)\na = 1\n",  # redefined: the first one's name range read from its token
    "a = 1\na = f(x)\n",
    "b {\n  a = [for x in y : x]\n  a = 2\n}\n",
    "a = f(x)\nb = (\n",  # an error after: the rest expanded
    "a = (\nb = f(x)\nc = g(y)\n",  # an error before
])
def test_errors_around_line_expressions(text: str) -> None:
    _same_both_ways(text)


@pytest.mark.parametrize(("depth", "limit"), [
    (1, 1), (1, MAX_DEPTH), (1, MAX_DEPTH + 1), (1, MAX_DEPTH + 2), (40, 100), (60, 100),
])
def test_values_near_the_nesting_limit_are_read_at_once(depth: int, limit: int) -> None:
    # Where a body has less room than a LINE_EXPR value may take, its line
    # is expanded: an error, if any, is reported where the parser hits it.
    text = "b {\n" * depth + "x = f([g((1))])\n" + "}\n" * depth
    _same_both_ways(text, Limits(max_depth=limit))


def test_first_reads_under_threads_make_one_attribute() -> None:
    text = "".join(f"a{n} = f({n}) + g(x.y[{n}])\n" for n in range(50))
    body, _ = _parse(text, True)
    results = read_at_once(lambda: body.attributes)
    assert all(r is results[0] for r in results)
    assert all(results[0][f"a{n}"] is body.attributes[f"a{n}"] for n in range(50))


def test_parsed_files_pickle_before_and_after_first_reads() -> None:
    text = 'a = f(1) + 2\nb "l" {\n  c = [for x in y : "${x}"]\n}\n'
    body, _ = _parse(text, True)
    before = pickle.loads(pickle.dumps(body))
    expected = _tree(_parse(text, False)[0])
    assert _tree(before) == expected
    assert _tree(pickle.loads(pickle.dumps(body))) == expected


def test_line_expressions_wait_until_they_pay_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(lexer_module, "_parsed", [0])
    assert lines_pay_off(EXPRESSIONS_PAY_OFF // 2)
    assert not expressions_pay_off(EXPRESSIONS_PAY_OFF // 2)
    assert lines_pay_off(EXPRESSIONS_PAY_OFF // 2)
    assert expressions_pay_off(1)
    monkeypatch.setattr(lexer_module, "_parsed", [0])
    assert expressions_pay_off(EXPRESSIONS_PAY_OFF)  # one text long enough


# Values from a grammar of what the check reads (and some of what it
# must refuse), then perhaps broken by a character inserted or removed:
# whatever it accepts must read cleanly, and into the same tree later.
_ATOMS = st.sampled_from([
    "a", "a.b", "a-b", "true", "null", "for", "in", "if", "1", "1.5", "1e3", "007", "1.", '"x"',
    '""', r'"\n"', r'"\u0041"', r'"\q"', r'"\ud800"', '"%{if a}x%{endif}"', '"a#b"', "x.0",
    "x.*", "<<EOT\nx\nEOT",
])
_OPERATORS = st.sampled_from([" + ", "-", " - ", " * ", "/", " % ", " == ", "!=", " < ", ">=",
                              " && ", "||", " & ", " = ", " => ", " ||\n", "\n  && ", "\n-"])
_BREAKS = st.sampled_from([*"()[]{}\",.:?!-=/*#~$%'", "${", "...", " ", "\t", "//"])


def _lists(items: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    return st.builds(lambda xs, comma: ", ".join(xs) + comma, st.lists(items, max_size=3),
                     st.sampled_from(["", ",", " ,"]))


def _extend(inner: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    return st.one_of(
        st.builds(lambda a, op, b: a + op + b, inner, _OPERATORS, inner),
        st.builds(lambda sign, a: sign + a, st.sampled_from(["-", "!", "- "]), inner),
        st.builds(lambda name, args, dots: f"{name}({args}{dots})",
                  st.sampled_from(["f", "a.b", "g "]), _lists(inner),
                  st.sampled_from(["", "", "..."])),
        st.builds(lambda xs: f"[{xs}]", _lists(inner)),
        st.builds(lambda xs: f"{{{xs}}}",
                  _lists(st.builds(lambda k, sep, v: k + sep + v,
                                   st.sampled_from(["a", '"b"', "(c)", "1", "for"]),
                                   st.sampled_from([" = ", ": ", "=", " == "]), inner))),
        st.builds(lambda a: f"({a})", inner),
        st.builds(lambda a, c, b: f"(\n  {a}\n  ? {c}\n  : {b}\n)", inner, inner, inner),
        # line comments (and what looks like them) inside brackets
        st.builds(lambda a, start, text, b, close: f"[\n  {a}, {start}{text}\n  {b}{close}",
                  inner, st.sampled_from(["#", "//", "/*", " # "]),
                  st.sampled_from(["", " c", ' "q"', ' "', " */", " /* c */", " ${a}", " # ]"]),
                  inner, st.sampled_from(["\n]", "]", "\n]\n"])),
        st.builds(lambda a, key: f"{a}[{key}]", inner, st.one_of(inner, st.just("*"))),
        st.builds(lambda a, name: f"{a}.{name}", inner, st.sampled_from(["b", "0", "*"])),
        st.builds(lambda parts: '"' + "".join(parts) + '"',
                  st.lists(st.one_of(st.sampled_from(["x", " ", "$$", "%%{", "\\", "#"]),
                                     st.builds(lambda e: "${" + e + "}", inner)), max_size=3)),
        st.builds(lambda c, a, b: f"{c} ? {a} : {b}", inner, inner, inner),
        st.builds(lambda names, coll, key, value, cond, kind: (
                      f"[for {names} in {coll} : {value}{cond}]" if kind
                      else f"{{for {names} in {coll} : {key} => {value}{cond}}}"),
                  st.sampled_from(["x", "k, v", "in", "x,"]), inner, inner, inner,
                  st.sampled_from(["", " if a", "...", " if"]), st.booleans()),
    )


_GRAMMAR = st.recursive(_ATOMS, _extend, max_leaves=12)
# Heredocs, whole values: lines of text and interpolations, some of which
# look like the closing marker.
_HEREDOC_LINES = st.lists(st.lists(st.one_of(
    st.sampled_from(["x", " ", "\t", "EOT", "  EOT", "EOT ", "EOTX", "$${", "%%{", "%{", "$",
                     "%", "#", '"', "\\", "\r", "é", "${~ a }"]),
    st.builds(lambda e: "${" + e + "}", _GRAMMAR)), max_size=4), max_size=4)
_HEREDOCS = st.builds(
    lambda dash, lines, last: f"<<{dash}EOT\n" + "".join("".join(line) + "\n" for line in lines)
    + last, st.sampled_from(["", "-"]), _HEREDOC_LINES, st.sampled_from(["EOT", "  EOT ", "EO"]))


@st.composite
def _values(draw: st.DrawFn) -> str:
    value = draw(st.one_of(_GRAMMAR, _HEREDOCS))
    if value and draw(st.integers(0, 3)) == 0:  # broken, a quarter of the time
        at = draw(st.integers(0, len(value)))
        if draw(st.booleans()):
            value = value[:at] + draw(_BREAKS) + value[at:]
        else:
            value = value[:at] + value[at + 1:]
    return value


@settings(max_examples=1500, deadline=None)
@given(_values())
def test_generated_values_it_accepts_read_cleanly(value: str) -> None:
    if not reads_cleanly(value):
        return
    text = f"x = {value}\n"
    body, diags = _parse(text, False)
    assert not diags, value
    fast, fast_diags = _parse(text, True)
    assert not fast_diags
    assert _tree(fast) == _tree(body)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(ACCEPTED + REFUSED), min_size=1, max_size=8))
def test_files_of_such_lines_expand_to_the_ordinary_tokens(values: list[str]) -> None:
    text = "".join(f"v{n} = {v}\n" for n, v in enumerate(values))
    lines = tokenize_with_problems(text, lines=True, expressions=True)[0]
    assert expand_lines(text, lines) == tokenize_with_problems(text)[0]
    _same_both_ways(text)
    assert _diags(_parse(text, True)[1]) == _diags(_parse(text, False)[1])


@pytest.mark.parametrize("make", [
    # one long value, accepted; the same refused at its end
    lambda n: "x = [" + "a.b[0] + f(c, \"d\"), " * n + "]\n",
    lambda n: "x = [" + "a.b[0] + f(c, \"d\"), " * n + "for]\n",
    # many values spread over lines, accepted, and refused at their last line
    lambda n: "x = [\n  1,\n  f(a),\n]\n" * n,
    lambda n: "x = [\n  1,\n  f(a),\n  <<EOT\nq\nEOT\n]\n" * n,
    # a heredoc inside brackets whose text looks like code to the extent pattern
    lambda n: "x = f(<<EOT\n" + "y = [1, 2]\n" * n + "EOT\n)\n",
    # a long heredoc, accepted; refused at its end; lines like its marker; never closed
    lambda n: "x = <<EOT\n" + "text ${a.b} $${c}\n" * n + "EOT\n",
    lambda n: "x = <<EOT\n" + "text ${a.b} $${c}\n" * n + "${f(x)}\nEOT\n",
    lambda n: "x = <<-EOT\n" + "  EOTX\n" * n + "  EOT\n",
    lambda n: "x = <<EOT\n" + "a = <<EOT\n" * n,
    # line comments inside brackets, accepted and refused at the end
    lambda n: "x = [\n" + '  f(a) ? 1 : 2, # c "q"\n' * n + "]\n",
    lambda n: "x = [\n" + "  f(a), // c\n" * n + '  "${f(x)}" # d\n]\n',
    # many values five levels deep
    lambda n: "x = [[[[f(a, (b ? 1 : 2))]]]]\n" * n,
], ids=["long", "long-refused", "many", "many-refused", "heredoc", "heredoc-long",
        "heredoc-refused", "heredoc-markers", "heredoc-open", "comments", "comments-refused",
        "deep"])
def test_line_expressions_cost_grows_linearly(make: Callable[[int], str]) -> None:
    assert_linear(make, lambda text: _parse(text, True), 500)
