"""The syntax-agnostic shapes of bodies, attributes, blocks and expressions.

Each concrete syntax (native, JSON) provides classes with these members;
everything above the syntaxes (decoding, extensions, the convenience API)
works against these protocols only, so it works on every syntax alike.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, runtime_checkable

from ..diagnostics import Diagnostics
from ..pos import Range
from .schema import BodyContent, BodySchema
from .traversal import Traversal

if TYPE_CHECKING:
    from ..types import Value
    from .context import EvalContext

__all__ = ["Attribute", "Block", "Body", "Expression"]


@runtime_checkable
class Expression(Protocol):
    """An expression of some syntax, which evaluates to a value."""

    @property
    def range(self) -> Range: ...

    @property
    def start_range(self) -> Range:
        """Where the expression starts: the subject of messages about all of it."""
        ...

    def variables(self) -> list[Traversal]:
        """Every variable traversal the expression refers to."""
        ...

    def source_text(self) -> str:
        """The expression as it was written."""
        ...

    def value(self, ctx: EvalContext | None = None) -> tuple[Value, Diagnostics]:
        """The expression's value in ``ctx`` (``None``: literal-only mode)."""
        ...


class Attribute(Protocol):
    """``name = expr``"""

    @property
    def name(self) -> str: ...

    @property
    def expr(self) -> Expression: ...

    @property
    def range(self) -> Range: ...

    @property
    def name_range(self) -> Range: ...


class Block(Protocol):
    """``type "label"… { body }``"""

    @property
    def type(self) -> str: ...

    @property
    def labels(self) -> list[str]: ...

    @property
    def body(self) -> Body: ...

    @property
    def type_range(self) -> Range: ...

    @property
    def label_ranges(self) -> list[Range]: ...

    @property
    def def_range(self) -> Range:
        """The block's header: its type and labels."""
        ...


@runtime_checkable
class Body(Protocol):
    """A body: opaque until a schema (or dynamic attributes processing) says
    how to read it."""

    def content(self, schema: BodySchema) -> tuple[BodyContent, Diagnostics]:
        """Everything ``schema`` names; anything else is an error."""
        ...

    def partial_content(self, schema: BodySchema) -> tuple[BodyContent, Body, Diagnostics]:
        """Everything ``schema`` names, and a body of what is left."""
        ...

    def just_attributes(self) -> tuple[dict[str, Attribute], Diagnostics]:
        """Dynamic attributes processing: every attribute, no blocks allowed."""
        ...

    @property
    def missing_item_range(self) -> Range:
        """Where an item the body lacks would have gone."""
        ...
