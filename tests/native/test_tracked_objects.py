"""A large file's parse stays close to linear with the garbage collector on
only if the tree leaves few objects for the collector to track: these count
them (after a collection, which stops tracking tuples of atoms) per
attribute of a few common shapes."""

from __future__ import annotations

import gc

import pytest

import hclkit

LINES = 400


def _tracked_per_line(line: str) -> float:
    text = "".join(line.format(n=n) for n in range(LINES))
    hclkit.parse(text)  # whatever the first parse imports is not counted
    gc.collect()
    before = len(gc.get_objects())
    file, diags = hclkit.parse(text)
    assert not diags
    gc.collect()
    grown = len(gc.get_objects()) - before
    del file
    return grown / LINES


@pytest.mark.parametrize(("line", "most"), [
    # Attribute, ScopeTraversalExpr: no Traversal, steps or spans until asked.
    ("a{n} = var.b.c.d\n", 2.1),
    ("a{n} = name\n", 2.1),
    # Attribute, TemplateExpr: the string's value is made when evaluated.
    ('a{n} = "text{n}"\n', 2.1),
    # Attribute, LiteralValueExpr; the number's value is shared by its repeats.
    ("a{n} = 8080\n", 2.1),
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
