"""Traversals: paths from a variable (or from some value) through attributes
and indexes, as expressions refer to them (``var.list[0].name``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from ..pos import Range
from ..types import Value

__all__ = [
    "Traversal",
    "TraverseAttr",
    "TraverseIndex",
    "TraverseRoot",
    "TraverseSplat",
    "TraverseStep",
]


@dataclass(frozen=True, slots=True)
class TraverseRoot:
    """The variable a traversal starts from."""

    name: str
    range: Range


@dataclass(frozen=True, slots=True)
class TraverseAttr:
    """``.name``"""

    name: str
    range: Range


@dataclass(frozen=True, slots=True)
class TraverseIndex:
    """``[key]`` with a constant key (or the legacy ``.0``)."""

    key: Value
    range: Range


@dataclass(frozen=True, slots=True)
class TraverseSplat:
    """``[*]`` or ``.*``"""

    range: Range


TraverseStep: TypeAlias = "TraverseRoot | TraverseAttr | TraverseIndex | TraverseSplat"


class Traversal(tuple[TraverseStep, ...]):
    """A sequence of steps; absolute if it starts with a :class:`TraverseRoot`."""

    __slots__ = ()

    @property
    def is_relative(self) -> bool:
        return not self or not isinstance(self[0], TraverseRoot)

    @property
    def root_name(self) -> str:
        """The variable an absolute traversal starts from."""
        first = self[0]
        if not isinstance(first, TraverseRoot):
            raise ValueError("a relative traversal has no root")
        return first.name

    @property
    def range(self) -> Range:
        """From the first step to the last."""
        return Range(self[0].range.filename, self[0].range.start, self[-1].range.end)

    def __repr__(self) -> str:
        parts = []
        for step in self:
            if isinstance(step, TraverseRoot):
                parts.append(step.name)
            elif isinstance(step, TraverseAttr):
                parts.append("." + step.name)
            elif isinstance(step, TraverseIndex):
                parts.append(f"[{step.key!r}]")
            else:
                parts.append("[*]")
        return f"Traversal({''.join(parts)})"
