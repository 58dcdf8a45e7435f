"""examples/terraform_module.py (shown in docs/terraform.md) runs and prints what it should."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "terraform_module.py"


def test_terraform_example() -> None:
    proc = subprocess.run([sys.executable, str(EXAMPLE)], capture_output=True, text=True,
                          check=True, timeout=120)
    lines = proc.stdout.splitlines()
    assert lines[0] == "dev: prefix acme-dev"
    assert lines[1] == "  buckets: {'assets': 'acme-dev-assets', 'logs': 'acme-dev-logs'}"
    assert lines[2] == "  web instances: {0: 'acme-dev-web-0'}"
    assert lines[3] == "  web ids known: False"
    assert lines[4] == "  assets versioning: [0]"
    assert lines[7] == ("  web instances: {0: 'acme-prod-web-0', 1: 'acme-prod-web-1', "
                        "2: 'acme-prod-web-2'}")
    assert lines[-1] == "Invalid value for variable: The environment must be dev or prod."
