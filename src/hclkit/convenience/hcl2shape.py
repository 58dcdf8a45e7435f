"""Pieces of python-hcl2's output shape shared by the plain-data loader
and :mod:`hclkit.compat.hcl2` (which shapes native-syntax bodies itself):
the errors for what dictionaries of labels cannot hold, and a JSON-syntax
document's values as python-hcl2's shape holds them.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from typing import Any, Final

    from ..diagnostics import Diagnostics
    from ..json.parser import JNode
    from ..model.body import Block
    from ..pos import Range

__all__ = ["json_hcl2", "same_name_error", "too_many_labels"]

# The longest integer text Python's int() reads by default.
_INT_DIGITS: Final = 4300


def too_many_labels(diags: Diagnostics, block: Block, labels_above: int, limit: int) -> bool:
    """Whether ``block``'s labels, with those of the blocks around it, make
    more levels of dictionaries than ``limit`` (reported at its labels):
    data deeper than that is more than Python's own recursion (``repr``,
    ``json.dumps``) takes."""
    if labels_above + len(block.labels) <= limit:
        return False
    at = max(0, limit - labels_above)
    diags.error("Too many block labels",
                f"Plain data holds a block's labels as levels of dictionaries, at most {limit} "
                "in all for a block and the blocks around it.",
                block.label_ranges[at] if at < len(block.label_ranges) else block.type_range)
    return True


def same_name_error(diags: Diagnostics, name: str, first: str, first_range: Range,
                    later: Range) -> None:
    """An attribute and a block type of one name in a body: an error at the later."""
    diags.error("Attribute and block of the same name",
                f'"{name}" is already {first} in this body (at {first_range}); '
                "plain data cannot hold both.", later)


def json_hcl2(node: JNode) -> Any:
    """A JSON-syntax document's values as they are (its strings, ``${…}``
    and all, already python-hcl2's form for expressions)."""
    from ..json import JSONExpression  # noqa: PLC0415  (loaded when used)
    from ..json.parser import JArray, JKeyword, JNumber, JObject, JString  # noqa: PLC0415  (loaded when used)

    def shaped(node: JNode) -> Any:
        if isinstance(node, JObject):
            return {p.name.value: shaped(p.value) for p in node.properties}
        if isinstance(node, JArray):
            return [shaped(e) for e in node.elements]
        if isinstance(node, JString):
            return node.value
        if isinstance(node, JNumber):
            text = node.text
            if not text.lstrip("-").isdigit():
                return float(text)
            if len(text) <= _INT_DIGITS:
                return int(text)
            return JSONExpression(node).value(None)[0].to_python()
        if isinstance(node, JKeyword):
            return {"true": True, "false": False}.get(node.word)
        return None
    return shaped(node)
