"""Finding one's way around a native-syntax file by position."""

from __future__ import annotations

from ..types.sets import go_quote
from .ast import Block, Body

__all__ = ["context_string", "outermost_block_at"]


def outermost_block_at(body: Body, byte_offset: int) -> Block | None:
    """The top-level block of ``body`` whose source (from its type to its
    closing brace) holds ``byte_offset``, if any."""
    sm = body.sm
    for block in (n for n in body.iter_child_nodes() if isinstance(n, Block)):
        # Blocks come in source order: once one starts after the offset,
        # no later one can hold it.
        if sm.pos(block.start).byte > byte_offset:
            break
        if byte_offset < sm.pos(block.end).byte:
            return block
    return None


def context_string(body: Body, byte_offset: int) -> str:
    """What a diagnostic at ``byte_offset`` is "in", as the reference's text
    writes it after ``on FILE line N, in``: the *outermost* block holding the
    offset, as ``type "label" "label"`` (labels quoted as Go quotes them),
    or ``""`` when the offset is outside every block."""
    block = outermost_block_at(body, byte_offset)
    if block is None:
        return ""
    return " ".join([block.type, *(go_quote(label) for label in block.labels)])
