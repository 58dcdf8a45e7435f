"""Bad, huge and deep input: the parser answers with a result or a
diagnostic, never an exception, whatever it is given."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import hclkit
from hclkit.diagnostics import Diagnostics
from hclkit.native.parser import MAX_DEPTH

ParseFn = Callable[[bytes], tuple[object, Diagnostics]]
PARSERS: dict[str, ParseFn] = {
    "config": hclkit.parse,
    "expression": hclkit.parse_expression,
    "template": hclkit.parse_template,
}

DEEP = 10_000


def deep_cases() -> dict[str, str]:
    n = DEEP
    return {
        "tuples": "a = " + "[" * n + "]" * n + "\n",
        "tuples_unclosed": "a = " + "[" * n + "\n",
        "parens": "a = " + "(" * n + "1" + ")" * n + "\n",
        "objects": "a = " + "{k = " * n + "1" + "}" * n + "\n",
        "blocks": "b {\n" * n + "}\n" * n,
        "blocks_unclosed": "b {\n" * n,
        "calls": "a = " + "f(" * n + ")" * n + "\n",
        "templates": "a = " + '"${' * n + "1" + '}"' * n + "\n",
        "directives": "a = \"" + "%{if true}" * n + "x" + "%{endif}" * n + "\"\n",
        "conditionals": "a = " + "c ? " * n + "1" + " : 2" * n + "\n",
        "conditionals_nested_right": "a = c" + " ? 1 : c" * n + " ? 1 : 2\n",
        "negation": "a = " + "-" * n + "1\n",
        "not": "a = " + "!" * n + "true\n",
        "for": "a = " + "[for x in " * n + "y" + ": x]" * n + "\n",
        "heredoc_in_interpolation": ("a = \"${" + "<<EOT\n${" * 199 + "<<EOT\nx\nEOT\n"
                                     + "}\nEOT\n" * 199 + "}\"\n"),
        "index_chain": "a = x" + "[0]" * n + "\n",
        "attr_chain": "a = x" + ".b" * (10 * n) + "\n",
        "splat_chain": "a = x" + "[*]" * n + "\n",
        "attr_splat_chain": "a = x" + ".*" * n + "\n",
        "binary_chain": "a = " + " + ".join(["1"] * (10 * n)) + "\n",
        "mixed_precedence": "a = " + " || ".join(["1 * 2 + 3 == 4"] * n) + "\n",
        "dynamic_keys": "a = " + "{(" * n + "k" + ") = 1}" * n + "\n",
    }


@pytest.mark.parametrize(("name", "src"), sorted(deep_cases().items()))
def test_deep_nesting_gives_a_result_or_a_diagnostic(name: str, src: str) -> None:
    file, diags = hclkit.parse(src)
    assert file is not None
    # A handful of errors at most (one "Too deeply nested" stops the parse),
    # each pointing somewhere.
    assert len(diags) <= 5
    assert all(d.subject is not None for d in diags)
    # Everything the walkers do works on what was parsed.
    for attr in file.body.attributes.values():
        attr.expr.variables()


def test_nesting_at_the_limit_is_accepted_and_beyond_it_refused() -> None:
    ok = "a = " + "[" * (MAX_DEPTH - 1) + "]" * (MAX_DEPTH - 1) + "\n"
    assert not hclkit.parse(ok)[1]
    deep = "a = " + "[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1) + "\n"
    diags = hclkit.parse(deep)[1]
    assert [d.summary for d in diags] == ["Too deeply nested"]
    assert diags[0].subject is not None and diags[0].subject.start.line == 1


def test_ten_megabytes() -> None:
    unit = ('resource "aws_instance" "web" {\n  ami = "ami-123"\n  count = 3\n'
            '  tags = { Name = "web-${count.index}" }\n}\n')
    src = unit * (10_000_000 // len(unit) + 1)
    file, diags = hclkit.parse(src)  # how its cost grows: tests/robustness/test_linear_cost.py
    assert not diags
    assert len(file.body.blocks) == 10_000_000 // len(unit) + 1


@pytest.mark.parametrize(("name", "src"), [
    ("quoted", 'a = "' + "x" * 1_000_000 + '"\n'),
    ("quoted_escapes", 'a = "' + "\\n" * 500_000 + '"\n'),
    ("quoted_dollars", 'a = "' + "$$" * 500_000 + '"\n'),
    ("heredoc_line", "a = <<EOT\n" + "x" * 1_000_000 + "\nEOT\n"),
    ("identifier", "a = " + "x" * 1_000_000 + "\n"),
    ("comment", "# " + "x" * 1_000_000 + "\na = 1\n"),
    ("unterminated", 'a = "' + "x" * 1_000_000),
    ("interpolations", 'a = "' + "${x}" * 250_000 + '"\n'),
])
def test_one_megabyte_lines(name: str, src: str) -> None:
    file, diags = hclkit.parse(src)
    assert file is not None
    if name != "unterminated":
        assert not diags


@pytest.mark.parametrize("literal", ["9" * 1_000_000, "-" + "9" * 200_000, "1e99999999999",
                                     "-1e99999999999", "--1e99999999999"])
def test_a_huge_number_literal_is_a_diagnostic(literal: str) -> None:
    file, diags = hclkit.parse(f"a = {literal}\n")
    assert [d.summary for d in diags] == ["Invalid number literal"]
    # The attribute stays, from its first character (a minus sign included).
    assert file.body.attributes["a"].expr.range.start.column == 5


@pytest.mark.parametrize("src", [
    b"\xff\xfe\x00a = 1", b"a = \"\xc3\x28\"\n", b"\x00\x01\x02", b"a = 1\n\x80\x81\x82\n",
    b"\xef\xbb\xbf\xef\xbb\xbfa = 1\n", b"a = <<EOT\n\xe2\x82\nEOT\n", b"\xf8\x88\x80\x80\x80",
])
def test_invalid_utf8_is_a_diagnostic(src: bytes) -> None:
    for parse in PARSERS.values():
        _, diags = parse(src)
        assert diags.has_errors() or parse is PARSERS["template"]


def _check_ranges(src: bytes, diags: Diagnostics) -> None:
    for d in diags:
        if d.subject is not None:
            assert 0 <= d.subject.start.byte <= d.subject.end.byte <= len(src) + 3
            assert d.subject.start.line >= 1 and d.subject.start.column >= 1


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=200))
def test_binary_junk(src: bytes) -> None:
    for parse in PARSERS.values():
        _, diags = parse(src)
        _check_ranges(src, diags)


TOKENS = ["a", "b", "=", "{", "}", "[", "]", "(", ")", '"', "${", "%{", "}", "~", "<<EOT\n",
          "EOT", "\n", ",", ".", "*", "...", "for", "in", ":", "=>", "if", "?", "+", "-", "!",
          "1", "1.5e3", "#", "//", "/*", "*/", "\\", "'", "endif", "else", "endfor", " ", "\t",
          "é", "\r\n", "null", "true", "&&", "==", "<", "%", "$$", "%%", "\\u00e9"]


@settings(max_examples=2000, deadline=None)
@given(st.lists(st.sampled_from(TOKENS), max_size=40))
def test_token_soup(tokens: list[str]) -> None:
    src = "".join(tokens).encode()
    for parse in PARSERS.values():
        result, diags = parse(src)
        _check_ranges(src, diags)
        if result is not None and hasattr(result, "variables"):
            result.variables()
