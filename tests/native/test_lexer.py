"""The lexer's small public helpers."""

from __future__ import annotations

import pytest

from hclkit.native import lexer
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



def test_module_constants_are_the_kinds() -> None:
    # The parsers read kinds as module constants (faster than Kind's class
    # attributes on CPython 3.11): each must be its kind.
    names = [n for n in vars(Kind) if n.isupper()]
    assert names
    for name in names:
        assert getattr(lexer, "K_" + name) == getattr(Kind, name), name


@pytest.mark.parametrize("op", ["=", ".", ",", "[", "]", "(", ")", "{", "}", "==", "=>", "...",
                                ":", "?", "!", "<", ">=", "&&", "||", "-", "*"])
def test_each_punctuation_has_its_kind(op: str) -> None:
    # Some punctuation is told apart by the pattern's group number and the
    # rest by its text: both must give the kind the operator table names.
    src = f"a {op} b" if op not in ("{", "}") else ("a {\n}" if op == "{" else "a {\nb}\n")
    toks = [(kind_name(k), src[s:e]) for k, s, e in tokenize(src)]
    assert (kind_name(lexer._OPERATORS[op]), op) in toks


def _kinds(src: str) -> list[tuple[str, str]]:
    return [(kind_name(k), src[s:e]) for k, s, e in tokenize(src)]


def test_text_past_ascii_in_strings_and_comments_needs_no_unicode_pattern(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # The regex package's pattern is about three times slower: a file whose
    # identifiers are ASCII is read by the standard engine throughout.
    def refuse() -> None:
        raise AssertionError("the Unicode pattern was used")

    monkeypatch.setattr(lexer, "_normal_unicode", refuse)
    src = 'a = "café" # naïve\nb = "${x}é" /* ü */\n'
    assert _kinds(src)[:3] == [("IDENT", "a"), ("EQUAL", "="), ("OQUOTE", '"')]


@pytest.mark.parametrize(("src", "expected"), [
    # An ASCII identifier running into a letter past ASCII is one identifier.
    ("abé.x", [("IDENT", "abé"), ("DOT", "."), ("IDENT", "x")]),
    ("é-1 b", [("IDENT", "é-1"), ("IDENT", "b")]),
    # A joiner is not part of one (the reference's tables), nor a symbol.
    ("a\u200db", [("IDENT", "a"), ("INVALID", "\u200d"), ("IDENT", "b")]),
    ("a→b", [("IDENT", "a"), ("INVALID", "→"), ("IDENT", "b")]),
    # A bad byte after an ASCII identifier ends it.
    ("ab\udc80", [("IDENT", "ab"), ("BAD_UTF8", "\udc80")]),
    # Heredoc markers past ASCII open a heredoc; a << before a symbol does not.
    ("x = <<Eé\nhi\nEé\n", [("IDENT", "x"), ("EQUAL", "="), ("OHEREDOC", "<<Eé\n"),
                            ("STRING_LIT", "hi\n"), ("CHEREDOC", "Eé"), ("NEWLINE", "\n")]),
    ("<<→", [("LESS_THAN", "<"), ("LESS_THAN", "<"), ("INVALID", "→")]),
])
def test_identifiers_past_ascii(src: str, expected: list[tuple[str, str]]) -> None:
    assert _kinds(src) == [*expected, ("EOF", "")]
