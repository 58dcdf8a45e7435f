"""python-hcl2 8's functions (its ``hcl2.api``), on hclkit's parser.

The names, parameters and defaults are python-hcl2 8.1.4's.  Two
differences by necessity (docs/python-hcl2.md has them all): bad input
raises :class:`hclkit.HCLError` (a ``ValueError`` carrying the reference's
diagnostics) where python-hcl2 raises Lark's exceptions, and the tree
functions return a :class:`~hclkit.compat.hcl2.Document` (hclkit's tree) where
python-hcl2 returns Lark's or its own node types.
"""

import json as _json
from typing import IO as _IO
from typing import Any as _Any

from ...convenience.hcl2shape import json_hcl2 as _json_hcl2
from ...errors import HCLError as _HCLError
from ...json import parse_json as _parse_json
from ...native.file import parse_eagerly as _parse_native  # (every value is read)
from ...write.hcl2writer import write_hcl2 as _write_hcl2
from ._document import Document as StartRule
from ._document import Document as _Document
from ._options import DeserializerOptions, FormatterOptions, SerializationOptions

__all__ = ["DeserializerOptions", "FormatterOptions", "SerializationOptions", "StartRule", "dump",
           "dumps",
           "from_dict", "from_json", "load", "loads", "parse", "parse_to_tree", "parses",
           "parses_to_tree", "reconstruct", "serialize", "transform"]


def load(file: _IO[str] | _IO[bytes], *,
         serialization_options: SerializationOptions | None = None) -> dict[str, _Any]:
    """Load an HCL2 file (text or binary) and return a Python dict.  Raises
    :class:`hclkit.HCLError` (a ``ValueError``) when it does not parse."""
    text, name = _read(file)
    return _loads(text, name, serialization_options)


def loads(text: str | bytes, *,
          serialization_options: SerializationOptions | None = None) -> dict[str, _Any]:
    """Load HCL2 from a string and return a Python dict.  JSON-syntax
    configuration (which python-hcl2 refuses) gives its JSON values as they are.
    Raises :class:`hclkit.HCLError` (a ``ValueError``) when it does not parse."""
    return _loads(text, "<input>", serialization_options)


def dump(data: dict[str, _Any], file: _IO[str], *,
         deserializer_options: DeserializerOptions | None = None,
         formatter_options: FormatterOptions | None = None) -> None:
    """Write a Python dict (as :func:`load` gives it) as HCL2 to a text file."""
    file.write(dumps(data, deserializer_options=deserializer_options,
                     formatter_options=formatter_options))


def dumps(data: dict[str, _Any], *, deserializer_options: DeserializerOptions | None = None,
          formatter_options: FormatterOptions | None = None) -> str:
    """Convert a Python dict (as :func:`load` gives it) to an HCL2 string.
    Data that cannot be HCL raises ``ValueError``."""
    return _write_hcl2(data, deserializer_options, formatter_options)


def parse(file: _IO[str] | _IO[bytes], *, discard_comments: bool = False) -> _Document:
    """Parse an HCL2 file into hclkit's tree (python-hcl2: a LarkElement tree).  Raises
    :class:`hclkit.HCLError` (a ``ValueError``) when it does not parse."""
    text, name = _read(file)
    return _Document(_parsed(text, name), discard_comments)


def parses(text: str | bytes, *, discard_comments: bool = False) -> _Document:
    """Parse an HCL2 string into hclkit's tree (python-hcl2: a LarkElement tree).  Raises
    :class:`hclkit.HCLError` (a ``ValueError``) when it does not parse."""
    return _Document(_parsed(text, "<input>"), discard_comments)


def parse_to_tree(file: _IO[str] | _IO[bytes]) -> _Document:
    """Parse an HCL2 file into hclkit's tree (python-hcl2: a raw Lark tree).  Raises
    :class:`hclkit.HCLError` (a ``ValueError``) when it does not parse."""
    return parse(file)


def parses_to_tree(text: str | bytes) -> _Document:
    """Parse an HCL2 string into hclkit's tree (python-hcl2: a raw Lark tree).  Raises
    :class:`hclkit.HCLError` (a ``ValueError``) when it does not parse."""
    return parses(text)


def transform(lark_tree: _Document, *, discard_comments: bool = False) -> _Document:
    """The tree as :func:`parse` gives it (python-hcl2: a raw Lark tree made
    a LarkElement tree); ``discard_comments`` as there."""
    return _Document(lark_tree.file, discard_comments)


def serialize(tree: _Document, *,
              serialization_options: SerializationOptions | None = None) -> dict[str, _Any]:
    """A parsed tree as the Python dict :func:`loads` gives."""
    return tree.serialize(serialization_options)


def from_dict(data: dict[str, _Any], *, deserializer_options: DeserializerOptions | None = None,
              formatter_options: FormatterOptions | None = None,
              apply_format: bool = True) -> _Document:
    """A Python dict (as :func:`load` gives it) as a tree: the HCL
    :func:`dumps` writes, parsed (``apply_format`` is accepted; the text is
    always formatted)."""
    return parses(dumps(data, deserializer_options=deserializer_options,
                        formatter_options=formatter_options))


def from_json(text: str, *, deserializer_options: DeserializerOptions | None = None,
              formatter_options: FormatterOptions | None = None,
              apply_format: bool = True) -> _Document:
    """:func:`from_dict` of a JSON text.  Text that is not JSON raises
    ``json.JSONDecodeError`` (a ``ValueError``), as with python-hcl2."""
    return from_dict(_json.loads(text), deserializer_options=deserializer_options,
                     formatter_options=formatter_options, apply_format=apply_format)


def reconstruct(tree: _Document) -> str:
    """A tree as HCL2 text: the text it was parsed from (a tree from
    :func:`from_dict` was parsed from what :func:`dumps` writes)."""
    return tree.text


def _read(file: _IO[str] | _IO[bytes]) -> tuple[str | bytes, str]:
    name = getattr(file, "name", None)
    return file.read(), name if isinstance(name, str) else "<input>"


def _parsed(text: str | bytes, name: str) -> _Any:
    file, diags = _parse_native(text, name)
    if diags.has_errors():
        raise _HCLError(diags.errors(), {name: text})
    return file


def _loads(text: str | bytes, name: str,
           options: SerializationOptions | None) -> dict[str, _Any]:
    stripped = text.lstrip()
    if stripped[:1] in ("{", "[", b"{", b"["):
        return _json_data(text, name)
    return serialize(_Document(_parsed(text, name)), serialization_options=options)


def _json_data(text: str | bytes, name: str) -> dict[str, _Any]:
    jfile, diags = _parse_json(text, name)
    if diags.has_errors():
        raise _HCLError(diags.errors(), {name: text})
    data = _json_hcl2(jfile.body.node)
    if isinstance(data, dict):
        return data
    # A root array of objects is one body: its objects' properties together.
    merged: dict[str, _Any] = {}
    for part in data:
        for key, value in part.items() if isinstance(part, dict) else ():
            if isinstance(merged.get(key), list) and isinstance(value, list):
                merged[key].extend(value)
            else:
                merged[key] = value
    return merged
