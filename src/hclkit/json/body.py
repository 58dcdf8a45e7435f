"""Bodies of the JSON syntax (notes/json-syntax.md, "Bodies").

A body is an object, or an array of objects read as one.  JSON cannot tell
an attribute from a block, so the schema does: a property the schema calls
an attribute defines it; one it calls a block type holds one object level
per label, then one body (an object) or several (an array of objects).  A
``//`` property is a comment.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..diagnostics import Diagnostics
from ..model.names import name_suggestion
from ..model.schema import BlockHeaderSchema, BodyContent, BodySchema
from ..pos import Range
from .expr import JSONExpression
from .parser import JArray, JKeyword, JNode, JObject, JProperty

if TYPE_CHECKING:
    from ..model.body import Attribute as ModelAttribute
    from ..model.body import Block as ModelBlock

__all__ = ["Attribute", "Block", "Body"]


@dataclass(eq=False)
class Attribute:
    """An attribute of a JSON-syntax body: a property that the schema calls an
    attribute (or any property, for ``just_attributes``).  ``name`` is the
    property name, ``expr`` its value as an expression, ``range`` the whole
    property and ``name_range`` its name.
    """

    name: str
    expr: JSONExpression
    range: Range
    name_range: Range


@dataclass(eq=False)
class Block:
    """A block of a JSON-syntax body: a property the schema names as a block
    type, with one nested object level per label.  ``type``, ``labels`` and
    ``body`` are as in the native syntax; ``type_range`` and
    ``label_ranges`` point at the property names, ``def_range`` at the
    opening brace of the block's body (or the bracket of the array it is
    in).
    """

    type: str
    labels: list[str]
    body: Body
    type_range: Range
    label_ranges: list[Range]
    # The opening brace of the block's body, or the opening bracket of the
    # array it is in (the reference names that place for the block).
    def_range: Range

    @property
    def open_brace_range(self) -> Range:
        """Where the block's body starts: its ``{`` (or ``[`` for an array of bodies)."""
        return self.body.node.sm.range(self.body.node.start, self.body.node.start + 1)


def _prop_range(prop: JProperty) -> Range:
    return prop.name.sm.range(prop.name.start, prop.value.end)


@dataclass(eq=False)
class Body:
    """A JSON value standing for a body; ``hidden`` names what a partial
    content already took."""

    node: JNode
    hidden: frozenset[str] = field(default_factory=frozenset)

    @property
    def missing_item_range(self) -> Range:
        """Where a missing item would have gone: the body's closing brace
        (or bracket)."""
        node = self.node
        return node.sm.range(max(node.end - 1, node.start), node.end)

    def _objects(self, diags: Diagnostics) -> Iterator[JObject]:
        node = self.node
        if isinstance(node, JObject):
            yield node
        elif isinstance(node, JArray):
            for elem in node.elements:
                if isinstance(elem, JObject):
                    yield elem
                else:
                    diags.error("Incorrect JSON value type", "A JSON object is required here, "
                                "to define arguments and child blocks.", elem.range)
        else:
            diags.error("Incorrect JSON value type",
                        "Either a JSON object or JSON array of objects is required here, to "
                        "define arguments and child blocks.", node.range)

    def _properties(self, diags: Diagnostics, named: frozenset[str] = frozenset()
                    ) -> Iterator[JProperty]:
        """The body's properties, but its ``//`` comments (unless the schema
        names ``//``) and what a partial content took."""
        for obj in self._objects(diags):
            for prop in obj.properties:
                name = prop.name.value
                if (name != "//" or name in named) and name not in self.hidden:
                    yield prop

    def partial_content(self, schema: BodySchema) -> tuple[BodyContent, Body, Diagnostics]:
        """Read what ``schema`` names: ``(content, rest, diagnostics)``, ``rest``
        a body of the properties the schema does not name (not errors
        here).  Otherwise as :meth:`content`.
        """
        content, rest, diags = self._content(schema, partial=True)
        return content, rest, diags

    def content(self, schema: BodySchema) -> tuple[BodyContent, Diagnostics]:
        """Read the body as ``schema`` says: ``(content, diagnostics)``.

        A property the schema does not name, a required attribute that is
        missing, a duplicate, a value of the wrong JSON type (a block that is
        not an object or array of objects) or too few label levels is an
        error in the diagnostics; the content holds what could be read.
        ``//`` properties are comments unless the schema names ``//``.
        """
        content, _, diags = self._content(schema, partial=False)
        return content, diags

    def _content(self, schema: BodySchema, partial: bool
                 ) -> tuple[BodyContent, Body, Diagnostics]:
        diags = Diagnostics()
        attr_names = {a.name for a in schema.attributes}
        headers = {b.type: b for b in schema.blocks}
        attrs: dict[str, ModelAttribute] = {}
        first_range: dict[str, Range] = {}
        blocks: list[ModelBlock] = []
        used: set[str] = set()
        named = frozenset(attr_names) | frozenset(headers)
        for prop in self._properties(diags, named):
            name = prop.name.value
            if name in attr_names:
                used.add(name)
                if name in attrs:
                    diags.error("Duplicate argument",
                                f'The argument "{name}" was already set at '
                                f"{first_range[name]}.", prop.name.range)
                    continue
                attrs[name] = Attribute(name, JSONExpression(prop.value), _prop_range(prop),
                                        prop.name.range)
                first_range[name] = _prop_range(prop)
            elif name in headers:
                used.add(name)
                _blocks(prop, headers[name], [], [], prop.value, blocks, diags)
        for attr_schema in schema.attributes:
            if attr_schema.required and attr_schema.name not in attrs:
                diags.error("Missing required argument",
                            f'The argument "{attr_schema.name}" is required, but no definition '
                            "was found.", self.missing_item_range)
        if not partial:
            # A second pass for what the schema does not name, as the
            # reference makes it (so it reports elements that are not
            # objects once more); it suggests the arguments not yet set.
            candidates = [*sorted(attr_names - used), *sorted(headers)]
            for prop in self._properties(diags, named):
                name = prop.name.value
                if name not in named:
                    suggestion = name_suggestion(name, candidates)
                    hint = f' Did you mean "{suggestion}"?' if suggestion else ""
                    diags.error("Extraneous JSON object property",
                                f'No argument or block type is named "{name}".{hint}',
                                prop.name.range)
        rest = Body(self.node, self.hidden | used)
        return BodyContent(attrs, blocks, self.missing_item_range), rest, diags

    def just_attributes(self) -> tuple[dict[str, ModelAttribute], Diagnostics]:
        """Every property as an attribute: ``(attributes, diagnostics)``.  A body
        that is not an object, or a property defined twice, is an error (the
        dict holds what could be read).
        """
        diags = Diagnostics()
        if not isinstance(self.node, JObject):
            diags.error("Incorrect JSON value type",
                        "A JSON object is required here, setting the arguments for this block.",
                        self.node.sm.range(self.node.start, self.node.start + 1))
            return {}, diags
        attrs: dict[str, ModelAttribute] = {}
        for prop in self._properties(diags):
            name = prop.name.value
            if name in attrs:
                diags.error("Duplicate attribute definition",
                            f'The argument "{name}" was already set at {attrs[name].range}.',
                            prop.name.range)
                continue
            attrs[name] = Attribute(name, JSONExpression(prop.value), _prop_range(prop),
                                    prop.name.range)
        return attrs, diags


def _blocks(type_prop: JProperty, header: BlockHeaderSchema, labels: list[str],
            label_ranges: list[Range], value: JNode, out: list[ModelBlock],
            diags: Diagnostics) -> None:
    """The blocks ``value`` holds, after ``labels`` of ``header``'s have been read."""
    names = header.label_names
    if len(labels) < len(names):
        label_name = names[len(labels)]
        objects: list[JObject] = []
        if isinstance(value, JObject):
            objects = [value]
        elif isinstance(value, JArray):
            for elem in value.elements:
                if isinstance(elem, JObject):
                    objects.append(elem)
                else:
                    diags.error("Incorrect JSON value type", "A JSON object is required here, "
                                f"to specify {label_name} labels for this block.", elem.range)
        else:
            diags.error("Incorrect JSON value type",
                        "Either a JSON object or JSON array of objects is required here, to "
                        f"specify {label_name} labels for this block.", value.range)
        props = [p for obj in objects for p in obj.properties]
        if not props:
            diags.error("Missing block label",
                        "At least one object property is required, whose name represents the "
                        f"{header.type} block's {label_name}.", value.start_range)
            return
        for prop in props:
            _blocks(type_prop, header, [*labels, prop.name.value],
                    [*label_ranges, prop.name.range], prop.value, out, diags)
        return
    if isinstance(value, JObject):
        bodies: list[JNode] = [value]
    elif isinstance(value, JArray):
        bodies = list(value.elements)
    elif isinstance(value, JKeyword) and value.word == "null":
        return  # no blocks
    else:
        diags.error("Incorrect JSON value type",
                    "Either a JSON object or a JSON array is required, representing the "
                    f'contents of one or more "{header.type}" blocks.', value.range)
        return
    def_range = value.start_range  # the same for every body of an array
    for body in bodies:
        out.append(Block(header.type, list(labels), Body(body), type_prop.name.range,
                         list(label_ranges), def_range))
