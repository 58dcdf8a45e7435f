"""A parsed body keeps its blocks as records (tuples) and its attributes as
their bare values where it can, and makes the public objects when they are
first read: the objects made are the ones an eager parse gave, made once
(under threads too), and a parsed file pickles before and after."""

from __future__ import annotations

import gc
import pickle
from pathlib import Path
from typing import Any

import pytest

import hclkit
from hclkit.native import ast
from hclkit.native.parser import Parser
from hclkit.pos import SourceMap
from hclkit.write.tree import _ItemParser
from tests.support.threads import read_at_once

DATA = Path(__file__).parent.parent / "data"
FILES = sorted([*DATA.rglob("*.hcl"), *DATA.rglob("*.tf")])

NESTED = ('a = [1]\n'
          'b "x" "y" {\n'
          '  c = f(v)\n'
          '  d = "s"\n'
          '  inner "z" {\n'
          '    e = {k = 1}\n'
          '    deepest {\n'
          '      g = 1.5\n'
          '    }\n'
          '  }\n'
          '  one { h = [2] }\n'
          '  empty {}\n'
          '}\n'
          'b "w" {\n'
          '  k   =   x + 1\n'
          '}\n')


def _made(kind: type) -> int:
    return sum(1 for o in gc.get_objects() if type(o) is kind)


def test_a_parse_makes_no_block_nor_attribute_objects() -> None:
    # An eager parse made a Block per block and an Attribute per attribute
    # whose value is not a line's token: a large file's full collections
    # walked them all.
    gc.collect()
    blocks, attributes = _made(ast.Block), _made(ast.Attribute)
    file, diags = hclkit.parse(NESTED)
    assert not diags
    assert (_made(ast.Block), _made(ast.Attribute)) == (blocks, attributes)
    assert len(list(ast.walk(file.body))) > 20  # made on first read
    assert _made(ast.Block) == blocks + 6 and _made(ast.Attribute) == attributes + 7


def _shape(node: ast.Node) -> list[Any]:
    """Every node below ``node``: its kind, offsets, ranges and what it holds."""
    out: list[Any] = []
    for n in ast.walk(node):
        row: list[Any] = [type(n).__name__, n.start, n.end, n.range]
        if isinstance(n, ast.Attribute):
            row += [n.name, n.name_end, n.equals_start, n.name_range, n.equals_range]
        elif isinstance(n, ast.Block):
            row += [n.type, n.type_end, n.labels, n.label_spans, n.open_brace, n.close_start,
                    n.label_ranges, n.def_range, n.open_brace_range, n.close_brace_range]
        elif isinstance(n, ast.Body):
            row += [list(n.attributes), len(n.blocks), n.missing_item_range]
        out.append(row)
    return out


def test_blocks_and_attributes_are_made_once_each() -> None:
    file, _ = hclkit.parse(NESTED, "f.hcl")
    body = file.body
    assert body.blocks is body.blocks and body.blocks[0] is body.blocks[0]
    block = body.blocks[0]
    assert block.body is block.body and block.body.blocks is block.body.blocks
    assert block.body.attributes["c"] is block.body.attributes["c"]
    assert block.labels == ["x", "y"] and block.labels is block.labels
    assert [b.type for b in block.body.blocks] == ["inner", "one", "empty"]
    inner = block.body.blocks[0]
    assert inner.body.blocks[0].body.attributes["g"].expr.val.to_python() == 1.5  # type: ignore[attr-defined]
    assert str(body.blocks[1].body.attributes["k"].range) == "f.hcl:15,3-16"
    # Pickled before any read, and after: the same tree.
    fresh, _ = hclkit.parse(NESTED, "f.hcl")
    assert _shape(pickle.loads(pickle.dumps(fresh)).body) == _shape(body)
    assert _shape(pickle.loads(pickle.dumps(file)).body) == _shape(body)
    partial, _ = hclkit.parse(NESTED, "f.hcl")
    assert isinstance(partial.body.blocks[0].body._attributes, tuple)  # its record, not read
    assert _shape(pickle.loads(pickle.dumps(partial)).body) == _shape(body)


def test_a_record_makes_the_block_the_constructor_makes() -> None:
    sm = SourceMap('b "x" {\n  a = 1\n  i {\n  }\n}\n' + " " * 20, "f.hcl")
    inner = ast.block_record(18, 25, "i", 19, [], [], 20, {}, ())
    attr = ast.Attribute(sm, 10, 15, "a", 11, 12,
                         ast.LiteralValueExpr(sm, 14, 15, ast.literal_value("1")))
    for args in [(0, 27, "b", 1, ["x"], [2, 5], 6, {"a": attr}, (inner,), None, None),
                 (0, 27, "b", 1, ["x"], [2, 5], 6, {"a": attr.expr}, (), (10, 15), 26)]:
        made = ast.Block.parsed(sm, ast.block_record(*args))  # type: ignore[arg-type]
        eager = ast.Block(sm, *args[:7],  # type: ignore[arg-type]
                          {"a": attr}, [ast.Block.parsed(sm, b) for b in args[8]],  # type: ignore[union-attr]
                          args[9], args[10])  # type: ignore[arg-type]
        assert _shape(made) == _shape(eager)
        assert made.body.attributes["a"].expr is attr.expr


@pytest.mark.parametrize(("text", "compact"), [
    ("a = [1]\n", True),
    ("a=[1]\n", True),
    ("a   =   [1]\n", True),
    ("a\t=\t[1]\n", True),
    ("a /* = */ = [1]\n", False),
    ("a = /* c */ [1]\n", False),
    ("a = [1] # c\n", True),
    ("a = -1\n", True),
    ("a = (x)\n", True),
    ("a = <<EOT\nx\nEOT\n", True),
])
def test_an_attribute_kept_as_its_value_has_its_ranges(text: str, compact: bool) -> None:
    file, diags = hclkit.parse(text, "f.hcl")
    assert not diags
    kept = file.body._attributes["a"]
    assert isinstance(kept, ast.Attribute) is not compact
    attr = file.body.attributes["a"]
    equals = text.rindex("=", 0, attr.expr.start)
    assert (attr.start, attr.name_end, attr.equals_start, attr.end) == (
        0, 1, equals, attr.expr.end)
    assert str(attr.name_range) == "f.hcl:1,1-2"


def test_a_redefined_attribute_points_at_a_value_kept_alone() -> None:
    _, diags = hclkit.parse('b {\n  a  =  [1]\n  a = 2\n}\n', "f.hcl")
    assert [d.detail for d in diags] == [
        'The argument "a" was already set at f.hcl:2,3-4. Each argument may be set only once.']


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(DATA)))
def test_attributes_kept_as_values_are_the_parsed_ones(path: Path) -> None:
    # The write layer's parser notes each Attribute as parse_attribute makes
    # it; the plain parser keeps an attribute as its value, and makes it
    # again when read: the same offsets and the same expression.
    text = path.read_bytes().decode("utf-8", "surrogateescape")
    sm = SourceMap(text, "f.hcl")
    noting = _ItemParser(text, sm)
    noting.parse_config()
    noted = {a.start: a for a in noting.items if isinstance(a, ast.Attribute)}
    in_tree: list[ast.Attribute] = []
    stack = [Parser(text, sm, lines=True).parse_config()]
    while stack:
        b = stack.pop()
        in_tree.extend(b.attributes.values())
        stack.extend(block.body for block in b.blocks)
    for made in in_tree:
        attr = noted.get(made.start)
        if attr is not None and attr.name == made.name:
            assert (made.end, made.name_end, made.equals_start, made.range, made.name_range,
                    made.equals_range) == (attr.end, attr.name_end, attr.equals_start,
                                           attr.range, attr.name_range, attr.equals_range)
            assert (type(made.expr), made.expr.start, made.expr.end) == (
                type(attr.expr), attr.expr.start, attr.expr.end)


def test_threads_reading_blocks_first_get_the_same_objects() -> None:
    text = NESTED * 1 + "".join(f'r{n} "l" {{\n  s{n} {{\n    t = [{n}]\n  }}\n}}\n'
                                for n in range(150))
    for _ in range(5):
        file, _ = hclkit.parse(text)
        seen = read_at_once(lambda file=file: list(ast.walk(file.body)))
        assert len(seen) == 4 and len(seen[0]) > 1000
        assert all(x is y for s in seen[1:] for x, y in zip(seen[0], s, strict=True))
