"""Parse then print, without edits: every file of the native corpora comes
back byte for byte, through the lossless tokens and through the tree."""

from __future__ import annotations

from pathlib import Path

import pytest

from hclkit.native.lexer import Kind
from hclkit.write import Attribute, Block, parse_document
from hclkit.write.tokens import BLOCK_COMMENT, lossless_tokens, render

NATIVE = Path(__file__).resolve().parents[1] / "data" / "native"
FILES = sorted(p for corpus in ("valid", "spec_examples", "broken")
               for p in (NATIVE / corpus).glob("*.hcl"))


def _text(path: Path) -> str:
    return path.read_bytes().decode("utf-8", "surrogateescape")


@pytest.mark.parametrize("path", FILES, ids=[f"{p.parent.name}/{p.name}" for p in FILES])
def test_tree_prints_the_source_back(path: Path) -> None:
    src = _text(path)
    doc, _ = parse_document(src)
    assert str(doc) == src


@pytest.mark.parametrize("path", FILES, ids=[f"{p.parent.name}/{p.name}" for p in FILES])
def test_tokens_and_gaps_are_the_source(path: Path) -> None:
    src = _text(path)
    tokens = lossless_tokens(src)
    assert render(src, tokens) == src
    prev = 0
    for _, start, end in tokens:  # what lies between tokens is spaces only
        assert src[prev:start].strip(" \t") == ""
        prev = end


def test_block_comments_are_tokens() -> None:
    src = "a = 1 /* one */ + /* two\nlines */ 2\n"
    kinds = [k for k, _, _ in lossless_tokens(src)]
    assert kinds.count(BLOCK_COMMENT) == 2
    assert kinds[-1] == Kind.EOF


def test_byte_order_mark_is_kept() -> None:
    src = "\ufeffa = 1\n"
    doc, _ = parse_document(src)
    assert str(doc) == src
    doc, _ = parse_document(src.encode())
    assert str(doc).encode() == src.encode()


def test_items_in_source_order_with_redefinitions_and_comments() -> None:
    src = ("# about a\n"
           "a = 1 # one\n"
           "\n"
           "// about the block\n"
           "b \"x\" {\n"
           "  c = 2\n"
           "} # end\n"
           "a = 3\n")
    doc, diags = parse_document(src)
    assert [d.summary for d in diags] == ["Attribute redefined"]
    items = list(doc.body.items())
    assert [type(i) for i in items] == [Attribute, Block, Attribute]
    first, block, again = items
    assert isinstance(first, Attribute) and isinstance(again, Attribute)
    assert isinstance(block, Block)
    assert (first.leading, first.name, first.expression, first.trailing) == (
        "# about a\n", "a", "1", " # one\n")
    assert block.leading == "// about the block\n" and block.trailing == " # end\n"
    assert block.labels == ["x"] and block.body.get_attribute("c") is not None
    assert again.expression == "3"
    assert doc.body.get_attribute("a") is first
    assert str(doc) == src


def test_comment_after_a_blank_line_belongs_to_nothing() -> None:
    doc, _ = parse_document("# loose\n\na = 1\n")
    attr = doc.body.get_attribute("a")
    assert attr is not None and attr.leading == ""
    assert doc.body.parts[0] == "# loose\n\n"
