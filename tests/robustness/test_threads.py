"""Parsing and evaluating in several threads at once: the same answers as
alone, and no interpreter-wide setting touched (the recursion limit, the
garbage collector), so that one thread's deep input never fails another's."""

from __future__ import annotations

import gc
import sys
from concurrent.futures import ThreadPoolExecutor

import hclkit
from hclkit.native.parser import MAX_DEPTH
from tests.native.dump import diags_json
from tests.support.threads import read_at_once

DEEP = "(" * (MAX_DEPTH - 2) + "x + 1" + ")" * (MAX_DEPTH - 2)
TOO_DEEP = "[" * (MAX_DEPTH + 5) + "]" * (MAX_DEPTH + 5)
CONFIG = f'a = {DEEP}\nb = "${{x}}-${{[for v in [1, 2]: v * x]}}"\nc = {TOO_DEEP}\n'
JSON = '{"a": "${' + DEEP + '}", "b": ' + "[" * 80 + "]" * 80 + "}"


def _work(_: int) -> str:
    out = []
    ctx = hclkit.EvalContext({"x": 2}, hclkit.stdlib.functions())
    for parse, src in ((hclkit.parse, CONFIG), (hclkit.parse_json, JSON)):
        file, diags = parse(src)
        out.append(repr(diags_json(diags)))
        attrs, more = file.body.just_attributes()
        for name in sorted(attrs):
            value, vdiags = attrs[name].expr.value(ctx)
            out.append(f"{name}={hclkit.to_json(value) if value.is_known else '?'}"
                       f"{diags_json([*more, *vdiags])}")
    expr, diags = hclkit.parse_expression("1 + 1")
    assert expr is not None
    out.append(repr(expr.value(None)[0].to_python()))
    return "\n".join(out)


def test_threads_get_the_same_answers() -> None:
    alone = _work(0)
    assert "a=" in alone and "Too deeply nested" in alone
    limit, collecting = sys.getrecursionlimit(), gc.isenabled()
    with ThreadPoolExecutor(max_workers=6) as pool:
        answers = list(pool.map(_work, range(30)))
    assert all(a == alone for a in answers)
    assert (sys.getrecursionlimit(), gc.isenabled()) == (limit, collecting)


def test_parsing_and_evaluating_leave_the_interpreter_alone() -> None:
    limit, collecting = sys.getrecursionlimit(), gc.isenabled()
    big = 'resource "a" "b" {\n  x = [1, 2, 3]\n}\n' * 20_000
    hclkit.parse(big)
    assert (sys.getrecursionlimit(), gc.isenabled()) == (limit, collecting)
    expr, _ = hclkit.parse_expression(DEEP)
    assert expr is not None
    expr.value(hclkit.EvalContext({"x": 1}))
    assert (sys.getrecursionlimit(), gc.isenabled()) == (limit, collecting)


PRODUCT_SRC = '''\
region = "eu-west-1" # where
count  = 2           # how many
resource "aws_instance" "web" {
  tags = { Name = upper("web") }
  dynamic "port" {
    for_each = [80, 443]
    content { number = port.value }
  }
}
locals { a = 1 }
locals { b = [for i in range(3) : i * 2] }
'''


def _product_work(_: int) -> str:
    """The layers above the evaluator: loading, the python-hcl2 shape,
    writing, formatting and editing (each keeps its state in the call)."""
    data = hclkit.loads(PRODUCT_SRC, filename="main.tf")
    out = [repr(data), repr(hclkit.compat.hcl2.loads(PRODUCT_SRC))]
    out.append(hclkit.dumps(data))
    out.append(hclkit.fmt(PRODUCT_SRC.replace("  ", " ")))
    doc = hclkit.edit(PRODUCT_SRC)
    doc.body.set_attribute("count", 12345)
    out.append(str(doc))
    return "\n".join(out)


def test_threads_get_the_same_answers_from_the_product_layers() -> None:
    alone = _product_work(0)
    assert "count  = 12345       # how many" in alone
    with ThreadPoolExecutor(max_workers=6) as pool:
        answers = list(pool.map(_product_work, range(30)))
    assert all(a == alone for a in answers)


SHARED = "".join(f'b "{i}" {{\n  x = {{ a = 1, b = [1, 2] }}\n  y = "s"\n  z = v.w[0]\n'
                 f'  inner {{}}\n}}\n' for i in range(300))


def test_threads_reading_one_tree_see_the_same_parts() -> None:
    # A block's body and labels, a body's blocks, an object's items, a
    # plain string's parts and a reference's traversal are made when first
    # read: threads reading one shared tree at once must get the same
    # objects (edits to one must be seen by all), and never a half-made one.
    file, diags = hclkit.parse(SHARED)
    assert not diags
    blocks = file.body.blocks

    def read() -> list[tuple[int, ...]]:
        seen: list[tuple[int, ...]] = []
        for block in blocks:
            body = block.body
            attrs = body.attributes
            seen.append((id(body), id(block.labels), id(body.blocks),
                         id(attrs["x"].expr.items), id(attrs["y"].expr.parts),
                         id(attrs["z"].expr.traversal)))
        return seen

    seen = read_at_once(read)
    assert all(s == seen[0] for s in seen) and len(seen[0]) == 300
