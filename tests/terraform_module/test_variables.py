"""Variables: precedence, types, nullable, validation and Terraform's messages."""

from __future__ import annotations

from pathlib import Path

from hclkit import to_value
from hclkit import types as T
from hclkit.terraform import load_module

from .helpers import errors, summaries, write

DECL = '''
variable "name" {
  type        = string
  default     = "d"
  description = "the name"
  sensitive   = true
}
variable "n" {
  type = number
  default = 1
}
variable "l" {
  type = list(string)
  default = []
}
'''


def test_declaration_fields(tmp_path: Path) -> None:
    m = load_module(write(tmp_path, {"main.tf": DECL}))
    assert summaries(m) == []
    v = m.variables["name"]
    assert v.value.as_string() == "d"
    assert v.type is T.STRING
    assert v.default is not None and v.default.as_string() == "d"
    assert v.description == "the name"
    assert v.sensitive is True
    assert v.nullable is True
    assert m.variables["l"].type == T.List(T.STRING)


def test_precedence(tmp_path: Path) -> None:
    write(tmp_path, {
        "main.tf": DECL,
        "terraform.tfvars": 'name = "tfvars"\nn = 2\n',
        "terraform.tfvars.json": '{"n": 3}',
        "b.auto.tfvars": 'l = ["b"]\n',
        "a.auto.tfvars.json": '{"l": ["a"], "n": 4}',
        "extra.tfvars": 'n = 5\n',
    })
    env = {"TF_VAR_name": "env", "TF_VAR_n": "10", "TF_VAR_l": '["env"]'}
    m = load_module(tmp_path, env=env)
    assert summaries(m) == []
    assert m.variables["name"].value.as_string() == "tfvars"   # file over environment
    assert m.variables["n"].value.as_int() == 4                # auto files over tfvars
    assert m.variables["l"].value.to_python() == ["b"]         # lexical: b after a
    m = load_module(tmp_path, env=env, var_files=[tmp_path / "extra.tfvars"])
    assert m.variables["n"].value.as_int() == 5
    m = load_module(tmp_path, env=env, var_files=[tmp_path / "extra.tfvars", ("n", "6")],
                    variables={"name": "py"})
    assert m.variables["n"].value.as_int() == 6
    assert m.variables["name"].value.as_string() == "py"
    assert m.variables["name"].source == "variables"


def test_environment_strings_parsed_unless_string(tmp_path: Path) -> None:
    write(tmp_path, {"main.tf": DECL})
    env = {"TF_VAR_name": '["not parsed"]', "TF_VAR_n": "41 + 1", "TF_VAR_l": '["x", "y"]',
           "OTHER": "1", "TF_VAR_undeclared": "ignored"}
    m = load_module(tmp_path, env=env)
    assert m.variables["name"].value.as_string() == '["not parsed"]'
    assert m.variables["l"].value.to_python() == ["x", "y"]
    assert m.variables["n"].value.as_int() == 42
    assert summaries(m) == []
    # no type: taken as written; type any: read as HCL
    write(tmp_path, {"untyped.tf": 'variable "u" {}\nvariable "a" { type = any }\n'})
    m = load_module(tmp_path, env={"TF_VAR_u": "[1]", "TF_VAR_a": "[1]"})
    assert m.variables["u"].value.as_string() == "[1]"
    assert m.variables["a"].value.to_python() == [1]
    # without env, the environment is not read
    assert load_module(tmp_path).variables["n"].value.as_int() == 1


def test_required_and_invalid(tmp_path: Path) -> None:
    write(tmp_path, {"main.tf": 'variable "r" { type = number }\nvariable "s" {}\n'})
    m = load_module(tmp_path)
    assert errors(m) == ["No value for required variable"] * 2
    assert not m.variables["r"].value.is_known
    assert m.variables["r"].default is None
    m = load_module(tmp_path, variables={"r": "x", "s": 1})
    assert errors(m) == ["Invalid value for variable"]
    assert "var.r" in m.diagnostics[0].detail


def test_undeclared_values(tmp_path: Path) -> None:
    write(tmp_path, {"main.tf": DECL, "terraform.tfvars": 'stray = 1\n'})
    m = load_module(tmp_path)
    assert [(d.severity.value, d.summary) for d in m.diagnostics] == [
        ("warning", "Value for undeclared variable")]
    m = load_module(tmp_path, variables={"other": 1})
    assert "Value for undeclared variable" in errors(m)


def test_optional_attributes_with_defaults(tmp_path: Path) -> None:
    write(tmp_path, {"main.tf": '''
variable "svc" {
  type = object({
    name = string
    port = optional(number, 80)
    tags = optional(map(string))
  })
}
'''})
    m = load_module(tmp_path, variables={"svc": {"name": "a"}})
    assert summaries(m) == []
    assert m.variables["svc"].value.to_python() == {"name": "a", "port": 80, "tags": None}


def test_nullable(tmp_path: Path) -> None:
    write(tmp_path, {"main.tf": '''
variable "a" {
  default  = "fallback"
  nullable = false
}
variable "b" {
  type     = string
  nullable = false
}
variable "c" {
  type = string
  default = "x"
}
'''})
    m = load_module(tmp_path, variables={"a": None, "b": None, "c": None})
    assert m.variables["a"].value.as_string() == "fallback"
    assert m.variables["a"].nullable is False
    assert m.variables["c"].value.is_null
    assert errors(m) == ["Invalid value for variable"]
    assert "not nullable" in m.diagnostics[0].detail


def test_validation(tmp_path: Path) -> None:
    write(tmp_path, {"main.tf": '''
variable "port" {
  type = number
  validation {
    condition     = var.port > 1024
    error_message = "The port must be above 1024."
  }
}
'''})
    assert summaries(load_module(tmp_path, variables={"port": 8080})) == []
    m = load_module(tmp_path, variables={"port": 80})
    assert errors(m) == ["Invalid value for variable"]
    assert m.diagnostics[0].detail.startswith("The port must be above 1024.")
    assert "validation rule at" in m.diagnostics[0].detail


def test_value_objects_accepted(tmp_path: Path) -> None:
    write(tmp_path, {"main.tf": DECL})
    m = load_module(tmp_path, variables={"n": to_value(7)})
    assert m.variables["n"].value.as_int() == 7


def test_unreadable_var_file(tmp_path: Path) -> None:
    write(tmp_path, {"main.tf": DECL})
    m = load_module(tmp_path, var_files=[tmp_path / "missing.tfvars"])
    assert errors(m) == ["Failed to read file"]
    assert m.diagnostics[0].subject is not None
