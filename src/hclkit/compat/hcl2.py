"""A drop-in for python-hcl2's ``load`` and ``loads``.

    import hclkit.compat.hcl2 as hcl2
    data = hcl2.loads(text)     # {"resource": [{"aws_instance": {"web": {...}}}]}

The output has python-hcl2's long-standing shape (what its 8.x gives with
``SerializationOptions(with_comments=False, explicit_blocks=False,
strip_string_quotes=True)``, and its earlier versions by default): every
block a list element under its type, labels as nested dicts, strings
without quotes, and anything that is not a literal as ``"${…}"`` text.
Nothing is evaluated.  Errors raise :class:`hclkit.HCLError` (a
``ValueError``) with the reference's diagnostics.  JSON-syntax input gives
its JSON values as they are.  Where the output differs from python-hcl2's,
docs/compatibility.md says how (under "python-hcl2").
"""

from __future__ import annotations

from typing import IO, Any

from ..convenience.hcl2shape import body_hcl2, json_hcl2
from ..errors import HCLError
from ..json import parse_json
from ..native import parse

__all__ = ["load", "loads"]


def loads(text: str | bytes, *, serialization_options: object = None) -> dict[str, Any]:
    """``text`` in python-hcl2's shape.  ``serialization_options`` is
    accepted for python-hcl2's signature; the shape is always the one above."""
    return _loads(text, "<input>")


def load(file: IO[str] | IO[bytes], *, serialization_options: object = None) -> dict[str, Any]:
    """:func:`loads` of an open file (text or binary)."""
    text = file.read()
    name = getattr(file, "name", None)
    return _loads(text, name if isinstance(name, str) else "<input>")


def _loads(text: str | bytes, name: str) -> dict[str, Any]:
    stripped = text.lstrip()
    if stripped[:1] in ("{", "[", b"{", b"["):
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
    file, diags = parse(text, name)
    if not diags.has_errors():
        shaped, diags = body_hcl2(file.body)
        if not diags.has_errors():
            return shaped
    raise HCLError(diags.errors(), {name: text})
