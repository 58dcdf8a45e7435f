"""Differential testing of the JSON parser: mutated JSON documents read by
hclkit and by a live reference oracle (``hcl-oracle dump``) must give the
same diagnostics, and the same "just attributes" names and diagnostics.

Skipped without a live oracle (build one with ../shared/oracle/build.sh).
``$HCLKIT_JSON_DIFF_EXAMPLES`` documents (default 500) are made from a fixed
seed (``$HCLKIT_JSON_DIFF_SEED``, default 1) by deleting, inserting (JSON
punctuation, escapes, stray characters, invalid bytes, a byte-order mark)
and truncating.  The run behind the parser's recovery rules was::

    for s in 1 2 3 4 5 6; do HCLKIT_JSON_DIFF_EXAMPLES=3000 HCLKIT_JSON_DIFF_SEED=$s \\
        python -m pytest tests/json/test_differential.py; done
"""

from __future__ import annotations

import json
import os
import random
import subprocess
from pathlib import Path
from typing import Any

import pytest

import hclkit
from tests.json.test_corpus import oracle_text
from tests.native.dump import diags_json
from tests.oracle.live import require

pytestmark = pytest.mark.oracle

EXAMPLES = int(os.environ.get("HCLKIT_JSON_DIFF_EXAMPLES", "500"))
SEED = int(os.environ.get("HCLKIT_JSON_DIFF_SEED", "1"))

BASES = [
    b'{"a": 1, "b": "x", "c": [1, 2, {"d": true}], "e": {"f": null, "g": [], "h": {}}}',
    b'{"resource": {"aws_instance": {"web": {"ami": "abc", "tags": {"Name": "${var.x}"}}}}}',
    b'[{"a": 1}, {"b": [1, 2, 3]}]',
    b'{\n  "x": "line",\n  "y": -1.5e3,\n  "z": [\n    "q", false\n  ]\n}\n',
    b'{\n\t"\xc3\xa9": "\\u00e9\\n\\"",\r\n\t"//": "c", "n": 12345678901234567890}',
]
PIECES = [b"{", b"}", b"[", b"]", b",", b":", b'"', b"\\", b"x", b"1", b"-", b".", b"e",
          b"true", b"nul", b" ", b"\n", b"\t", b"\r", b"#", b"'", b"/", b"\x01", b"\xff",
          b"\xef\xbb\xbf", b'"k"', b"\\u", b"\\q", b"=", b"+", b"0x", b"Infinity", b'"a": 1',
          b"{}", b"[]", b"\\u00", b"\xc3\xa9"]


def mutate(rng: random.Random, src: bytes) -> bytes:
    s = bytearray(src)
    for _ in range(rng.randint(1, 3)):
        op = rng.random()
        i = rng.randint(0, len(s))
        if op < 0.35 and len(s) > 1:
            del s[i:min(len(s), i + rng.randint(1, 3))]
        elif op < 0.8:
            s[i:i] = rng.choice(PIECES)
        else:
            del s[i:]
    return bytes(s)


def documents() -> list[bytes]:
    rng = random.Random(SEED)
    seen: set[bytes] = set()
    docs: list[bytes] = []
    while len(docs) < EXAMPLES:
        doc = mutate(rng, rng.choice(BASES))
        if doc not in seen:
            seen.add(doc)
            docs.append(doc)
    return docs


def ours(path: Path, reference: dict[str, Any]) -> dict[str, Any]:
    file, diags = hclkit.parse_json(path.read_bytes(), str(path))
    answer: dict[str, Any] = {"diagnostics": diags_json(diags)}
    if "attribute_names" in reference:
        attrs, more = file.body.just_attributes()
        answer["attribute_names"] = sorted(oracle_text(n) for n in attrs)
        answer["attribute_diagnostics"] = diags_json(more)
    return answer


def test_mutated_documents_read_as_the_reference_reads_them(tmp_path: Path) -> None:
    oracle = require("hcl-oracle")
    paths = []
    for n, doc in enumerate(documents()):
        path = tmp_path / f"{n:05d}.json"
        path.write_bytes(doc)
        paths.append(path)
    out = subprocess.run([oracle, "dump", *map(str, paths)], capture_output=True, check=True)
    answers = json.loads(out.stdout)
    differ = []
    for path in paths:
        reference = answers[str(path)]
        if ours(path, reference) != reference:
            differ.append(path.read_bytes())
    assert not differ, f"{len(differ)} of {len(paths)} differ, e.g. {differ[:5]}"
