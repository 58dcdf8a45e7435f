"""Schema-driven body processing (seed 001, "Schema-driven processing") on
native-syntax bodies.

The golden cases (tests/data/body/cases.json, recorded by
tests/oracle/record_body.py) hold what the reference reported for each
schema and input.  The reference lists a body's unsupported attributes in
the random order of a Go map, so each case compares the diagnostics as a
set; our order (source order) is checked by the tests below it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import hclkit
from hclkit import AttributeSchema, BlockHeaderSchema, BodySchema, Diagnostic
from hclkit.diagwrite import write_text
from hclkit.model import Body
from hclkit.model.names import name_suggestion
from tests.spec_rules import rule

CASES = json.loads((Path(__file__).resolve().parents[1] / "data" / "body" / "cases.json")
                   .read_text(encoding="utf-8"))


def schema_of(spec: dict[str, Any]) -> BodySchema:
    return BodySchema(
        [AttributeSchema(name, required=req) for name, req in spec.get("attrs", {}).items()],
        [BlockHeaderSchema(t, b["labels"]) for t, b in spec.get("blocks", {}).items()])


def decode(body: Body, spec: dict[str, Any], out: list[Diagnostic]) -> None:
    """Apply ``spec`` to ``body`` and to every block it names, as hcldec does."""
    content, diags = body.content(schema_of(spec))
    out.extend(diags)
    for block in content.blocks:
        decode(block.body, spec["blocks"][block.type]["body"], out)


def as_recorded(d: Diagnostic) -> dict[str, Any]:
    assert d.subject is not None
    pos = lambda p: {"line": p.line, "column": p.column, "byte": p.byte}  # noqa: E731
    return {"severity": d.severity.value, "summary": d.summary, "detail": d.detail,
            "subject": {"filename": d.subject.filename, "start": pos(d.subject.start),
                        "end": pos(d.subject.end)}}


def key(d: dict[str, Any]) -> str:
    return json.dumps(d, sort_keys=True)


@rule("schema-exhaustive", "schema-block-header")
@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_reference_case(case: dict[str, Any]) -> None:
    got: list[Diagnostic] = []
    if case["mode"] == "content":
        file, parse_diags = hclkit.parse(case["input"].encode(), f"{case['name']}.hcl")
        assert not parse_diags
        decode(file.body, case["schema"], got)
    else:
        file, parse_diags = hclkit.parse(case["input"].encode(), "spec.hcldec")
        assert not parse_diags
        variables = next(b for b in file.body.blocks if b.type == "variables")
        attrs, diags = variables.body.just_attributes()
        got.extend(diags)
        assert sorted(attrs) == sorted(variables.body.attributes)
    assert sorted(map(key, map(as_recorded, got))) == sorted(map(key, case["diagnostics"]))
    # And printed for people, they read as the reference's do.
    name = file.source_map.filename
    assert sorted(write_text([d], {name: file}) for d in got) == case["text"]


SRC = """\
name = "web"
zeta = 1
alpha = 2
service "http" "web" {
  port = 80
}
service "bad" {
}
logging {
}
unknown {
}
"""
SCHEMA = BodySchema([AttributeSchema("name", required=True), AttributeSchema("port")],
                    [BlockHeaderSchema("service", ["kind", "name"]), BlockHeaderSchema("logging")])


@rule("schema-content")
def test_content_returns_what_the_schema_names_in_source_order() -> None:
    file, _ = hclkit.parse(SRC)
    content, diags = file.body.content(SCHEMA)
    assert list(content.attributes) == ["name"]
    assert content.attributes["name"].name_range.start.line == 1
    # The block with the wrong number of labels is reported and left out.
    assert [(b.type, b.labels) for b in content.blocks] == [
        ("service", ["http", "web"]), ("logging", [])]
    assert content.blocks_of_type("logging")[0].type_range.start.line == 9
    assert [d.summary for d in diags] == [
        "Missing name for service", "Unsupported argument", "Unsupported argument",
        "Unsupported block type"]
    # Unsupported attributes come in source order (the reference's order is random).
    assert [d.subject.start.line for d in diags if d.subject] == [7, 2, 3, 11]


@rule("schema-partial")
def test_partial_content_leaves_the_rest_in_a_new_body() -> None:
    file, _ = hclkit.parse(SRC)
    content, rest, diags = file.body.partial_content(SCHEMA)
    assert [d.summary for d in diags] == ["Missing name for service"]
    assert list(content.attributes) == ["name"]
    assert list(rest.attributes) == ["zeta", "alpha"]
    assert [b.type for b in rest.blocks] == ["unknown"]
    # The original body is untouched.
    assert list(file.body.attributes) == ["name", "zeta", "alpha"]


@rule("schema-two-steps")
def test_two_steps_equal_one_with_the_union_schema() -> None:
    # Seed 001: partial processing then exhaustive processing of the rest is
    # the same as exhaustive processing with the union of the schemata.
    file, _ = hclkit.parse(SRC)
    first = BodySchema([AttributeSchema("name", required=True)],
                       [BlockHeaderSchema("service", ["kind", "name"])])
    second = BodySchema([AttributeSchema("zeta"), AttributeSchema("alpha")],
                        [BlockHeaderSchema("logging"), BlockHeaderSchema("unknown")])
    union = BodySchema([*first.attributes, *second.attributes], [*first.blocks, *second.blocks])
    c1, rest, d1 = file.body.partial_content(first)
    c2, d2 = rest.content(second)
    whole, d = file.body.content(union)
    assert {**c1.attributes, **c2.attributes} == whole.attributes
    assert sorted(map(id, c1.blocks + c2.blocks)) == sorted(map(id, whole.blocks))
    assert [*d1, *d2] == list(d)


@rule("schema-attribute")
def test_missing_required_attribute_points_at_the_body() -> None:
    file, _ = hclkit.parse('block "a" {\n  other = 1\n}\n')
    block = file.body.blocks[0]
    content, diags = block.body.content(BodySchema([AttributeSchema("must", required=True),
                                                    AttributeSchema("other")]))
    assert [d.summary for d in diags] == ["Missing required argument"]
    assert diags[0].subject == content.missing_item_range == block.body.missing_item_range
    assert (diags[0].subject.start.line, diags[0].subject.start.column) == (1, 11)


@rule("dynamic-attributes")
def test_just_attributes_returns_every_attribute_even_beside_a_block() -> None:
    file, _ = hclkit.parse("a = 1\nb {\n}\nc = 2\nd {\n}\n")
    attrs, diags = file.body.just_attributes()
    assert list(attrs) == ["a", "c"]
    assert [d.summary for d in diags] == ['Unexpected "b" block']


def test_just_attributes_on_what_partial_content_left() -> None:
    file, _ = hclkit.parse("a = 1\nb {\n}\nc = 2\n")
    _, rest, _ = file.body.partial_content(BodySchema([AttributeSchema("a")],
                                                      [BlockHeaderSchema("b")]))
    attrs, diags = rest.just_attributes()
    assert list(attrs) == ["c"] and not diags


def test_schema_takes_any_iterables_and_is_hashable() -> None:
    schema = BodySchema(iter([AttributeSchema("a")]), (BlockHeaderSchema("b", iter(["x"])),))
    assert schema.attributes == (AttributeSchema("a"),)
    assert schema.blocks[0].label_names == ("x",)
    assert hash(schema) == hash(BodySchema([AttributeSchema("a")], [BlockHeaderSchema("b", ["x"])]))


@pytest.mark.parametrize(("given", "candidates", "expected"), [
    ("nme", ["name"], "name"),
    ("namexy", ["name"], "name"),  # two edits
    ("namexyz", ["name"], None),  # three are too many
    ("abc", ["abcxx", "abd"], "abcxx"),  # the first close enough, not the closest
    ("öä", ["ab"], "ab"),  # characters, not bytes
    ("", ["ab"], "ab"),
    ("x", [], None),
])
def test_name_suggestion(given: str, candidates: list[str], expected: str | None) -> None:
    assert name_suggestion(given, candidates) == expected
