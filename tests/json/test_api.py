"""The JSON syntax through the model's API: bodies by schema, expressions in
both modes, template positions inside strings, static analysis, and files
chosen by extension (the reference's answers are in tests/data/hcldec and
tests/data/json)."""

from __future__ import annotations

from pathlib import Path

import pytest

import hclkit
from hclkit import types as T

DOC = b'''{
  "//": "a comment",
  "name": "web-${env}",
  "port": 8080,
  "big": 123456789012345678901234567890,
  "tags": {"${env}": "x", "plain": "y"},
  "service": {
    "http": {"listen": "${port}"},
    "ssh": [{"listen": 22}, {"listen": 2222}]
  },
  "nothing": null
}
'''

SCHEMA = hclkit.BodySchema(
    [hclkit.AttributeSchema("name", required=True), hclkit.AttributeSchema("port"),
     hclkit.AttributeSchema("big"), hclkit.AttributeSchema("tags"),
     hclkit.AttributeSchema("nothing")],
    [hclkit.BlockHeaderSchema("service", ["kind"])])


def _file() -> hclkit.json.File:
    file, diags = hclkit.parse_json(DOC, "doc.json")
    assert not diags
    return file


def test_schema_decides_attributes_and_blocks() -> None:
    content, diags = _file().body.content(SCHEMA)
    assert not diags
    assert sorted(content.attributes) == ["big", "name", "nothing", "port", "tags"]
    assert [(b.type, b.labels) for b in content.blocks] == [
        ("service", ["http"]), ("service", ["ssh"]), ("service", ["ssh"])]
    ssh = content.blocks[1]
    assert ssh.label_ranges[0].start.line == 9
    attrs, _ = ssh.body.just_attributes()
    assert attrs["listen"].expr.value(None)[0].to_python() == 22


def test_literal_mode_keeps_strings_as_written() -> None:
    content, _ = _file().body.content(SCHEMA)
    assert content.attributes["name"].expr.value(None)[0].to_python() == "web-${env}"
    big, _ = content.attributes["big"].expr.value(None)
    assert big.to_python() == 123456789012345678901234567890
    nothing, _ = content.attributes["nothing"].expr.value(None)
    assert nothing.is_null and nothing.type is T.DYNAMIC


def test_full_mode_reads_strings_as_templates() -> None:
    content, _ = _file().body.content(SCHEMA)
    ctx = hclkit.EvalContext({"env": "prod", "port": 80})
    name, diags = content.attributes["name"].expr.value(ctx)
    assert not diags and name.to_python() == "web-prod"
    tags, _ = content.attributes["tags"].expr.value(ctx)
    assert tags.to_python() == {"prod": "x", "plain": "y"}
    listen = content.blocks[0].body.just_attributes()[0]["listen"]
    value, _ = listen.expr.value(ctx)
    assert value.type is T.NUMBER  # "${port}" unwraps to the number


def test_template_errors_point_inside_the_string() -> None:
    content, _ = _file().body.content(SCHEMA)
    _, diags = content.attributes["name"].expr.value(hclkit.EvalContext({"other": 1}))
    assert diags[0].summary == "Unknown variable"
    subject = diags[0].subject
    assert subject is not None
    assert (subject.start.line, subject.start.column, subject.end.column) == (3, 18, 21)


def test_variables_come_from_strings_and_keys() -> None:
    content, _ = _file().body.content(SCHEMA)
    assert [t.root_name for t in content.attributes["tags"].expr.variables()] == ["env"]


def test_unknown_and_null_keys() -> None:
    file, _ = hclkit.parse_json(b'{"a": {"${k}": 1}}', "k.json")
    attrs, _ = file.body.just_attributes()
    unknown, _ = attrs["a"].expr.value(hclkit.EvalContext({"k": hclkit.unknown(T.STRING)}))
    assert not unknown.is_known and unknown.type is T.DYNAMIC
    _, diags = attrs["a"].expr.value(hclkit.EvalContext({"k": hclkit.null(T.STRING)}))
    assert [d.summary for d in diags] == ["Invalid object key expression"]


def test_body_errors() -> None:
    file, _ = hclkit.parse_json(b'{"name": 1, "name": 2, "nmae": 3}', "e.json")
    _, diags = file.body.content(SCHEMA)
    assert [d.summary for d in diags] == ["Duplicate argument",
                                          "Extraneous JSON object property"]
    # As the reference does, only arguments not yet set are suggested.
    assert "Did you mean" not in diags[1].detail
    file, _ = hclkit.parse_json(b'{"nmae": 3}', "e.json")
    _, diags = file.body.content(SCHEMA)
    assert [d.summary for d in diags] == ["Missing required argument",
                                          "Extraneous JSON object property"]
    assert 'Did you mean "name"?' in diags[1].detail
    _, diags = hclkit.parse_json(b'{"a": 1,}', "t.json")[0].body, hclkit.parse_json(
        b'{"a": 1,}', "t.json")[1]
    assert [d.summary for d in diags] == ["Trailing comma in object",
                                          "Root value must be object"]


def test_partial_content_leaves_the_rest() -> None:
    content, rest, diags = _file().body.partial_content(
        hclkit.BodySchema([hclkit.AttributeSchema("port")]))
    assert not diags and list(content.attributes) == ["port"]
    attrs, _ = rest.just_attributes()
    assert "port" not in attrs and "name" in attrs and "//" not in attrs


def test_static_analysis() -> None:
    data = b'{"l": ["a", "b"], "m": {"k": "v"}, "c": "f(x, 1)", "t": "var.a[0]", "n": 1}'
    file, _ = hclkit.parse_json(data, "s.json")
    attrs, _ = file.body.just_attributes()
    items, diags = hclkit.expr_list(attrs["l"].expr)
    assert not diags and [i.value(None)[0].to_python() for i in items] == ["a", "b"]
    pairs, _ = hclkit.expr_map(attrs["m"].expr)
    assert [(k.value(None)[0].to_python(), v.value(None)[0].to_python())
            for k, v in pairs] == [("k", "v")]
    call, _ = hclkit.expr_call(attrs["c"].expr)
    assert call is not None and call.name == "f" and len(call.arguments) == 2
    traversal, diags = hclkit.abs_traversal_for_expr(attrs["t"].expr)
    assert not diags and traversal.root_name == "var"
    assert traversal[0].range.start.byte == data.index(b"var.a")  # inside the string
    _, diags = hclkit.expr_list(attrs["n"].expr)
    assert diags.has_errors()


@pytest.mark.parametrize(("name", "data", "kind"), [
    ("a.hcl", b"a = 1\n", "native"), ("a.json", b'{"a": 1}', "json"),
    ("a.hcl.json", b'{"a": 1}', "json")])
def test_parse_file_chooses_by_extension(tmp_path: Path, name: str, data: bytes,
                                         kind: str) -> None:
    path = tmp_path / name
    path.write_bytes(data)
    file, diags = hclkit.parse_file(path)
    assert not diags
    assert type(file).__module__.startswith(f"hclkit.{kind}")
    attrs, _ = file.body.just_attributes()
    assert attrs["a"].expr.value(None)[0].to_python() == 1


def test_parse_file_of_a_missing_file(tmp_path: Path) -> None:
    file, diags = hclkit.parse_file(tmp_path / "nope.json")
    assert file is None and [d.summary for d in diags] == ["Failed to read file"]


@pytest.mark.parametrize("data", [b"[" * 100_000, b'{"a": ' * 50_000, b"\xff\xfe{}", b"",
                                  b'{"a": "\\ud800"}', b'{"a": 1e999999}'])
def test_hostile_documents_give_diagnostics(data: bytes) -> None:
    file, diags = hclkit.parse_json(data, "h.json")
    attrs, more = file.body.just_attributes()
    for attr in attrs.values():
        attr.expr.value(None)
    assert diags or more or attrs


def test_nesting_up_to_the_limit_evaluates() -> None:
    from hclkit.json.parser import MAX_DEPTH
    depth = MAX_DEPTH - 2  # with the root object, just inside the parser's limit
    data = b'{"a": ' + b"[" * depth + b"1" + b"]" * depth + b"}"
    file, diags = hclkit.parse_json(data, "deep.json")
    assert not diags
    value, diags = file.body.just_attributes()[0]["a"].expr.value(hclkit.EvalContext({}))
    assert not diags and value.is_known
    deeper = b"[" * (depth + 3) + b"]" * (depth + 3)
    file, diags = hclkit.parse_json(b'{"a": ' + deeper + b"}", "d.json")
    assert diags[0].summary == "Nesting too deep"
