"""hclkit.compat.hcl2 against python-hcl2 itself, live (skipped without it):
every option set of the recording on the real-world modules and the edge
cases, and dumps of what it read.  The recorded answers
(tests/convenience/test_hcl2compat.py) cover the same without python-hcl2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hclkit.compat import hcl2 as compat
from tests.oracle.record_python_hcl2 import OPTION_SETS

hcl2 = pytest.importorskip("hcl2")
DATA = Path(__file__).resolve().parents[1] / "data"
FILES = sorted(DATA.glob("hcl2compat/modules/*")) + sorted(DATA.glob("hcl2compat/edge/*.hcl"))


def python_hcl2_reads(text: str, options: dict[str, bool]) -> object:
    try:
        return hcl2.loads(text, serialization_options=hcl2.SerializationOptions(**options))
    except Exception:
        return None


@pytest.mark.parametrize("set_name", list(OPTION_SETS))
def test_loads_live(set_name: str) -> None:
    if hcl2.__version__ != "8.1.4":
        pytest.skip(f"python-hcl2 {hcl2.__version__} is not the pinned 8.1.4")
    options = OPTION_SETS[set_name]
    compared = 0
    for path in FILES:
        text = path.read_text(encoding="utf-8")
        want = python_hcl2_reads(text, options)
        if want is None:
            continue
        try:
            got = compat.loads(text, serialization_options=compat.SerializationOptions(**options))
        except ValueError:  # invalid HCL python-hcl2 accepts: listed in docs/python-hcl2.md
            continue
        assert json.dumps(got) == json.dumps(want), path.name
        compared += 1
    assert compared > 100


def test_dumps_live() -> None:
    compared = 0
    for path in FILES:
        data = python_hcl2_reads(path.read_text(encoding="utf-8"), {})
        try:
            want = hcl2.dumps(data)
        except Exception:  # python-hcl2's writer fails on some of its own output
            continue
        assert compat.dumps(data) == want, path.name
        compared += 1
    assert compared > 100


# Names python-hcl2's modules hold that are not its API: what they import
# for their own use (typing, Lark's Tree, its internal classes, documented
# in docs/python-hcl2.md) and modules hclkit has no counterpart for.
NOT_API = {"Optional", "List", "Tuple", "TextIO", "Tree", "defaultdict", "contextmanager",
           "dataclass", "replace", "re", "BaseDeserializer", "BaseFormatter",
           "HCLReconstructor", "RuleTransformer", "query", "deserializer", "formatter",
           "parser", "postlexer", "reconstructor", "rules", "transformer", "version", "walk"}


@pytest.mark.parametrize("module", ["", ".api", ".builder", ".utils", ".const"])
def test_every_public_name_live(module: str) -> None:
    import importlib
    theirs = importlib.import_module("hcl2" + module)
    ours = importlib.import_module("hclkit.compat.hcl2" + module)
    wanted = {n for n in dir(theirs) if not n.startswith("_")} - NOT_API
    assert wanted <= set(ours.__all__)
