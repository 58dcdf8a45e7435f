"""Replaying ``hcl-oracle dynamic`` cases against hclkit: the schema inferred
from the source (as the oracle infers it), the expanded body dumped in the
oracle's form, and each native source written out in the JSON syntax."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import hclkit
from hclkit import types as T
from hclkit.ext import dynblock
from hclkit.model import AttributeSchema, BlockHeaderSchema, Body, BodySchema, EvalContext
from hclkit.native import ast
from tests.native.dump import diags_json
from tests.oracle.cases import dump_exact, load_answer, oracle_form, oracle_type

DATA = Path(__file__).resolve().parents[1] / "data" / "dynamic" / "cases.jsonl"


def records() -> list[dict[str, Any]]:
    return [load_answer(line) for line in DATA.read_text(encoding="utf-8").splitlines()]


class Shape:
    """Every attribute name and block type seen at one nesting level; a
    ``dynamic "T"`` block stands for T, with its ``content`` body and as many
    labels as a ``labels = [...]`` tuple has (first sighting wins)."""

    def __init__(self) -> None:
        self.attrs: set[str] = set()
        self.blocks: dict[str, Shape] = {}
        self.labels: dict[str, int] = {}

    def learn(self, body: ast.Body) -> None:
        self.attrs.update(body.attributes)
        for block in body.blocks:
            type_, inner, nlabels = block.type, block.body, len(block.labels)
            content: ast.Body | None = block.body
            if block.type == "dynamic" and len(block.labels) == 1:
                type_, nlabels = block.labels[0], 0
                labels = block.body.attributes.get("labels")
                if labels is not None and isinstance(labels.expr, ast.TupleConsExpr):
                    nlabels = len(labels.expr.static_list())
                content = None
                for c in block.body.blocks:
                    if c.type == "content":
                        content = c.body
            del inner
            if type_ not in self.blocks:
                self.blocks[type_] = Shape()
                self.labels[type_] = nlabels
            if content is not None:
                self.blocks[type_].learn(content)

    def schema(self) -> BodySchema:
        return BodySchema([AttributeSchema(n) for n in sorted(self.attrs)],
                          [BlockHeaderSchema(t, [f"l{i}" for i in range(self.labels[t])])
                           for t in sorted(self.blocks)])


def context(variables: dict[str, Any]) -> EvalContext:
    values: dict[str, T.Value] = {}
    for name, tv in variables.items():
        if tv.get("unknown"):
            values[name] = T.unknown(T.type_from_json(tv["type"]))
        else:
            values[name] = T.from_json(dump_exact({"value": tv["value"], "type": tv["type"]}))
    return EvalContext(values, hclkit.stdlib.functions())


def dump(body: Body, shape: Shape, ctx: EvalContext, diags: list[Any]) -> dict[str, Any]:
    content, more = body.content(shape.schema())
    diags.extend(more)
    attrs = {}
    for name, attr in content.attributes.items():
        value, more = attr.expr.value(ctx)
        diags.extend(more)
        if not more.has_errors():
            attrs[name] = {"type": oracle_type(value.type), "value": oracle_form(value)}
    blocks = [{"body": dump(b.body, shape.blocks[b.type], ctx, diags), "labels": list(b.labels),
               "type": b.type} for b in content.blocks]
    return {"attributes": attrs, "blocks": blocks}


def expand_answer(src: str, variables: dict[str, Any], json_syntax: bool = False
                  ) -> dict[str, Any]:
    native, diags = hclkit.parse(src, filename="case.hcl")
    assert not diags.has_errors(), diags
    shape = Shape()
    shape.learn(native.body)
    ctx = context(variables)
    if json_syntax:
        file, diags = hclkit.parse_json(to_json_syntax(native.body), filename="case.json")
        assert not diags.has_errors(), diags
    else:
        file = native
    found: list[Any] = []
    body = dump(dynblock.expand(file.body, ctx), shape, ctx, found)
    return {"body": body, "diagnostics": diags_json(found)}


def comparable(answer: dict[str, Any], ranges: bool = True) -> dict[str, Any]:
    """An answer with Go's nil labels as empty lists, and its diagnostics in
    a stable order (the oracle reads attributes in Go's random map order)."""
    def labels(body: dict[str, Any]) -> dict[str, Any]:
        for b in body["blocks"]:
            b["labels"] = b["labels"] or []
            labels(b["body"])
        return body

    diags = [dict(d) for d in answer["diagnostics"]]
    for d in diags:
        if not ranges:
            d.pop("subject", None)
    plain: dict[str, Any] = json.loads(dump_exact(
        {"body": labels(answer["body"]) if "body" in answer else None, "diagnostics": diags}))
    plain["diagnostics"].sort(key=lambda d: json.dumps(d, sort_keys=True))
    return plain


# --- the native source in the JSON syntax ------------------------------------------------------


def to_json_syntax(body: ast.Body) -> str:
    """``body`` written in the JSON syntax, item by item in source order (a
    block type written twice is a property named twice, which the JSON
    syntax allows for blocks)."""
    items: list[tuple[int, str]] = []
    for name, attr in body.attributes.items():
        items.append((attr.range.start.byte, f"{json.dumps(name)}: {_json_attr(name, attr)}"))
    for block in body.blocks:
        inner = to_json_syntax(block.body)
        for label in reversed(block.labels):
            inner = f"{{{json.dumps(label)}: {inner}}}"
        items.append((block.type_range.start.byte, f"{json.dumps(block.type)}: {inner}"))
    return "{" + ", ".join(text for _, text in sorted(items)) + "}"


def _json_attr(name: str, attr: ast.Attribute) -> str:
    expr = attr.expr
    if name == "iterator":  # a traversal in the JSON syntax is written as a plain string
        return json.dumps(expr.source_text())
    if name == "labels" and isinstance(expr, ast.TupleConsExpr):
        return "[" + ", ".join(_interpolation(e.source_text()) for e in expr.static_list()) + "]"
    return _interpolation(expr.source_text())


def _interpolation(source: str) -> str:
    return json.dumps("${" + source + "}", ensure_ascii=False)
