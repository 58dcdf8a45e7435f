"""Deep nesting: loads and compat.hcl2.loads take few Python frames per
level, so whatever the parser accepts (100 levels by default) converts
without overflowing the stack; and their cost grows linearly."""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest

import hclkit
from hclkit.compat import hcl2

DEPTH = 100

SHAPES: dict[str, Callable[[int], str]] = {
    "parentheses": lambda n: "a = " + "(" * n + "x" + ")" * n + "\n",
    "tuples": lambda n: "a = " + "[" * n + "x" + "]" * n + "\n",
    "objects": lambda n: "a = " + "{a = " * n + "x" + "}" * n + "\n",
    "templates": lambda n: "a = " + '"${' * n + "x" + '}"' * n + "\n",
    "templates with text": lambda n: "a = " + '"a${' * n + "x" + '}"' * n + "\n",
    "if directives": lambda n: 'a = "' + "%{if x}" * n + "y" + "%{endif}" * n + '"\n',
    "blocks": lambda n: "b {\n" * n + "x = 1\n" + "}\n" * n,
    "labelled blocks": lambda n: 'b "l" {\n' * n + "x = 1\n" + "}\n" * n,
    "unary": lambda n: "a = " + "-" * n + "x\n",
    "conditionals": lambda n: "a = " + "x ? y : " * n + "z\n",
    "calls": lambda n: "a = " + "f(" * n + "x" + ")" * n + "\n",
    "indexes": lambda n: "a = x" + "[y" * n + "]" * n + "\n",
}


@pytest.mark.parametrize("shape", SHAPES)
def test_deep_nesting_converts(shape: str) -> None:
    src = SHAPES[shape](DEPTH)
    _, diags = hclkit.parse(src)
    assert not diags.has_errors()
    assert isinstance(hcl2.loads(src), dict)
    assert isinstance(hclkit.loads(src, unknowns="expression"), dict)


def _cost(convert: Callable[[str], object], src: str) -> float:
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        convert(src)
        best = min(best, time.perf_counter() - start)
    return best


@pytest.mark.parametrize("convert", [hcl2.loads,
                                     lambda s: hclkit.loads(s, unknowns="expression")],
                         ids=["compat", "loads"])
def test_cost_grows_linearly(convert: Callable[[str], object]) -> None:
    def config(n: int) -> str:
        item = ('resource "t" "r%d" {\n  a = var.x + %d\n  b = "s${var.y}-%d"\n'
                '  c = [1, {k = "v"}, f(var.z)]\n  nested { d = true }\n}\n')
        return "".join(item % (i, i, i) for i in range(n))

    small, large = _cost(convert, config(400)), _cost(convert, config(1600))
    # Four times the input: well under the sixteen times a quadratic cost gives.
    assert large / small < 8
