#!/usr/bin/env python3
"""How fast hclkit evaluates configuration, beside the reference (not a test).

    python bench/bench_eval.py [BLOCKS]

Generates a configuration of BLOCKS (default 5,000) ``item`` blocks whose
attributes use interpolation, ``for`` expressions, conditionals, splats,
indexing and function calls, and evaluates it:

- in hclkit: parse, take each block's attributes by schema, evaluate them
  with the variables and functions, and write the result as JSON;
- through the reference ``hcldec`` (``$HCL_REF``, default ``/tmp/hcl-ref``;
  build it with ../shared/oracle/build.sh), with a spec that decodes the
  same blocks, predefines the same variables and exposes the same functions.

Prints each one's time (best of 3) and the ratio.  The issue's target is
hclkit within 10x of the reference.
"""

from __future__ import annotations

import gc
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

import hclkit  # noqa: E402
from hclkit import stdlib  # noqa: E402

REF = Path(os.environ.get("HCL_REF", "/tmp/hcl-ref")) / "hcldec"
REPEAT = 3

VARIABLES = {
    "var": {
        "prefix": "svc", "env": "prod", "ports": [80, 443, 8080],
        "tags": {"team": "core", "tier": "web", "cost": "shared"},
        "objs": [{"id": "a", "weight": 1}, {"id": "b", "weight": 2}, {"id": "c", "weight": 3}],
    },
}
ATTRIBUTES = {
    "name": "string", "label": "string", "ports": "list(number)", "size": "string",
    "tags": "map(string)", "count": "number", "first": "number", "ids": "list(string)",
    "heavy": "list(string)", "summary": "string",
}
BLOCK = """item {{
  name    = "item-{i}"
  label   = "${{var.prefix}}-${{upper(var.env)}}-{i}"
  ports   = [for p in var.ports : p + {i}]
  size    = {i} > {half} ? "big" : "small"
  tags    = {{for k, v in var.tags : k => "${{v}}-{i}"}}
  count   = length(var.ports) * {i} + max(1, {i} % 7)
  first   = var.ports[0] * 2
  ids     = var.objs[*].id
  heavy   = [for o in var.objs : o.id if o.weight > 1]
  summary = "%{{for t in var.ports}}${{t}},%{{endfor}} ${{lower("DONE")}}"
}}
"""
# The same functions for the reference: spec-defined, calling its own.
SPEC_FUNCTIONS = """
function "upper" {
  params = [s]
  result = upper(s)
}
function "lower" {
  params = [s]
  result = lower(s)
}
function "length" {
  params = [v]
  result = length(v)
}
function "max" {
  params         = []
  variadic_param = nums
  result         = max(nums...)
}
"""


def config(blocks: int) -> str:
    return "".join(BLOCK.format(i=i, half=blocks // 2) for i in range(blocks))


def spec() -> str:
    attrs = "".join(f'    attr "{name}" {{\n      type = {t}\n      required = true\n    }}\n'
                    for name, t in ATTRIBUTES.items())
    variables = "variables {\n  var = " + json.dumps(VARIABLES["var"]).replace(
        '":', '" =') + "\n}\n"
    return (variables + SPEC_FUNCTIONS
            + f'block_list {{\n  block_type = "item"\n  object {{\n{attrs}  }}\n}}\n')


def hclkit_decode(text: str) -> str:
    """What hcldec does, with hclkit's parts (until hclkit.dec exists)."""
    f, diags = hclkit.parse(text, "bench.hcl")
    functions = stdlib.functions()
    ctx = hclkit.EvalContext(VARIABLES, {n: functions[n] for n in
                                         ("upper", "lower", "length", "max")})
    schema = hclkit.BodySchema(blocks=[hclkit.BlockHeaderSchema("item")])
    item_schema = hclkit.BodySchema(attributes=[
        hclkit.AttributeSchema(name, required=True) for name in ATTRIBUTES])
    content, more = f.body.content(schema)
    diags.extend(more)
    out = []
    for block in content.blocks:
        attrs, more = block.body.content(item_schema)
        diags.extend(more)
        obj = {}
        for name, attr in attrs.attributes.items():
            val, more = attr.expr.value(ctx)
            diags.extend(more)
            obj[name] = val
        out.append(hclkit.types.object_value(obj))
    if diags.has_errors():
        raise SystemExit(f"hclkit: {diags[0]}")
    return hclkit.to_json(hclkit.types.tuple_value(out))


def best(run: object, *args: object) -> float:
    times = []
    for _ in range(REPEAT):
        gc.collect()
        start = time.perf_counter()
        run(*args)  # type: ignore[operator]
        times.append(time.perf_counter() - start)
    return min(times)


def main(argv: list[str]) -> None:
    sys.path.insert(0, str(ROOT))
    from tests.support.machine import print_machine
    print_machine()  # cores, load and Python version: what the figures depend on
    blocks = int(argv[0]) if argv else 5000
    text = config(blocks)
    print(f"{blocks} blocks, {len(text) / 1e6:.2f} MB, "
          f"{blocks * len(ATTRIBUTES)} attributes to evaluate")
    ours = best(hclkit_decode, text)
    print(f"hclkit:          {ours:7.3f} s")
    if not REF.is_file():
        print(f"no reference hcldec at {REF}; build it with ../shared/oracle/build.sh")
        return
    with tempfile.TemporaryDirectory() as tmp:
        cfg, spc = Path(tmp) / "bench.hcl", Path(tmp) / "bench.hcldec"
        cfg.write_text(text)
        spc.write_text(spec())

        def reference() -> None:
            done = subprocess.run([str(REF), "--spec", str(spc), str(cfg)],
                                  capture_output=True, text=True, check=False)
            if done.returncode != 0:
                raise SystemExit(f"reference hcldec failed: {done.stderr[:2000]}")

        theirs = best(reference)
        # Both must have decoded the same thing.
        same = subprocess.run([str(REF), "--spec", str(spc), str(cfg)], capture_output=True,
                              text=True, check=True).stdout
        if json.loads(same) != json.loads(hclkit_decode(text)):
            print("warning: hclkit and the reference decoded differently")
    print(f"reference hcldec: {theirs:7.3f} s")
    print(f"hclkit / reference: {ours / theirs:.1f}x the reference's time "
          f"(target: within 10x)")


if __name__ == "__main__":
    main(sys.argv[1:])
