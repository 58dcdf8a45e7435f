"""Object constructor items kept unread (``LINE_ITEM_EXPR`` tokens): in an
object opened by a line, an item ``key = <value>`` whose value no item
shape takes but which reads cleanly is one token, its value read when the
object's items are first made; the tree and the diagnostics are exactly
what the ordinary tokens give, read later, by several threads at once, or
after pickling."""

from __future__ import annotations

import pickle
from collections.abc import Callable

import pytest
from hypothesis import given, settings

from hclkit.limits import Limits
from hclkit.native import ast
from hclkit.native import parser as native_parser
from hclkit.native.expression_check import MAX_DEPTH
from hclkit.native.file import _source
from hclkit.native.lexer import Kind, expand_lines, tokenize_with_problems
from tests.native.test_expression_check import ACCEPTED, REFUSED, _values
from tests.native.test_line_tokens import VALID, _parse, _same_both_ways, _text, _tree
from tests.support.cost import assert_linear
from tests.support.threads import read_at_once


def _kinds(text: str) -> list[int]:
    return [t[0] for t in tokenize_with_problems(text, lines=True, expressions=True)[0]]


def _object(body: ast.Body, name: str = "x") -> ast.ObjectConsExpr:
    expr = body.attributes[name].expr
    assert isinstance(expr, ast.ObjectConsExpr)
    return expr


def _unread(obj: ast.ObjectConsExpr) -> int:
    """How many of ``obj``'s values are still kept unread."""
    pairs = obj._pairs
    assert isinstance(pairs, tuple)
    return sum(p.__class__ is tuple and p[0] == ast.ATOM_EXPR for p in pairs)


ITEMS = (
    "x = {\n"
    "  a = b ? c : d\n"
    '  "e": f(g(1), [2, 3]),\n'
    "  h = [\n    [1, 2],\n    [3],\n  ]\n"
    '  i = "x\\ty" # a comment\n'
    "  j = 1 + 2,\n"
    "  k = 2\n"
    "  l = [for v in w : v.n if v.m]\n"
    "}\n"
)


def test_items_are_kept_unread_and_read_into_the_same_tree() -> None:
    assert _kinds(ITEMS).count(Kind.LINE_ITEM_EXPR) == 6
    body, diags = _parse(ITEMS, True)
    assert not diags
    obj = _object(body)
    assert _unread(obj) == 6
    items = obj.items
    assert obj._pairs is None
    assert isinstance(items[0].value, ast.ConditionalExpr)
    assert isinstance(items[1].value, ast.FunctionCallExpr)
    assert obj.items is items
    assert _tree(body) == _tree(_parse(ITEMS, False)[0])


@pytest.mark.parametrize("value", [v for v in ACCEPTED if "\n" not in v])
def test_values_the_check_accepts_are_kept_in_objects(value: str) -> None:
    # (The first item no line token takes: else an object of item lines
    # alone would be one LINE_EXPR token, test_line_tokens.py.)
    text = f"x = {{\n  (p) = 0\n  k = {value}\n  m: {value},\n  n = 1\n}}\n"
    kinds = _kinds(text)
    # (A value an item shape takes stays a LINE_ITEM token.)
    assert kinds.count(Kind.LINE_ITEM_EXPR) + kinds.count(Kind.LINE_ITEM) == 3
    _same_both_ways(text)


@pytest.mark.parametrize("value", REFUSED)
def test_values_the_check_cannot_vouch_for_are_read_at_once(value: str) -> None:
    text = f"x = {{\n  k = {value}\n  n = 1\n}}\n"
    assert Kind.LINE_ITEM_EXPR not in _kinds(text)[:3]
    _same_both_ways(text)


@pytest.mark.parametrize("text", [
    # the value goes on on the next line (an operator there): not an item's end
    "x = {\n  a = f(1)\n  + 2\n  b = 1\n}\n",
    "x = {\n  a = f(1)\n\n  # c\n  ? 1 : 2\n}\n",
    "x = {\n  a = f(1)\n  .b\n}\n",
    # a comma inside brackets only, and the item's own comma
    "x = {\n  a = f(1, 2)\n  b = [1, f(2)],\n}\n",
    # the key a parenthesised expression
    "x = {\n  (a) = f(1)\n}\n",
    # a heredoc, a directive, a block comment inside brackets (a line
    # comment there is read: test_items_with_comments_inside_brackets)
    "x = {\n  a = f(<<EOT\ny\nEOT\n  )\n}\n",
    'x = {\n  a = "%{if b}c%{endif}"\n}\n',
    "x = {\n  a = f(1, /* c */\n  2)\n}\n",
    # two items on a line
    "x = {\n  a = f(1), b = g(2)\n}\n",
])
def test_items_the_lexer_leaves_to_the_ordinary_tokens(text: str) -> None:
    # Only the first item could be kept: it is not (the rest may be).
    kinds = _kinds(text)
    assert Kind.LINE_ITEM_EXPR not in kinds[:kinds.index(Kind.NEWLINE) + 2]
    _same_both_ways(text)


def test_items_with_comments_inside_brackets() -> None:
    text = "x = {\n  a = f(1, # c\n  2)\n  b = [\n    3, // d\n  ]\n}\n"
    assert _kinds(text).count(Kind.LINE_ITEM_EXPR) == 2
    _same_both_ways(text)


def test_nested_objects_keep_their_items_unread() -> None:
    text = "x = {\n  a = {\n    b = f(g(1))\n    c = {\n      d = e ? 1 : 2\n    }\n  }\n}\n"
    assert _kinds(text).count(Kind.LINE_ITEM_EXPR) == 2
    _same_both_ways(text)


@pytest.mark.parametrize(("text", "kind"), [
    ("x = {\n  for k, v in m :\n  k => f(v)\n  if v != null\n}\n", Kind.LINE_EXPR),
    ("b {\n  x = {\n    for k, v in m : k => [v]\n  }\n}\n", Kind.LINE_EXPR),
    ("x = {\n  a = {\n    for k, v in m : k => v...\n  },\n  b = 1\n}\n", Kind.LINE_ITEM_EXPR),
    ('x = {\n  "a": {\n    for v in m : v.k => v\n  }\n  b = {\n    c = f(1)\n  }\n}\n',
     Kind.LINE_ITEM_EXPR),
    ("x = {\n  for k, v in m : # c\n  k => v\n}\n", Kind.LINE_EXPR),  # a line comment
    ("x = {\n  a = {\n    for k, v in m : k => {\n      b = [[[v]]]\n    }\n  }\n}\n",
     Kind.LINE_ITEM_EXPR),
])
def test_objects_whose_first_item_is_a_for_are_kept_whole(text: str, kind: int) -> None:
    kinds = _kinds(text)
    assert kinds.count(kind) == 1
    assert Kind.FAT_ARROW not in kinds  # (no ordinary tokens for the for expression)
    _same_both_ways(text)


@pytest.mark.parametrize("text", [
    "x = {\n  for k, v in m : /* c */\n  k => v\n}\n",  # a block comment inside
    "x = {\n  a = {\n    for k, v in m : k => {\n      b = [[[[[v]]]]]\n    }\n  }\n}\n",  # deep
    "x = {\n  a = {\n    for k, v in m : k => v\n  }\n  + 1\n}\n",  # goes on
    "x = {\n  for k, v in m : k => v\n  if\n}\n",  # broken
])
def test_objects_whose_first_item_is_a_for_refused(text: str) -> None:
    assert Kind.FAT_ARROW in _kinds(text)
    _same_both_ways(text)


@pytest.mark.parametrize("text", [
    "x = {\n  a = f(x)\n  a = 1\n}\n",  # a key twice: no diagnostic in a constructor
    "x = {\n  a = f(x)\n  b = = 1\n}\n",  # an error after: the rest expanded
    "x = {\n  a = (\n  b = f(x)\n  c = g(y)\n}\n",  # an error before
    "x = {\n  a = f(x)\n  b = g(y)\n",  # unterminated
    "x = {\n  a = f(x)\n  b = g(y)\n}\ny = (\nz = {\n  c = h(1)\n}\n",
    "x = {\n  a = f(x)\n  b = g(y) c = 1\n}\n",  # no separator
    "x = {\n  a = f(x)\n  b\n}\n",  # no value
    "x = {\n  a = f(x)\n  b = g(y)\n}}\n",
    # the end of the file after an item and its comma (fuzz-found): the
    # error's recovery stands where the ordinary tokens' parser stands
    "x = {\n  a = 1,\n ",
    "x = {\n  a = f(g(1)),\n ",
    "x = {\n  a = f(g(1)), # c\n ",
    "x = {\n  a = f(g(1)) # c\n ",
])
def test_errors_around_kept_items(text: str) -> None:
    _same_both_ways(text)


@pytest.mark.parametrize(("depth", "limit"), [
    (1, 1), (1, MAX_DEPTH), (1, MAX_DEPTH + 1), (1, MAX_DEPTH + 2), (1, MAX_DEPTH + 3),
    (40, 100), (60, 100),
])
def test_items_near_the_nesting_limit_are_read_at_once(depth: int, limit: int) -> None:
    # Where an object has less room than a kept value may take, its line
    # is expanded: an error, if any, is reported where the parser hits it.
    text = "b {\n" * depth + "x = {\n  y = f([g(1)])\n}\n" + "}\n" * depth
    _same_both_ways(text, Limits(max_depth=limit))


def test_kept_values_are_read_where_the_room_is_enough() -> None:
    body, _ = _parse("x = {\n  y = f([g(1)])\n}\n", True, Limits(max_depth=MAX_DEPTH + 2))
    assert _unread(_object(body)) == 1
    body, _ = _parse("x = {\n  y = f([g(1)])\n}\n", True, Limits(max_depth=MAX_DEPTH + 1))
    assert _unread(_object(body)) == 0


def test_eager_parses_keep_nothing_unread() -> None:
    text = ITEMS + "# " + "p" * 300_000 + "\n"  # long enough for kept values
    for eager, unread in ((False, 6), (True, 0)):
        sm = _source(text, "f.hcl")
        body, diags = native_parser.parse_config(sm.text, sm, eager=eager)
        assert not diags
        expr = body.attributes["x"].expr
        assert isinstance(expr, ast.ObjectConsExpr) and _unread(expr) == unread


def test_first_reads_under_threads_make_one_list_of_items() -> None:
    text = "x = {\n" + "".join(f"  a{n} = f({n}) + g(x.y[{n}])\n" for n in range(50)) + "}\n"
    body, _ = _parse(text, True)
    obj = _object(body)
    assert _unread(obj) == 50
    results = read_at_once(lambda: obj.items)
    assert all(r is results[0] for r in results)
    assert results[0] is obj.items


def test_parsed_objects_pickle_before_and_after_first_reads() -> None:
    body, _ = _parse(ITEMS, True)
    expected = _tree(_parse(ITEMS, False)[0])
    before = pickle.loads(pickle.dumps(body))
    assert _unread(_object(before)) == 6
    assert _tree(before) == expected
    assert _tree(body) == expected
    after = pickle.loads(pickle.dumps(body))
    assert _object(after)._pairs is None
    assert _tree(after) == expected


def test_the_valid_corpus_keeps_object_items_unread() -> None:
    count = 0
    for path in VALID:
        count += _kinds(_text(path)).count(Kind.LINE_ITEM_EXPR)
    assert count > 30


@settings(max_examples=800, deadline=None)
@given(_values(), _values())
def test_generated_items_give_the_ordinary_tokens_tree(first: str, second: str) -> None:
    text = f"x = {{\n  a = {first}\n  b: {second},\n  c = 1\n}}\n"
    if "\n" in first + second:  # (a heredoc: the ordinary tokens read it)
        return
    lines = tokenize_with_problems(text, lines=True, expressions=True)[0]
    assert expand_lines(text, lines) == tokenize_with_problems(text)[0]
    _same_both_ways(text)


@pytest.mark.parametrize("make", [
    # many kept items in one object; the same, each refused at its end
    lambda n: "x = {\n" + "".join(f"  a{k} = f(b, [c])\n" for k in range(n)) + "}\n",
    lambda n: "x = {\n" + "".join(f"  a{k} = f(b, [c]) for\n" for k in range(n)) + "}\n",
    # one item spread over many lines
    lambda n: "x = {\n  a = [\n" + "    f(b),\n" * n + "  ]\n}\n",
    # items whose value goes on on the next line
    lambda n: "x = {\n" + "  a = f(b)\n  + 1\n" * n + "}\n",
], ids=["many", "many-refused", "long", "continued"])
def test_kept_items_cost_grows_linearly(make: Callable[[int], str]) -> None:
    assert_linear(make, lambda text: _tree(_parse(text, True)[0]), 300)


def test_objects_with_kept_items_evaluate_as_read_at_once() -> None:
    text = ('x = {\n  a = 1 + 2\n  b = [for v in [1, 2] : v * 2]\n  "c": true ? "y" : "n",\n'
            '  d = !false && 1 > 2\n}\n')
    fast, _ = _parse(text, True)
    assert _unread(_object(fast)) == 4
    slow, _ = _parse(text, False)
    value, diags = fast.attributes["x"].expr.value(None)
    expected, _ = slow.attributes["x"].expr.value(None)
    assert not diags and value == expected
    assert value.to_python() == {"a": 3, "b": [2, 4], "c": "y", "d": False}


def test_constant_data_sees_a_kept_item_as_not_constant() -> None:
    # (Its fast path reads the pairs as the parser kept them: a kept value
    # is evaluated as usual instead, once the items are made.)
    from hclkit.native.evaluate import NOT_CONSTANT, constant_data

    body, _ = _parse('x = {\n  a = "s"\n  b = [[1], [2]]\n}\n', True)
    obj = _object(body)
    assert _unread(obj) == 1
    assert constant_data(obj, False, 1 << 20) is NOT_CONSTANT
    body, _ = _parse('x = {\n  a = "s"\n  b = [[1], [2]]\n}\n', False)
    assert constant_data(_object(body), False, 1 << 20) == {"a": "s", "b": [[1], [2]]}
