"""The JSON syntax of HCL (seed 001; notes/json-syntax.md).

    file, diags = hclkit.parse_json(src, "config.hcl.json")
    content, diags = file.body.content(schema)

Bodies, attributes, blocks and expressions here have the model's shapes, so
body processing, evaluation, static analysis and ``hcldec`` work on JSON
input as on the native syntax.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass

from ..diagnostics import Diagnostics
from ..limits import DEFAULT_LIMITS, Limits, input_too_large
from ..pos import SourceMap, source_text
from .body import Attribute, Block, Body
from .expr import JSONExpression
from .parser import JArray, JNode, JObject, JSONSourceMap, parse_document

__all__ = ["Attribute", "Block", "Body", "File", "JSONExpression", "parse_json"]


@dataclass(eq=False)
class File:
    """A parsed JSON-syntax file."""

    body: Body
    source_map: SourceMap
    filename: str

    def context_string(self, byte_offset: int) -> str:
        """Where ``byte_offset`` is, as a path of property names and array
        indexes (``resource.a.b``, ``svc[1].web``): the ``, in …`` part of
        a message, as the reference names it."""
        offset = _char_offset(self.source_map, byte_offset)
        parts: list[str] = []
        node: JNode = self.body.node
        while True:
            child: JNode | None = None
            if isinstance(node, JObject):
                # Properties and elements come in source order: a search, not
                # a scan, as every diagnostic of a long file asks.
                props = node.properties
                i = bisect_right(props, offset, key=lambda p: p.name.start) - 1
                if i >= 0 and offset < props[i].value.end:
                    value = props[i].value
                    if isinstance(value, (JObject, JArray)) and \
                            value.start <= offset < value.end:
                        parts.append(("." if parts else "") + props[i].name.value)
                        child = value
            elif isinstance(node, JArray):
                elems = node.elements
                i = bisect_right(elems, offset, key=lambda e: e.start) - 1
                if i >= 0 and offset < elems[i].end and isinstance(elems[i], (JObject, JArray)):
                    parts.append(f"[{i}]")
                    child = elems[i]
            if child is None:
                return "".join(parts)
            node = child


def _char_offset(sm: SourceMap, byte_offset: int) -> int:
    """The character offset of a byte offset (they differ past non-ASCII text)."""
    text = sm.text
    if text.isascii():
        return byte_offset
    # The last character starting at or before the byte: a binary search
    # over positions, not an encoding of the text for each diagnostic.
    lo, hi = 0, len(text)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if sm.pos(mid).byte <= byte_offset:
            lo = mid
        else:
            hi = mid - 1
    return lo


def parse_json(src: str | bytes, filename: str = "<input>", *,
               limits: Limits | None = None) -> tuple[File, Diagnostics]:
    """Parse a configuration file of the JSON syntax.  A file that is not
    a JSON object (or could not be read) has an empty body."""
    limits = limits or DEFAULT_LIMITS
    too_large = input_too_large(len(src), limits, filename)
    if too_large is not None:
        empty = JSONSourceMap("", filename)
        return File(Body(JObject(empty, 0, 0)), empty, filename), too_large
    text = source_text(src)
    sm = JSONSourceMap(text, filename)
    root, diags = parse_document(text, sm, limits)
    if isinstance(root, (JObject, JArray)):
        return File(Body(root), sm, filename), diags
    start = root.start if root is not None else 0
    return File(Body(JObject(sm, start, start)), sm, filename), diags
