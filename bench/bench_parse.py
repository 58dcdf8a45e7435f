#!/usr/bin/env python3
"""How fast hclkit parses native-syntax configuration, beside its peers (not a test).

    python bench/bench_parse.py [MB]

Parses the valid corpus (tests/data/native/valid, realistic Terraform, Nomad
and Packer files), repeated to about MB megabytes (default 1), with hclkit,
python-hcl2 and pygohcl in one run (install them with the ``bench`` extra),
and with the reference Go parser when a built oracle is found.  Only files
every parser accepts are timed, so that all parse the same bytes.  Prints
MB/s for each and hclkit's ratio to each.  hclkit and Go, the target's
pair, take turns five times (the best of each kept), so that a slow spell
of a shared machine does not fall on one of them alone.

Then the same content in JSON syntax (each file converted: literal values as
JSON values, other expressions as ``"${…}"`` strings, blocks as one object
level per label) is parsed with ``hclkit.parse_json``, and the time is
compared with hclkit's native parse of the same files.  Like the reference,
the JSON parser leaves strings' templates to be parsed when they are
evaluated.

Last, ``hclkit.compat.hcl2.loads`` against ``hcl2.loads`` (python-hcl2 8,
both with its default options) on the same files: parsing and producing
python-hcl2's output, end to end (the target: at least 10x faster).
bench/bench_hcl2compat.py compares ``dumps`` too;
and ``hclkit.loads(unknowns="expression")`` (plain data, references kept as
text) against the same.
"""

from __future__ import annotations

import gc
import json
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
# This tree's hclkit, not whichever one the interpreter has installed.
sys.path.insert(0, str(ROOT / "src"))

import hclkit  # noqa: E402
from hclkit import types as T  # noqa: E402
from hclkit.native import ast  # noqa: E402

CORPUS = ROOT / "tests" / "data" / "native" / "valid"
REPEAT = 3
# hclkit and Go take turns this many times, the best of each kept: on a
# shared machine a slow spell then hits both, not one of the two.
ROUNDS = 5


def parsers() -> dict[str, Callable[[str], object]]:
    found: dict[str, Callable[[str], object]] = {}

    def ours(text: str) -> object:
        f, diags = hclkit.parse(text)
        if diags.has_errors():
            raise ValueError(diags[0])
        return f

    found["hclkit"] = ours
    try:
        import hcl2

        found["python-hcl2"] = hcl2.loads
    except ImportError:
        print("python-hcl2 is not installed (pip install '.[bench]')")
    try:
        import pygohcl

        found["pygohcl"] = pygohcl.loads
    except ImportError:
        print("pygohcl is not installed (pip install '.[bench]')")
    return found


def as_json(text: str) -> str:
    """A native-syntax file's content in JSON syntax."""
    f, _ = hclkit.parse(text)
    return json.dumps(_body_json(f.body), indent=2, ensure_ascii=False)


def _body_json(body: ast.Body) -> dict[str, Any]:
    out: dict[str, Any] = {name: _expr_json(a.expr) for name, a in body.attributes.items()}
    for block in body.blocks:
        content: Any = _body_json(block.body)
        for label in reversed(block.labels):
            content = {label: content}
        # Repeated block types become an array of bodies, in order.
        out.setdefault(block.type, []).append(content)
    return out


def _expr_json(expr: ast.Expression) -> Any:
    val, diags = expr.value(None)
    if diags.has_errors() or not val.is_wholly_known:
        return "${" + expr.source_text() + "}"
    return _escaped(json.loads(T.to_json(val)))


def _escaped(v: Any) -> Any:
    """A literal value as JSON syntax must write it: strings are templates."""
    if isinstance(v, str):
        return v.replace("${", "$${").replace("%{", "%%{")
    if isinstance(v, list):
        return [_escaped(x) for x in v]
    if isinstance(v, dict):
        return {k: _escaped(x) for k, x in v.items()}
    return v


def parse_json(text: str) -> object:
    f, diags = hclkit.parse_json(text.encode("utf-8"), "bench.json")
    if diags.has_errors():
        raise ValueError(diags[0])
    return f


def best_time(parse: Callable[[str], object], texts: list[str], repeat: int = REPEAT) -> float:
    best = float("inf")
    for _ in range(repeat):
        gc.collect()
        start = time.perf_counter()
        for text in texts:
            parse(text)
        best = min(best, time.perf_counter() - start)
    return best


def reference_time(files: list[Path], passes: int = REPEAT * 3) -> float | None:
    sys.path.insert(0, str(ROOT / "tests"))
    from tests.oracle.live import reference_tool

    oracle = reference_tool("hcl-oracle")
    if oracle is None:
        return None
    out = subprocess.run([oracle, "time", str(passes), *map(str, files)],
                         capture_output=True, text=True, check=True).stdout.split()
    return float(out[0])


def main() -> None:
    megabytes = float(sys.argv[1]) if len(sys.argv) > 1 else 1.0
    available = parsers()
    accepted: list[str] = []
    for path in sorted(CORPUS.glob("*.hcl")):
        text = path.read_text(encoding="utf-8")
        try:
            for parse in available.values():
                parse(text)
        except Exception:  # a peer's failure just leaves the file out
            continue
        accepted.append(text)
    one_pass = sum(len(t.encode()) for t in accepted)
    copies = max(1, round(megabytes * 1e6 / one_pass))
    texts = accepted * copies
    size = one_pass * copies / 1e6
    total_files = len(list(CORPUS.glob("*.hcl")))
    print(f"{len(accepted)} of {total_files} corpus files that every parser accepts, "
          f"{copies} times over: {size:.2f} MB; best of {REPEAT}")
    rates: dict[str, float] = {}
    for name, parse in available.items():
        if name == "hclkit":
            continue  # (below, taking turns with Go)
        seconds = best_time(parse, texts)
        rates[name] = size / seconds
        print(f"  {name:<12} {seconds:8.2f} s  {rates[name]:7.2f} MB/s")
    with tempfile.TemporaryDirectory() as tmp:
        files = []
        for n, text in enumerate(accepted):
            path = Path(tmp) / f"{n}.hcl"
            path.write_text(text, encoding="utf-8")
            files.append(path)
        ours_best = go_best = float("inf")
        for _ in range(ROUNDS):
            ours_best = min(ours_best, best_time(available["hclkit"], texts, 1))
            go = reference_time(files, 3)  # (Go's mean of three passes)
            if go is not None:
                go_best = min(go_best, go * copies)
    print(f"hclkit and Go taking turns, {ROUNDS} rounds, the best of each:")
    rates["hclkit"] = size / ours_best
    print(f"  {'hclkit':<12} {ours_best:8.2f} s  {rates['hclkit']:7.2f} MB/s")
    if go_best < float("inf"):
        rates["reference (Go)"] = size / go_best
        print(f"  {'reference (Go)':<12} {go_best:8.2f} s  "
              f"{rates['reference (Go)']:7.2f} MB/s")
    ours = rates["hclkit"]
    for name, rate in rates.items():
        if name != "hclkit":
            print(f"hclkit / {name}: {ours / rate:.2f}x")
    json_texts = [as_json(t) for t in accepted]
    for text in json_texts:
        parse_json(text)  # each converted file must be valid
    json_size = sum(len(t.encode()) for t in json_texts) * copies / 1e6
    native_seconds = size / ours
    json_seconds = best_time(parse_json, json_texts * copies)
    print(f"The same content in JSON syntax: {json_size:.2f} MB")
    print(f"  {'hclkit JSON':<12} {json_seconds:8.2f} s  {json_size / json_seconds:7.2f} MB/s")
    print(f"hclkit JSON parse time / native parse time, same content: "
          f"{json_seconds / native_seconds:.2f}x (at most 1 wanted)")
    compat_comparison(texts)


def compat_comparison(texts: list[str]) -> None:
    """hclkit.compat.hcl2.loads against python-hcl2's loads, same files, both
    with python-hcl2 8's default options (the old v7 shape is
    ``SerializationOptions(with_comments=False, explicit_blocks=False,
    strip_string_quotes=True)``)."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from tests.support.machine import print_machine
    print_machine()  # cores, load and Python version: what the figures depend on
    try:
        import hcl2
    except ImportError:
        print("python-hcl2 (8 or later) is not installed: no compat comparison")
        return
    from hclkit.compat import hcl2 as compat

    theirs = hcl2.loads

    same = sum(json.dumps(compat.loads(t)) == json.dumps(theirs(t)) for t in set(texts))
    size = sum(len(t.encode()) for t in texts) / 1e6
    ours_s = best_time(compat.loads, texts)
    theirs_s = best_time(theirs, texts)
    print(f"python-hcl2's output shape, {size:.2f} MB "
          f"(identical output on {same} of {len(set(texts))} distinct files):")
    print(f"  {'hclkit.compat.hcl2.loads':<26} {ours_s:8.2f} s  {size / ours_s:7.2f} MB/s")
    print(f"  {'hcl2.loads':<26} {theirs_s:8.2f} s  {size / theirs_s:7.2f} MB/s")
    print(f"hclkit.compat.hcl2.loads is {theirs_s / ours_s:.1f}x faster (at least 10 wanted)")

    def expression_mode(text: str) -> object:
        return hclkit.loads(text, unknowns="expression")

    loads_s = best_time(expression_mode, texts)
    print(f"  {'hclkit.loads(unknowns=...)':<26} {loads_s:8.2f} s  {size / loads_s:7.2f} MB/s")
    print(f'hclkit.loads(unknowns="expression") is {theirs_s / loads_s:.1f}x faster than '
          "hcl2.loads (at least 10 wanted)")


if __name__ == "__main__":
    main()
