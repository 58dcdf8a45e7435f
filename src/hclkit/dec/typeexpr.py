"""Type expressions of the spec language (seed 003, "Type Expressions").

A type expression is an ordinary expression evaluated where the primitive
type names are variables and the type constructors are functions, all over
values of one capsule type that holds a :class:`~hclkit.types.Type`.  So a
mistake in one is reported as any expression's would be ("Unknown
variable", "Too many function arguments", "Invalid function argument"), as
the reference reports it; a result that is not a type is "Invalid type
expression".
"""

from __future__ import annotations

from collections.abc import Sequence

from ..diagnostics import Diagnostics
from ..function import Function, Parameter
from ..model import EvalContext, Expression
from ..types import (
    BOOL,
    DYNAMIC,
    NUMBER,
    STRING,
    Capsule,
    List,
    Map,
    Object,
    Set,
    Tuple,
    Type,
    Value,
    capsule_value,
)

__all__ = ["TYPE", "type_expr"]

# The capsule type whose values are types; messages call it "type".
TYPE = Capsule("type")


def _of(t: Type) -> Value:
    return capsule_value(TYPE, t)


def _collection(kind: type[List] | type[Set] | type[Map]) -> Function:
    def impl(args: Sequence[Value], ret: Type) -> Value:
        return _of(kind(args[0].capsule()))
    return Function([Parameter("element_type", TYPE)], returns=TYPE, impl=impl)


def _object(args: Sequence[Value], ret: Type) -> Value:
    return _of(Object({k: v.capsule() for k, v in args[0].as_dict().items()}))


def _tuple(args: Sequence[Value], ret: Type) -> Value:
    return _of(Tuple([v.capsule() for v in args[0].elements()]))


_CONTEXT = EvalContext(
    variables={"any": _of(DYNAMIC), "string": _of(STRING), "number": _of(NUMBER),
               "bool": _of(BOOL)},
    functions={
        "list": _collection(List),
        "set": _collection(Set),
        "map": _collection(Map),
        "object": Function([Parameter("attribute_types", Map(TYPE))], returns=TYPE,
                           impl=_object),
        "tuple": Function([Parameter("element_types", List(TYPE))], returns=TYPE,
                          impl=_tuple),
    })


def type_expr(expr: Expression) -> tuple[Type, Diagnostics]:
    """The type ``expr`` describes (the dynamic pseudo-type where it fails)."""
    val, diags = expr.value(_CONTEXT)
    if val.is_null and val.type is not TYPE:  # ``type = null``: no type given
        return DYNAMIC, diags
    if val.type is not TYPE or val.is_null or not val.is_known:
        # Also after a failure, which leaves the dynamic pseudo-type.
        diags.error("Invalid type expression",
                    f"A type is required, not {val.type.friendly_name()}.")
        return DYNAMIC, diags
    t: Type = val.capsule()
    return t, diags
