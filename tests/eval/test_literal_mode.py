"""Literal-only mode (no evaluation context): every attribute of the native
corpora evaluated as the reference's ``dump`` evaluated it, with no context
(tests/data/native/*.expected.json): the same value and type, or the same
diagnostics ("Variables not allowed", "Function calls not allowed", …)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from hclkit import native
from tests.native.dump import diags_json
from tests.native.test_corpus import NATIVE, expected
from tests.oracle.cases import dump_exact, load_answer, oracle_form, oracle_type


def _attributes(ref: dict[str, Any], ours: native.Body, where: str
                ) -> Iterator[tuple[str, dict[str, Any], native.Attribute]]:
    for name, attr in ref["attributes"].items():
        yield f"{where}{name}", attr, ours.attributes[name]
    for i, (rb, ob) in enumerate(zip(ref["blocks"], ours.blocks, strict=True)):
        yield from _attributes(rb["body"], ob.body, f"{where}{ob.type}[{i}].")


def _cases() -> list[tuple[str, str]]:
    out = []
    for corpus in ("valid", "spec_examples"):
        for name, ref in expected(corpus).items():
            if not any(d["severity"] == "error" for d in ref["diagnostics"]):
                out.append((corpus, name))
    return out


@pytest.mark.parametrize(("corpus", "name"), _cases())
def test_attributes_evaluate_as_the_reference_did(corpus: str, name: str) -> None:
    ref = expected(corpus)[name]
    f, diags = native.parse((NATIVE / name).read_bytes(), name)
    assert not diags.has_errors()
    for where, want, attr in _attributes(ref["body"], f.body, ""):
        val, vdiags = attr.expr.value(None)
        got: dict[str, Any] = {"diagnostics": diags_json(vdiags)}
        if not vdiags.has_errors():
            got["type"] = oracle_type(val.type)
            got["value"] = oracle_form(val)
        keep = {k: want[k] for k in ("diagnostics", "type", "value") if k in want}
        assert load_answer(dump_exact(got)) == keep, where
