"""The tree python-hcl2's tree functions return, in hclkit's terms.

python-hcl2 returns Lark trees (``parse_to_tree``) and its own node classes
(``parse``, ``transform``, ``from_dict``); without Lark, hclkit returns a
:class:`Document` from all of them: the parsed file (hclkit's native-syntax
AST, ``document.file``) with the text it came from.  ``serialize``,
``reconstruct`` and ``transform`` accept it.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...native import File

__all__ = ["Document"]


@dataclass(frozen=True)
class Document:
    """A parsed HCL file: ``file`` is hclkit's syntax tree
    (:class:`hclkit.native.File`, whose ``body`` has the attributes and
    blocks), ``text`` the source.  ``discard_comments`` is what
    ``parse``/``transform`` were told: ``serialize`` then leaves comments out."""

    file: File
    discard_comments: bool = False

    @property
    def text(self) -> str:
        """The source text the document was parsed from, unchanged."""
        return self.file.source
