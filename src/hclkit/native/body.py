"""Schema-driven processing of native-syntax bodies (seed 001), with the
reference's diagnostics.

The native syntax tells attributes and blocks apart as written, so matching
a schema is direct: attributes by name, blocks by type, then the labels of
each block checked against the names the schema gives them.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..diagnostics import Diagnostics
from ..model.schema import BlockHeaderSchema, BodyContent, BodySchema
from ..pos import Range

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from ..model.body import Attribute as ModelAttribute
    from ..model.body import Block as ModelBlock
    from .ast import Attribute, Block

__all__ = ["just_attributes", "partial_content", "report_unsupported"]


def partial_content(present: dict[str, Attribute], written: Sequence[Block], schema: BodySchema,
                    missing: Range
                    ) -> tuple[BodyContent, dict[str, Attribute], Sequence[Block], Diagnostics]:
    """What ``schema`` names among a body's attributes and blocks, and the
    attributes and blocks it leaves; ``missing`` is where a required
    attribute that is not there is reported."""
    diags = Diagnostics()
    attrs: dict[str, ModelAttribute] = {}
    for attr_schema in schema.attributes:
        attr = present.get(attr_schema.name)
        if attr is not None:
            attrs[attr_schema.name] = attr
        elif attr_schema.required:
            diags.error("Missing required argument",
                        f'The argument "{attr_schema.name}" is required, but no definition '
                        "was found.", missing)
    blocks: list[ModelBlock] = []
    rest_blocks: Sequence[Block] = written
    if schema.blocks:
        wanted = {b.type: b for b in schema.blocks}
        left: list[Block] = []
        for block in written:
            header = wanted.get(block.type)
            if header is None:
                left.append(block)
            elif _labels_fit(block, header, diags):
                blocks.append(block)
        rest_blocks = left
    rest_attrs = {n: a for n, a in present.items() if n not in attrs} if attrs else present
    return BodyContent(attrs, blocks, missing), rest_attrs, rest_blocks, diags


def report_unsupported(schema: BodySchema, present: dict[str, Attribute],
                       rest_attrs: dict[str, Attribute], rest_blocks: Sequence[Block],
                       diags: Diagnostics) -> None:
    """Errors for what a partial content of ``schema`` left: under
    exhaustive processing, each is unsupported."""
    if not rest_attrs and not rest_blocks:
        return
    from ..model.names import name_suggestion  # noqa: PLC0415 (messages only)
    block_types = [b.type for b in schema.blocks]
    if rest_attrs:
        # Suggest only names not already set: a typo of an attribute that
        # is also present is not that attribute.
        unset = [a.name for a in schema.attributes if a.name not in present]
        for attr in rest_attrs.values():
            if attr.name in block_types:
                hint = f' Did you mean to define a block of type "{attr.name}"?'
            else:
                suggestion = name_suggestion(attr.name, unset)
                hint = f' Did you mean "{suggestion}"?' if suggestion else ""
            diags.error("Unsupported argument",
                        f'An argument named "{attr.name}" is not expected here.{hint}',
                        attr.name_range)
    if rest_blocks:
        attr_names = [a.name for a in schema.attributes]
        for block in rest_blocks:
            if block.type in attr_names:
                hint = (f' Did you mean to define argument "{block.type}"? If so, use the '
                        "equals sign to assign it a value.")
            else:
                suggestion = name_suggestion(block.type, block_types)
                hint = f' Did you mean "{suggestion}"?' if suggestion else ""
            diags.error("Unsupported block type",
                        f'Blocks of type "{block.type}" are not expected here.{hint}',
                        block.type_range)


def just_attributes(present: dict[str, Attribute], written: Sequence[Block]
                    ) -> tuple[dict[str, ModelAttribute], Diagnostics]:
    """Dynamic attributes processing: every attribute; a block here is an
    error (the first is reported, as the reference reports it)."""
    diags = Diagnostics()
    if written:
        block = written[0]
        diags.error(f'Unexpected "{block.type}" block', "Blocks are not allowed here.",
                    block.type_range)
    return dict(present), diags


def _labels_fit(block: Block, header: BlockHeaderSchema, diags: Diagnostics) -> bool:
    """Whether ``block`` has the labels ``header`` names; if not, says why."""
    names = header.label_names
    got = len(block.labels)
    if got == len(names):
        return True
    listed = ", ".join(names)
    if got < len(names):
        diags.error(f"Missing {names[got]} for {block.type}",
                    f"All {block.type} blocks must have {len(names)} labels ({listed}).",
                    block.open_brace_range)
    elif not names:
        diags.error(f"Extraneous label for {block.type}",
                    f"No labels are expected for {block.type} blocks.",
                    block.label_ranges[0])
    else:
        diags.error(f"Extraneous label for {block.type}",
                    f"Only {len(names)} labels ({listed}) are expected for {block.type} "
                    "blocks.", block.label_ranges[len(names)])
    return False
