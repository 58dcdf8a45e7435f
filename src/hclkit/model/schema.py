"""Body schemas and body content (seed 001, "Schema-driven processing").

A schema says what a body is expected to hold; applying it to a body gives
the body content: the attributes it names, and the blocks of the types it
names, in source order.  These classes belong to no syntax: each syntax's
bodies match them against what was written.
"""

from __future__ import annotations

from collections.abc import Iterable

from .._record import FrozenRecord, Record
from .._record import set_field as _set
from ..pos import Range

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from .body import Attribute, Block

__all__ = ["AttributeSchema", "BlockHeaderSchema", "BodyContent", "BodySchema"]


class AttributeSchema(FrozenRecord):
    """An attribute a body may (or, if ``required``, must) set."""

    __slots__ = _fields = ("name", "required")
    name: str
    required: bool

    def __init__(self, name: str, required: bool = False) -> None:
        _set(self, "name", name)
        _set(self, "required", required)


class BlockHeaderSchema(FrozenRecord):
    """A block type a body may hold, and the names of the labels each block of
    that type must have (one label per name)."""

    __slots__ = _fields = ("type", "label_names")
    type: str
    label_names: tuple[str, ...]

    def __init__(self, type: str, label_names: Iterable[str] = ()) -> None:
        _set(self, "type", type)
        _set(self, "label_names", tuple(label_names))


class BodySchema(FrozenRecord):
    """What a body is expected to hold.

    The spec calls it an error to name one attribute twice or an attribute
    and a block type alike; the reference does not check, and the native
    syntax keeps the two apart, so neither is refused here.
    """

    __slots__ = _fields = ("attributes", "blocks")
    attributes: tuple[AttributeSchema, ...]
    blocks: tuple[BlockHeaderSchema, ...]

    def __init__(self, attributes: Iterable[AttributeSchema] = (),
                 blocks: Iterable[BlockHeaderSchema] = ()) -> None:
        _set(self, "attributes", tuple(attributes))
        _set(self, "blocks", tuple(blocks))


class BodyContent(Record):
    """A schema applied to a body: the attributes found (by name) and the
    blocks of the requested types (in source order)."""

    __slots__ = _fields = ("attributes", "blocks", "missing_item_range")
    attributes: dict[str, Attribute]
    blocks: list[Block]
    # Where something missing would have gone: the subject of messages about
    # a required attribute or block that is not there.
    missing_item_range: Range | None

    def __init__(self, attributes: dict[str, Attribute] | None = None,
                 blocks: list[Block] | None = None,
                 missing_item_range: Range | None = None) -> None:
        self.attributes = {} if attributes is None else attributes
        self.blocks = [] if blocks is None else blocks
        self.missing_item_range = missing_item_range

    def blocks_of_type(self, type: str) -> list[Block]:
        """The blocks of type ``type``, in source order (empty when there are none)."""
        return [b for b in self.blocks if b.type == type]
