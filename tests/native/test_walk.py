"""Declared node fields and the one walker over the native syntax tree."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import hclkit
from hclkit.native import ast
from hclkit.native.nav import outermost_block_at

NATIVE = Path(__file__).resolve().parents[1] / "data" / "native"
FILES = sorted((NATIVE / "valid").glob("*.hcl"))

# Slots that hold a node but are not children: a splat's stand-in for the
# element its steps apply to; the storage behind fields made when first asked
# for (a plain string's ``parts``, a block's ``body``, a body's ``blocks``, an
# object's ``items``, a tuple's ``exprs``, a call's ``args``, a body's
# ``attributes``).
NOT_CHILDREN = {(ast.SplatExpr, "item"), (ast.TemplateExpr, "_parts"), (ast.Body, "_blocks"),
                (ast.Block, "_body"), (ast.Block, "_attrs"), (ast.Block, "_blocks"),
                (ast.Body, "_attributes"),
                (ast.ObjectConsExpr, "_items"), (ast.ObjectConsExpr, "_pairs"),
                (ast.TupleConsExpr, "_exprs"), (ast.FunctionCallExpr, "_args")}


def _slots(cls: type) -> set[str]:
    return {s for c in cls.__mro__ for s in getattr(c, "__slots__", ())}


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_every_child_node_is_a_declared_field(path: Path) -> None:
    file, _ = hclkit.parse(path.read_bytes(), path.name)
    for node in ast.walk(file.body):
        for name in _slots(type(node)) - {"sm"}:
            value = getattr(node, name, None)
            holds_node = isinstance(value, ast.Node) or (
                isinstance(value, (list, tuple, dict)) and any(
                    isinstance(v, ast.Node)
                    for v in (value.values() if isinstance(value, dict) else value)))
            if holds_node and (type(node), name) not in NOT_CHILDREN:
                assert name in type(node).fields, (type(node).__name__, name)


def test_walk_visits_everything_in_source_order() -> None:
    src = 'a = f(x, {k = y}) ? [for v in z: v] : "${w}"\nb "l" {\n  c = -q\n}\n'
    file, _ = hclkit.parse(src)
    kinds = [type(n).__name__ for n in ast.walk(file.body)]
    assert kinds[:3] == ["Body", "Attribute", "ConditionalExpr"]
    assert {"FunctionCallExpr", "ObjectConsExpr", "ObjectConsItem", "ObjectConsKeyExpr",
            "ForExpr", "TemplateWrapExpr", "Block", "UnaryOpExpr"} <= set(kinds)
    names = [n.traversal.root_name for n in ast.walk(file.body)
             if isinstance(n, ast.ScopeTraversalExpr)]
    assert names == ["x", "k", "y", "z", "v", "w", "q"]


def test_walk_does_not_recurse() -> None:
    # As deep as the parser reads, and deeper than the stack is left here.
    depth = 90
    file, diags = hclkit.parse("a = " + "[" * depth + "]" * depth + "\n")
    assert not diags.has_errors()

    def nested(levels: int) -> int:
        if levels:
            return nested(levels - 1)
        return sum(1 for n in ast.walk(file.body) if isinstance(n, ast.TupleConsExpr))

    assert nested(sys.getrecursionlimit() - 200) == depth


def test_children_go_through_object_items() -> None:
    expr, _ = hclkit.parse_expression("{(k) = v, bare = 1}")
    assert [c.source_text() for c in expr.children()] == ["(k)", "v", "bare", "1"]
    # A bare key names the attribute: it is not a variable.
    assert [t.root_name for t in expr.variables()] == ["k", "v"]


def test_outermost_block_through_the_walker() -> None:
    file, _ = hclkit.parse('a = 1\nb {\n  c {\n    d = 2\n  }\n}\n')
    block = outermost_block_at(file.body, file.source.index("d = 2"))
    assert block is not None and block.type == "b"
    assert outermost_block_at(file.body, 0) is None


def test_a_plain_string_gets_its_literal_part_when_asked() -> None:
    # Folded when parsed (one object, not four, for the collector), the same
    # part, range and value when asked for.
    file, _ = hclkit.parse('a = "x\\ty"\n')
    expr = file.body.attributes["a"].expr
    assert isinstance(expr, ast.TemplateExpr) and expr.plain_value is not None
    assert expr.is_string_literal()
    [part] = expr.parts
    assert isinstance(part, ast.LiteralValueExpr) and part.val.as_string() == "x\ty"
    assert (part.start, part.end, part.source_text()) == (5, 9, "x\\ty")
    assert expr.parts[0] is part and expr.value(None)[0] is expr.plain_value
