"""The writer's cost grows linearly with its input: each shape is run at
two sizes and the ratio of the times compared with the ratio of the sizes
(tests/support/cost.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import hclkit
from hclkit.write import parse_document
from tests.support.cost import assert_linear

SHAPES: dict[str, Callable[[int], str]] = {
    "aligned attributes": lambda n: "".join(f"a{'x' * (i % 7)} = {i} # c{i}\n"
                                            for i in range(n)),
    "one long line": lambda n: "a = [" + ", ".join(f"x{i} + -{i}" for i in range(n)) + "]\n",
    "deep nesting": lambda n: "a = " + "[\n" * (n // 4) + "1" + "\n]" * (n // 4) + "\n",
    "heredocs": lambda n: "".join(f"h{i} = <<EOT\nline ${{x}}\nEOT\n" for i in range(n // 2)),
    "two brackets a line": lambda n: "".join(f"x{i} = merge({{\na = {i}\n}})\n"
                                             for i in range(n // 3)),
    "tabs between tokens": lambda n: "".join(f"a{i % 5}\t=\t{i}\n" for i in range(n)),
    "block comments": lambda n: "".join(f'a = "/*" /* {i} */ # /*\n' for i in range(n)),
    "nested blocks": lambda n: "".join(f'b "{i}" {{\n  c {{\n    d = {i}\n  }}\n}}\n'
                                       for i in range(n // 4)),
}


@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_fmt_is_linear(shape: str) -> None:
    assert_linear(SHAPES[shape], hclkit.fmt, 1500)


@pytest.mark.parametrize("shape", ["aligned attributes", "nested blocks"])
def test_tree_is_linear(shape: str) -> None:
    assert_linear(SHAPES[shape], lambda src: str(parse_document(src)[0]), 800)


def test_one_edit_is_linear_in_the_document() -> None:
    def make(n: int) -> str:
        return "a {\n" + "".join(f"  k{i:05d} = {i}\n" for i in range(n)) + "}\n"

    def run(src: str) -> str:
        doc = hclkit.edit(src)
        body = doc.body.find_blocks("a")[0].body
        body.set_attribute("a_much_longer_name", {"x": [1, 2]})  # realigns the run
        body.remove_attribute("k00001")
        return str(doc)

    assert_linear(make, run, 500)


def test_dumps_is_linear() -> None:
    def deep(n: int) -> dict[str, Any]:
        data: dict[str, Any] = {"leaf": 1}
        for i in range(min(n // 20, 90)):
            data = {f"l{i}": data, "x": {"y": 1}}
        return {"top": data, **{f"a{i}": {"b": i} for i in range(n)}}

    assert_linear(deep, hclkit.dumps, 300)
