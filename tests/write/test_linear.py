"""The writer's cost grows linearly with its input: each shape is timed at
two sizes and the ratio of the times compared with the ratio of the sizes
(best of several runs, so that a busy machine does not decide)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pytest

import hclkit
from hclkit.write import parse_document

SIZE = 2000
GROWTH = 4  # the larger input is this many times the smaller
ALLOWED = GROWTH * 2.5  # linear with room for noise; quadratic would be GROWTH ** 2


def _best(work: Callable[[], object]) -> float:
    best = float("inf")
    for _ in range(5):
        start = time.perf_counter()
        work()
        best = min(best, time.perf_counter() - start)
    return best


def _ratio(make: Callable[[int], Any], run: Callable[[Any], object]) -> float:
    small, large = make(SIZE), make(SIZE * GROWTH)
    run(small)  # warm up (lazy imports, caches)
    return _best(lambda: run(large)) / max(_best(lambda: run(small)), 1e-9)


SHAPES: dict[str, Callable[[int], str]] = {
    "aligned attributes": lambda n: "".join(f"a{'x' * (i % 7)} = {i} # c{i}\n"
                                            for i in range(n)),
    "one long line": lambda n: "a = [" + ", ".join(f"x{i} + -{i}" for i in range(n)) + "]\n",
    "deep nesting": lambda n: "a = " + "[\n" * (n // 8) + "1" + "\n]" * (n // 8) + "\n",
    "heredocs": lambda n: "".join(f"h{i} = <<EOT\nline ${{x}}\nEOT\n" for i in range(n // 2)),
    "nested blocks": lambda n: "".join(f'b "{i}" {{\n  c {{\n    d = {i}\n  }}\n}}\n'
                                       for i in range(n // 4)),
}


@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_fmt_is_linear(shape: str) -> None:
    assert _ratio(SHAPES[shape], hclkit.fmt) < ALLOWED


@pytest.mark.parametrize("shape", ["aligned attributes", "nested blocks"])
def test_tree_is_linear(shape: str) -> None:
    assert _ratio(SHAPES[shape], lambda src: str(parse_document(src)[0])) < ALLOWED


def test_one_edit_is_linear_in_the_document() -> None:
    def make(n: int) -> str:
        return "a {\n" + "".join(f"  k{i:05d} = {i}\n" for i in range(n)) + "}\n"

    def run(src: str) -> str:
        doc = hclkit.edit(src)
        body = doc.body.find_blocks("a")[0].body
        body.set_attribute("a_much_longer_name", {"x": [1, 2]})  # realigns the group
        body.remove_attribute("k00001")
        return str(doc)

    assert _ratio(make, run) < ALLOWED


def test_dumps_is_linear() -> None:
    def deep(n: int) -> dict[str, Any]:
        data: dict[str, Any] = {"leaf": 1}
        for i in range(min(n // 40, 90)):
            data = {f"l{i}": data, "x": {"y": 1}}
        return {"top": data, **{f"a{i}": {"b": i} for i in range(n)}}

    assert _ratio(deep, hclkit.dumps) < ALLOWED
