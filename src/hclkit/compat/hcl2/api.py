"""python-hcl2 8's functions (its ``hcl2.api``), on hclkit's parser.

The names, parameters and defaults are python-hcl2 8.1.4's.  Two
differences by necessity (docs/python-hcl2.md has them all): bad input
raises :class:`hclkit.HCLError` (a ``ValueError`` carrying the reference's
diagnostics) where python-hcl2 raises Lark's exceptions, and the tree
functions return a :class:`~.document.Document` (hclkit's tree) where
python-hcl2 returns Lark's or its own node types.
"""

from __future__ import annotations

import json
from typing import IO, Any

from ...convenience.hcl2shape import json_hcl2
from ...errors import HCLError
from ...json import parse_json
from ...native import parse as _parse_native
from .document import Document
from .options import DeserializerOptions, FormatterOptions, SerializationOptions
from .serializer import serialize_body
from .writer import write_hcl

__all__ = ["DeserializerOptions", "FormatterOptions", "SerializationOptions", "dump", "dumps",
           "from_dict", "from_json", "load", "loads", "parse", "parse_to_tree", "parses",
           "parses_to_tree", "reconstruct", "serialize", "transform"]


def load(file: IO[str] | IO[bytes], *,
         serialization_options: SerializationOptions | None = None) -> dict[str, Any]:
    """Load an HCL2 file (text or binary) and return a Python dict."""
    text, name = _read(file)
    return _loads(text, name, serialization_options)


def loads(text: str | bytes, *,
          serialization_options: SerializationOptions | None = None) -> dict[str, Any]:
    """Load HCL2 from a string and return a Python dict.  JSON-syntax
    configuration (which python-hcl2 refuses) gives its JSON values as they are."""
    return _loads(text, "<input>", serialization_options)


def dump(data: dict[str, Any], file: IO[str], *,
         deserializer_options: DeserializerOptions | None = None,
         formatter_options: FormatterOptions | None = None) -> None:
    """Write a Python dict (as :func:`load` gives it) as HCL2 to a text file."""
    file.write(dumps(data, deserializer_options=deserializer_options,
                     formatter_options=formatter_options))


def dumps(data: dict[str, Any], *, deserializer_options: DeserializerOptions | None = None,
          formatter_options: FormatterOptions | None = None) -> str:
    """Convert a Python dict (as :func:`load` gives it) to an HCL2 string.
    Data that cannot be HCL raises ``ValueError``."""
    return write_hcl(data, deserializer_options or DeserializerOptions(),
                     formatter_options or FormatterOptions())


def parse(file: IO[str] | IO[bytes], *, discard_comments: bool = False) -> Document:
    """Parse an HCL2 file into hclkit's tree (python-hcl2: a LarkElement tree)."""
    text, name = _read(file)
    return Document(_parsed(text, name), discard_comments)


def parses(text: str | bytes, *, discard_comments: bool = False) -> Document:
    """Parse an HCL2 string into hclkit's tree (python-hcl2: a LarkElement tree)."""
    return Document(_parsed(text, "<input>"), discard_comments)


def parse_to_tree(file: IO[str] | IO[bytes]) -> Document:
    """Parse an HCL2 file into hclkit's tree (python-hcl2: a raw Lark tree)."""
    return parse(file)


def parses_to_tree(text: str | bytes) -> Document:
    """Parse an HCL2 string into hclkit's tree (python-hcl2: a raw Lark tree)."""
    return parses(text)


def transform(lark_tree: Document, *, discard_comments: bool = False) -> Document:
    """The tree as :func:`parse` gives it (python-hcl2: a raw Lark tree made
    a LarkElement tree); ``discard_comments`` as there."""
    return Document(lark_tree.file, discard_comments)


def serialize(tree: Document, *,
              serialization_options: SerializationOptions | None = None) -> dict[str, Any]:
    """A parsed tree as the Python dict :func:`loads` gives."""
    options = serialization_options or SerializationOptions()
    data, diags = serialize_body(tree.file.body, tree.text, options,
                                 options.with_comments and not tree.discard_comments)
    if diags.has_errors():
        raise HCLError(diags.errors(), {tree.file.filename: tree.text})
    return data


def from_dict(data: dict[str, Any], *, deserializer_options: DeserializerOptions | None = None,
              formatter_options: FormatterOptions | None = None,
              apply_format: bool = True) -> Document:
    """A Python dict (as :func:`load` gives it) as a tree: the HCL
    :func:`dumps` writes, parsed (``apply_format`` is accepted; the text is
    always formatted)."""
    return parses(dumps(data, deserializer_options=deserializer_options,
                        formatter_options=formatter_options))


def from_json(text: str, *, deserializer_options: DeserializerOptions | None = None,
              formatter_options: FormatterOptions | None = None,
              apply_format: bool = True) -> Document:
    """:func:`from_dict` of a JSON text.  Text that is not JSON raises
    ``json.JSONDecodeError`` (a ``ValueError``), as with python-hcl2."""
    return from_dict(json.loads(text), deserializer_options=deserializer_options,
                     formatter_options=formatter_options, apply_format=apply_format)


def reconstruct(tree: Document) -> str:
    """A tree as HCL2 text: the text it was parsed from (a tree from
    :func:`from_dict` was parsed from what :func:`dumps` writes)."""
    return tree.text


def _read(file: IO[str] | IO[bytes]) -> tuple[str | bytes, str]:
    name = getattr(file, "name", None)
    return file.read(), name if isinstance(name, str) else "<input>"


def _parsed(text: str | bytes, name: str) -> Any:
    file, diags = _parse_native(text, name)
    if diags.has_errors():
        raise HCLError(diags.errors(), {name: text})
    return file


def _loads(text: str | bytes, name: str,
           options: SerializationOptions | None) -> dict[str, Any]:
    stripped = text.lstrip()
    if stripped[:1] in ("{", "[", b"{", b"["):
        return _json_data(text, name)
    return serialize(Document(_parsed(text, name)), serialization_options=options)


def _json_data(text: str | bytes, name: str) -> dict[str, Any]:
    jfile, diags = parse_json(text, name)
    if diags.has_errors():
        raise HCLError(diags.errors(), {name: text})
    data = json_hcl2(jfile.body.node)
    if isinstance(data, dict):
        return data
    # A root array of objects is one body: its objects' properties together.
    merged: dict[str, Any] = {}
    for part in data:
        for key, value in part.items() if isinstance(part, dict) else ():
            if isinstance(merged.get(key), list) and isinstance(value, list):
                merged[key].extend(value)
            else:
                merged[key] = value
    return merged
