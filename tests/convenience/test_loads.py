"""hclkit.loads / load / load_vars: configuration as plain Python data."""

from __future__ import annotations

import io
import json
from decimal import Decimal
from pathlib import Path

import pytest

import hclkit
from hclkit import types as T

TF = '''
region = "eu-west-1"
resource "aws_instance" "web" {
  ami   = var.ami
  count = 2
  lifecycle {
    create_before_destroy = true
  }
}
locals {
  a = 1
}
resource "aws_instance" "web" {
  count = 3
}
resource "aws_s3_bucket" "logs" {
  acl = "private"
}
locals {
  b = 2
}
tags = { Name = upper("web"), n = 1.5 }
'''


def test_shape_of_attributes_and_blocks() -> None:
    data = hclkit.loads(TF, variables={"var": {"ami": "ami-123"}})
    assert data == {
        "region": "eu-west-1",
        "resource": {
            "aws_instance": {"web": [
                {"ami": "ami-123", "count": 2, "lifecycle": {"create_before_destroy": True}},
                {"count": 3},
            ]},
            "aws_s3_bucket": {"logs": {"acl": "private"}},
        },
        "locals": [{"a": 1}, {"b": 2}],
        "tags": {"Name": "WEB", "n": 1.5},
    }


def test_keys_keep_source_order() -> None:
    data = hclkit.loads('z = 1\nb "x" {}\na = 2\nb "w" {}\nm {}\n')
    assert list(data) == ["z", "b", "a", "m"]
    assert list(data["b"]) == ["x", "w"]


def test_python_types() -> None:
    data = hclkit.loads('i = 10\nf = 0.25\nbig = 123456789012345678901234567890\n'
                        's = "x"\nt = true\nn = null\nset = toset(["b", "a"])\n'
                        'tup = [1, "a"]\nobj = {k = [1]}\nneg = -0.5\n')
    assert data == {"i": 10, "f": 0.25, "big": 123456789012345678901234567890, "s": "x",
                    "t": True, "n": None, "set": ["a", "b"], "tup": [1, "a"],
                    "obj": {"k": [1]}, "neg": -0.5}
    assert type(data["i"]) is int and type(data["f"]) is float


def test_numbers_decimal() -> None:
    data = hclkit.loads("a = 0.1\nb = 1/3\nc = 4\n", numbers="decimal")
    assert data["a"] == Decimal("0.1")
    assert str(data["b"]).startswith("0.3333333333333333333333")
    assert type(data["c"]) is int
    with pytest.raises(ValueError, match="numbers"):
        hclkit.loads("a = 1", numbers="exact")  # type: ignore[arg-type]


def test_functions_default_to_the_standard_library_and_can_be_replaced() -> None:
    assert hclkit.loads('a = upper("x")') == {"a": "X"}
    shout = hclkit.Function(params=[hclkit.Parameter("s", T.STRING)], returns=T.STRING,
                            impl=lambda args, ty: hclkit.to_value(args[0].to_python() + "!"))
    assert hclkit.loads('a = shout("x")', functions={"shout": shout}) == {"a": "x!"}
    with pytest.raises(hclkit.HCLError, match="no function named \"upper\""):
        hclkit.loads('a = upper("x")', functions={})


def test_unknowns_raise_with_the_diagnostics_as_the_reference_prints_them() -> None:
    with pytest.raises(hclkit.HCLError) as info:
        hclkit.loads('a = 1\nb = var.x + 1\n', filename="main.tf")
    err = info.value
    assert isinstance(err, ValueError)
    assert [d.summary for d in err.diagnostics] == ["Unknown variable"]
    assert str(err) == ('Error: Unknown variable\n\n  on main.tf line 2:\n   2: b = var.x + 1\n\n'
                        'There is no variable named "var".')


def test_unknowns_expression_keeps_the_source_text() -> None:
    src = ('a = var.x + 1\nb = "${var.y}-z"\nc = lookup(var.m, "k", 0)\n'
           'd = [for v in [1, 2]: v]\ne = missing_fn(1)\nf = length([var.q])\n')
    data = hclkit.loads(src, unknowns="expression")
    assert data == {"a": "${var.x + 1}", "b": "${var.y}-z",
                    "c": '${lookup(var.m, "k", 0)}', "d": [1, 2], "e": "${missing_fn(1)}",
                    "f": 1}
    # Given variables are used; only what is missing stays as text.
    data = hclkit.loads("a = var.x + 1\nb = local.y\n", variables={"var": {"x": 1}},
                        unknowns="expression")
    assert data == {"a": 2, "b": "${local.y}"}


def test_unknowns_expression_still_reports_real_errors() -> None:
    with pytest.raises(hclkit.HCLError, match="Invalid operand"):
        hclkit.loads('a = 1 + "x"', unknowns="expression")
    with pytest.raises(hclkit.HCLError, match="Unsupported attribute"):
        hclkit.loads("a = var.x.nope", variables={"var": {"x": {"y": 1}}},
                     unknowns="expression")
    with pytest.raises(ValueError, match="unknowns"):
        hclkit.loads("a = 1", unknowns="keep")  # type: ignore[arg-type]


# What was not given, each way: a variable, a function, a name of a ``var``
# object given in part.  (variables, the expression that needs what is missing)
NOT_GIVEN = [
    ({}, "var.x"),
    ({}, "missing_fn(1)"),
    ({"var": {"other": 1}}, "var.x"),
    ({"var": {"other": 1}}, 'var["x"]'),
    ({"var": {"other": 1}}, "var.x.y"),
]


@pytest.mark.parametrize("syntax", ["native", "json"])
@pytest.mark.parametrize(("variables", "needs"), NOT_GIVEN)
@pytest.mark.parametrize("wrap", ["{}", 'try({}, "fb")', "can({})", "try(1 + {}, 2)",
                                  '[for v in [1]: try({}, "fb")]'])
def test_what_was_not_given_is_kept_as_text_even_under_try_and_can(
        syntax: str, variables: dict[str, object], needs: str, wrap: str) -> None:
    # As the reference's try and can wait on an unknown argument, a missing
    # name is not a failure that takes the fallback: the attribute is kept.
    expr = wrap.format(needs)
    if syntax == "native":
        src, name = f"a = {expr}\n", "a.hcl"
    else:
        src, name = json.dumps({"a": "${" + expr + "}"}), "a.json"
    data = hclkit.loads(src, filename=name, variables=variables, unknowns="expression")
    assert data == {"a": "${" + expr + "}"}


@pytest.mark.parametrize("syntax", ["native", "json"])
def test_try_and_can_take_the_fallback_when_what_was_given_fails(syntax: str) -> None:
    exprs = {"t": 'try(var.x.y, "fb")', "c": "can(var.x.y)", "n": "can(var.x[5])",
             "u": 'try(upper(var.x), "fb")', "k": "try(var.x.z, 0)"}
    given = {"var": {"x": {"z": 3}}}
    if syntax == "native":
        src = "".join(f"{k} = {v}\n" for k, v in exprs.items())
    else:
        src = json.dumps({k: "${" + v + "}" for k, v in exprs.items()})
    data = hclkit.loads(src, filename="a." + ("hcl" if syntax == "native" else "json"),
                        variables=given, unknowns="expression")
    assert data == {"t": "fb", "c": False, "n": False, "u": "fb", "k": 3}
    # With unknowns="raise", a name not given is an error that try catches, as in the reference.
    assert hclkit.loads('a = try(var.x, "fb")\nb = can(var.x)\n') == {"a": "fb", "b": False}


def test_unknown_values_given_as_variables() -> None:
    unknown = {"v": hclkit.unknown(T.STRING)}
    assert hclkit.loads("a = v", variables=unknown, unknowns="expression") == {"a": "${v}"}
    with pytest.raises(hclkit.HCLError, match="Unknown value"):
        hclkit.loads("a = v", variables=unknown)


def test_attribute_and_block_of_the_same_name() -> None:
    with pytest.raises(hclkit.HCLError) as info:
        hclkit.loads("x = 1\nx {}\n", filename="a.hcl")
    (diag,) = info.value.diagnostics
    assert diag.summary == "Attribute and block of the same name"
    assert diag.subject is not None and diag.subject.start.line == 2
    with pytest.raises(hclkit.HCLError) as info:
        hclkit.loads("x {}\nx = 1\n")
    assert info.value.diagnostics[0].subject.start.line == 2  # type: ignore[union-attr]


def test_block_type_with_and_without_labels() -> None:
    # No nesting by label can hold these: the type gives a list, an entry a
    # block in source order, its labels as levels around its body.
    assert hclkit.loads('a "b" {\n x = 1\n}\na "b" "c" {}\n') == \
        {"a": [{"b": {"x": 1}}, {"b": {"c": {}}}]}
    assert hclkit.loads('a "b" "c" {}\na "b" {}\n') == {"a": [{"b": {"c": {}}}, {"b": {}}]}
    assert hclkit.loads('sink {\n y = 2\n}\nsink "x" {}\nother "p" {}\n') == \
        {"sink": [{"y": 2}, {"x": {}}], "other": {"p": {}}}
    # Different depths under different labels do not conflict.
    assert hclkit.loads('a "x" {}\na "y" "z" {}\n') == {"a": {"x": {}, "y": {"z": {}}}}


def test_labels_deeper_than_plain_data_can_nest_are_an_error() -> None:
    from hclkit.compat import hcl2
    labels = " ".join(['"x"'] * 101)
    for loads in (hclkit.loads, hcl2.loads):
        with pytest.raises(hclkit.HCLError) as info:
            loads(f"a {labels} {{}}\n")
        (diag,) = info.value.diagnostics
        assert diag.summary == "Too many block labels"
        assert diag.subject is not None and diag.subject.start.column == 3 + 4 * 100
        # counted with the labels of the blocks around
        with pytest.raises(hclkit.HCLError, match="Too many block labels"):
            loads(f'a "y" {{\n  b {labels[4:]} {{}}\n}}\n')
        depth, level = 0, loads(f'a {labels[4:]} {{}}\n')["a"]
        while level:
            level = (level[0] if isinstance(level, list) else level)["x"]
            depth += 1
        assert depth == 100


def test_long_operator_chains_in_python_hcl2s_shape() -> None:
    from hclkit.compat import hcl2
    chain = "/".join(["1"] * 3000)
    assert hcl2.loads(f"n = {chain}\n") == {"n": "${" + chain.replace("/", " / ") + "}"}


def test_errors_show_text_with_lone_surrogates() -> None:
    from hclkit.compat import hcl2
    for text in ("a = \udcff +\n", "a = \ud800 +\n"):  # raw bytes kept as surrogates, and not
        for loads in (hclkit.loads, hcl2.loads):
            with pytest.raises(hclkit.HCLError) as info:
                loads(text)
            assert "on <input> line 1" in str(info.value)


def test_syntax_errors_raise() -> None:
    with pytest.raises(hclkit.HCLError, match="Argument or block definition required"):
        hclkit.loads("a = 1\n}\n")


def test_json_syntax_by_extension_or_content() -> None:
    src = '{"a": "${1 + 1}", "resource": {"t": {"n": {"x": 1}}}, "l": [true, null]}'
    expected = {"a": 2, "resource": {"t": {"n": {"x": 1}}}, "l": [True, None]}
    assert hclkit.loads(src) == expected
    assert hclkit.loads(" \n" + src, filename="x.json") == expected
    with pytest.raises(hclkit.HCLError):  # a .tf name means the native syntax
        hclkit.loads(src, filename="x.tf")


def test_json_repeated_names_root_arrays_and_comments() -> None:
    src = '[{"b": {"x": 1}, "//": "note"}, {"b": {"x": 2}}]'
    assert hclkit.loads(src) == {"b": [{"x": 1}, {"x": 2}]}
    assert hclkit.loads('{"a": 1, "a": 2, "a": 3}') == {"a": [1, 2, 3]}
    with pytest.raises(hclkit.HCLError, match="A JSON object is required"):
        hclkit.loads("[1]")


def test_json_unknowns_expression_keeps_each_string() -> None:
    src = r'{"a": {"x": "${var.p}", "y": "${upper(\"b\")}", "z": ["${var.q}!", 2]}}'
    assert hclkit.loads(src, unknowns="expression") == {
        "a": {"x": "${var.p}", "y": "B", "z": ["${var.q}!", 2]}}
    with pytest.raises(hclkit.HCLError, match="Unknown variable"):
        hclkit.loads(src)


def test_load_paths_and_files(tmp_path: Path) -> None:
    native = tmp_path / "main.tf"
    native.write_text('a = "x"\n')
    js = tmp_path / "conf.json"
    js.write_text('{"a": "${lower(\\"X\\")}"}')
    assert hclkit.load(native) == {"a": "x"}
    assert hclkit.load(str(js)) == {"a": "x"}
    with open(native, "rb") as fb:
        assert hclkit.load(fb) == {"a": "x"}
    with open(js, encoding="utf-8") as ft:
        assert hclkit.load(ft) == {"a": "x"}
    assert hclkit.load(io.StringIO('{"b": 1}')) == {"b": 1}
    bad = tmp_path / "bad.hcl"
    bad.write_text("a = b\n")
    with pytest.raises(hclkit.HCLError) as info:
        hclkit.load(bad)
    assert f"on {bad} line 1:" in str(info.value)
    with pytest.raises(FileNotFoundError):
        hclkit.load(tmp_path / "missing.hcl")


def test_load_vars(tmp_path: Path) -> None:
    path = tmp_path / "prod.tfvars"
    path.write_text('region = "eu"\ncount = 3\ntags = { a = "b" }\nzones = ["a", "b"]\n'
                    'ratio = 0.5\nheredoc = <<EOT\nhi\nEOT\n')
    assert hclkit.load_vars(path) == {"region": "eu", "count": 3, "tags": {"a": "b"},
                                      "zones": ["a", "b"], "ratio": 0.5, "heredoc": "hi\n"}
    assert hclkit.load_vars(path, numbers="decimal")["ratio"] == Decimal("0.5")
    js = tmp_path / "prod.tfvars.json"
    js.write_text('{"region": "${not_a_template}", "n": 1}')
    assert hclkit.load_vars(js) == {"region": "${not_a_template}", "n": 1}


def test_load_vars_refuses_what_is_not_literal(tmp_path: Path) -> None:
    path = tmp_path / "bad.tfvars"
    path.write_text('a = var.x\nb = upper("x")\nc = 1\nblock {}\n')
    with pytest.raises(hclkit.HCLError) as info:
        hclkit.load_vars(path)
    summaries = sorted(d.summary for d in info.value.diagnostics)
    assert summaries == ["Function calls not allowed", "Unexpected \"block\" block",
                         "Variables not allowed"]
    assert f"on {path} line 1:" in str(info.value)
