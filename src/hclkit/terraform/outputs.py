"""Output values: what a module gives back to its caller."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..model import Expression
from ..pos import Range
from ..types import DYNAMIC, Value, unknown

__all__ = ["Output"]


@dataclass
class Output:
    """An ``output`` block: its value (unknown where it depends on what is
    known only after apply) and what else it declares."""

    name: str
    value: Value = field(default_factory=lambda: unknown(DYNAMIC))
    description: str | None = None
    sensitive: bool = False
    range: Range | None = None
    expr: Expression | None = None
