"""Paths into values, for saying where in a value something went wrong."""

from __future__ import annotations

from .._record import FrozenRecord
from .._record import set_field as _set
from .number import to_text
from .sets import go_quote

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from typing import TypeAlias

    from .value import Value

__all__ = ["GetAttrStep", "IndexStep", "PathStep", "describe_path"]


class GetAttrStep(FrozenRecord):
    """An object attribute, by name."""

    __slots__ = _fields = ("name",)
    name: str

    def __init__(self, name: str) -> None:
        _set(self, "name", name)

    def describe(self) -> str:
        """The step as messages name it: ``attribute "name"``."""
        return f"attribute {go_quote(self.name)}"


class IndexStep(FrozenRecord):
    """A list, tuple or set element (number or element key), or a map element (string key)."""

    __slots__ = _fields = ("key",)
    key: Value

    def __init__(self, key: Value) -> None:
        _set(self, "key", key)

    def describe(self) -> str:
        """The step as messages name it: ``element "key"`` for a string key,
        ``element 2`` for a number, plain ``element`` for a set element.
        """
        if self.key.type.kind == "string":
            return f"element {go_quote(self.key.as_string())}"
        if self.key.type.kind == "number":
            return f"element {to_text(self.key.as_number())}"
        return "element"


PathStep: TypeAlias = "GetAttrStep | IndexStep"


def describe_path(path: tuple[PathStep, ...]) -> str:
    """``attribute "a": element 0: `` — the prefix that places a message."""
    return "".join(step.describe() + ": " for step in path)
