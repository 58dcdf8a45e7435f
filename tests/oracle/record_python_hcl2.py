#!/usr/bin/env python3
"""Record python-hcl2's output on the corpora, per option set, for
hclkit.compat.hcl2's tests.

    python tests/oracle/record_python_hcl2.py

Runs python-hcl2 (the version pinned below, installed by the ``bench``
extra) with each option set of ``OPTION_SETS`` (its defaults, each
``SerializationOptions`` flag turned from its default, and its
long-standing v7 shape) over tests/data/native/valid,
tests/data/native/spec_examples, tests/data/hcl2compat/modules and the
generated edge cases in tests/data/hcl2compat/edge (comments everywhere,
heredocs, templates with directives, numbers, operators, object keys,
unicode), and writes tests/data/hcl2compat/python-hcl2.json: per file
(relative to tests/data) its output under the default options
(``output``), or the exception it raised (``error``), and under
``options`` each other set's output where it differs from the default one
(a set not listed there gave the same), and under ``dumps`` what
python-hcl2's ``dumps`` writes for the default output with each of
``WRITER_SETS`` (DeserializerOptions and FormatterOptions keyword
arguments).  With a built oracle it also
records whether the reference parses each file without errors.  The tests
compare hclkit.compat.hcl2 with these answers and never need python-hcl2.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.oracle.live import reference_tool

DATA = Path(__file__).resolve().parents[1] / "data"
OUT = DATA / "hcl2compat" / "python-hcl2.json"
CORPORA = ("native/valid/*.hcl", "native/spec_examples/*.hcl", "hcl2compat/modules/*",
           "hcl2compat/edge/*.hcl")
PINNED = "8.1.4"  # the version these answers come from
# Each set: SerializationOptions keyword arguments (the first is the defaults).
OPTION_SETS: dict[str, dict[str, bool]] = {
    "default": {},
    "v7": {"with_comments": False, "explicit_blocks": False, "strip_string_quotes": True},
    "with_comments=False": {"with_comments": False},
    "with_meta": {"with_meta": True},
    "wrap_objects": {"wrap_objects": True},
    "wrap_tuples": {"wrap_tuples": True},
    "explicit_blocks=False": {"explicit_blocks": False},
    "preserve_heredocs=False": {"preserve_heredocs": False},
    "force_operation_parentheses": {"force_operation_parentheses": True},
    "preserve_scientific_notation=False": {"preserve_scientific_notation": False},
    "strip_string_quotes": {"strip_string_quotes": True},
    "wrap_all_stripped": {"wrap_objects": True, "wrap_tuples": True, "strip_string_quotes": True,
                          "preserve_heredocs": False, "force_operation_parentheses": True},
}

# Writer option sets: (DeserializerOptions, FormatterOptions) keyword arguments.
WRITER_SETS: dict[str, tuple[dict[str, bool], dict[str, Any]]] = {
    "default": ({}, {}),
    "flipped": ({"object_elements_colon": True, "object_elements_trailing_comma": False,
                 "heredocs_to_strings": True},
                {"indent_length": 4, "open_empty_blocks": False, "open_empty_objects": True,
                 "open_empty_tuples": True, "vertically_align_attributes": False,
                 "vertically_align_object_elements": False}),
    "strings_to_heredocs": ({"strings_to_heredocs": True}, {}),
}


def written(data: dict[str, Any]) -> dict[str, Any]:
    import hcl2
    from hcl2 import DeserializerOptions, FormatterOptions

    found: dict[str, Any] = {}
    for name, (de, fmt) in WRITER_SETS.items():
        try:
            found[name] = hcl2.dumps(data, deserializer_options=DeserializerOptions(**de),
                                     formatter_options=FormatterOptions(**fmt))
        except Exception as e:  # recorded, not fixed
            found[name] = {"error": type(e).__name__}
    return found


def corpus() -> list[Path]:
    return [p for pattern in CORPORA for p in sorted(DATA.glob(pattern))]


def reference_verdicts(files: list[Path]) -> dict[str, bool]:
    oracle = reference_tool("hcl-oracle")
    if oracle is None:
        return {}
    verdicts = {}
    for path in files:
        out = subprocess.run([oracle, "dump", path.name], cwd=path.parent, capture_output=True,
                             text=True, check=True).stdout
        answer = json.loads(out)[path.name]
        verdicts[str(path.relative_to(DATA))] = not any(
            d.get("severity") == "error" for d in answer.get("diagnostics", []))
    return verdicts


def answer(text: str, options: dict[str, bool]) -> dict[str, Any]:
    import hcl2
    from hcl2 import SerializationOptions

    try:
        return {"output": hcl2.loads(text, serialization_options=SerializationOptions(**options))}
    except Exception as e:  # what python-hcl2 refuses is recorded, not fixed
        return {"error": type(e).__name__}


def main() -> None:
    import hcl2

    if hcl2.__version__ != PINNED:
        sys.exit(f"python-hcl2 {hcl2.__version__} is installed; these answers are {PINNED}'s")
    files = corpus()
    verdicts = reference_verdicts(files)
    answers: dict[str, Any] = {}
    for path in files:
        name = str(path.relative_to(DATA))
        # Bytes decoded as they are: no newline translation (CRLF files stay CRLF).
        entry: dict[str, Any] = {}
        if name in verdicts:
            entry["reference_valid"] = verdicts[name]
        try:
            text = path.read_bytes().decode("utf-8")
        except UnicodeDecodeError:  # python-hcl2 takes text: such a file cannot reach it
            entry["error"] = "UnicodeDecodeError"
            answers[name] = entry
            continue
        default = answer(text, {})
        entry.update(default)
        if "output" in default:
            entry["dumps"] = written(default["output"])
        others = {}
        for set_name, options in list(OPTION_SETS.items())[1:]:
            found = answer(text, options)
            if found != default:
                others[set_name] = found
        if others:
            entry["options"] = others
        answers[name] = entry
    record = {"python-hcl2": PINNED, "option_sets": OPTION_SETS, "writer_sets": WRITER_SETS,
              "files": answers}
    OUT.write_text(json.dumps(record, indent=0, ensure_ascii=False) + "\n", encoding="utf-8")
    failed = sum("error" in e for e in answers.values())
    print(f"{len(answers)} files, python-hcl2 failed on {failed}: {OUT}")


if __name__ == "__main__":
    main()
