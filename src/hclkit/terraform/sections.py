"""A block's body read without a schema: its attributes and nested blocks
as written, which is how Terraform configuration is read when the
provider's schema is not at hand.

The native syntax tells attributes from blocks by itself.  The JSON syntax
cannot: its nested block types must be named (``blocks``), and every other
property is read as an attribute.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from ..diagnostics import Diagnostics
from ..model import Attribute, Block, BlockHeaderSchema, Body, BodySchema
from ..native import ast
from ..pos import Range

__all__ = ["Section", "block_range", "read_section"]


@dataclass
class Section:
    """Attributes (by name) and nested blocks (in order) of one body."""

    attrs: dict[str, Attribute]
    blocks: list[Block]
    #: The body read.
    body: Body
    #: Bodies merged over this one by override files, for their positions.
    overridden_by: list[Range] = field(default_factory=list)

    def merge(self, other: Section) -> None:
        """``other`` (an override) over this one, as Terraform merges them:
        each attribute it sets replaces this one's, and the nested blocks of
        each type it has replace all of this one's blocks of that type."""
        self.attrs.update(other.attrs)
        replaced = {b.type for b in other.blocks}
        if replaced:
            self.blocks = [b for b in self.blocks if b.type not in replaced] + other.blocks
        self.overridden_by.append(other.missing)

    @property
    def missing(self) -> Range:
        """Where an attribute that is missing would be (for messages)."""
        return self.body.missing_item_range


def read_section(body: Body, blocks: Mapping[str, Sequence[str]] | None = None
                 ) -> tuple[Section, Diagnostics]:
    """``body`` as a :class:`Section`; ``blocks`` names the nested block
    types (and their labels) a JSON body may hold."""
    if isinstance(body, ast.Body):
        return Section(dict(body.attributes), list(body.blocks), body), \
            Diagnostics()
    schema = BodySchema(blocks=[BlockHeaderSchema(t, labels)
                                for t, labels in (blocks or {}).items()])
    content, rest, diags = body.partial_content(schema)
    attrs, more = rest.just_attributes()
    diags.extend(more)
    return Section(dict(attrs), list(content.blocks), body), diags


def block_range(block: Block) -> Range:
    """A block's header: its type and labels."""
    start = block.type_range
    end = block.label_ranges[-1] if block.label_ranges else start
    return Range(start.filename, start.start, end.end)
