"""hcl2json --terraform DIR."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from hclkit.cli.hcl2json import main

from .helpers import write

MODULE = '''
variable "n" {
  type    = number
  default = 1
}
variable "s" { default = "d" }
locals { twice = var.n * 2 }
resource "aws_instance" "web" {
  count = var.n
  ami   = "ami-${count.index}"
  arn   = aws_instance.other.arn
}
resource "aws_instance" "other" {}
output "ids" { value = aws_instance.web[*].id }
'''


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


def test_module_as_json(tmp_path: Path) -> None:
    write(tmp_path, {"main.tf": MODULE, "x.tfvars": "n = 3\n"})
    code, out, err = run("--terraform", str(tmp_path), "--var-file", str(tmp_path / "x.tfvars"),
                         "--var", "n=2", "--var", "s=text")
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert data["variables"]["n"]["value"] == 2        # --var after --var-file wins
    assert data["variables"]["s"]["value"] == "text"
    assert data["variables"]["n"]["type"] == "number"
    assert data["locals"]["twice"]["value"] == 4
    assert data["locals"]["twice"]["range"]["start"]["line"] == 7
    web = data["resources"]["aws_instance.web"]
    assert web["instances"]["1"] == {"ami": "ami-1", "arn": "${aws_instance.other.arn}"}
    assert data["outputs"]["ids"]["value"] == "${aws_instance.web[*].id}"
    code, out, _ = run("--terraform", str(tmp_path), "--var", "n=5", "--var-file",
                       str(tmp_path / "x.tfvars"))
    assert json.loads(out)["variables"]["n"]["value"] == 3   # in command-line order


def test_errors_and_exit_codes(tmp_path: Path) -> None:
    write(tmp_path, {"main.tf": 'locals { a = local.b }\n'})
    code, out, err = run("--terraform", str(tmp_path))
    assert code == 1
    assert "Reference to undeclared local value" in err
    assert json.loads(out)["locals"]["a"]["value"] == "${local.b}"
    code, _, err = run("--terraform", str(tmp_path), "--var", "novalue")
    assert code == 2 and "NAME=VALUE" in err
    # The command line is hcl2json's (hclkit.cli.varopts); --vars names
    # top-level variables, which a module does not have.
    code, _, err = run("--terraform", str(tmp_path), "--vars", '{"n": 1}')
    assert code == 2 and "--var and --var-file" in err
    code, _, err = run("--terraform", str(tmp_path / "missing"))
    assert code == 1 and "Failed to read module directory" in err
    assert "Traceback" not in err


def test_help_mentions_terraform() -> None:
    code, out, _ = run("--help")
    assert code == 0 and "--terraform DIR" in out
    code, out, _ = run("--terraform", ".", "--help")
    assert code == 0 and "--var-file" in out


def test_workspace_json_diagnostics_and_environment(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    write(tmp_path, {"main.tf": 'variable "n" { type = number }\n'
                                'locals {\n ws = terraform.workspace\n n = var.n\n}\n'})
    monkeypatch.setenv("TF_VAR_n", "40 + 2")
    code, out, err = run("--terraform", str(tmp_path), "--workspace", "prod")
    data = json.loads(out)
    assert (code, err) == (0, "")
    assert data["locals"]["ws"]["value"] == "prod"
    assert data["locals"]["n"]["value"] == 42
    assert data["variables"]["n"]["source"] == "environment"
    monkeypatch.delenv("TF_VAR_n")
    code, out, err = run("--terraform", str(tmp_path), "--diags", "json")
    assert code == 1
    diags = json.loads(err)
    assert diags["diagnostics"][0]["summary"] == "No value for required variable"
