"""The bundled example (the README's main job) runs and prints what it should."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def test_values_example() -> None:
    proc = subprocess.run([sys.executable, str(EXAMPLES / "values.py")], capture_output=True,
                          text=True, check=True, timeout=60)
    lines = proc.stdout.splitlines()
    typed = json.loads(lines[0])
    assert typed["type"][1]["tags"] == ["set", "string"]
    assert typed["value"]["port"] == 8080 and typed["value"]["tags"] == ["frontend", "public"]
    assert lines[1] == 'error: attribute "port": a number is required'
    assert lines[2] == "unify: map of string"
    assert lines[3] == "0.1 + 0.2 = 0.3"
    assert lines[5] == "2**100 = 1267650600228229401496703205376"
    assert lines[6:] == ['"ababab"', "unknown(T.STRING)"]


def test_parse_example() -> None:
    proc = subprocess.run([sys.executable, str(EXAMPLES / "parse.py")], capture_output=True,
                          text=True, check=True, timeout=60)
    lines = proc.stdout.splitlines()
    assert lines[:3] == ["service ['http', 'web'] at line 1", "  port = 8080",
                         '  image = "nginx:${var.version}"  (refers to var.version)']
    assert "Error: Unsupported argument" in lines
    assert "  on service.hcl line 5, in service \"http\" \"web\":" in lines
    assert lines[-2:] == [
        'An argument named "protocl" is not expected here. Did you mean "protocol"?', ""]


# The hcldec examples, as the README runs them (from the examples folder).
EXAMPLE_RUNS: dict[str, list[str]] = {
    "package": ["--spec=package/package.hcldec", "package/package.hcl"],
    "package-with-type": ["--spec=package/package.hcldec", "--with-type",
                          "package/package.hcl"],
    "shell": ["--spec=shell/deploy.hcldec", '--vars={"env": "staging"}', "shell/deploy.hcl"],
    "package-var-refs": ["--spec=package/package.hcldec", "--var-refs",
                         "package/package.hcl"],
}
# What the reference hcldec answered (tests/oracle/record_examples.py).
RECORDED = Path(__file__).resolve().parent / "data" / "examples_hcldec.json"


@pytest.mark.parametrize("name", sorted(EXAMPLE_RUNS))
def test_hcldec_examples_match_reference(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from hclkit.cli.hcldec import main

    expected = json.loads(RECORDED.read_text(encoding="utf-8"))[name]
    monkeypatch.chdir(EXAMPLES)
    out, err = io.StringIO(), io.StringIO()
    code = main(EXAMPLE_RUNS[name], stdin=io.BytesIO(), stdout=out, stderr=err)
    assert (code, out.getvalue(), err.getvalue()) == (
        expected["exit"], expected["stdout"], expected["stderr"])
    assert code == 0


def test_write_example() -> None:
    proc = subprocess.run([sys.executable, str(EXAMPLES / "write.py")], capture_output=True,
                          text=True, check=True, timeout=60)
    formatted, edited, generated = proc.stdout.split("----\n")
    assert '  ami           = "ami-123" # pinned\n  instance_type = "t3.micro"' in formatted
    assert edited.startswith('variable "zone" {\n  default = "us-east-1"\n}\n\n# The web server.')
    assert ('  ami           = "ami-123" # pinned\n  instance_type = "t3.large"\n'
            '  count         = var.enabled ? 1 : 0\n\n  lifecycle {\n'
            '    prevent_destroy = true\n  }\n}') in edited
    assert generated == ('name = "web"\ntags = {\n  Team = "ops"\n}\n\nservice "http" {\n'
                         '  port  = 80\n  paths = ["/", "/health"]\n}\n')
