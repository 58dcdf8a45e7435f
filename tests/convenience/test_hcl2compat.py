"""hclkit.compat.hcl2 against python-hcl2's recorded output
(tests/data/hcl2compat/python-hcl2.json, made by
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

DATA = Path(__file__).resolve().parents[1] / "data"
RECORD = json.loads((DATA / "hcl2compat" / "python-hcl2.json").read_text(encoding="utf-8"))
FILES: dict[str, dict[str, Any]] = RECORD["files"]
DOCS = (Path(__file__).resolve().parents[2] / "docs" / "compatibility.md").read_text(
    encoding="utf-8")


def docs_section() -> str:
    """docs/compatibility.md's python-hcl2 section."""
    found = re.search(r"^## python-hcl2\n(.*?)(?=^## |\Z)", DOCS, re.MULTILINE | re.DOTALL)
    assert found is not None, "docs/compatibility.md has no '## python-hcl2' section"
    return found.group(1)


def valid(name: str) -> bool:
    return bool(FILES[name]["reference_valid"])


def compat(name: str) -> Any:
    return hcl2.loads((DATA / name).read_bytes().decode("utf-8", "surrogateescape"))


# Valid files whose output python-hcl2 gives, each compared exactly (key order too).
COMPARED = [n for n in FILES if valid(n) and "output" in FILES[n]]


def test_the_recording_covers_the_corpora() -> None:
    assert RECORD["python-hcl2"] == "8.1.4"
    for pattern in ("native/valid/*.hcl", "native/spec_examples/*.hcl", "hcl2compat/modules/*"):
        assert {str(p.relative_to(DATA)) for p in DATA.glob(pattern)} <= set(FILES)
    assert len(COMPARED) > 300
    assert sum(n.startswith("hcl2compat/modules/") for n in COMPARED) >= 25


def test_validity_as_the_reference_says() -> None:
    # The corpus is what the reference accepts; hclkit agrees file by file.
    for name in FILES:
        _, diags = hclkit.parse((DATA / name).read_bytes(), name)
        assert diags.has_errors() != valid(name), name


def differing() -> list[str]:
    return [n for n in COMPARED
            if json.dumps(compat(n), ensure_ascii=False)
            != json.dumps(FILES[n]["output"], ensure_ascii=False)]


def test_same_output_as_python_hcl2_on_at_least_95_percent() -> None:
    diff = differing()
    same = len(COMPARED) - len(diff)
    assert same / len(COMPARED) >= 0.95, diff
    # Each difference is explained in the docs.
    section = docs_section()
    for name in diff:
        assert name in section, f"{name} differs from python-hcl2 but is not in the docs"


def test_documented_python_hcl2_failures_are_the_recorded_ones() -> None:
    section = docs_section()
    rejected = {n for n in FILES if valid(n) and "error" in FILES[n]}
    accepted_invalid = {n for n in FILES if not valid(n) and "output" in FILES[n]}
    listed = set(re.findall(r"`((?:native|hcl2compat)/[^`]+)`", section))
    assert rejected | accepted_invalid <= listed
    assert listed <= set(FILES)


def test_invalid_files_python_hcl2_accepts_raise_hclerror() -> None:
    for name, answer in FILES.items():
        if not valid(name) and "output" in answer:
            with pytest.raises(hclkit.HCLError):
                compat(name)


def test_shape() -> None:
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
    assert hcl2.loads(src) == {
        "a": 1,
        "resource": [{"aws_instance": {"web": {
            "ami": "ami-${var.v}", "tags": {"Name": "x", "n": 1.5},
            "lifecycle": [{"create_before_destroy": True}]}}},
            {"aws_instance": {"db": {}}}],
        "locals": [{"x": "${[for s in var.l : upper(s)]}"}, {"y": "a\tb"}],
    }


@pytest.mark.parametrize(("src", "expected"), [
    ("x = var.a   +   1", "${var.a + 1}"),
    ('x = upper( "q\\"" )', '${upper("q\\"")}'),
    ("x = {for k, v in m: k => v... if v != null}", "${{for k, v in m : k => v... if v != null}}"),
    ("x = f(a.b[0], c...)", "${f(a.b[0], c ...)}"),
    ("x = a.b[each.key].c", "${a.b[each.key].c}"),
    ("x = a[*].b", "${a[*].b}"),
    ("x = a.*.b", "${a.*.b}"),
    ("x = a.0", "${a.0}"),
    ("x = c ? {\n  a = 1\n} : {}", "${c ? {a = 1} : {}}"),
    ("x = -var.n", "${-var.n}"),
    ("x = (1 + 2) * 3", "${(1 + 2) * 3}"),
    ("x = 1.5e3", "${1.5e3}"),
    ("x = string", "string"),
    ('x = "${a}"', "${a}"),
    ('x = "${"${b}"}"', '${"${b}"}'),
    ('x = "$${lit} %%{lit}"', "$${lit} %%{lit}"),
    ('x = "%{ if c ~}\\t%{~ else }b%{ endif }"', "%{ if c ~}\\t%{~ else }b%{ endif }"),
    ('x = "%{for k, v in m}${k}%{endfor}"', "%{ for k, v in m }${k}%{ endfor }"),
    ("x = <<-EOT\n  hi ${a}\n  EOT\n", "<<-EOT\n  hi ${a}\n  EOT"),
    ("x = f(<<EOT\nhi\nEOT\n)", "${f(<<EOT\nhi\nEOT)}"),
])
def test_expressions_as_python_hcl2_writes_them(src: str, expected: str) -> None:
    assert hcl2.loads(src)["x"] == expected


def test_literals() -> None:
    data = hcl2.loads('a = -2.5\nb = 007\nc = 1.0\nd = null\ne = [true, "s"]\n'
                      'f = { "k" = 1, (var.k) = 2, 3 = 4, var.j = 5 }\n')
    assert data == {"a": -2.5, "b": 7, "c": 1.0, "d": None, "e": [True, "s"],
                    "f": {"k": 1, "${(var.k)}": 2, "3": 4, "${var.j}": 5}}
    assert hcl2.loads('l "$${x}" {}\n') == {"l": [{"$${x}": {}}]}


def test_load_files_and_json_syntax() -> None:
    assert hcl2.load(io.StringIO('a = "b"\n')) == {"a": "b"}
    assert hcl2.load(io.BytesIO(b'a = "b"\n')) == {"a": "b"}
    assert hcl2.loads('{"a": [1, 2.5, "${x}", null, {"b": true}]}') == {
        "a": [1, 2.5, "${x}", None, {"b": True}]}
    assert hcl2.loads('[{"a": [1]}, {"a": [2], "b": 3}]') == {"a": [1, 2], "b": 3}
    # python-hcl2's keyword is accepted; the shape stays the long-standing one.
    assert hcl2.loads("a {}\n", serialization_options=object()) == {"a": [{}]}


def test_errors_raise_hclerror_with_the_reference_text() -> None:
    with pytest.raises(hclkit.HCLError) as info:
        hcl2.loads("a = \n")
    assert str(info.value).startswith("Error: Invalid expression\n\n  on <input> line 1:")
    with pytest.raises(hclkit.HCLError):
        hcl2.loads('{"a": }')


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
