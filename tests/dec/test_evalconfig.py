"""``hclkit.evalconfig``: the spec language's evalconfig flavour (seed 004).

The flavour differs from hcldec's only in saying ``tuple`` for ``array``, so
every successful hcldec golden case (tests/data/hcldec) that reads one input
file with no flags is replayed here through ``evalconfig``, with its spec
rewritten to say ``tuple``: the value must be what the reference's hcldec
wrote.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

import hclkit
from hclkit import types as T

CASES = Path(__file__).resolve().parents[1] / "data" / "hcldec" / "cases"


def _plain_cases() -> list[Path]:
    found = []
    for args_file in sorted(CASES.glob("*/*/args.json")):
        folder = args_file.parent
        args = json.loads(args_file.read_text(encoding="utf-8"))
        expected = json.loads((folder / "expected.json").read_text(encoding="utf-8"))
        if args == ["--spec=spec.hcldec", "input.hcl"] and expected["exit"] == 0 \
                and not (folder / "deliberate.txt").exists():
            found.append(folder)
    return found


PLAIN = _plain_cases()


def test_enough_cases_replay() -> None:
    assert len(PLAIN) >= 40
    assert any("array" in (f / "spec.hcldec").read_text(encoding="utf-8") for f in PLAIN)


@pytest.mark.parametrize("folder", PLAIN, ids=[f"{p.parent.name}/{p.name}" for p in PLAIN])
def test_evalconfig_gives_what_hcldec_gave(folder: Path) -> None:
    spec = re.sub(r'\barray\b(?=\s*("[^"]*"\s*)?\{)', "tuple",
                  (folder / "spec.hcldec").read_text(encoding="utf-8"))
    config = (folder / "input.hcl").read_bytes()
    value = hclkit.evalconfig(config, spec, config_filename="input.hcl",
                              spec_filename="spec.hcldec")
    expected = json.loads((folder / "expected.json").read_text(encoding="utf-8"))
    assert hclkit.to_json(value, keep_nulls=False) + "\n" == expected["stdout"]


def test_variables_override_the_spec_and_come_as_python_data() -> None:
    spec = 'variables {\n  name = "spec"\n  n = 1\n}\nobject {\n  attr "a" {}\n  attr "b" {}\n}\n'
    value = hclkit.evalconfig('a = name\nb = n + 1\n', spec, {"name": "given"})
    assert value.to_python() == {"a": "given", "b": 2}


def test_the_result_is_a_typed_value() -> None:
    spec = 'object {\n  attr "port" {\n    type = number\n  }\n  tuple "pair" {\n' \
           '    literal {\n      value = "x"\n    }\n    attr {\n      name = "on"\n' \
           '      type = bool\n    }\n  }\n}\n'
    value = hclkit.evalconfig('port = "8080"\non = "true"\n', spec)
    assert value.type == T.Object({"port": T.NUMBER, "pair": T.Tuple([T.STRING, T.BOOL])})
    assert value.to_python() == {"port": 8080, "pair": ["x", True]}


@pytest.mark.parametrize("word", ["array", "tuple"])
def test_both_spellings_of_the_sequence_spec_work_everywhere(word: str) -> None:
    # The seeds' README: where the two spec documents differ, support both.
    spec = f'{word} {{\n  attr {{\n    name = "a"\n  }}\n}}\n'
    assert hclkit.evalconfig("a = 1", spec).to_python() == [1]
    loaded, diags = hclkit.dec.load_spec(spec, "s.hcldec")
    assert not diags and isinstance(loaded.root, hclkit.dec.TupleSpec)


def test_errors_raise_with_every_diagnostic_rendered() -> None:
    spec = 'object {\n  attr "a" {\n    type = number\n  }\n}\n'
    with pytest.raises(hclkit.HCLError) as caught:
        hclkit.evalconfig('a = "x"\nb = 1\n', spec, config_filename="c.hcl")
    err: Any = caught.value
    assert isinstance(err, ValueError)
    assert [d.summary for d in err.diagnostics] == ["Unsupported argument",
                                                    "Incorrect attribute value type"]
    assert str(err).startswith("Error: Unsupported argument\n\n  on c.hcl line 2:\n   2: b = 1")


def test_a_bad_spec_is_reported_in_the_spec() -> None:
    with pytest.raises(hclkit.HCLError) as caught:
        hclkit.evalconfig("a = 1", "object {\n  attr \"a\" {\n    type = strin\n  }\n}\n",
                          spec_filename="my.spec")
    d = caught.value.diagnostics[0]
    assert (d.summary, d.subject.filename if d.subject else None) == ("Unknown variable",
                                                                      "my.spec")
