"""Cost that grows linearly with the input, for each shape that once made
it grow faster (positions on long non-ASCII lines, many diagnostics, huge
exponents) and the shapes the issue names: measured by the ratio at two
sizes (tests/support/cost.py), never by a wall-clock limit."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pytest

import hclkit
from tests.support.cost import assert_linear


def _parse(src: str | bytes) -> None:
    file, diags = hclkit.parse(src)
    for d in diags:  # positions are worked out when asked for
        _ = d.subject
    file.body.just_attributes()


def _evaluate(src: str) -> None:
    expr, _ = hclkit.parse_expression(src)
    assert expr is not None
    expr.value(hclkit.EvalContext({"ok": 1}, hclkit.stdlib.functions()))


def _parse_json(src: str | bytes) -> None:
    file, _ = hclkit.parse_json(src)
    attrs, _ = file.body.just_attributes()
    for attr in attrs.values():
        attr.expr.value(hclkit.EvalContext({}))


SHAPES: dict[str, tuple[Callable[[int], object], Callable[[object], None], int]] = {
    # one long line alternating text and bytes that are not UTF-8
    "invalid_bytes": (lambda n: b"a = \"" + b"a\xff" * n + b"\"\n", _parse, 3000),  # type: ignore[dict-item]
    # a long non-ASCII line with an error at every other character
    "non_ascii_errors": (lambda n: "é;" * n + "\n", _parse, 3000),  # type: ignore[dict-item]
    # an ASCII line with many errors in a file that is not ASCII
    "ascii_line_in_non_ascii_file": (lambda n: "# é\n" + "@ " * n + "\n", _parse, 3000),  # type: ignore[dict-item]
    # non-ASCII strings on one long line
    "non_ascii_line": (lambda n: "a = [" + '"é日本", ' * n + "]\n", _parse, 2000),  # type: ignore[dict-item]
    # a tab-laden, non-ASCII JSON line
    "json_line": (lambda n: '{"a": [' + ", ".join(['"\té${x}"'] * n) + "]}",  # type: ignore[dict-item]
                  _parse_json, 1000),
    # many diagnostics in one expression, each with its expression's values
    "many_diagnostics": (lambda n: "[" + ", ".join(["nosuch", "ok"] * n) + "]", _evaluate, 500),  # type: ignore[dict-item]
    # literals with exponents near the limit
    "huge_exponents": (lambda n: "".join(f"a{i} = 1e{99999 - i}\n" for i in range(n)), _parse, 3),  # type: ignore[dict-item]
    # nesting as deep as allowed, repeated
    "deep_nesting": (lambda n: "".join(f"a{i} = " + "[" * 90 + "]" * 90 + "\n"  # type: ignore[dict-item]
                                       for i in range(n)), _parse, 20),
    "many_blocks": (lambda n: 'resource "a" "b" {\n  x = 1\n}\n' * n, _parse, 2000),  # type: ignore[dict-item]
    "long_template": (lambda n: 'a = "' + "x${ok}%{if true}y%{endif}" * n + '"\n', _parse, 1000),  # type: ignore[dict-item]
    "long_heredoc": (lambda n: "a = <<-EOT\n" + "  line ${ok}\n" * n + "  EOT\n", _parse, 2000),  # type: ignore[dict-item]
    "long_operator_chain": (lambda n: " + ".join(["ok"] * n), _evaluate, 2000),  # type: ignore[dict-item]
}


@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_cost_is_linear(shape: str) -> None:
    make, run, size = SHAPES[shape]
    assert_linear(make, run, size)


def test_failing_operator_chains_stay_linear() -> None:
    # Every operator of the chain fails, and each diagnostic's expression is
    # the whole chain so far: its values are listed while a budget lasts.
    def run(src: str) -> None:
        expr, _ = hclkit.parse_expression(src)
        assert expr is not None
        expr.value(hclkit.EvalContext({"v": "x"}))
    assert_linear(lambda n: " > ".join(["v"] * n), run, 2000)


def _many_objects(n: int) -> str:
    # n distinct objects, each equal in shape, length and first elements
    inner = "[for i in range(500): {a = i, b = [j, 0, 0, 0, 0, 0, 0, 0, 0, j]}]"
    return f"[for j in range({n // 500}): {inner}]"


@pytest.mark.parametrize("function", ["distinct", "toset"])
def test_sets_and_distinct_of_many_objects_stay_linear(function: str) -> None:
    # Values hash their whole content: hashes that saw only a collection's
    # length (or a list's first elements) put every object in one bucket.
    def run(src: str) -> None:
        expr, _ = hclkit.parse_expression(f"length({function}(flatten({src})))")
        assert expr is not None
        value, diags = expr.value(hclkit.EvalContext({}, hclkit.stdlib.functions()))
        assert not diags.has_errors() and value.as_int() > 0
    assert_linear(_many_objects, run, 2000)


@dataclasses.dataclass
class _Setting:
    x: int


@dataclasses.dataclass
class _Settings:
    r: list[_Setting] = dataclasses.field(default_factory=list)


def _decode_errors(src: str) -> None:
    try:
        hclkit.decode(src, _Settings)
    except hclkit.HCLError as e:
        assert len(e.diagnostics) > 1 and ", in r" in str(e)
    else:  # pragma: no cover - the test needs the errors
        raise AssertionError("no errors")


@pytest.mark.parametrize("syntax", ["native", "json", "json_non_ascii"])
def test_decode_errors_in_many_blocks_stay_linear(syntax: str) -> None:
    # Each error's message names the block it is in: found by search.
    def make(n: int) -> str:
        if syntax == "native":
            return 'r {\n  x = "a"\n}\n' * n
        pad = "é" if syntax == "json_non_ascii" else ""
        return '{"r": [' + ", ".join([f'{{"x": "a{pad}"}}'] * n) + "]}"
    assert_linear(make, _decode_errors, 500)


def test_wholly_known_of_shared_parts_is_linear_in_the_parts() -> None:
    """A value made by repeating one part (``[v, v]``, n times over) holds
    2**n leaves but n distinct parts: asking whether it is wholly known
    looks at each part once (it took 3.4 s at n = 22)."""
    def make(n: int) -> hclkit.types.Value:
        v = hclkit.to_value(1)
        for _ in range(n):
            v = hclkit.types.tuple_value([v, v])
        return v

    assert_linear(make, lambda v: v.is_wholly_known, 4)
