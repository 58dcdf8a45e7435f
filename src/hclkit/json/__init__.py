"""The JSON syntax of HCL (seed 001; notes/json-syntax.md).

    file, diags = hclkit.parse_json(src, "config.hcl.json")
    content, diags = file.body.content(schema)

Bodies, attributes, blocks and expressions here have the model's shapes, so
body processing, evaluation, static analysis and ``hcldec`` work on JSON
input as on the native syntax.
"""

from __future__ import annotations

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
                for prop in node.properties:
                    if prop.name.start <= offset < prop.value.end:
                        value = prop.value
                        if isinstance(value, (JObject, JArray)) and \
                                value.start <= offset < value.end:
                            parts.append(("." if parts else "") + prop.name.value)
                            child = value
                        break
            elif isinstance(node, JArray):
                for i, elem in enumerate(node.elements):
                    if elem.start <= offset < elem.end and isinstance(elem, (JObject, JArray)):
                        parts.append(f"[{i}]")
                        child = elem
                        break
            if child is None:
                return "".join(parts)
            node = child


def _char_offset(sm: SourceMap, byte_offset: int) -> int:
    """The character offset of a byte offset (they differ past non-ASCII text)."""
    text = sm.text
    if text.isascii():
        return byte_offset
    return len(text.encode("utf-8", "surrogateescape")[:byte_offset]
               .decode("utf-8", "surrogateescape"))


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
