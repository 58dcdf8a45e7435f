"""After a syntax error the parser keeps what it could read: an attribute
whose expression is broken stays (with a stand-in expression), and a block
left unclosed keeps its contents, as the reference keeps both."""

from __future__ import annotations

import hclkit
from hclkit import AttributeSchema, BlockHeaderSchema, BodySchema
from hclkit.native.ast import InvalidExpr


def test_broken_attribute_is_kept_with_a_stand_in() -> None:
    file, diags = hclkit.parse("a = 1\nb = <<EOT hello\nEOT\nc = [1, 2\nd = 4\n")
    assert [d.summary for d in diags][:1] == ["Invalid expression"]
    assert list(file.body.attributes) == ["a", "b", "c", "d"]
    b = file.body.attributes["b"].expr
    assert isinstance(b, InvalidExpr)
    # The reference's stand-in for an expression broken at its first token
    # covers that token.
    assert (b.range.start.line, b.range.start.column, b.range.end.column) == (2, 5, 6)
    assert b.variables() == []


def test_a_broken_required_attribute_is_not_also_missing() -> None:
    file, diags = hclkit.parse("name = (1 +\n")
    assert diags.has_errors()
    content, more = file.body.content(BodySchema([AttributeSchema("name", required=True)]))
    assert "name" in content.attributes and not more


def test_unclosed_block_keeps_its_contents() -> None:
    src = 'resource "a" "b" {\n  ami = "x"\n  inner {\n    y = 1\n  }\n'
    file, diags = hclkit.parse(src)
    assert [d.summary for d in diags] == ["Unclosed configuration block"]
    (block,) = file.body.blocks
    assert block.labels == ["a", "b"]
    assert list(block.body.attributes) == ["ami"]
    assert [b.type for b in block.body.blocks] == ["inner"]
    end = len(src.encode())
    assert block.close_brace_range.start.byte == block.close_brace_range.end.byte == end
    assert block.body.range.end.byte == end
    content, more = file.body.content(BodySchema(blocks=[BlockHeaderSchema("resource",
                                                                           ["t", "n"])]))
    assert content.blocks == [block] and not more


def test_stray_closer_does_not_end_the_file() -> None:
    # The reference stops reading the body here; hclkit reads on, so that
    # the valid attribute after it is not lost.
    file, diags = hclkit.parse("a = 1\n}\nb = 2\n")
    assert [d.summary for d in diags] == ["Argument or block definition required"]
    assert list(file.body.attributes) == ["a", "b"]
