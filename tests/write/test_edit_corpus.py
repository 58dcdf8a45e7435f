"""Edits on every file of the valid corpus: the result parses, holds what
was set, and (on files hclfmt formatted) is still hclfmt's layout."""

from __future__ import annotations

from pathlib import Path

import pytest

import hclkit
from hclkit.write import Body, parse_document
from tests.write.test_fmt import expected

DATA = Path(__file__).resolve().parents[1] / "data"
FILES = sorted((DATA / "native" / "valid").glob("*.hcl"))


def _edit(body: Body) -> None:
    attrs = body.attributes()
    if attrs:
        body.set_attribute(attrs[0].name, {"k": [1, "two ${x}"], "longer_key": None})
    body.set_attribute("z", 1)
    body.set_attribute_raw("raw_attr_with_long_name", "var.a+1")
    for block in body.blocks():
        _edit(block.body)
    block = body.append_block("new_block", ["l"])
    block.body.set_attribute("inner", True)


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_edits_keep_hclfmt_layout(path: Path) -> None:
    doc, diags = parse_document(expected("valid", path))  # as hclfmt wrote it
    if diags.has_errors():
        pytest.skip("does not parse")
    _edit(doc.body)
    out = str(doc)
    file, diags = hclkit.parse(out)
    assert not [d for d in diags if d.summary != "Attribute redefined"]
    assert "z" in file.body.attributes and file.body.blocks[-1].type == "new_block"
    value, _ = file.body.attributes["raw_attr_with_long_name"].expr.value(
        hclkit.EvalContext({"var": {"a": 1}}))
    assert value.to_python() == 2
    assert hclkit.fmt(out) == out
