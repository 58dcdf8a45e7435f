"""Type constraints as users write them: ``string``, ``list(number)``,
``object({name = string, port = optional(number, 80)})``, ``any``.

A type constraint is read from an expression's structure (static analysis),
not by evaluating it: keywords name the primitive types and ``any`` (the
dynamic pseudo-type); calls of ``list``, ``set``, ``map``, ``object`` and
``tuple`` build the others.  Inside ``object({...})`` an attribute's type may
be ``optional(T)`` or ``optional(T, default)``: the attribute may then be
absent (conversion makes it null), and :class:`Defaults` fills in absent or
null ones with their default before conversion.

Messages and their places are the reference's.  Expressions are analysed
as written: ``(string)`` is not a type constraint, as in the reference.

``convert(value, type)`` (:data:`CONVERT`, in ``hclkit.stdlib.functions()``
as the reference offers it) converts a value to a type constraint written
as its second argument, an expression parameter read, not evaluated.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from .._record import Record
from ..budget import charge_elements
from ..diagnostics import Diagnostics
from ..function import Argument, ArgumentError, ExpressionDiagnostics, Function, Parameter
from ..model import StaticCall, Traversal, expr_as_keyword
from ..types import (
    BOOL,
    DYNAMIC,
    NUMBER,
    STRING,
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
    object_value,
    set_value,
    tuple_value,
    unknown,
)
from ..types.conversion import ConversionError, concrete

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    # Run-time checkable protocols, whose modules load typing: named for the
    # checker only, so that a loads with the default functions does without.
    from ..function import ExpressionArgument
    from ..model import Expression

__all__ = ["CONVERT", "Defaults", "convert_function", "functions", "type_constraint",
           "type_string"]

_KEYWORDS: Mapping[str, Type] = {"bool": BOOL, "number": NUMBER, "string": STRING,
                                  "any": DYNAMIC}
_NOT_A_TYPE = ("A type specification is either a primitive type keyword (bool, number, "
               "string) or a complex type constructor call, like list(string).")
_NEEDS_ARGUMENT = {
    "list": "The list type constructor requires one argument specifying the element type.",
    "set": "The set type constructor requires one argument specifying the element type.",
    "map": "The map type constructor requires one argument specifying the element type.",
    "object": "The object type constructor requires one argument specifying the attribute "
              "types and values as a map.",
    "tuple": "The tuple type constructor requires one argument specifying the element types "
             "as a list.",
}
_SUMMARY = "Invalid type specification"

# Types nested deeper than this are refused: converting to, comparing and
# printing them walks their depth on Python's stack.
MAX_DEPTH = 64


class Defaults(Record):
    """The default values of a type constraint's optional attributes, where
    they are in the type: ``values`` by attribute name (of an object type),
    and ``children`` for the defaults further in, keyed by attribute name,
    by element index (of a tuple type), or ``None`` for the element type of
    a list, set or map."""

    __slots__ = _fields = ("type", "values", "children")
    type: Type
    values: dict[str, Value]
    children: dict[str | int | None, Defaults]

    def __init__(self, type: Type, values: dict[str, Value] | None = None,
                 children: dict[str | int | None, Defaults] | None = None) -> None:
        self.type = type
        self.values = {} if values is None else values
        self.children = {} if children is None else children

    def apply(self, value: Value) -> Value:
        """``value`` with each absent or null optional attribute set to its
        default, at every depth; to convert to the constraint afterwards.
        Unknown values are left as they are, and so are nulls, except that
        a null object or map given for an object type reads as an empty one
        whose defaults are then filled in (as the reference does)."""
        kind = self.type.kind
        have = value.type.kind
        if value.is_null and kind == "object" and have in ("object", "map") and self.values:
            return self._apply_attributes(object_value({}))
        if value.is_null or not value.is_known:
            return value
        if kind == "object" and have in ("object", "map"):
            return self._apply_attributes(value)
        if kind in ("list", "set") and have in ("list", "set", "tuple"):
            child = self.children.get(None)
            if child is None:
                return value
            return _sequence(have, [child.apply(e) for e in value.elements()])
        if kind == "map" and have in ("map", "object"):
            child = self.children.get(None)
            if child is None:
                return value
            return _mapping(have, {k: child.apply(e) for k, e in value.as_dict().items()})
        if kind == "tuple" and have in ("tuple", "list"):
            elems = list(value.elements())
            for i, child in self.children.items():
                if isinstance(i, int) and i < len(elems):
                    elems[i] = child.apply(elems[i])
            return _sequence(have, elems)
        return value

    def _apply_attributes(self, value: Value) -> Value:
        # A map given for an object type becomes an object when a default is
        # added, whatever the map's element type (as in the reference).
        attrs = dict(value.as_dict())
        for name, default in self.values.items():
            current = attrs.get(name)
            if current is None or current.is_null:
                attrs[name] = default
        for key, child in self.children.items():
            if isinstance(key, str) and key in attrs:
                attrs[key] = child.apply(attrs[key])
        return _mapping(value.type.kind, attrs)


def _sequence(kind: str, elems: list[Value]) -> Value:
    """Elements back in a value of kind ``kind``; a tuple where defaults gave
    them different types."""
    if kind in ("list", "set") and elems and len({e.type for e in elems}) == 1:
        return list_value(elems) if kind == "list" else set_value(elems)
    if kind in ("list", "set") and not elems:
        return list_value((), DYNAMIC) if kind == "list" else set_value((), DYNAMIC)
    return tuple_value(elems)


def _mapping(kind: str, items: dict[str, Value]) -> Value:
    if kind == "map" and items and len({e.type for e in items.values()}) == 1:
        # Still a map where nothing changed its elements' type.
        return map_value(items)
    return object_value(items)


def type_constraint(expr: Expression, *, defaults: bool = True
                    ) -> tuple[Type, Defaults | None, Diagnostics]:
    """The type constraint ``expr`` describes, the defaults of its optional
    attributes (None if it has none), and what is wrong with it (the
    dynamic pseudo-type where something is).  With ``defaults=False``,
    ``optional()`` takes a type only (as ``convert`` reads its type)."""
    diags = Diagnostics()
    ty, found = _constraint(expr, diags, defaults)
    if diags.has_errors():
        return DYNAMIC, None, diags
    return ty, found, diags


def _keyword(expr: Expression) -> str | None:
    method = getattr(expr, "static_traversal", None)
    traversal: Traversal | None = method() if method is not None else None
    if traversal is None or len(traversal) != 1 or traversal.is_relative:
        return None
    return traversal.root_name


def _call(expr: Expression) -> StaticCall | None:
    method = getattr(expr, "static_call", None)
    found: StaticCall | None = method() if method is not None else None
    return found


def _constraint(expr: Expression, diags: Diagnostics, with_defaults: bool, depth: int = 0
                ) -> tuple[Type, Defaults | None]:
    """The type ``expr`` says, and its defaults (``optional()`` is read by
    :func:`_object`, where it may stand); ``depth``: how many type
    constructors enclose it."""
    if depth > MAX_DEPTH:
        diags.error(_SUMMARY, f"Type constraints may nest at most {MAX_DEPTH} type constructors "
                    "deep.", expr.range)
        return DYNAMIC, None
    keyword = _keyword(expr)
    if keyword is not None:
        if keyword in _KEYWORDS:
            return _KEYWORDS[keyword], None
        if keyword in _NEEDS_ARGUMENT:
            diags.error(_SUMMARY, _NEEDS_ARGUMENT[keyword], expr.range)
        else:
            diags.error(_SUMMARY, f'The keyword "{keyword}" is not a valid type specification.',
                        expr.range)
        return DYNAMIC, None
    call = _call(expr)
    if call is None:
        diags.error(_SUMMARY, _NOT_A_TYPE, expr.range)
        return DYNAMIC, None
    name = call.name
    if name == "optional":
        # Reached only where optional() is not an object attribute's whole type.
        diags.error(_SUMMARY, 'Keyword "optional" is valid only as a modifier for object type '
                    "attributes.", call.name_range)
        return DYNAMIC, None
    if name in _KEYWORDS:
        # A keyword written as a call: the parentheses are what is wrong.
        what = "Type constraint" if name == "any" else "Primitive type"
        diags.error(_SUMMARY, f'{what} keyword "{name}" does not expect arguments.',
                    call.args_range)
        return DYNAMIC, None
    if name not in _NEEDS_ARGUMENT:
        diags.error(_SUMMARY, f'Keyword "{name}" is not a valid type constructor.', expr.range)
        return DYNAMIC, None
    if len(call.arguments) != 1:
        subject = call.arguments[1].range if call.arguments else call.args_range
        diags.error(_SUMMARY, _NEEDS_ARGUMENT[name], subject)
        return DYNAMIC, None
    arg = call.arguments[0]
    if name in ("list", "set", "map"):
        elem, inner = _constraint(arg, diags, with_defaults, depth + 1)
        make = {"list": List, "set": Set, "map": Map}[name]
        ty = make(elem)
        return ty, None if inner is None else Defaults(ty, children={None: inner})
    if name == "object":
        return _object(arg, diags, with_defaults, depth + 1)
    return _tuple(arg, diags, with_defaults, depth + 1)


def _object(arg: Expression, diags: Diagnostics, with_defaults: bool, depth: int
            ) -> tuple[Type, Defaults | None]:
    method = getattr(arg, "static_map", None)
    pairs: list[tuple[Expression, Expression]] | None = method() if method is not None else None
    if pairs is None:
        diags.error(_SUMMARY, "Object type constructor requires a map whose keys are attribute "
                    "names and whose values are the corresponding attribute types.", arg.range)
        return DYNAMIC, None
    attrs: dict[str, Type] = {}
    optional: set[str] = set()
    values: dict[str, Value] = {}
    children: dict[str | int | None, Defaults] = {}
    for key_expr, type_expr in pairs:
        key = expr_as_keyword(key_expr)
        if key is None:
            diags.error(_SUMMARY, "Object constructor map keys must be attribute names.",
                        key_expr.range)
            continue
        # A name given twice: the later one counts.
        optional.discard(key)
        values.pop(key, None)
        children.pop(key, None)
        call = _call(type_expr)
        if call is not None and call.name == "optional":
            found = _optional(call, diags, with_defaults, depth)
            if found is None:
                continue
            ty, inner, default = found
            optional.add(key)
            if default is not None:
                values[key] = default
        else:
            ty, inner = _constraint(type_expr, diags, with_defaults, depth)
        attrs[key] = ty
        if inner is not None:
            children[key] = inner
    ty = Object(attrs, optional=optional)
    if not values and not children:
        return ty, None
    return ty, Defaults(ty, values, children)


def _optional(call: StaticCall, diags: Diagnostics, with_defaults: bool, depth: int
              ) -> tuple[Type, Defaults | None, Value | None] | None:
    """``optional(T)`` or ``optional(T, default)``: the type, its own
    defaults, and the default converted to the type."""
    args = call.arguments
    if not args:
        diags.error(_SUMMARY, "Optional attribute modifier requires the attribute type as its "
                    "argument.", call.args_range)
        return None
    if len(args) > 1 and not with_defaults:
        diags.error(_SUMMARY, "Optional attribute modifier expects only one argument: the "
                    "attribute type.", call.args_range)
        return None
    if len(args) > 2:
        diags.error(_SUMMARY, "Optional attribute modifier expects at most two arguments: the "
                    "attribute type, and a default value.", call.args_range)
        return None
    ty, inner = _constraint(args[0], diags, with_defaults, depth)
    if len(args) == 1:
        return ty, inner, None
    default, more = args[1].value(None)  # a constant: no variables, no functions
    diags.extend(more)
    if more.has_errors():
        return None
    try:
        default = convert(default, ty)
    except ConversionError as err:
        diags.error("Invalid default value for optional attribute",
                    "This default value is not compatible with the attribute's type "
                    f"constraint: {err.reason}.", args[1].range)
        return None
    return ty, inner, default


def _tuple(arg: Expression, diags: Diagnostics, with_defaults: bool, depth: int
           ) -> tuple[Type, Defaults | None]:
    method = getattr(arg, "static_list", None)
    exprs: list[Expression] | None = method() if method is not None else None
    if exprs is None:
        diags.error(_SUMMARY, "Tuple type constructor requires a list of element types.",
                    arg.range)
        return DYNAMIC, None
    elems: list[Type] = []
    children: dict[str | int | None, Defaults] = {}
    for i, e in enumerate(exprs):
        ty, inner = _constraint(e, diags, with_defaults, depth)
        elems.append(ty)
        if inner is not None:
            children[i] = inner
    tuple_type = Tuple(elems)
    return tuple_type, Defaults(tuple_type, children=children) if children else None


# --- convert(value, type) -----------------------------------------------------------------------


def _argument_type(arg: Argument, with_defaults: bool) -> tuple[Type, Defaults | None]:
    """The type a ``convert`` call's second argument says and its defaults.
    As the reference reads it (``with_defaults`` false), ``optional()``
    takes a type only, and the attribute it marks is then required all the
    same (the reference converts to the type without optional attributes);
    with defaults, as Terraform reads it, attributes are optional and
    defaults apply."""
    if TYPE_CHECKING:  # convert's type is an expression parameter
        assert isinstance(arg, ExpressionArgument)
    ty, found, diags = type_constraint(arg.expression, defaults=with_defaults)
    if diags.has_errors():
        raise ExpressionDiagnostics(diags)
    return (ty, found) if with_defaults else (concrete(ty), None)


_COLLECTIONS = frozenset({"list", "map", "set", "tuple", "object"})


def convert_function(*, defaults: bool = False) -> Function:
    """``convert(value, type)``: as the reference has it, or, with
    ``defaults``, as Terraform has it (``optional(T, default)`` allowed, its
    default applied to absent and null attributes before the conversion)."""

    def converted(args: Sequence[Argument]) -> Value:
        value = args[0]
        assert isinstance(value, Value)
        ty, found = _argument_type(args[1], defaults)
        if found is not None:
            value = found.apply(value)
        return convert(value, ty)

    def returns(args: Sequence[Argument]) -> Type:
        ty, found = _argument_type(args[1], defaults)
        if not ty.has_dynamic() and found is None:
            return ty
        # With "any" or defaults in it, the type is the one conversion gives
        # values of the argument's type.
        value = args[0]
        assert isinstance(value, Value)
        probe = value if found is not None and value.is_wholly_known else unknown(value.type)
        try:
            return converted([probe, args[1]]).type
        except ConversionError:
            return DYNAMIC

    def impl(args: Sequence[Argument], ret: Type) -> Value:
        value = args[0]
        assert isinstance(value, Value)
        if value.type.kind in _COLLECTIONS and value.is_known and not value.is_null:
            charge_elements(value.length())  # a collection converted is a copy
        try:
            return converted(args)
        except ConversionError as err:
            raise ArgumentError(0, str(err)) from None

    return Function(
        params=[Parameter("value", DYNAMIC, allow_null=True, allow_dynamic=True),
                Parameter("type", expression=True)],
        returns=returns,
        impl=impl,
        description="The value converted to the type constraint written as the second "
                    "argument.",
    )


CONVERT = convert_function()


def functions() -> dict[str, Function]:
    """``convert`` by name."""
    return {"convert": CONVERT}


_IDENTIFIER = re.compile(r"[^\W\d][\w-]*\Z")


def type_string(ty: Type) -> str:
    """``ty`` the way users write it: ``list(string)``, ``object({a=number})``,
    ``any``.  Optional attributes read as their types, as the reference
    writes them."""
    kind = ty.kind
    if ty is DYNAMIC:
        return "any"
    if ty.is_primitive:
        return kind
    if ty.is_collection:
        return f"{kind}({type_string(ty.element)})"  # type: ignore[attr-defined]
    if kind == "object":
        attrs = ty.attributes  # type: ignore[attr-defined]
        inner = ",".join(f"{_attribute_name(n)}={type_string(t)}" for n, t in attrs.items())
        return f"object({{{inner}}})"
    if kind == "tuple":
        return f"tuple([{','.join(type_string(t) for t in ty.elements)}])"  # type: ignore[attr-defined]
    return ty.friendly_name()


def _attribute_name(name: str) -> str:
    if _IDENTIFIER.match(name):
        return name
    escaped = name.replace("\\", "\\\\").replace('"', '\\"')
    return f'"{escaped}"'
