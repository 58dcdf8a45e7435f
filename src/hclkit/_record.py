"""Small value classes without the ``dataclasses`` module.

Importing ``dataclasses`` imports ``inspect`` (and with it ``ast``, ``dis``
and ``tokenize``), and each decorated class runs generated code: together
more than a command's whole work on a small file.  The classes on the way
from source text to data (positions, diagnostics, limits, schemas) derive
from :class:`Record` instead and behave as the dataclass did: equality and
``repr`` over their fields, a hash when frozen, pickling and copying
through their constructor.  It depends on nothing of hclkit's: any layer
may use it.
"""

from __future__ import annotations

from operator import attrgetter

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from typing import Any, ClassVar, NoReturn

    from typing_extensions import Self

__all__ = ["FrozenRecord", "Record", "set_field"]

#: How a frozen record's constructor sets its fields.
set_field = object.__setattr__


def _getter(names: tuple[str, ...]) -> Any:
    """A function from an object to the tuple of its attributes ``names``."""
    if len(names) == 1:
        one = attrgetter(names[0])
        return lambda obj: (one(obj),)
    if not names:
        return lambda obj: ()
    return attrgetter(*names)


class Record:  # noqa: PLW1641 (unhashable: see __eq__)
    """A class of named fields.  A subclass lists them in ``_fields`` (in its
    constructor's order: unpickling and copying call it with them, by
    position), names in ``_uncompared`` those left out of equality, hashing
    and ``repr``, and writes its own ``__init__``."""

    __slots__ = ()
    _fields: ClassVar[tuple[str, ...]] = ()
    _uncompared: ClassVar[tuple[str, ...]] = ()
    # Made from the two above for each subclass.
    _all_values: ClassVar[Any]
    _compared: ClassVar[tuple[str, ...]]
    _compared_values: ClassVar[Any]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._compared = tuple(n for n in cls._fields if n not in cls._uncompared)
        cls._all_values = staticmethod(_getter(cls._fields))
        cls._compared_values = staticmethod(_getter(cls._compared))
        setattr(cls, "__match_args__", cls._fields)  # noqa: B010  # as a dataclass has

    # (Defining __eq__ leaves __hash__ None: a mutable record is unhashable,
    # as a dataclass is.)
    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            values = self._compared_values
            return values(self) == values(other)  # type: ignore[no-any-return]
        return NotImplemented

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._compared)
        return f"{self.__class__.__qualname__}({fields})"

    def __reduce__(self) -> tuple[Any, ...]:
        return self.__class__, self._all_values(self)

    def __replace__(self, **changes: Any) -> Self:
        """A copy with the fields named in ``changes`` set anew, as
        ``dataclasses.replace`` makes one (``copy.replace`` calls this on
        Python 3.13 and later)."""
        fields = dict(zip(self._fields, self._all_values(self), strict=True))
        fields.update(changes)
        return self.__class__(**fields)


class FrozenRecord(Record):
    """A :class:`Record` whose fields cannot be assigned after construction
    (its ``__init__`` sets them with ``object.__setattr__``); hashable."""

    __slots__ = ()

    def __hash__(self) -> int:
        return hash(self._compared_values(self))

    def __setattr__(self, name: str, value: Any) -> NoReturn:
        raise AttributeError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> NoReturn:
        raise AttributeError(f"cannot delete field {name!r}")

