"""Traversals: paths from a variable (or from some value) through attributes
and indexes, as expressions refer to them (``var.list[0].name``)."""

from __future__ import annotations

from ..pos import Range, SourceMap, Span
from ..types import Value

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from typing import TypeAlias, TypeVar

    _Named = TypeVar("_Named", bound="_NamedStep")

__all__ = [
    "Traversal",
    "TraverseAttr",
    "TraverseIndex",
    "TraverseRoot",
    "TraverseSplat",
    "TraverseStep",
]


class _Step:
    """A traversal step; its range is worked out when first asked for.

    A parser gives the source map and two offsets (:meth:`at`), kept in the
    step itself: a step per variable reference is many objects in a large
    file, and each object more is work for the garbage collector."""

    __slots__ = ("_end", "_start", "_where")

    _where: Range | SourceMap | Span

    def __init__(self, where: Range | Span) -> None:
        self._where = where
        self._start = self._end = 0

    def _set_at(self, sm: SourceMap, start: int, end: int) -> None:
        self._where = sm
        self._start = start
        self._end = end

    @property
    def range(self) -> Range:
        """Where the step is in the source."""
        where = self._where
        if isinstance(where, Range):
            return where
        if isinstance(where, Span):
            where = self._where = where.resolve()
        else:
            where = self._where = where.range(self._start, self._end)
        return where

    def _key(self) -> tuple[object, ...]:
        return ()

    def __eq__(self, other: object) -> bool:
        return (type(other) is type(self) and self._key() == other._key()
                and self.range == other.range)

    def __hash__(self) -> int:
        return hash((type(self), self._key()))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(map(repr, self._key()))})"


class _NamedStep(_Step):
    __slots__ = ("name",)

    def __init__(self, name: str, where: Range | Span) -> None:
        self._where = where
        self._start = self._end = 0
        self.name = name

    @classmethod
    def at(cls: type[_Named], name: str, sm: SourceMap, start: int, end: int) -> _Named:
        """The step named ``name`` from ``start`` to ``end`` in ``sm``."""
        self = cls.__new__(cls)
        self._set_at(sm, start, end)
        self.name = name
        return self

    def _key(self) -> tuple[object, ...]:
        return (self.name,)




class TraverseRoot(_NamedStep):
    """The variable a traversal starts from."""

    __slots__ = ()


class TraverseAttr(_NamedStep):
    """An attribute step, ``.name``: ``name`` is the attribute's name."""

    __slots__ = ()


class TraverseIndex(_Step):
    """``[key]`` with a constant key (or the legacy ``.0``)."""

    __slots__ = ("key",)

    def __init__(self, key: Value, where: Range | Span) -> None:
        self._where = where
        self._start = self._end = 0
        self.key = key

    @classmethod
    def at(cls, key: Value, sm: SourceMap, start: int, end: int) -> TraverseIndex:
        """The index step ``[key]`` from ``start`` to ``end`` in ``sm``."""
        self = cls.__new__(cls)
        self._set_at(sm, start, end)
        self.key = key
        return self

    def _key(self) -> tuple[object, ...]:
        return (self.key,)


class TraverseSplat(_Step):
    """A splat step, ``[*]`` or ``.*``: what follows applies to each element."""

    __slots__ = ()


TraverseStep: TypeAlias = "TraverseRoot | TraverseAttr | TraverseIndex | TraverseSplat"


class Traversal(tuple[TraverseStep, ...]):
    """A sequence of steps; absolute if it starts with a :class:`TraverseRoot`."""

    __slots__ = ()

    @property
    def is_relative(self) -> bool:
        """Whether the traversal does not start from a variable (it is empty, or
        its first step is not a :class:`TraverseRoot`): a path from some value,
        as after a splat.
        """
        return not self or not isinstance(self[0], TraverseRoot)

    @property
    def root_name(self) -> str:
        """The name of the variable an absolute traversal starts from.

        Raises:
            ValueError: the traversal is relative (see :attr:`is_relative`).
        """
        first = self[0]
        if not isinstance(first, TraverseRoot):
            raise ValueError("a relative traversal has no root")
        return first.name

    @property
    def range(self) -> Range:
        """From the first step to the last (an ``IndexError`` for an empty
        traversal, which has no place)."""
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
