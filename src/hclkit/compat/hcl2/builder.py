"""python-hcl2 8's ``Builder`` (its ``hcl2.builder``): documents built in
code, in the shape :func:`~hclkit.compat.hcl2.loads` returns, blocks marked
with ``__is_block__`` so that :func:`~hclkit.compat.hcl2.dumps` writes them
as blocks."""

from typing import Any as _Any

from .const import IS_BLOCK

__all__ = ["IS_BLOCK", "Builder"]


class Builder:
    """A document (or a block's body) under construction.  Values are in
    :func:`~hclkit.compat.hcl2.loads`'s shape: a string is written as it
    is (``'"abc"'`` for the HCL string ``"abc"``)."""

    def __init__(self, attributes: dict[str, _Any] | None = None) -> None:
        self.blocks: dict[str, list[_Any]] = {}
        self.attributes = dict(attributes or {})

    def block(self, block_type: str, labels: list[str] | None = None,
              __nested_builder__: "Builder | None" = None, **attributes: _Any) -> "Builder":
        """Add a block of ``block_type`` with ``labels`` and ``attributes``
        (and the blocks of ``__nested_builder__`` inside it); returns the
        block's own builder, for the blocks inside it."""
        child = Builder(attributes)
        if __nested_builder__ is not None:
            for kind, bodies in __nested_builder__.blocks.items():
                child.blocks.setdefault(kind, []).extend(bodies)
        self.blocks.setdefault(block_type, []).append((list(labels or []), child))
        return child

    def build(self) -> dict[str, _Any]:
        """This document as a dict."""
        out: dict[str, _Any] = {IS_BLOCK: True}
        out.update(self.attributes)
        for kind, entries in self.blocks.items():
            built = []
            for labels, child in entries:
                content: _Any = child.build()
                for label in reversed(labels):
                    content = {label: content}
                built.append(content)
            out[kind] = built
        return out
