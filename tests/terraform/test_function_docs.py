"""Every example of Terraform's function documentation that was recorded
(tests/data/terraform/functions/docs.txt) gives the documented result with
hclkit.terraform.functions()."""

from __future__ import annotations

import re

import pytest

import hclkit
from hclkit import types as T
from tests.terraform.function_docs import FILES, Case, load_cases

CASES = load_cases()
TABLE = hclkit.terraform.functions(FILES)
# The pages write paths from the module's directory: the files folder here.
CONTEXT = hclkit.EvalContext(variables={"path": hclkit.to_value({"module": "."})},
                             functions=TABLE)


def evaluate(src: str) -> tuple[T.Value, list[str]]:
    expr, diags = hclkit.parse_expression(src)
    assert not diags.has_errors(), [d.summary for d in diags]
    value, diags = expr.value(CONTEXT)
    return value, [f"{d.summary}: {d.detail}" for d in diags if d.severity == "error"]


def test_enough_cases_recorded() -> None:
    assert len(CASES) >= 50
    assert len({c.function for c in CASES}) >= 15


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_documented_example(case: Case) -> None:
    value, errors = evaluate(case.expression)
    if case.error is not None:
        assert errors, f"{case.expression} should fail"
        assert any(case.error in e for e in errors), errors
        return
    assert not errors, errors
    if case.like is not None:
        assert value.type is T.STRING and re.fullmatch(case.like, value.as_string()), value
        return
    if case.expected == "unknown":
        assert not value.is_known
        return
    assert case.expected is not None
    expected, problems = evaluate(case.expected)
    assert not problems, problems
    assert value.type.kind == expected.type.kind, (value.type, expected.type)
    assert value.is_null == expected.is_null
    assert value.to_python() == expected.to_python()


def test_the_reference_page_lists_every_function() -> None:
    import re
    from pathlib import Path
    page = (Path(__file__).resolve().parents[2] / "docs" / "reference" / "functions.md"
            ).read_text()
    listed = set(re.findall(r"^## ([a-z0-9_]+)$", page, re.MULTILINE))
    assert set(hclkit.terraform.functions(".")) - listed == set()
