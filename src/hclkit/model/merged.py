"""Several bodies read as one (seed 001: a configuration of several files).

Each body is matched against the schema on its own, with its required
attributes checked only once all are merged: an attribute set in two bodies
is an error ("Duplicate argument"), blocks are concatenated in body order.
A merged body has no single place where a missing item would go, so its
missing item range is empty and in no file, as the reference's is.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..diagnostics import Diagnostics
from ..pos import Pos, Range
from .body import Attribute, Block, Body
from .schema import AttributeSchema, BodyContent, BodySchema

__all__ = ["MergedBody", "merge_bodies"]

_NOWHERE = Range("", Pos(0, 0, 0), Pos(0, 0, 0))


def merge_bodies(bodies: Sequence[Body]) -> Body:
    """One body standing for ``bodies``: the body itself if there is one."""
    return bodies[0] if len(bodies) == 1 else MergedBody(bodies)


class MergedBody:
    """Bodies read as one, in the order given."""

    def __init__(self, bodies: Sequence[Body]) -> None:
        self.bodies = list(bodies)

    @property
    def missing_item_range(self) -> Range:
        """An empty range in no file (filename ``""``, line 0): the bodies
        have no single place where a missing item would go.
        """
        return _NOWHERE

    def content(self, schema: BodySchema) -> tuple[BodyContent, Diagnostics]:
        """Read every body with ``schema`` as one: ``(content, diagnostics)``.
        An attribute set in two bodies is a "Duplicate argument" error,
        blocks come in body order, and a required attribute is missing only
        if no body sets it.
        """
        content, _, diags = self._merge(schema, partial=False)
        return content, diags

    def partial_content(self, schema: BodySchema) -> tuple[BodyContent, Body, Diagnostics]:
        """As :meth:`content`, without errors for items ``schema`` does not
        name: ``(content, rest, diagnostics)``, ``rest`` merging what each
        body leaves.
        """
        return self._merge(schema, partial=True)

    def just_attributes(self) -> tuple[dict[str, Attribute], Diagnostics]:
        """Every attribute of every body: ``(attributes, diagnostics)``; one
        set in two bodies is a "Duplicate argument" error (the first is
        kept), a block in any body is an error.
        """
        diags = Diagnostics()
        attrs: dict[str, Attribute] = {}
        for body in self.bodies:
            these, more = body.just_attributes()
            diags.extend(more)
            for name, attr in these.items():
                if name in attrs:
                    _duplicate(attrs[name], attr, diags)
                else:
                    attrs[name] = attr
        return attrs, diags

    def _merge(self, schema: BodySchema, partial: bool
               ) -> tuple[BodyContent, Body, Diagnostics]:
        diags = Diagnostics()
        # Required attributes are checked on the whole, not in each body.
        optional = BodySchema([AttributeSchema(a.name) for a in schema.attributes],
                              schema.blocks)
        attrs: dict[str, Attribute] = {}
        blocks: list[Block] = []
        rests: list[Body] = []
        for body in self.bodies:
            if partial:
                content, rest, more = body.partial_content(optional)
                rests.append(rest)
            else:
                content, more = body.content(optional)
            diags.extend(more)
            for name, attr in content.attributes.items():
                if name in attrs:
                    _duplicate(attrs[name], attr, diags)
                else:
                    attrs[name] = attr
            blocks.extend(content.blocks)
        for attr_schema in schema.attributes:
            if attr_schema.required and attr_schema.name not in attrs:
                diags.error("Missing required argument",
                            f'The argument "{attr_schema.name}" is required, but was not set.')
        return BodyContent(attrs, blocks, _NOWHERE), MergedBody(rests), diags


def _duplicate(first: Attribute, again: Attribute, diags: Diagnostics) -> None:
    diags.error("Duplicate argument",
                f'Argument "{again.name}" was already set at {first.name_range}',
                again.name_range)

