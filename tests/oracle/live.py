"""Finding a live reference oracle (built by ../shared/oracle/build.sh)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path


def reference_tool(name: str) -> str | None:
    """The path of a reference tool: in $HCL_REF, /tmp/hcl-ref, or on PATH."""
    for folder in (os.environ.get("HCL_REF"), "/tmp/hcl-ref"):
        if folder and (Path(folder) / name).is_file():
            return str(Path(folder) / name)
    return shutil.which(name)


def require(name: str) -> str:
    import pytest  # here, not above: the benchmarks use reference_tool without pytest installed

    path = reference_tool(name)
    if path is None:
        pytest.skip(f"no live {name} (build it with ../shared/oracle/build.sh)")
    return path
