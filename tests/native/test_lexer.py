"""The lexer's small public helpers."""

from __future__ import annotations

from hclkit.native.lexer import Kind, kind_name, tokenize


def test_kind_names() -> None:
    assert kind_name(Kind.IDENT) == "IDENT"
    assert kind_name(Kind.TEMPLATE_SEQ_END) == "TEMPLATE_SEQ_END"
    assert kind_name(999) == "999"


def test_tokenize_as_template_or_not() -> None:
    kinds = [kind_name(k) for k, _, _ in tokenize("a ${b}")]
    assert kinds == ["IDENT", "INVALID", "OBRACE", "IDENT", "CBRACE", "EOF"]
    kinds = [kind_name(k) for k, _, _ in tokenize("a ${b}", template=True)]
    assert kinds == ["STRING_LIT", "TEMPLATE_INTERP", "IDENT", "TEMPLATE_SEQ_END", "EOF"]
