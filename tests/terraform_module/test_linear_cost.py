"""load_module's cost grows linearly with the module, for the shapes that
could make it grow faster: measured by the ratio at two sizes
(tests/support/cost.py), never by a wall-clock limit."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from pathlib import Path

import pytest

from hclkit.terraform import load_module
from tests.support.cost import assert_linear

_counter = itertools.count()


def _module(tmp_root: Path, text: str) -> Path:
    d = tmp_root / f"m{next(_counter)}"
    d.mkdir()
    (d / "main.tf").write_text(text)
    return d


def _load(directory: Path) -> None:
    m = load_module(directory)
    assert not m.diagnostics.has_errors(), list(m.diagnostics)[:3]


SHAPES: dict[str, tuple[Callable[[int], str], int]] = {
    # locals each using the one declared after it
    "local_chain": (lambda n: "locals {\n" + "".join(f" l{i} = local.l{i + 1} + 1\n"
                                                     for i in range(n)) + f" l{n} = 0\n}}\n",
                    300),
    # resources each using the one before
    "resource_chain": (lambda n: 'resource "r" "r0" { v = 1 }\n' + "".join(
        f'resource "r" "r{i}" {{ v = r.r{i - 1}.id }}\n' for i in range(1, n)), 200),
    # one resource of many instances that many locals read
    "many_readers": (lambda n: f'resource "r" "big" {{\n count = {n}\n i = count.index\n}}\n'
                     "locals {\n" + "".join(f" l{i} = r.big[{i}].id\n" for i in range(n))
                     + "}\n", 200),
    # a resource whose instances come from a large for_each
    "wide_for_each": (lambda n: "locals { m = { for i in range(" + str(min(n, 1024)) +
                      ") : tostring(i) => i } }\n" + "".join(
                          f'resource "r" "x{j}" {{\n for_each = local.m\n v = each.value\n}}\n'
                          for j in range(max(1, n // 1024))), 1024),
}


@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_linear(shape: str, tmp_path: Path) -> None:
    make, size = SHAPES[shape]
    assert_linear(lambda n: _module(tmp_path, make(n)), _load, size)
