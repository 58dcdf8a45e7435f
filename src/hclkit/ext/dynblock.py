"""``dynamic`` blocks (seed 002, "dynamic blocks"), over the syntax-agnostic model.

:func:`expand` wraps a body so that, when a schema is applied to it, each

    dynamic "TYPE" {
      for_each = COLLECTION
      iterator = NAME        # optional; default: TYPE
      labels   = [LABEL, …]  # only for block types that take labels
      content { … }
    }

becomes one ``TYPE`` block per element of ``COLLECTION``, in the
collection's order and in the place the ``dynamic`` block was written.
Expressions inside ``content`` see the iterator as a variable with ``key``
and ``value`` attributes.  Because the wrapping works on :class:`Body`,
native and JSON bodies expand alike.

An unknown ``for_each`` gives one block whose attributes are all unknown
values of the dynamic pseudo-type (so the caller can still check the
shape), as the reference does.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Protocol

from ..diagnostics import Diagnostics
from ..model import (
    Attribute,
    AttributeSchema,
    Block,
    BlockHeaderSchema,
    Body,
    BodyContent,
    BodySchema,
    EvalContext,
    Expression,
    Traversal,
    abs_traversal_for_expr,
    expr_list,
)
from ..model.merged import MergedBody
from ..native.ast import Node
from ..pos import Range
from ..types import DYNAMIC, NUMBER, STRING, Value, convert, object_value, unknown
from ..types.conversion import ConversionError

__all__ = ["expand", "variables"]

DYNAMIC_TYPE = "dynamic"
_DYNAMIC_HEADER = BlockHeaderSchema(DYNAMIC_TYPE, ["type"])


def expand(body: Body, ctx: EvalContext | None) -> Body:
    """``body`` with its ``dynamic`` blocks (at any depth) expanded when a
    schema is applied to it; ``ctx`` is what ``for_each`` and ``labels``
    are evaluated in."""
    return ExpandedBody(body, ctx, _Iteration())


@dataclass(frozen=True)
class _Iteration:
    """Where in the expansion a body is: the iterator variables in scope
    (innermost last), and whether an enclosing ``for_each`` was unknown."""

    variables: dict[str, Value] = field(default_factory=dict)
    unknown: bool = False

    def inside(self, name: str, key: Value, value: Value, unknown_each: bool) -> _Iteration:
        scope = dict(self.variables)
        scope[name] = object_value({"key": key, "value": value})
        return _Iteration(scope, self.unknown or unknown_each)

    def context(self, ctx: EvalContext | None) -> EvalContext | None:
        if not self.variables:
            return ctx
        if ctx is None:
            # Literal-only mode has no variables, but the iterator must be seen.
            return EvalContext(variables=self.variables)
        return ctx.child(variables=self.variables)


class _IteratedExpression:
    """An expression inside ``content``: evaluated with the iterator in scope,
    or, below an unknown ``for_each``, to an unknown value."""

    def __init__(self, inner: Expression, iteration: _Iteration) -> None:
        self.inner = inner
        self.iteration = iteration

    @property
    def range(self) -> Range:
        return self.inner.range

    @property
    def start_range(self) -> Range:
        return self.inner.start_range

    def variables(self) -> list[Traversal]:
        names = self.iteration.variables
        return [t for t in self.inner.variables() if t.root_name not in names]

    def source_text(self) -> str:
        return self.inner.source_text()

    def value(self, ctx: EvalContext | None = None) -> tuple[Value, Diagnostics]:
        if self.iteration.unknown:
            return unknown(DYNAMIC), Diagnostics()
        return self.inner.value(self.iteration.context(ctx))

    def unwrap_expression(self) -> Expression:
        # Static analysis (a keyword, a list of expressions) reads what was written.
        return self.inner


class _IteratedAttribute:
    """An attribute whose expression is wrapped; its ranges are the original's
    (asked for only when a message needs them)."""

    __slots__ = ("expr", "original")

    def __init__(self, original: Attribute, expr: Expression) -> None:
        self.original = original
        self.expr = expr

    @property
    def name(self) -> str:
        return self.original.name

    @property
    def source_start(self) -> int | None:
        """Where the original starts in its source (see :func:`_source_start`)."""
        return _source_start(self.original)

    @property
    def range(self) -> Range:
        return self.original.range

    @property
    def name_range(self) -> Range:
        return self.original.name_range


@dataclass(eq=False)
class _ExpandedBlock:
    """A block standing for a written one or a ``dynamic`` block's, for
    variable analysis."""

    type: str
    labels: list[str]
    body: Body
    type_range: Range
    label_ranges: list[Range]
    def_range: Range
    open_brace_range: Range


class _WrittenBlock:
    """A written block as the caller sees it: its body expanded, its ranges
    the original's, worked out only when asked for (most reads of a body
    need none)."""

    __slots__ = ("body", "labels", "original", "type")

    def __init__(self, original: Block, body: Body) -> None:
        self.original = original
        self.type = original.type
        self.labels = list(original.labels)
        self.body = body

    @property
    def type_range(self) -> Range:
        return self.original.type_range

    @property
    def label_ranges(self) -> list[Range]:
        return list(self.original.label_ranges)

    @property
    def def_range(self) -> Range:
        return self.original.def_range

    @property
    def open_brace_range(self) -> Range:
        return _open_brace(self.original)

    @property
    def source_start(self) -> int | None:
        return _source_start(self.original)


class _GeneratedBlock:
    """A block a ``dynamic`` block generates: its type is the dynamic block's
    label, its places the dynamic block's (worked out when asked for)."""

    __slots__ = ("body", "dynamic", "labels", "spec", "type")

    def __init__(self, dynamic: Block, spec: _DynamicSpec, labels: list[str], body: Body
                 ) -> None:
        self.dynamic = dynamic
        self.spec = spec
        self.type = dynamic.labels[0]
        self.labels = labels
        self.body = body

    @property
    def type_range(self) -> Range:
        return self.dynamic.label_ranges[0]

    @property
    def label_ranges(self) -> list[Range]:
        return [e.range for e in self.spec.labels]

    @property
    def def_range(self) -> Range:
        return self.dynamic.def_range

    @property
    def open_brace_range(self) -> Range:
        return _open_brace(self.spec.content)

    @property
    def source_start(self) -> int | None:
        return _source_start(self.dynamic)


def _source_start(item: Attribute | Block) -> int | None:
    """Where a native attribute or block starts in its source, as a
    character offset (orders a body's items without working out
    positions); None for any other."""
    return item.start if isinstance(item, Node) else None


def _wrap_attribute(attr: Attribute, iteration: _Iteration) -> Attribute:
    if not iteration.variables and not iteration.unknown:
        return attr
    return _IteratedAttribute(attr, _IteratedExpression(attr.expr, iteration))


def _wrap_block(block: Block, ctx: EvalContext | None, iteration: _Iteration) -> Block:
    return _WrittenBlock(block, ExpandedBody(block.body, ctx, iteration))


def _open_brace(block: Block) -> Range:
    found: Range | None = getattr(block, "open_brace_range", None)
    return found if found is not None else block.def_range


class _Leftovers:
    """``dynamic`` blocks a partial content did not ask for, kept for later."""

    def __init__(self, blocks: list[Block], missing: Range) -> None:
        self.blocks = blocks
        self._missing = missing

    @property
    def missing_item_range(self) -> Range:
        return self._missing

    def content(self, schema: BodySchema) -> tuple[BodyContent, Diagnostics]:
        content, rest, diags = self.partial_content(schema)
        for block in rest.blocks:
            diags.error("Unsupported block type",
                        f'Blocks of type "{block.type}" are not expected here.',
                        block.type_range)
        return content, diags

    def partial_content(self, schema: BodySchema) -> tuple[BodyContent, _Leftovers, Diagnostics]:
        wanted = {b.type for b in schema.blocks}
        taken = [b for b in self.blocks if b.type in wanted]
        left = [b for b in self.blocks if b.type not in wanted]
        return (BodyContent({}, taken, self._missing), _Leftovers(left, self._missing),
                Diagnostics())

    def just_attributes(self) -> tuple[dict[str, Attribute], Diagnostics]:
        diags = Diagnostics()
        if self.blocks:
            block = self.blocks[0]
            diags.error(f'Unexpected "{block.type}" block', "Blocks are not allowed here.",
                        block.type_range)
        return {}, diags


class ExpandedBody:
    """A body whose ``dynamic`` blocks expand under a schema."""

    def __init__(self, original: Body, ctx: EvalContext | None, iteration: _Iteration) -> None:
        self.original = original
        self.ctx = ctx
        self.iteration = iteration

    @property
    def missing_item_range(self) -> Range:
        return self.original.missing_item_range

    def content(self, schema: BodySchema) -> tuple[BodyContent, Diagnostics]:
        content, diags = self.original.content(_with_dynamic(schema))
        expanded, leftovers = self._expand(content, schema, diags)
        for block in leftovers:
            # A dynamic block of a type the schema does not have: reported as
            # that type's block would be.
            diags.error("Unsupported block type",
                        f'Blocks of type "{block.labels[0]}" are not expected here.',
                        block.label_ranges[0])
        return expanded, diags

    def partial_content(self, schema: BodySchema) -> tuple[BodyContent, Body, Diagnostics]:
        content, rest, diags = self.original.partial_content(_with_dynamic(schema))
        expanded, leftovers = self._expand(content, schema, diags)
        if leftovers:
            rest = MergedBody([rest, _Leftovers(leftovers, rest.missing_item_range)])
        return expanded, ExpandedBody(rest, self.ctx, self.iteration), diags

    def just_attributes(self) -> tuple[dict[str, Attribute], Diagnostics]:
        attrs, diags = self.original.just_attributes()
        return {n: _wrap_attribute(a, self.iteration) for n, a in attrs.items()}, diags

    def _expand(self, content: BodyContent, schema: BodySchema, diags: Diagnostics
                ) -> tuple[BodyContent, list[Block]]:
        headers = {h.type: h for h in schema.blocks}
        blocks: list[Block] = []
        leftovers: list[Block] = []
        for block in content.blocks:
            if block.type != DYNAMIC_TYPE:
                blocks.append(_wrap_block(block, self.ctx, self.iteration))
                continue
            header = headers.get(block.labels[0])
            if header is None:
                leftovers.append(block)
                continue
            blocks.extend(self._generate(block, header, diags))
        attrs = {n: _wrap_attribute(a, self.iteration) for n, a in content.attributes.items()}
        return BodyContent(attrs, blocks, content.missing_item_range), leftovers

    def _generate(self, block: Block, header: BlockHeaderSchema, diags: Diagnostics
                  ) -> Iterator[Block]:
        """The blocks one ``dynamic`` block stands for (none where it is wrong)."""
        spec = _read_dynamic(block, header, diags)
        if spec is None:
            return
        ctx = self.iteration.context(self.ctx)
        each, more = spec.for_each.value(ctx)
        diags.extend(more)
        if more.has_errors():
            return
        subject = spec.for_each  # (its range is worked out for a message only)
        if each.is_null:
            diags.error("Invalid dynamic for_each value", "Cannot use a null value in for_each.",
                        subject)
            return
        if each.type is not DYNAMIC and not (each.type.is_collection or each.type.is_structural):
            diags.error("Invalid dynamic for_each value",
                        f"Cannot use a {each.type.friendly_name()} value in for_each. An "
                        "iterable collection is required.", subject)
            return
        if not each.is_known:
            # One block standing for however many there will be.
            steps: Iterable[tuple[Value, Value, bool]] = [
                (unknown(DYNAMIC), unknown(DYNAMIC), True)]
        else:
            steps = ((k, v, False) for k, v in _elements(each))
        for key, value, unknown_each in steps:
            iteration = self.iteration.inside(spec.iterator, key, value, unknown_each)
            labels = _labels(spec.labels, iteration.context(self.ctx), diags)
            if labels is None:
                continue
            yield _GeneratedBlock(block, spec, labels,
                                  ExpandedBody(spec.content.body, self.ctx, iteration))


@dataclass
class _DynamicSpec:
    for_each: Expression
    iterator: str
    labels: list[Expression]
    content: Block


def _with_dynamic(schema: BodySchema) -> BodySchema:
    # ``dynamic`` always means a dynamic block, even where a schema names it
    # (as in the reference).
    others = [b for b in schema.blocks if b.type != DYNAMIC_TYPE]
    return BodySchema(schema.attributes, (*others, _DYNAMIC_HEADER))


def _read_dynamic(block: Block, header: BlockHeaderSchema, diags: Diagnostics
                  ) -> _DynamicSpec | None:
    """A ``dynamic`` block's arguments and content block, or None where they
    are wrong (and said so in ``diags``)."""
    wants_labels = bool(header.label_names)
    attrs = [AttributeSchema("for_each", required=True), AttributeSchema("iterator")]
    if wants_labels:
        attrs.append(AttributeSchema("labels", required=True))
    content, more = block.body.content(
        BodySchema(attrs, [BlockHeaderSchema("content")]))
    diags.extend(more)
    if more.has_errors():
        return None
    iterator = block.labels[0]
    iterator_attr = content.attributes.get("iterator")
    if iterator_attr is not None:
        traversal, more = abs_traversal_for_expr(iterator_attr.expr)
        diags.extend(more)
        if more.has_errors():
            return None
        if len(traversal) != 1:
            diags.error("Invalid dynamic iterator name",
                        "Dynamic iterator must be a single variable name.",
                        traversal.range)
            return None
        iterator = traversal.root_name
    label_exprs: list[Expression] = []
    labels_attr = content.attributes.get("labels")
    if labels_attr is not None:
        label_exprs, more = expr_list(labels_attr.expr)
        diags.extend(more)
        if more.has_errors():
            return None
        wanted = len(header.label_names)
        detail = f'Blocks of type "{header.type}" require {wanted} label(s).'
        if len(label_exprs) < wanted:
            diags.error("Insufficient dynamic block labels", detail, labels_attr.expr.range)
            return None
        if len(label_exprs) > wanted:
            diags.error("Extraneous dynamic block label", detail, label_exprs[wanted].range)
            return None
    bodies = content.blocks
    if not bodies:
        diags.error("Missing dynamic content block",
                    'A dynamic block must have a nested block of type "content" to describe '
                    "the body of each generated block.", block.body.missing_item_range)
        return None
    if len(bodies) > 1:
        diags.error("Extraneous dynamic content block",
                    "Only one nested content block is allowed for each dynamic block.",
                    bodies[1].def_range)
        return None
    return _DynamicSpec(content.attributes["for_each"].expr, iterator, label_exprs, bodies[0])


def _elements(each: Value) -> Iterator[tuple[Value, Value]]:
    """Key and value of each element, in the collection's order."""
    kind = each.type.kind
    if kind in ("map", "object"):
        items = each.as_dict()
        for name in sorted(items):
            yield Value(STRING, name), items[name]
    elif kind == "set":
        for elem in each.elements():
            yield elem, elem
    else:
        for i, elem in enumerate(each.elements()):
            yield Value(NUMBER, i), elem


def _labels(exprs: list[Expression], ctx: EvalContext | None, diags: Diagnostics
            ) -> list[str] | None:
    labels: list[str] = []
    ok = True
    for expr in exprs:
        value, more = expr.value(ctx)
        diags.extend(more)
        if more.has_errors():
            ok = False
            continue
        problem = None
        if value.is_null:
            problem = "Cannot use a null value as a dynamic block label."
        elif not value.is_known:
            problem = ("This value is not yet known. Dynamic block labels must be "
                       "immediately-known values.")
        else:
            try:
                labels.append(convert(value, STRING).as_string())
            except ConversionError as err:
                problem = f"Cannot use this value as a dynamic block label: {err}."
        if problem is not None:
            diags.error("Invalid dynamic block label", problem, expr.range)
            ok = False
    return labels if ok else None


class BodyReader(Protocol):
    """What reads a body and knows its variables: a spec of ``hclkit.dec``
    (structurally; the extensions do not import the decoder)."""

    def add_schema(self, attrs: list[AttributeSchema], blocks: list[BlockHeaderSchema]
                   ) -> None: ...

    def variables(self, content: BodyContent) -> list[Traversal]: ...


def variables(body: Body, schema: BodySchema | BodyReader) -> list[Traversal]:
    """The variables a caller must provide to expand ``body`` and then read
    it: those of the ``dynamic`` blocks' ``for_each`` and ``labels`` and of
    what is read, without the iterators' own names, in source order.

    ``schema`` is a spec of ``hclkit.dec`` (its nested specs say how each
    block's body is read), or a :class:`BodySchema` for the top level, below
    which each block's attributes are read as dynamic attributes."""
    found: list[Traversal] = []
    walked = _VariablesBody(body, frozenset(), found)
    if isinstance(schema, BodySchema):
        content, _ = walked.content(schema)
        found.extend(_attribute_variables(content.attributes.values()))
        for block in content.blocks:
            attrs, _ = block.body.just_attributes()
            found.extend(_attribute_variables(attrs.values()))
    else:
        attrs_schema: list[AttributeSchema] = []
        blocks_schema: list[BlockHeaderSchema] = []
        schema.add_schema(attrs_schema, blocks_schema)
        content, _ = walked.content(BodySchema(attrs_schema, blocks_schema))
        found.extend(schema.variables(content))
    return sorted(found, key=lambda t: (t.range.filename, t.range.start.byte))


def _attribute_variables(attrs: Iterable[Attribute]) -> list[Traversal]:
    return [t for a in attrs for t in a.expr.variables()]


def _without(traversals: list[Traversal], hidden: frozenset[str]) -> list[Traversal]:
    return [t for t in traversals if t.root_name not in hidden]


class _HidingExpression(_IteratedExpression):
    """An expression inside ``content`` as variable analysis sees it: without
    the iterators' names."""

    def __init__(self, inner: Expression, hidden: frozenset[str]) -> None:
        super().__init__(inner, _Iteration())
        self.hidden = hidden

    def variables(self) -> list[Traversal]:
        return _without(self.inner.variables(), self.hidden)


class _VariablesBody:
    """A body read for its variables: each ``dynamic`` block stands for one
    block of its type, whose body hides the iterator's name; the variables
    of ``for_each`` and ``labels`` go to ``found`` as they are met."""

    def __init__(self, original: Body, hidden: frozenset[str], found: list[Traversal]) -> None:
        self.original = original
        self.hidden = hidden
        self.found = found

    @property
    def missing_item_range(self) -> Range:
        return self.original.missing_item_range

    def content(self, schema: BodySchema) -> tuple[BodyContent, Diagnostics]:
        content, diags = self.original.content(_with_dynamic(schema))
        return self._walk(content, schema), diags

    def partial_content(self, schema: BodySchema) -> tuple[BodyContent, Body, Diagnostics]:
        content, rest, diags = self.original.partial_content(_with_dynamic(schema))
        return self._walk(content, schema), _VariablesBody(rest, self.hidden, self.found), diags

    def just_attributes(self) -> tuple[dict[str, Attribute], Diagnostics]:
        attrs, diags = self.original.just_attributes()
        return {n: self._hide(a) for n, a in attrs.items()}, diags

    def _hide(self, attr: Attribute) -> Attribute:
        if not self.hidden:
            return attr
        return _IteratedAttribute(attr, _HidingExpression(attr.expr, self.hidden))

    def _walk(self, content: BodyContent, schema: BodySchema) -> BodyContent:
        headers = {h.type: h for h in schema.blocks}
        blocks: list[Block] = []
        for block in content.blocks:
            if block.type != DYNAMIC_TYPE:
                blocks.append(_ExpandedBlock(
                    block.type, list(block.labels),
                    _VariablesBody(block.body, self.hidden, self.found), block.type_range,
                    list(block.label_ranges), block.def_range, _open_brace(block)))
                continue
            header = headers.get(block.labels[0])
            if header is None:
                continue
            spec = _read_dynamic(block, header, Diagnostics())
            if spec is None:
                continue
            self.found.extend(_without(spec.for_each.variables(), self.hidden))
            inner = self.hidden | {spec.iterator}
            for label in spec.labels:
                self.found.extend(_without(label.variables(), inner))
            blocks.append(_ExpandedBlock(
                block.labels[0], [], _VariablesBody(spec.content.body, inner, self.found),
                block.label_ranges[0], [], block.def_range, _open_brace(spec.content)))
        attrs = {n: self._hide(a) for n, a in content.attributes.items()}
        return BodyContent(attrs, blocks, content.missing_item_range)
