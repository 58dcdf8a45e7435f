"""The tree python-hcl2's tree functions return, in hclkit's terms.

python-hcl2 returns Lark trees (``parse_to_tree``) and its own node classes
(``parse``, ``transform``, ``from_dict``: a ``StartRule``); without Lark,
hclkit returns a :class:`Document` from all of them: the parsed file
(hclkit's native-syntax AST, ``document.file``) with the text it came
from.  ``serialize``, ``reconstruct`` and ``transform`` accept it, and, as
python-hcl2's ``StartRule``, it has ``body`` and ``serialize``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...errors import HCLError
from ...native import Body, File
from ._options import SerializationOptions
from ._serializer import serialize_body

if TYPE_CHECKING:
    from .utils import SerializationContext

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

    @property
    def body(self) -> Body:
        """The file's body (python-hcl2: the ``BodyRule`` under its ``StartRule``)."""
        return self.file.body

    def serialize(self, options: SerializationOptions | None = None,
                  context: SerializationContext | None = None) -> dict[str, Any]:
        """The Python dict :func:`~hclkit.compat.hcl2.loads` gives, as
        python-hcl2's ``StartRule.serialize``; ``context`` is accepted (a
        whole file's result does not depend on it)."""
        options = options or SerializationOptions()
        data, diags = serialize_body(self.file.body, self.text, options,
                                     options.with_comments and not self.discard_comments)
        if diags.has_errors():
            raise HCLError(diags.errors(), {self.file.filename: self.text})
        return data
