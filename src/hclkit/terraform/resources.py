"""Resources and data sources: their instances, each the object of the
attributes its configuration sets, and the value a reference to them
reads.

Without the providers' schemas, a resource's other attributes (``id``,
``arn``…) are not known until it is applied.  A reference reads them as
unknown: :meth:`Resource.reference_value` gives each instance, besides
what its configuration sets, an unknown attribute for each name the
referring expression reads (:func:`.references.attribute_names`).  An
attribute set to null reads so too: Terraform takes a null argument as
omitted.  Only
resource instances are widened so, so "Unsupported attribute" still holds
for every ordinary object.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from ..diagnostics import Diagnostics
from ..model import Block, EvalContext, Expression
from ..native import ast
from ..pos import Range
from ..types import DYNAMIC, Value, number_value, object_value, string_value, tuple_value, unknown
from .expansion import InstanceKey
from .references import dynamic_iterator
from .sections import Section, block_range, read_section

__all__ = ["META_ATTRIBUTES", "META_BLOCKS", "Resource", "section_value"]

# What a resource block says to Terraform rather than to its provider.
META_ATTRIBUTES = frozenset({"count", "for_each", "provider", "depends_on"})
META_BLOCKS = frozenset({"lifecycle", "connection", "provisioner"})


@dataclass
class Resource:
    """One ``resource``, ``data`` (or ``ephemeral``) block and its instances."""

    #: ``TYPE.NAME``, ``data.TYPE.NAME`` or ``ephemeral.TYPE.NAME``.
    address: str
    #: "managed", "data" or "ephemeral".
    mode: str
    type: str
    name: str
    #: The declaring block (its header is ``range``).
    block: Block | None = field(default=None, repr=False, compare=False)
    #: Instance key (None; an int with ``count``; a str with ``for_each``)
    #: to the object of the attributes its configuration sets.
    instances: dict[InstanceKey, Value] = field(default_factory=dict)
    #: "single", "count" or "for_each".
    expansion: str = "single"
    #: False when ``count`` or ``for_each`` is unknown: ``instances`` is
    #: then empty, and references to the resource read an unknown value.
    instances_known: bool = True
    #: The provider configuration named by ``provider``, as written.
    provider: str | None = None
    #: The addresses ``depends_on`` names, as written.
    depends_on: list[str] = field(default_factory=list)
    #: The configuration (meta-arguments included), for tools that need
    #: the expressions (such as positions of each attribute).
    config: Section | None = None
    #: ``lifecycle``, ``connection`` and ``provisioner`` blocks, as written.
    meta_blocks: list[Block] = field(default_factory=list)
    # reference_value's results by names: many expressions read the same
    # attributes of a resource with many instances.
    _seen: dict[frozenset[str], Value] = field(default_factory=dict, repr=False,
                                               compare=False)

    def reference_value(self, names: Iterable[str] = ()) -> Value:
        """What ``TYPE.NAME`` reads in an expression that reads the attribute
        names ``names``: each instance with those it does not set unknown."""
        if not self.instances_known:
            return unknown(DYNAMIC)
        wanted = frozenset(names)
        found = self._seen.get(wanted)
        if found is None:
            found = self._seen[wanted] = self._reference_value(wanted)
        return found

    def _reference_value(self, wanted: frozenset[str]) -> Value:
        blocks = self.block_types()
        if self.expansion == "single":
            only = self.instances.get(None)
            return widen(only, wanted, blocks) if only is not None else unknown(DYNAMIC)
        if self.expansion == "count":
            return tuple_value(widen(v, wanted, blocks) for v in self.instances.values())
        return object_value({str(k): widen(v, wanted, blocks)
                             for k, v in self.instances.items()})

    def block_types(self) -> frozenset[str]:
        """The nested block types its configuration writes (``dynamic`` ones
        included): their objects, too, read unset attributes as unknown."""
        if self.config is None:
            return frozenset()
        return frozenset(b.labels[0] if b.type == "dynamic" and b.labels else b.type
                         for b in self.config.blocks if b.type not in META_BLOCKS)

    @property
    def range(self) -> Range | None:
        """The declaring block's header (type and labels), for messages;
        ``None`` for an object made directly rather than read from a block."""
        return block_range(self.block) if self.block is not None else None


def widen(instance: Value, names: frozenset[str], blocks: frozenset[str] | None = None
          ) -> Value:
    """``instance`` with an unknown attribute for each of ``names`` it lacks
    or sets to null (Terraform takes a null argument as omitted, for the
    provider to fill in); the objects of its nested blocks (``blocks``, the types; None: every
    tuple of objects below, as inside a block) widened alike."""
    if not instance.is_known or instance.is_null or instance.type.kind != "object":
        return instance
    attrs = dict(instance.as_dict())
    changed = False
    for name, value in attrs.items():
        if (blocks is None or name in blocks) and value.is_known and not value.is_null \
                and value.type.kind == "tuple":
            inner = tuple_value(widen(e, names) for e in value.elements())
            changed = changed or inner is not value
            attrs[name] = inner
    missing = [n for n in names if n not in attrs or attrs[n].is_null]
    if not missing and not changed:
        return instance
    attrs.update((n, unknown(DYNAMIC)) for n in missing)
    return object_value(attrs)


def section_value(section: Section, ctx: EvalContext, diags: Diagnostics,
                  skip_attrs: frozenset[str] = frozenset(),
                  skip_blocks: frozenset[str] = frozenset()) -> Value:
    """The object a body's configuration sets: each attribute's value, and
    for each nested block type the tuple of its blocks' objects (``dynamic``
    blocks expanded)."""
    out: dict[str, Value] = {}
    for name, attr in section.attrs.items():
        if name in skip_attrs:
            continue
        value, more = attr.expr.value(ctx)
        diags.extend(more)
        out[name] = value if not more.has_errors() else unknown(DYNAMIC)
    grouped: dict[str, list[Value] | None] = {}
    for block in section.blocks:
        if block.type in skip_blocks:
            continue
        if block.type == "dynamic":
            _dynamic(block, ctx, diags, grouped)
            continue
        items = grouped.setdefault(block.type, [])
        if items is not None:
            items.append(_block_value(block.body, ctx, diags))
    for name, items in grouped.items():
        if name in out:
            continue  # an attribute of that name was reported by the parser already
        out[name] = unknown(DYNAMIC) if items is None else tuple_value(items)
    return object_value(out)


def _block_value(body: object, ctx: EvalContext, diags: Diagnostics) -> Value:
    if not isinstance(body, ast.Body):
        return unknown(DYNAMIC)
    inner, _ = read_section(body)
    return section_value(inner, ctx, diags)


def _dynamic(block: Block, ctx: EvalContext, diags: Diagnostics,
             grouped: dict[str, list[Value] | None]) -> None:
    """A ``dynamic "NAME"`` block: its ``content`` once per element of its
    ``for_each``, each as a block of type NAME."""
    body = block.body
    if not block.labels or not isinstance(body, ast.Body):
        return
    name = block.labels[0]
    iterator = dynamic_iterator(block)
    for_each: Expression | None = body.attributes["for_each"].expr \
        if "for_each" in body.attributes else None
    contents = [b for b in body.blocks if b.type == "content"]
    if for_each is None or len(contents) != 1:
        diags.error("Invalid dynamic block",
                    'A "dynamic" block needs a "for_each" argument and one "content" block.',
                    block.type_range)
        return
    collection, more = for_each.value(ctx)
    diags.extend(more)
    if more.has_errors():
        return
    if not collection.is_known or collection.is_null:
        grouped[name] = None if not collection.is_known else grouped.get(name, [])
        return
    if collection.type.kind in ("list", "set", "tuple"):
        pairs = [(number_value(i), v) for i, v in enumerate(collection.elements())]
    elif collection.type.kind in ("map", "object"):
        pairs = [(string_value(k), v) for k, v in collection.as_dict().items()]
    else:
        diags.error("Invalid dynamic for_each value",
                    f"Cannot use a {collection.type.friendly_name()} value in for_each. An "
                    "iterable collection is required.", for_each.range)
        return
    items = grouped.setdefault(name, [])
    for key, value in pairs:
        inner_ctx = ctx.child({iterator: object_value({"key": key, "value": value})})
        made = _block_value(contents[0].body, inner_ctx, diags)
        if items is not None:
            items.append(made)
