"""Output values: what a module gives back to its caller."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..model import Block, Expression
from ..pos import Range
from ..types import DYNAMIC, Value, unknown
from .sections import block_range

__all__ = ["Output"]


@dataclass
class Output:
    """An ``output`` block: its value (unknown where it depends on what is
    known only after apply) and what else it declares."""

    name: str
    value: Value = field(default_factory=lambda: unknown(DYNAMIC))
    description: str | None = None
    sensitive: bool = False
    #: The declaring block (its header is ``range``).
    block: Block | None = field(default=None, repr=False, compare=False)
    expr: Expression | None = None

    @property
    def range(self) -> Range | None:
        """The declaring block's header (type and labels), for messages;
        ``None`` for an object made directly rather than read from a block."""
        return block_range(self.block) if self.block is not None else None
