"""examples/extensions.py runs and prints what the README says it does."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "extensions.py"


def test_extensions_example() -> None:
    proc = subprocess.run([sys.executable, str(EXAMPLE)], capture_output=True, text=True,
                          check=True, timeout=60)
    assert proc.stdout.splitlines() == [
        "port api -> 80",
        "port ui -> 8080",
        "list(object({name=string,port=number,tags=set(string)}))",
        "[{'name': 'web', 'port': 80, 'tags': None}, {'name': 'db', 'port': 5432, 'tags': None}]",
        "Hello, Countess Lovelace!",
    ]
