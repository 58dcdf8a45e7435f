"""The dataclass example (examples/infra) runs and prints what it should."""

from __future__ import annotations

import subprocess
import sys
import types
from pathlib import Path
from typing import Any

import pytest

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "infra" / "decode.py"


def test_infra_example() -> None:
    proc = subprocess.run([sys.executable, str(EXAMPLE)], capture_output=True, text=True,
                          check=True, timeout=60)
    lines = proc.stdout.splitlines()
    assert lines[:11] == [
        "variable region: string, default None",
        "variable instance_count: number, default 2",
        "aws_security_group.web: count=1",
        "  name = web-eu-west-1",
        "  ingress 443-443/tcp from ['0.0.0.0/0']",
        "  ingress 53-53/udp from anywhere",
        "aws_instance.web: count=2",
        "  ami = ami-0a1b2c, instance_type = t3.micro",
        "  tag Name = web",
        "  tag Region = eu-west-1",
        "  prevent_destroy = True",
    ]
    rest = "\n".join(lines[11:])
    assert "2 problems in typo.tf:" in rest
    assert ('  on typo.tf line 4, in resource "aws_security_group" "web":\n'
            "   4:   ingres {\n\n"
            'Blocks of type "ingres" are not expected here. Did you mean "ingress"?') in rest
    assert 'Inappropriate value for attribute "count": a whole number is required.' in rest


README = Path(__file__).resolve().parents[2] / "README.md"


def test_readme_decode_example(monkeypatch: pytest.MonkeyPatch) -> None:
    """The README's decode example runs and says what the README says, and
    its typo gets the error text the README shows."""
    import hclkit

    text = README.read_text(encoding="utf-8")
    section = text[text.index("## Decoding into dataclasses"):]
    code = section[section.index("```python\n") + 10:section.index("```\n", 10)]
    module = types.ModuleType("readme_example")  # dataclasses look their module up
    monkeypatch.setitem(sys.modules, module.__name__, module)
    scope = module.__dict__
    exec(compile(code, "README.md", "exec"), scope)
    config: Any = scope["config"]
    assert config.resources[0].ingress[0].from_port == 443
    assert config.resources[0].tags == {"Region": "eu-west-1"}
    shown = section[section.index("    Error: Unsupported block type"):]
    shown = shown[:shown.index('Did you mean "ingress"?') + 23]
    with pytest.raises(hclkit.HCLError) as caught:
        hclkit.decode(str(scope["src"]).replace("ingress {", "ingres {"), scope["Config"],
                      filename="main.tf", variables={"var": {"region": "x"}})
    assert str(caught.value) == "\n".join(line[4:] for line in shown.split("\n"))
