"""The syntax-agnostic model: bodies, schemas, expressions, traversals and
static analysis, which every syntax implements and every layer above uses."""

from __future__ import annotations

from ..lazy import lazy_names
from .context import EvalContext
from .schema import AttributeSchema, BlockHeaderSchema, BodyContent, BodySchema
from .static import (
    StaticCall,
    abs_traversal_for_expr,
    expr_as_keyword,
    expr_call,
    expr_list,
    expr_map,
    rel_traversal_for_expr,
)
from .traversal import Traversal, TraverseAttr, TraverseIndex, TraverseRoot, TraverseSplat

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from .body import Attribute, Block, Body, Expression

# The protocols need typing, which a parse does without: loaded when named.
__getattr__, __dir__ = lazy_names(__name__, globals(), dict.fromkeys(
    ["Attribute", "Block", "Body", "Expression"], ".body"))

__all__ = [
    "Attribute",
    "AttributeSchema",
    "Block",
    "BlockHeaderSchema",
    "Body",
    "BodyContent",
    "BodySchema",
    "EvalContext",
    "Expression",
    "StaticCall",
    "Traversal",
    "TraverseAttr",
    "TraverseIndex",
    "TraverseRoot",
    "TraverseSplat",
    "abs_traversal_for_expr",
    "expr_as_keyword",
    "expr_call",
    "expr_list",
    "expr_map",
    "rel_traversal_for_expr",
]
