"""Real public modules (tests/data/terraform/modules, with their licence
notices) load with no error and no exception, and at least half of their
locals are known with default variables."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hclkit.terraform import load_module

DATA = Path(__file__).parent.parent / "data" / "terraform" / "modules"


def _module_dirs() -> list[Path]:
    return sorted({p.parent for p in DATA.rglob("*.tf")})


def _params() -> list[object]:
    return [pytest.param(d, id=str(d.relative_to(DATA))) for d in _module_dirs()]


@pytest.mark.parametrize("directory", _params())
def test_real_module_loads(directory: Path) -> None:
    # Variables without defaults are given by NAME.vars.json beside the module.
    given = directory.parent / f"{directory.name}.vars.json"
    variables = json.loads(given.read_text()) if given.exists() else None
    m = load_module(directory, variables=variables)
    assert [str(d) for d in m.diagnostics if d.severity.value == "error"] == []
    known = [v for v in m.locals.values() if v.is_wholly_known]
    assert len(known) * 2 >= len(m.locals)
    for call in m.module_calls.values():
        if call.source is not None and call.source.startswith("."):
            assert call.instances, call.name


def test_there_are_real_modules() -> None:
    dirs = _module_dirs()
    assert len(dirs) >= 4
    assert all((d / "NOTICE").exists() or (d.parent.parent / "NOTICE").exists() for d in dirs)
