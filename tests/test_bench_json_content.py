"""The parse benchmark's JSON side parses the same content as its native
side (bench/bench_parse.py converts each corpus file): every converted file
is valid JSON syntax with the same attributes and block types at the top,
and the same values where the native ones are constant."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import hclkit
from hclkit.model.context import EvalContext

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))

import bench_parse  # noqa: E402

FILES = sorted(bench_parse.CORPUS.glob("*.hcl"))


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_converted_file_has_the_same_content(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    native, diags = hclkit.parse(text)
    if diags.has_errors():
        pytest.skip("the benchmark leaves out files that do not parse")
    converted, diags = hclkit.parse_json(bench_parse.as_json(text).encode(), "c.json")
    assert not diags.has_errors()
    attrs, _ = converted.body.just_attributes()
    assert set(attrs) == set(native.body.attributes) | {b.type for b in native.body.blocks}
    for name, attr in native.body.attributes.items():
        want, diags = attr.expr.value(None)
        if diags.has_errors():
            continue
        got, diags = attrs[name].expr.value(EvalContext({}, {}))
        assert not diags.has_errors() and got.equals(want).to_python() is True, name
