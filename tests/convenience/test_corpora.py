"""hclkit.loads on every valid file of the test corpora: plain data, or (only
for files whose expressions are wrong when evaluated) HCLError, never any
other exception."""

from __future__ import annotations

from pathlib import Path

import pytest

import hclkit

DATA = Path(__file__).resolve().parents[1] / "data"


def valid_files() -> list[Path]:
    """Every corpus file that parses without errors."""
    found = []
    for pattern in ("native/valid/*.hcl", "native/spec_examples/*.hcl", "json/valid/*.json",
                    "hcl2compat/modules/*"):
        for path in sorted(DATA.glob(pattern)):
            parse = hclkit.parse_json if path.suffix == ".json" else hclkit.parse
            _, diags = parse(path.read_bytes(), str(path))
            if not diags.has_errors():
                found.append(path)
    return found


VALID = valid_files()

# Files that parse but whose expressions fail to evaluate whatever variables
# are given (the specification's examples of errors, and JSON strings that
# are broken templates or numbers out of range): each with its first error.
EXPECTED_ERRORS = {
    "arithmetic__numbers_only.hcl": "Invalid operand",
    "comparison__numbers_only.hcl": "Invalid operand",
    "conditional__no_unification.hcl": "Inconsistent conditional result types",
    "conditional__predicate_not_bool.hcl": "Incorrect condition type",
    "for_expr__condition_not_bool.hcl": "Invalid 'for' condition",
    "for_expr__not_iterable.hcl": "Iteration over non-iterable value",
    "for_expr__object_duplicate_key.hcl": "Duplicate object key",
    "getattr__missing.hcl": "Unsupported attribute",
    "index__missing_attribute.hcl": "Invalid index",
    "index__out_of_range.hcl": "Invalid index",
    "index__unconvertible_key.hcl": "Invalid index",
    "interpolation__not_convertible.hcl": "Invalid template interpolation value",
    "logic__bools_only.hcl": "Invalid operand",
    "operations__all_levels.hcl": "Invalid operand",
    "static__map.hcl": "Incorrect key type",
    "template_if__predicate_not_bool.hcl": "Incorrect condition type",
    "022-string-with-braces.json": "Missing expression",
    "029-template-errors-in-strings.json": "Missing expression",
    "036-big-exponents.json": "Invalid number",
}


def test_the_corpora_are_there() -> None:
    assert len(VALID) > 300
    assert {p.name for p in VALID} >= set(EXPECTED_ERRORS)


@pytest.mark.parametrize("path", VALID, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_loads_every_valid_file(path: Path) -> None:
    src = path.read_bytes()
    expected_error = EXPECTED_ERRORS.get(path.name)
    if expected_error is None:
        data = hclkit.loads(src, filename=str(path), unknowns="expression")
        assert isinstance(data, dict)
        return
    with pytest.raises(hclkit.HCLError) as info:
        hclkit.loads(src, filename=str(path), unknowns="expression")
    assert info.value.diagnostics[0].summary == expected_error


@pytest.mark.parametrize("path", VALID, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_compat_hcl2_loads_every_valid_file(path: Path) -> None:
    import hclkit.compat.hcl2

    data = hclkit.compat.hcl2.loads(path.read_bytes())
    assert isinstance(data, dict)
