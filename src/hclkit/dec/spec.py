"""Specs: how a body becomes a value (seed 003, "Spec Block Types").

Each spec says what it needs of a body (its part of the body's schema), how
to make its value from the body's content, and the type of that value
before any body is seen (its implied type).  A spec that reads a nested
block applies its own nested spec to that block's body, exhaustively, so
anything unexpected in the input is an error with a suggestion.
"""

from __future__ import annotations

import functools
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..diagnostics import Diagnostic, Diagnostics, Severity
from ..model import (
    AttributeSchema,
    BlockHeaderSchema,
    BodyContent,
    BodySchema,
    EvalContext,
    Expression,
    Traversal,
)
from ..model.body import Attribute, Block, Body
from ..model.exprvalues import expression_values
from ..pos import Range
from ..types import (
    DYNAMIC,
    ConversionError,
    List,
    Map,
    Object,
    Set,
    Tuple,
    Type,
    Value,
    convert,
    list_value,
    map_value,
    null,
    object_value,
    set_value,
    tuple_value,
    unify,
    unknown,
)

__all__ = [
    "AttrSpec",
    "BlockAttrsSpec",
    "BlockListSpec",
    "BlockMapSpec",
    "BlockSetSpec",
    "BlockSpec",
    "DefaultSpec",
    "LiteralSpec",
    "ObjectSpec",
    "Spec",
    "TransformSpec",
    "TupleSpec",
    "decode",
    "schema_of",
    "single_block",
    "variables",
]

Ctx = EvalContext | None


class Spec(ABC):
    """One mapping from (part of) a body to a value."""

    @abstractmethod
    def implied_type(self) -> Type:
        """The type of the value before any body is seen."""

    @abstractmethod
    def add_schema(self, attrs: list[AttributeSchema], blocks: list[BlockHeaderSchema]) -> None:
        """Add what this spec reads to a body's schema."""

    @abstractmethod
    def decode(self, content: BodyContent, ctx: Ctx, diags: Diagnostics) -> Value:
        """The value of this spec's part of ``content``, its expressions
        evaluated in ``ctx``.  Problems are appended to ``diags``: a value
        that does not convert gives an unknown of the spec's type, a
        missing required item a null.  An optional item that is absent
        gives a null (an empty collection, for block lists, sets and
        maps).  Never raises for bad input."""

    def variables(self, content: BodyContent) -> list[Traversal]:
        """The variables this spec's part of ``content`` refers to."""
        return []

    def source_range(self, content: BodyContent, body: Body) -> Range:
        """Where in ``body`` this spec's value comes from, for messages (the
        body's missing-item range when the spec reads no single item)."""
        return body.missing_item_range


def schema_of(spec: Spec) -> BodySchema:
    """The body schema ``spec`` implies."""
    attrs: list[AttributeSchema] = []
    blocks: list[BlockHeaderSchema] = []
    spec.add_schema(attrs, blocks)
    return BodySchema(attrs, blocks)


def decode(body: Body, spec: Spec, ctx: Ctx = None) -> tuple[Value, Diagnostics]:
    """``body`` read through ``spec``, its expressions evaluated in ``ctx``."""
    content, diags = body.content(schema_of(spec))
    val = spec.decode(content, ctx, diags)
    return val, diags


def variables(body: Body, spec: Spec) -> list[Traversal]:
    """Every variable the parts of ``body`` that ``spec`` reads refer to."""
    content, _ = body.content(schema_of(spec))
    return spec.variables(content)


def _attribute_value(attr: Attribute, ty: Type, ctx: Ctx, diags: Diagnostics) -> Value:
    """``attr``'s value converted to ``ty`` (an unknown of ``ty``, reported, if
    it does not convert)."""
    val, more = attr.expr.value(ctx)
    diags.extend(more)
    try:
        return convert(val, ty)
    except ConversionError as e:
        diags.append(Diagnostic(
            Severity.ERROR, "Incorrect attribute value type",
            f'Inappropriate value for attribute "{attr.name}": {e.reason}.', attr.expr.range,
            expression_values=expression_values(attr.expr, ctx)))
        return unknown(ty)


def _nested_content(block: Block, spec: Spec, diags: Diagnostics) -> BodyContent:
    content, more = block.body.content(schema_of(spec))
    diags.extend(more)
    return content


# --- structure ------------------------------------------------------------------------------------


@dataclass
class ObjectSpec(Spec):
    """An object with one attribute per named nested spec."""

    attrs: dict[str, Spec]

    def implied_type(self) -> Type:
        return Object({k: s.implied_type() for k, s in self.attrs.items()})

    def add_schema(self, attrs: list[AttributeSchema], blocks: list[BlockHeaderSchema]) -> None:
        for spec in self.attrs.values():
            spec.add_schema(attrs, blocks)

    def decode(self, content: BodyContent, ctx: Ctx, diags: Diagnostics) -> Value:
        # The reference visits the names in Go map order (at random); lexical
        # order makes our messages come out the same each time.
        return object_value({k: self.attrs[k].decode(content, ctx, diags)
                             for k in sorted(self.attrs)})

    def variables(self, content: BodyContent) -> list[Traversal]:
        return [t for k in sorted(self.attrs) for t in self.attrs[k].variables(content)]


@dataclass
class TupleSpec(Spec):
    """A tuple of the nested specs' values, in order (``array``, ``tuple``)."""

    items: list[Spec]

    def implied_type(self) -> Type:
        return Tuple([s.implied_type() for s in self.items])

    def add_schema(self, attrs: list[AttributeSchema], blocks: list[BlockHeaderSchema]) -> None:
        for spec in self.items:
            spec.add_schema(attrs, blocks)

    def decode(self, content: BodyContent, ctx: Ctx, diags: Diagnostics) -> Value:
        return tuple_value([s.decode(content, ctx, diags) for s in self.items])

    def variables(self, content: BodyContent) -> list[Traversal]:
        return [t for s in self.items for t in s.variables(content)]


# --- leaves ---------------------------------------------------------------------------------------


@dataclass
class AttrSpec(Spec):
    """The value of one attribute, converted to ``type``."""

    name: str
    type: Type = DYNAMIC
    required: bool = False

    def implied_type(self) -> Type:
        return self.type

    def add_schema(self, attrs: list[AttributeSchema], blocks: list[BlockHeaderSchema]) -> None:
        attrs.append(AttributeSchema(self.name, self.required))

    def decode(self, content: BodyContent, ctx: Ctx, diags: Diagnostics) -> Value:
        attr = content.attributes.get(self.name)
        if attr is None:
            return null(self.type)
        return _attribute_value(attr, self.type, ctx, diags)

    def variables(self, content: BodyContent) -> list[Traversal]:
        attr = content.attributes.get(self.name)
        return attr.expr.variables() if attr is not None else []

    def source_range(self, content: BodyContent, body: Body) -> Range:
        attr = content.attributes.get(self.name)
        return attr.expr.range if attr is not None else body.missing_item_range


@dataclass
class LiteralSpec(Spec):
    """A value given in the spec."""

    value: Value

    def implied_type(self) -> Type:
        return self.value.type

    def add_schema(self, attrs: list[AttributeSchema], blocks: list[BlockHeaderSchema]) -> None:
        pass  # reads nothing of the body

    def decode(self, content: BodyContent, ctx: Ctx, diags: Diagnostics) -> Value:
        return self.value


# --- blocks ---------------------------------------------------------------------------------------


@dataclass
class _BlockSpec(Spec):
    type_name: str
    nested: Spec

    def add_schema(self, attrs: list[AttributeSchema], blocks: list[BlockHeaderSchema]) -> None:
        blocks.append(BlockHeaderSchema(self.type_name))

    def variables(self, content: BodyContent) -> list[Traversal]:
        found: list[Traversal] = []
        for block in content.blocks_of_type(self.type_name):
            found.extend(self.nested.variables(_nested_content(block, self.nested,
                                                               Diagnostics())))
        return found


@dataclass
class BlockSpec(_BlockSpec):
    """One block (or none: null) of a type, read through ``nested``."""

    required: bool = False

    def implied_type(self) -> Type:
        return self.nested.implied_type()

    def decode(self, content: BodyContent, ctx: Ctx, diags: Diagnostics) -> Value:
        block = single_block(content, self.type_name, self.required, diags)
        if block is None:
            return null(self.implied_type())
        return self.nested.decode(_nested_content(block, self.nested, diags), ctx, diags)


def single_block(content: BodyContent, type_name: str, required: bool, diags: Diagnostics
                  ) -> Block | None:
    """The one block of ``type_name``, if there is one: more is an error, and
    none is one if ``required``."""
    found = content.blocks_of_type(type_name)
    if not found:
        if required:
            diags.error(f"Missing {type_name} block",
                        f'A block of type "{type_name}" is required here.',
                        content.missing_item_range)
        return None
    for extra in found[1:]:
        diags.error(f"Duplicate {type_name} block",
                    f'Only one block of type "{type_name}" is allowed. Previous definition '
                    f"was at {found[0].def_range}.", extra.def_range)
    return found[0]


@dataclass
class BlockListSpec(_BlockSpec):
    """Every block of a type, in order: a list (a tuple if the nested spec's
    type is not fully known in advance)."""

    min_items: int = 0
    max_items: int = 0

    def implied_type(self) -> Type:
        return List(self.nested.implied_type())

    def _elements(self, content: BodyContent, ctx: Ctx, diags: Diagnostics
                  ) -> list[Value]:
        found = content.blocks_of_type(self.type_name)
        elems = [self.nested.decode(_nested_content(b, self.nested, diags), ctx, diags)
                 for b in found]
        if len(found) < self.min_items:
            diags.error(f"Insufficient {self.type_name} blocks",
                        f'At least {self.min_items} "{self.type_name}" blocks are required.',
                        content.missing_item_range)
        elif self.max_items > 0 and len(found) > self.max_items:
            diags.error(f"Too many {self.type_name} blocks",
                        f'No more than {self.max_items} "{self.type_name}" blocks are allowed',
                        found[self.max_items].body.missing_item_range)
        return elems

    def _element_type(self, content: BodyContent, elems: list[Value], diags: Diagnostics
                      ) -> Type | None:
        """The elements' common type: the nested spec's, or where that is not
        fully known in advance, what the elements' types unify to (None:
        they do not, and that is reported)."""
        ety = self.nested.implied_type()
        if not ety.has_dynamic() or not elems:
            return ety
        common = unify([e.type for e in elems])
        if common is None:
            first = content.blocks_of_type(self.type_name)[0]
            diags.error(f"Unconsistent argument types in {self.type_name} blocks",
                        "Corresponding attributes in all blocks of this type must be the same.",
                        self.nested.source_range(_nested_content(first, self.nested,
                                                                 Diagnostics()), first.body))
        return common

    def decode(self, content: BodyContent, ctx: Ctx, diags: Diagnostics) -> Value:
        elems = self._elements(content, ctx, diags)
        ety = self._element_type(content, elems, diags)
        if ety is None:
            return unknown(self.implied_type())
        return self._collection([convert(e, ety) for e in elems], ety)

    @staticmethod
    def _collection(elems: list[Value], ety: Type) -> Value:
        return list_value(elems, ety)


@dataclass
class BlockSetSpec(BlockListSpec):
    """Every block of a type, as a set (duplicates removed)."""

    def implied_type(self) -> Type:
        return Set(self.nested.implied_type())

    @staticmethod
    def _collection(elems: list[Value], ety: Type) -> Value:
        return set_value(elems, ety)


@dataclass
class BlockMapSpec(_BlockSpec):
    """Every block of a type, in maps keyed by its labels, one level a label."""

    labels: list[str] = field(default_factory=list)

    def implied_type(self) -> Type:
        t = self.nested.implied_type()
        for _ in self.labels:
            t = Map(t)
        return t

    def add_schema(self, attrs: list[AttributeSchema], blocks: list[BlockHeaderSchema]) -> None:
        blocks.append(BlockHeaderSchema(self.type_name, self.labels))

    def decode(self, content: BodyContent, ctx: Ctx, diags: Diagnostics) -> Value:
        tree: dict[str, object] = {}
        for block in content.blocks_of_type(self.type_name):
            val = self.nested.decode(_nested_content(block, self.nested, diags), ctx, diags)
            level = tree
            for label in block.labels[:-1]:
                level = level.setdefault(label, {})  # type: ignore[assignment]
            last = block.labels[-1]
            if last in level:
                names = " ".join(f'"{label}"' for label in block.labels)
                diags.error(f"Duplicate {self.type_name} block",
                            f"A block for {self.type_name} {names} was already defined. The "
                            f"{self.type_name} labels must be unique.", block.def_range)
                continue
            level[last] = val
        return _maps(tree, self.nested.implied_type(), len(self.labels))


def _maps(tree: dict[str, object], ety: Type, depth: int) -> Value:
    if depth == 1:
        return map_value(tree, ety)  # type: ignore[arg-type]
    inner = ety
    for _ in range(depth - 1):
        inner = Map(inner)
    return map_value({k: _maps(v, ety, depth - 1)  # type: ignore[arg-type]
                      for k, v in tree.items()}, inner)


@dataclass
class BlockAttrsSpec(Spec):
    """The attributes of one block of a type, as a map of ``element_type``."""

    type_name: str
    element_type: Type
    required: bool = False

    def implied_type(self) -> Type:
        return Map(self.element_type)

    def add_schema(self, attrs: list[AttributeSchema], blocks: list[BlockHeaderSchema]) -> None:
        blocks.append(BlockHeaderSchema(self.type_name))

    def decode(self, content: BodyContent, ctx: Ctx, diags: Diagnostics) -> Value:
        block = single_block(content, self.type_name, self.required, diags)
        if block is None:
            return null(self.implied_type())
        attrs, more = block.body.just_attributes()
        diags.extend(more)
        vals: dict[str, Value] = {}
        for name in sorted(attrs):  # reported as for an ``attr`` spec
            vals[name] = _attribute_value(attrs[name], self.element_type, ctx, diags)
        return map_value(vals, self.element_type)

    def variables(self, content: BodyContent) -> list[Traversal]:
        found: list[Traversal] = []
        for block in content.blocks_of_type(self.type_name)[:1]:
            attrs, _ = block.body.just_attributes()
            for name in sorted(attrs):
                found.extend(attrs[name].expr.variables())
        return found


# --- combinations ---------------------------------------------------------------------------------


@dataclass
class DefaultSpec(Spec):
    """The first of ``specs`` whose value is not null."""

    specs: Sequence[Spec]

    def implied_type(self) -> Type:
        return self.specs[0].implied_type()

    def add_schema(self, attrs: list[AttributeSchema], blocks: list[BlockHeaderSchema]) -> None:
        # Every spec constrains the body (the seed says only the first does),
        # and twice over: the reference reports a missing required attribute
        # of a default twice.
        for spec in self.specs:
            spec.add_schema(attrs, blocks)
            spec.add_schema(attrs, blocks)

    def decode(self, content: BodyContent, ctx: Ctx, diags: Diagnostics) -> Value:
        val = self.specs[0].decode(content, ctx, diags)
        for spec in self.specs[1:]:
            if not val.is_null:
                break
            val = spec.decode(content, ctx, diags)
        return val

    def variables(self, content: BodyContent) -> list[Traversal]:
        return [t for s in self.specs for t in s.variables(content)]


@dataclass
class TransformSpec(Spec):
    """``result`` evaluated with ``nested`` set to the wrapped spec's value."""

    wrapped: Spec
    result: Expression | None
    spec_ctx: EvalContext
    result_range: Range | None = None

    def implied_type(self) -> Type:
        return self._result_type

    @functools.cached_property
    def _result_type(self) -> Type:
        # The type ``result`` has for an unknown ``nested`` of the wrapped
        # spec's type (dynamic if that fails), as the reference works it out;
        # worked out once, since decoding asks for it at every block.
        if self.result is None:
            return DYNAMIC
        nested = unknown(self.wrapped.implied_type())
        val, diags = self.result.value(self.spec_ctx.child({"nested": nested}))
        return DYNAMIC if diags.has_errors() else val.type

    def add_schema(self, attrs: list[AttributeSchema], blocks: list[BlockHeaderSchema]) -> None:
        self.wrapped.add_schema(attrs, blocks)

    def decode(self, content: BodyContent, ctx: Ctx, diags: Diagnostics) -> Value:
        nested = self.wrapped.decode(content, ctx, diags)
        if self.result is None:
            return null(DYNAMIC)
        val, more = self.result.value(self.spec_ctx.child({"nested": nested}))
        diags.extend(more)
        return val

    def variables(self, content: BodyContent) -> list[Traversal]:
        return self.wrapped.variables(content)
