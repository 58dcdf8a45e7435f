"""The dataclass example (examples/infra) runs and prints what it should."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

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
