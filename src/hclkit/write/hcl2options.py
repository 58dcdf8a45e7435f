"""The options of python-hcl2 8's writer, with its field names and defaults.

``DeserializerOptions`` says how data becomes HCL (strings or heredocs,
object element separators), ``FormatterOptions`` the whitespace of the
text written.  They live in the write layer, which uses them; the
python-hcl2 drop-in (:mod:`hclkit.compat.hcl2`) exports them as
python-hcl2 does.  Each is a plain dataclass, so ``dataclasses.replace``
and keyword construction work as with python-hcl2.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["DeserializerOptions", "FormatterOptions"]


@dataclass
class DeserializerOptions:
    """Options controlling how Python dicts are read back into HCL."""

    heredocs_to_strings: bool = False
    strings_to_heredocs: bool = False
    object_elements_colon: bool = False
    object_elements_trailing_comma: bool = True


@dataclass
class FormatterOptions:
    """Options controlling the whitespace of the HCL written."""

    indent_length: int = 2
    open_empty_blocks: bool = True
    open_empty_objects: bool = False
    open_empty_tuples: bool = False
    vertically_align_attributes: bool = True
    vertically_align_object_elements: bool = True
