"""Body schemas and body content (seed 001, "Schema-driven processing").

A schema says what a body is expected to hold; applying it to a body gives
the body content: the attributes it names, and the blocks of the types it
names, in source order.  These classes belong to no syntax: each syntax's
bodies match them against what was written.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..pos import Range

if TYPE_CHECKING:
    from .body import Attribute, Block

__all__ = ["AttributeSchema", "BlockHeaderSchema", "BodyContent", "BodySchema"]


@dataclass(frozen=True, slots=True)
class AttributeSchema:
    """An attribute a body may (or, if ``required``, must) set."""

    name: str
    required: bool = False


@dataclass(frozen=True, slots=True, init=False)
class BlockHeaderSchema:
    """A block type a body may hold, and the names of the labels each block of
    that type must have (one label per name)."""

    type: str
    label_names: tuple[str, ...]

    def __init__(self, type: str, label_names: Iterable[str] = ()) -> None:
        object.__setattr__(self, "type", type)
        object.__setattr__(self, "label_names", tuple(label_names))


@dataclass(frozen=True, slots=True, init=False)
class BodySchema:
    """What a body is expected to hold.

    The spec calls it an error to name one attribute twice or an attribute
    and a block type alike; the reference does not check, and the native
    syntax keeps the two apart, so neither is refused here.
    """

    attributes: tuple[AttributeSchema, ...]
    blocks: tuple[BlockHeaderSchema, ...]

    def __init__(self, attributes: Iterable[AttributeSchema] = (),
                 blocks: Iterable[BlockHeaderSchema] = ()) -> None:
        object.__setattr__(self, "attributes", tuple(attributes))
        object.__setattr__(self, "blocks", tuple(blocks))


@dataclass(slots=True)
class BodyContent:
    """A schema applied to a body: the attributes found (by name) and the
    blocks of the requested types (in source order)."""

    attributes: dict[str, Attribute] = field(default_factory=dict)
    blocks: list[Block] = field(default_factory=list)
    # Where something missing would have gone: the subject of messages about
    # a required attribute or block that is not there.
    missing_item_range: Range | None = None

    def blocks_of_type(self, type: str) -> list[Block]:
        """The blocks of type ``type``, in source order (empty when there are none)."""
        return [b for b in self.blocks if b.type == type]
