"""hclkit's parse of a file in the shape of the oracle's ``dump`` (structure,
ranges, traversals and parse diagnostics), for comparing with recordings."""

from __future__ import annotations

from typing import Any

from hclkit import native
from hclkit.model.traversal import Traversal, TraverseAttr, TraverseIndex, TraverseRoot
from hclkit.pos import Range
from tests.oracle.cases import oracle_form


def rng(r: Range) -> list[list[int]]:
    return [[r.start.line, r.start.column, r.start.byte], [r.end.line, r.end.column, r.end.byte]]


def diags_json(diags: Any) -> list[dict[str, Any]]:
    out = []
    for d in diags:
        item: dict[str, Any] = {"severity": d.severity.value, "summary": d.summary,
                                "detail": d.detail}
        if d.subject is not None:
            item["subject"] = rng(d.subject)
        out.append(item)
    return out


def traversal(t: Traversal) -> list[Any]:
    steps: list[Any] = []
    for s in t:
        if isinstance(s, TraverseRoot):
            steps.append(["root", s.name, rng(s.range)])
        elif isinstance(s, TraverseAttr):
            steps.append(["attr", s.name, rng(s.range)])
        elif isinstance(s, TraverseIndex):
            steps.append(["index", oracle_form(s.key), rng(s.range)])
        else:
            steps.append(["splat", None, rng(s.range)])
    return steps


def body(b: native.Body) -> dict[str, Any]:
    attrs = {}
    for name, a in b.attributes.items():
        attrs[name] = {
            "attr_range": rng(a.range), "name_range": rng(a.name_range),
            "range": rng(a.expr.range), "vars": [traversal(t) for t in a.expr.variables()],
        }
    blocks = [{
        "type": blk.type, "labels": blk.labels, "type_range": rng(blk.type_range),
        "label_ranges": [rng(r) for r in blk.label_ranges],
        "open_range": rng(blk.open_brace_range), "close_range": rng(blk.close_brace_range),
        "body": body(blk.body),
    } for blk in b.blocks]
    return {"attributes": attrs, "blocks": blocks, "range": rng(b.range)}


def dump(src: bytes, filename: str) -> dict[str, Any]:
    f, diags = native.parse(src, filename)
    return {"diagnostics": diags_json(diags), "body": body(f.body)}


def structure_only(oracle: dict[str, Any]) -> dict[str, Any]:
    """An oracle dump without what evaluation adds (values, types, eval diagnostics)."""
    def strip_body(b: dict[str, Any]) -> dict[str, Any]:
        return {
            "attributes": {n: {k: a[k] for k in ("attr_range", "name_range", "range", "vars")}
                           for n, a in b["attributes"].items()},
            # Go writes a block's empty list of labels as null.
            "blocks": [{**blk, "labels": blk["labels"] or [], "body": strip_body(blk["body"])}
                       for blk in b["blocks"]],
            "range": b["range"],
        }
    return {"diagnostics": oracle["diagnostics"], "body": strip_body(oracle["body"])}
