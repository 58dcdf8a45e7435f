"""A large file's parse stays close to linear with the garbage collector on
only if the tree leaves few objects for the collector to track: these count
them (after a collection, which stops tracking tuples of atoms) per
attribute of a few common shapes."""

from __future__ import annotations

import gc
import pickle
import threading
from pathlib import Path

import pytest

import hclkit
from hclkit.native import ast
from hclkit.native.lexer import LINES_PAY_OFF, lines_pay_off
from tests.support.threads import read_at_once

LINES = 400


def _tracked_per_line(line: str) -> float:
    text = "".join(line.format(n=n) for n in range(LINES))
    # As in a process that has parsed enough to read lines whole (run alone,
    # this file's first parses would not have).
    lines_pay_off(LINES_PAY_OFF)
    hclkit.parse(text)  # whatever the first parse imports is not counted
    gc.collect()
    before = len(gc.get_objects())
    file, diags = hclkit.parse(text)
    assert not diags
    # Until it stops falling: a collection stops tracking a tuple of
    # untracked items only, so a tuple of atoms (tuples themselves) goes at
    # the second, and a block's record holding records maybe later still.
    grown = -1
    for _ in range(10):
        gc.collect()
        if len(gc.get_objects()) - before == grown:
            break
        grown = len(gc.get_objects()) - before
    del file
    return grown / LINES


@pytest.mark.parametrize(("line", "most"), [
    # A line of the commonest shapes is kept as a tuple of ints until its
    # body's attributes are read: nothing to track.
    ("a{n} = var.b.c.d\n", 0.1),
    ("a{n} = name\n", 0.1),
    ('a{n} = "text{n}"\n', 0.1),
    ("a{n} = 8080\n", 0.1),
    # LiteralValueExpr: the attribute is kept as its value until read (only
    # spaces around its "="); the number's value is shared by its repeats.
    ("a{n} = 1.5\n", 1.1),
    ("a{n}\t=  1.5\n", 1.1),
    # Attribute, LiteralValueExpr: a comment before the "=" keeps the Attribute.
    ("a{n} /* c */ = 1.5\n", 2.1),
    # ScopeTraversalExpr: no Traversal, steps or spans until asked.
    ("a{n} = var.b.c.d /* c */\n", 1.1),
    # TemplateExpr: the string's value is made when evaluated.
    ('a{n} = "text{n}" /* c */\n', 1.1),
    # The block's record (a tuple holding the one node) and the
    # LiteralValueExpr: the Block, its Body and its label list are made when
    # first asked for.
    ('b{n} "x" {{ a = 1 }}\n', 2.1),
    # A block whose attributes are lines: its record holds strings, ints and
    # tuples of them only, which the collector stops tracking.
    ('b{n} "x" "y" {{\n  a = 1\n}}\n', 0.1),
    ('b{n} "x" {{\n  c "y" {{\n    a = 1\n  }}\n  d {{}}\n}}\n', 0.1),
    # ObjectConsExpr: the items and their key wrappers are made when first
    # asked for, the key and the value are atoms.
    ("a{n} = {{k = v}}\n", 1.1),
    # ScopeTraversalExpr and the tuple of its steps (tracked: it holds the
    # index's value, shared by every [0]).
    ("a{n} = var.b[0].c\n", 2.1),
    # TupleConsExpr: its plain elements are atoms in an untracked tuple
    # until ``exprs`` is first read (a list and a node each before).
    ('a{n} = ["x", 1, true, null, var.b]\n', 1.1),
    # FunctionCallExpr: the same for plain arguments.
    ('a{n} = f("x", 2, b.c)\n', 1.1),
    # ObjectConsExpr: bare keys and plain values are atoms.
    ('a{n} = {{k = "v", m = 1, p = q}}\n', 1.1),
    # TemplateExpr: its text and a plain reference are atoms.
    ('a{n} = "x-${{var.b}}-y"\n', 1.1),
    # TupleConsExpr, the tuple of its elements (tracked: it holds a node),
    # the inner TupleConsExpr; "x" is an atom.
    ('a{n} = [["y"], "x"]\n', 3.1),
])
def test_common_attributes_leave_few_tracked_objects(line: str, most: float) -> None:
    assert _tracked_per_line(line) <= most


def test_a_lazy_traversal_is_the_one_an_eager_parse_gave() -> None:
    file, _ = hclkit.parse("x = var.b.c\n", "f.hcl")
    traversal = file.body.attributes["x"].expr.traversal  # type: ignore[attr-defined]
    assert [type(s).__name__ for s in traversal] == ["TraverseRoot", "TraverseAttr",
                                                     "TraverseAttr"]
    assert [str(s.range) for s in traversal] == ["f.hcl:1,5-8", "f.hcl:1,8-10",
                                                 "f.hcl:1,10-12"]
    assert str(traversal.range) == "f.hcl:1,5-12"
    # Asked again: the same object.
    assert file.body.attributes["x"].expr.traversal is traversal  # type: ignore[attr-defined]


VALID = Path(__file__).resolve().parents[1] / "data" / "native" / "valid"


def _text() -> str:
    # Each corpus file as the body of a block, as bench/bench_parse_scaling.py builds it.
    files = [p.read_text(encoding="utf-8") for p in sorted(VALID.glob("*.hcl"))]
    files = [t for t in files if not hclkit.parse(t)[1].has_errors()]
    return "".join(f'copy "{n}" {{\n{t}\n}}\n' for n, t in enumerate(files))


def _tracked_by_parse(text: str) -> tuple[int, object]:
    """How many objects the collector tracks because of one parse of ``text``
    (after a collection, as they stay while the tree lives), and the file."""
    gc.collect()
    before = {id(o) for o in gc.get_objects()}
    file, diags = hclkit.parse(text)
    assert not diags.has_errors()
    gc.collect()
    return sum(1 for o in gc.get_objects() if id(o) not in before), file


def test_parsed_tree_is_few_tracked_objects_per_node() -> None:
    text = _text()
    hclkit.parse(text)  # imports and caches made on first use are not the tree's
    tracked, file = _tracked_by_parse(text)
    # Nodes, counted on the tree after the count (walking it makes what is
    # made on first access: each block's body, each object's items).
    nodes = sum(1 for _ in ast.walk(file.body))  # type: ignore[attr-defined]
    # Blocks with their body and label list made at once, traversals as
    # step objects and object items with their key wrappers gave 1.32; kept
    # as parsed (made when first asked for), 0.94; with the attributes of
    # lines of the commonest shapes kept as tuples of ints, 0.68; with the
    # plain children of tuples, calls, objects and templates kept as atoms
    # too, 0.43; with blocks kept as records (tuples) in their parent and
    # attributes as their bare values, 0.28.
    assert tracked / nodes < 0.3, (tracked, nodes)


def test_first_access_gives_the_same_objects() -> None:
    file, _ = hclkit.parse('b "x" "y" {\n  a = {k = 1, (v) = 2}\n  c = v.d[0].e\n  n {}\n}\n')
    block = file.body.blocks[0]
    assert block.body is block.body and block.labels is block.labels
    assert block.labels == ["x", "y"] and block.label_spans == ((2, 5), (6, 9))
    assert [r.start.column for r in block.label_ranges] == [3, 7]
    assert block.body.blocks is block.body.blocks and block.body.blocks[0].type == "n"
    obj = block.body.attributes["a"].expr
    assert isinstance(obj, ast.ObjectConsExpr) and obj.items is obj.items
    assert [(type(i.key.wrapped).__name__, i.key.force_non_literal) for i in obj.items] == [
        ("ScopeTraversalExpr", False), ("ParenthesesExpr", True)]
    trav = block.body.attributes["c"].expr
    assert isinstance(trav, ast.ScopeTraversalExpr) and trav.traversal is trav.traversal
    assert [type(s).__name__ for s in trav.traversal] == [
        "TraverseRoot", "TraverseAttr", "TraverseIndex", "TraverseAttr"]
    assert trav.traversal[2].key.to_python() == 0  # type: ignore[union-attr]
    assert [s.range.start.column for s in trav.traversal] == [7, 8, 10, 13]


def test_a_parse_of_text_past_ascii_pickles_and_keeps_its_columns() -> None:
    # Columns on a line past ASCII are counted between token boundaries,
    # which the source map makes again from the text (no tokens kept).
    src = 'a = "é"\nb = "ü" + x\n'
    file, _ = hclkit.parse(src, "u.hcl")
    copy = pickle.loads(pickle.dumps(file))
    attr = copy.body.attributes["b"]
    assert attr.expr.range == file.body.attributes["b"].expr.range
    assert (attr.expr.range.start.column, attr.expr.range.end.column) == (5, 12)


def test_attributes_kept_as_lines_are_made_once_in_source_order() -> None:
    text = 'a = "x"\nb = 1.5\nc = v.w\nd = 7\ne = true\nf = [1]\n'
    file, _ = hclkit.parse(text, "f.hcl")
    body = file.body
    attrs = body.attributes
    assert list(attrs) == ["a", "b", "c", "d", "e", "f"]
    assert all(isinstance(a, ast.Attribute) for a in attrs.values())
    assert body.attributes is attrs and attrs["a"] is body.attributes["a"]
    assert [str(a.range) for a in attrs.values()][:2] == ["f.hcl:1,1-8", "f.hcl:2,1-8"]
    body.attributes = {}  # assignable, as a plain field was
    assert body.attributes == {}


def test_threads_reading_attributes_first_get_the_same_objects() -> None:
    text = "".join(f'b{n} "x" {{\n  a = "s{n}"\n  c = v.w\n}}\n' for n in range(200))
    for _ in range(5):
        file, _ = hclkit.parse(text)
        seen = read_at_once(lambda file=file: [
            a for b in file.body.blocks for a in b.body.attributes.values()])
        assert all(len(s) == 400 for s in seen)
        assert all(x is y for s in seen[1:] for x, y in zip(seen[0], s, strict=True))


def test_a_parsed_file_with_attributes_kept_as_lines_pickles() -> None:
    file, _ = hclkit.parse('a = "x"\nb "l" {\n  c = d.e\n}\n', "f.hcl")
    copy = pickle.loads(pickle.dumps(file))
    assert str(copy.body.attributes["a"].range) == "f.hcl:1,1-8"
    inner = copy.body.blocks[0].body.attributes["c"]
    assert str(inner.expr.traversal.range) == "f.hcl:3,7-10"  # type: ignore[attr-defined]


def test_atoms_are_made_into_the_same_nodes_on_every_read() -> None:
    file, _ = hclkit.parse('t = ["s", 1, -2, true, null, v.w, [x]]\n'
                           'c = f("s", 2, y)\n'
                           'o = {k = "s", "q" = 3, (z) = z}\n'
                           'p = "a${b.c}d"\n', "f.hcl")
    attrs = file.body.attributes
    tup, call, obj, tmpl = (attrs[n].expr for n in "tcop")
    assert isinstance(tup, ast.TupleConsExpr) and isinstance(call, ast.FunctionCallExpr)
    assert isinstance(obj, ast.ObjectConsExpr) and isinstance(tmpl, ast.TemplateExpr)
    assert tup.exprs is tup.exprs and call.args is call.args and tmpl.parts is tmpl.parts
    assert obj.items is obj.items
    assert [type(e).__name__ for e in tup.exprs] == [
        "TemplateExpr", "LiteralValueExpr", "NegatedLiteralExpr", "LiteralValueExpr",
        "LiteralValueExpr", "ScopeTraversalExpr", "TupleConsExpr"]
    assert [e.source_text() for e in tup.exprs] == [
        '"s"', "1", "-2", "true", "null", "v.w", "[x]"]
    assert [e.value()[0].to_python() for e in tup.exprs[:5]] == ["s", 1, -2, True, None]
    assert [str(e.traversal.range) for e in (tup.exprs[5], call.args[2])] == [  # type: ignore[attr-defined]
        "f.hcl:1,30-33", "f.hcl:2,15-16"]
    assert [e.source_text() for e in call.args] == ['"s"', "2", "y"]
    assert [(i.key.source_text(), i.value.source_text()) for i in obj.items] == [
        ("k", '"s"'), ('"q"', "3"), ("(z)", "z")]
    assert [type(p).__name__ for p in tmpl.parts] == [
        "LiteralValueExpr", "ScopeTraversalExpr", "LiteralValueExpr"]
    assert [p.source_text() for p in tmpl.parts] == ["a", "b.c", "d"]
    # The walker and pickling see the nodes.
    assert sum(1 for _ in ast.walk(file.body)) == sum(
        1 for _ in ast.walk(pickle.loads(pickle.dumps(file)).body))


def _read_children(exprs: list[ast.Expression], start: threading.Barrier,
                   into: list[int]) -> None:
    start.wait()
    for e in exprs:
        for name in ("exprs", "args", "items", "parts"):
            if name in type(e).fields:
                into.append(id(getattr(e, name)))


def test_atoms_made_under_threads_are_one_list() -> None:
    text = "".join(f'a{n} = ["s", {n}, v.w]\nc{n} = f("s", {n})\no{n} = {{k = {n}}}\n'
                   f'p{n} = "x${{y}}"\n' for n in range(200))
    for _ in range(3):
        file, _ = hclkit.parse(text)
        exprs = [a.expr for a in file.body.attributes.values()]
        seen: list[list[int]] = [[] for _ in range(4)]
        start = threading.Barrier(4)
        threads = [threading.Thread(target=_read_children, args=(exprs, start, into))
                   for into in seen]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        # Every thread read the same list of each expression, made once.
        assert all(s == seen[0] for s in seen) and len(seen[0]) == len(exprs)
