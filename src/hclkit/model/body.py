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
    def range(self) -> Range:
        """Where the whole expression is in the source."""

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
        """Evaluate the expression in ``ctx``.

        Args:
            ctx: the variables and functions in scope, or ``None`` for
                literal-only mode (any variable or function call is then an
                error).

        Returns:
            ``(value, diagnostics)``.  When the diagnostics have errors the
            value is a placeholder (usually an unknown of the type expected)
            and must not be relied on.  A reference to an unknown value
            gives an unknown result, not an error.  Bad input never raises.
        """
        ...


class Attribute(Protocol):
    """An attribute of a body, ``name = expr``, in any syntax: what
    ``body.content()`` and ``body.just_attributes()`` give by name."""

    @property
    def name(self) -> str:
        """The attribute's name."""

    @property
    def expr(self) -> Expression:
        """The expression after the ``=``, not evaluated."""

    @property
    def range(self) -> Range:
        """Where the whole attribute, name to value, is in the source."""

    @property
    def name_range(self) -> Range:
        """Where the attribute's name is in the source."""


class Block(Protocol):
    """A block of a body, ``type "label"… { body }``, in any syntax: what
    ``body.content()`` gives for the block types its schema names."""

    @property
    def type(self) -> str:
        """The block's type: the identifier it starts with."""

    @property
    def labels(self) -> list[str]:
        """The block's labels, in order (empty when it has none)."""

    @property
    def body(self) -> Body:
        """The block's body, to read with a schema of its own."""

    @property
    def type_range(self) -> Range:
        """Where the block's type is in the source."""

    @property
    def label_ranges(self) -> list[Range]:
        """Where each label is in the source, in the order of :attr:`labels`."""

    @property
    def def_range(self) -> Range:
        """The block's header: its type and labels."""
        ...


@runtime_checkable
class Body(Protocol):
    """A body: opaque until a schema (or dynamic attributes processing) says
    how to read it."""

    def content(self, schema: BodySchema) -> tuple[BodyContent, Diagnostics]:
        """Read the body as ``schema`` says.

        Returns:
            ``(content, diagnostics)``: the attributes and blocks the schema
            names.  An attribute or block the schema does not name, a
            required attribute that is missing, a duplicate, or a block
            with the wrong number of labels is an error in the
            diagnostics; the content then holds what could be read.
        """
        ...

    def partial_content(self, schema: BodySchema) -> tuple[BodyContent, Body, Diagnostics]:
        """Read what ``schema`` names and leave the rest for another schema.

        Returns:
            ``(content, rest, diagnostics)``: as :meth:`content`, but items
            the schema does not name are not errors; ``rest`` is a body of
            just those items.
        """
        ...

    def just_attributes(self) -> tuple[dict[str, Attribute], Diagnostics]:
        """Read the body as attributes only, whatever their names.

        Returns:
            ``(attributes, diagnostics)``: a dict from name to attribute in
            source order.  A block in the body, or an attribute defined
            twice, is an error in the diagnostics (the dict then holds the
            attributes that could be read).
        """
        ...

    @property
    def missing_item_range(self) -> Range:
        """Where an item the body lacks would have gone."""
        ...
