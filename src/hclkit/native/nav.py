"""Finding one's way around a native-syntax file by position."""

from __future__ import annotations

from bisect import bisect_right

from ..types.sets import go_quote
from .ast import Block, Body

__all__ = ["BlockIndex", "context_string", "outermost_block_at"]


class BlockIndex:
    """The top-level blocks of a body by where they start and end, so that
    finding the one holding an offset is a search, not a scan (a file's
    every diagnostic asks)."""

    __slots__ = ("_blocks", "_ends", "_starts")

    def __init__(self, body: Body) -> None:
        sm = body.sm
        # Blocks come in source order and do not overlap.
        self._blocks = [n for n in body.iter_child_nodes() if isinstance(n, Block)]
        self._starts = [sm.pos(b.start).byte for b in self._blocks]
        self._ends = [sm.pos(b.end).byte for b in self._blocks]

    def block_at(self, byte_offset: int) -> Block | None:
        i = bisect_right(self._starts, byte_offset) - 1
        if i >= 0 and byte_offset < self._ends[i]:
            return self._blocks[i]
        return None


def outermost_block_at(body: Body, byte_offset: int) -> Block | None:
    """The top-level block of ``body`` whose source (from its type to its
    closing brace) holds ``byte_offset``, if any."""
    return BlockIndex(body).block_at(byte_offset)


def context_string(body: Body | BlockIndex, byte_offset: int) -> str:
    """What a diagnostic at ``byte_offset`` is "in", as the reference's text
    writes it after ``on FILE line N, in``: the *outermost* block holding the
    offset, as ``type "label" "label"`` (labels quoted as Go quotes them),
    or ``""`` when the offset is outside every block.  Pass a
    :class:`BlockIndex` to ask about many offsets in one body."""
    index = body if isinstance(body, BlockIndex) else BlockIndex(body)
    block = index.block_at(byte_offset)
    if block is None:
        return ""
    return " ".join([block.type, *(go_quote(label) for label in block.labels)])
