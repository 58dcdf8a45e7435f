"""hclkit.compat.hcl2 against python-hcl2 8's recorded output, option set by
option set (tests/data/hcl2compat/python-hcl2.json, made by
tests/oracle/record_python_hcl2.py; python-hcl2 is not needed here)."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path
from typing import Any

import pytest

import hclkit
from hclkit.compat import hcl2
from tests.support.cost import assert_linear

DATA = Path(__file__).resolve().parents[1] / "data"
RECORD = json.loads((DATA / "hcl2compat" / "python-hcl2.json").read_text(encoding="utf-8"))
FILES: dict[str, dict[str, Any]] = RECORD["files"]
OPTION_SETS: dict[str, dict[str, bool]] = RECORD["option_sets"]
DOCS = (Path(__file__).resolve().parents[2] / "docs" / "python-hcl2.md").read_text(
    encoding="utf-8")
V7 = hcl2.SerializationOptions(with_comments=False, explicit_blocks=False,
                               strip_string_quotes=True)


def valid(name: str) -> bool:
    return bool(FILES[name]["reference_valid"])


def source(name: str) -> str:
    return (DATA / name).read_bytes().decode("utf-8", "surrogateescape")


def expected(name: str, set_name: str) -> dict[str, Any]:
    """python-hcl2's answer for ``name`` under an option set: its own, or the default's."""
    entry = FILES[name]
    return dict(entry.get("options", {}).get(set_name, entry))


# Valid files python-hcl2 parses, each compared exactly (key order too).
COMPARED = [n for n in FILES if valid(n) and "output" in FILES[n]]


def as_json(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False)


def test_the_recording_covers_the_corpora() -> None:
    assert RECORD["python-hcl2"] == "8.1.4"
    for pattern in ("native/valid/*.hcl", "native/spec_examples/*.hcl", "hcl2compat/modules/*",
                    "hcl2compat/edge/*.hcl"):
        assert {str(p.relative_to(DATA)) for p in DATA.glob(pattern)} <= set(FILES)
    assert len(COMPARED) > 400
    assert sum(n.startswith("hcl2compat/modules/") for n in COMPARED) >= 25
    assert sum(n.startswith("hcl2compat/edge/") for n in COMPARED) >= 100
    # Every flag of SerializationOptions is turned from its default by some set.
    defaults = hcl2.SerializationOptions()
    turned = {k for options in OPTION_SETS.values() for k, v in options.items()
              if getattr(defaults, k) != v}
    assert turned == set(vars(defaults))


def test_validity_as_the_reference_says() -> None:
    # The corpus is what the reference accepts; hclkit agrees file by file.
    for name in FILES:
        _, diags = hclkit.parse((DATA / name).read_bytes(), name)
        assert diags.has_errors() != valid(name), name


@pytest.mark.parametrize("set_name", list(OPTION_SETS))
def test_same_output_as_python_hcl2_for_every_option_set(set_name: str) -> None:
    options = hcl2.SerializationOptions(**OPTION_SETS[set_name])
    differing = []
    for name in COMPARED:
        want = expected(name, set_name)
        got = hcl2.loads(source(name), serialization_options=options)
        if "output" not in want or as_json(got) != as_json(want["output"]):
            differing.append(name)
    assert differing == []


def test_documented_python_hcl2_failures_are_the_recorded_ones() -> None:
    rejected = {n for n in FILES if valid(n) and "error" in FILES[n]}
    accepted_invalid = {n for n in FILES if not valid(n) and "output" in FILES[n]}
    listed = set(re.findall(r"`((?:native|hcl2compat)/[^`]+)`", DOCS))
    assert rejected | accepted_invalid <= listed
    assert listed <= set(FILES)


def test_invalid_files_python_hcl2_accepts_raise_hclerror() -> None:
    for name, answer in FILES.items():
        if not valid(name) and "output" in answer:
            with pytest.raises(hclkit.HCLError):
                hcl2.loads(source(name))


@pytest.mark.parametrize(("name", "renamed"), [
    ("equiv_bom", {}),
    ("equiv_names", {"équipe": "equipe", "née": "nee"}),
    ("equiv_header_comment", {}),
    ("equiv_heredoc_marker", {"ÜNI": "UNI"}),
])
def test_where_python_hcl2_fails_its_shape_rules_hold(name: str, renamed: dict[str, str]) -> None:
    # python-hcl2 refuses the file (valid HCL); an equivalent it reads gives
    # the recorded output, which hclkit's on the first equals (names mapped).
    failing, equivalent = f"hcl2compat/edge/{name}.hcl", f"hcl2compat/edge/{name}.expected.hcl"
    assert valid(failing) and "error" in FILES[failing] and "output" in FILES[equivalent]
    options = hcl2.SerializationOptions(with_comments=False)
    text = as_json(hcl2.loads(source(failing), serialization_options=options))
    for old, new in renamed.items():
        text = text.replace(old, new)
    assert json.loads(text) == expected(equivalent, "with_comments=False")["output"]


def test_default_shape() -> None:
    src = '''# top
a = 1
resource "aws_instance" "web" {
  ami  = "ami-${var.v}" # trailing
  tags = { Name = "x", n = 1.5e3 }
  lifecycle { create_before_destroy = true }
}
'''
    assert hcl2.loads(src) == {
        "a": 1,
        "resource": [{'"aws_instance"': {'"web"': {
            "ami": '"ami-${var.v}"', "tags": {"Name": '"x"', "n": "${1.5e3}"},
            "lifecycle": [{"create_before_destroy": True, "__is_block__": True}],
            "__comments__": [{"value": "trailing"}], "__is_block__": True}}}],
        "__comments__": [{"value": "top"}],
    }


def test_v7_shape() -> None:
    src = '''
a = 1
resource "aws_instance" "web" {
  ami  = "ami-${var.v}"
  tags = { Name = "x", n = 1.5 }
  lifecycle { create_before_destroy = true }
}
resource "aws_instance" "db" {}
locals { x = [for s in var.l : upper(s)] }
locals { y = "a\\tb" }
'''
    assert hcl2.loads(src, serialization_options=V7) == {
        "a": 1,
        "resource": [{"aws_instance": {"web": {
            "ami": "ami-${var.v}", "tags": {"Name": "x", "n": 1.5},
            "lifecycle": [{"create_before_destroy": True}]}}},
            {"aws_instance": {"db": {}}}],
        "locals": [{"x": "${[for s in var.l : upper(s)]}"}, {"y": "a\tb"}],
    }


@pytest.mark.parametrize(("src", "expected_text"), [
    ("x = var.a   +   1", "${var.a + 1}"),
    ('x = upper( "q\\"" )', '${upper("q\\"")}'),
    ("x = {for k, v in m: k => v... if v != null}", "${{for k, v in m : k => v... if v != null}}"),
    ("x = f(a.b[0], c...)", "${f(a.b[0], c ...)}"),
    ("x = a.b[each.key].c", "${a.b[each.key].c}"),
    ("x = a[*].b", "${a[*].b}"),
    ("x = c ? {\n  a = 1\n} : {}", "${c ? {a = 1} : {}}"),
    ("x = (1 + 2) * 3", "${(1 + 2) * 3}"),
    ("x = 1.5e3", "${1.5e3}"),
    ("x = string", "string"),
    ('x = "${a}"', '"${a}"'),
    ('x = "$${lit} %%{lit}"', '"$${lit} %%{lit}"'),
    ('x = "%{for k, v in m}${k}%{endfor}"', '"%{ for k, v in m }${k}%{ endfor }"'),
    ("x = <<-EOT\n  hi ${a}\n  EOT\n", '"<<-EOT\n  hi ${a}\n  EOT"'),
    ("x = f(<<EOT\nhi\nEOT\n)", '${f("<<EOT\nhi\nEOT")}'),
])
def test_expressions_as_python_hcl2_writes_them(src: str, expected_text: str) -> None:
    assert hcl2.loads(src)["x"] == expected_text


@pytest.mark.parametrize(("flag", "src", "expected_value"), [
    ("wrap_objects", "x = {a = 1}", "${{a = 1}}"),
    ("wrap_tuples", 'x = [1, "s"]', '${[1, "s"]}'),
    ("preserve_heredocs", 'x = <<EOT\na "q"\nb\nEOT\n', '"a \\"q\\"\\nb"'),
    ("force_operation_parentheses", "x = a + b * c", "${a + (b * c)}"),
    ("preserve_scientific_notation", "x = 1.5e3", 1500.0),
    ("strip_string_quotes", 'x = "a\\tb"', "a\tb"),
])
def test_each_flag(flag: str, src: str, expected_value: Any) -> None:
    default = getattr(hcl2.SerializationOptions(), flag)
    options = hcl2.SerializationOptions(**{flag: not default})
    assert hcl2.loads(src, serialization_options=options)["x"] == expected_value
    assert hcl2.loads(src)["x"] != expected_value


def test_comments_and_discarding_them() -> None:
    src = "# a\nx = [ # b\n  1]\n"
    assert hcl2.loads(src) == {"x": [1], "__comments__": [{"value": "a"}],
                               "__inline_comments__": [{"value": "b"}]}
    assert hcl2.serialize(hcl2.parses(src, discard_comments=True)) == {"x": [1]}
    assert hcl2.serialize(hcl2.transform(hcl2.parses_to_tree(src), discard_comments=True)) == {
        "x": [1]}
    options = hcl2.SerializationOptions(with_comments=False)
    assert hcl2.loads(src, serialization_options=options) == {"x": [1]}


def test_literals_v7() -> None:
    data = hcl2.loads('a = -2.5\nb = 007\nc = 1.0\nd = null\ne = [true, "s"]\n'
                      'f = { "k" = 1, (var.k) = 2, 3 = 4, var.j = 5 }\n', serialization_options=V7)
    assert data == {"a": -2.5, "b": 7, "c": 1.0, "d": None, "e": [True, "s"],
                    "f": {"k": 1, "${(var.k)}": 2, "3": 4, "${var.j}": 5}}
    assert hcl2.loads('l "$${x}" {}\n', serialization_options=V7) == {"l": [{"$${x}": {}}]}


def test_load_parse_files_and_json_syntax() -> None:
    assert hcl2.load(io.StringIO('a = "b"\n')) == {"a": '"b"'}
    assert hcl2.load(io.BytesIO(b'a = "b"\n'), serialization_options=V7) == {"a": "b"}
    assert hcl2.serialize(hcl2.parse(io.StringIO("a = 1\n"))) == {"a": 1}
    assert hcl2.serialize(hcl2.parse_to_tree(io.StringIO("a = 1\n"))) == {"a": 1}
    assert hcl2.loads('{"a": [1, 2.5, "${x}", null, {"b": true}]}') == {
        "a": [1, 2.5, "${x}", None, {"b": True}]}
    assert hcl2.loads('[{"a": [1]}, {"a": [2], "b": 3}]') == {"a": [1, 2], "b": 3}


def test_errors_raise_hclerror_with_the_reference_text() -> None:
    with pytest.raises(hclkit.HCLError) as info:
        hcl2.loads("a = \n")
    assert str(info.value).startswith("Error: Invalid expression\n\n  on <input> line 1:")
    for call in (lambda: hcl2.loads('{"a": }'), lambda: hcl2.parses("a = = 1\n"),
                 lambda: hcl2.parse(io.StringIO("x {\n"))):
        with pytest.raises(hclkit.HCLError):
            call()


def test_attribute_and_block_of_the_same_name() -> None:
    # python-hcl2 fails (RuntimeError); hclkit says where.
    for src in ("a = 1\na {}\n", "a {}\na = 1\n"):
        with pytest.raises(hclkit.HCLError) as info:
            hcl2.loads(src)
        (diag,) = info.value.diagnostics
        assert diag.summary == "Attribute and block of the same name"
        assert diag.subject is not None and diag.subject.start.line == 2


def test_integers_of_any_length() -> None:
    # int() of text stops at 4300 digits; no ValueError comes out of loads.
    assert hcl2.loads("x = 1" + "0" * 400)["x"] == 10**400
    assert hcl2.loads('{"x": 1' + "0" * 400 + "}")["x"] == 10**400
    for src in ("x = 1" + "0" * 5000, '{"x": 1' + "0" * 5000 + "}"):
        assert isinstance(hcl2.loads(src)["x"], int)
    assert hcl2.loads("x = f(-007, 1" + "0" * 5000 + ")")["x"] == "${f(-7, 1" + "0" * 5000 + ")}"


def test_comments_cost_linear() -> None:
    # Many comments in many blocks: each body looks only at its own.
    def work(n: int) -> int:
        src = "".join(f"b {{\n  # c{i}\n  x = [1, # d\n  2]\n}}\n" for i in range(n))
        return len(hcl2.loads(src)["b"])
    assert work(200) == 200 and work(2000) == 2000


@pytest.mark.parametrize("shape", [
    "x = [{items}]\n",  # a long list of strings that look like comments
    "{lines}",  # many attributes with URLs, at the top level
    "b {{\n{lines}}}\n",  # the same in a block
    "x = {{\n{keys}}}\n",  # an object whose keys and values look like comments
])
def test_comment_lookalikes_cost_linear(shape: str) -> None:
    def make(n: int) -> str:
        return shape.format(items=", ".join(f'"u//{i}#"' for i in range(n)),
                            lines="".join(f'a{i} = "https://e/{i}" # c\n' for i in range(n)),
                            keys="".join(f'"k#{i}" = "/*{i}" // c\n' for i in range(n)))
    assert len(hcl2.loads(make(10))) >= 1
    assert_linear(make, hcl2.loads, 2000)


@pytest.mark.parametrize("src, expected", [
    ("a = [--5, ---5, -05, --3.9, ---3.9]\n", [5, -5, -5, 3.9, -3.9]),
    ("a = [int(--5), int(---3.9)]\n", ["${int(5)}", "${int(-3.9)}"]),
])
def test_minus_signs_folded_into_a_number(src: str, expected: list[Any]) -> None:
    """The parser folds repeated minus signs into a number literal: their
    count decides the sign (python-hcl2 gives 3.9 for ``--3.9``; ``---3.9``
    raised ValueError, found by fuzzing)."""
    assert hcl2.loads(src)["a"] == expected
    assert hclkit.loads(src, unknowns="expression")["a"][0] == 5


def test_a_long_chain_of_indexes_is_text_not_recursion() -> None:
    # Found by fuzzing: each index of "[n][n]…" was written by a recursive
    # call, so a few thousand of them raised RecursionError out of loads.
    chain = "[n]" + "[n]" * 3000
    assert hcl2.loads(f"a = {chain}\n")["a"] == "${" + chain + "}"
    assert hcl2.loads("a = x.y[0][1]\n")["a"] == "${x.y[0][1]}"
