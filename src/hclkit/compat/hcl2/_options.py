"""python-hcl2 8's three option classes, with its field names and defaults.

``SerializationOptions`` shapes what :func:`~hclkit.compat.hcl2.loads`
returns, ``DeserializerOptions`` and ``FormatterOptions`` what
:func:`~hclkit.compat.hcl2.dumps` writes.  Each is a plain dataclass, so
``dataclasses.replace`` and keyword construction work as with python-hcl2.
The writer's two are defined in the write layer, which uses them.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...write.hcl2options import DeserializerOptions, FormatterOptions

__all__ = ["DeserializerOptions", "FormatterOptions", "SerializationOptions"]


@dataclass
class SerializationOptions:
    """Options controlling how parsed HCL is serialized to Python dicts.

    The defaults keep what a round trip needs: quoted strings, ``__is_block__``
    markers, comments, heredocs and scientific notation as written."""

    with_comments: bool = True
    with_meta: bool = False
    wrap_objects: bool = False
    wrap_tuples: bool = False
    explicit_blocks: bool = True
    preserve_heredocs: bool = True
    force_operation_parentheses: bool = False
    preserve_scientific_notation: bool = True
    strip_string_quotes: bool = False
