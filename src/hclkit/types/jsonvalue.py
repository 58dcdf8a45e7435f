"""Values and types as JSON, in the forms the reference's tools read and write.

Types are written ``"string"``, ``["list","number"]``,
``["object",{"a":"bool"}]``, ``["tuple",["string"]]``, ``"dynamic"``.
A value with its type (``hcldec --with-type``) is
``{"type":TYPE,"value":VALUE}``.  Output is compact, with object keys in
lexical order and strings escaped as Go escapes them (``<``, ``>``, ``&``,
U+2028 and U+2029 as ``\\uXXXX``), so that it matches the reference byte for
byte.

Reading is as lenient as the reference: a number or bool where a string is
wanted, a numeric or boolean string where a number or bool is wanted, missing
object attributes as null.
"""

from __future__ import annotations

import json
from typing import Any

from .._gojson import quote
from . import number as N
from .conversion import ConversionError, convert
from .path import GetAttrStep, IndexStep
from .typesys import BOOL, DYNAMIC, NUMBER, STRING, List, Map, Object, Set, Tuple, Type
from .value import (
    _NULL,
    _UNKNOWN,
    FALSE,
    MAX_VALUE_DEPTH,
    TRUE,
    Value,
    ValueTooDeep,
    list_value,
    map_value,
    null,
    object_value,
    set_value,
    string_value,
    tuple_value,
)

__all__ = [
    "from_json",
    "to_json",
    "type_from_json",
    "type_to_json",
]

# --- types ------------------------------------------------------------------------------------


def type_to_json(t: Type) -> Any:
    """The JSON-able form of a type (lists, dicts and strings)."""
    kind = t.kind
    if t.is_primitive or t is DYNAMIC:
        return kind
    if t.is_collection:
        return [kind, type_to_json(t.element)]  # type: ignore[attr-defined]
    if kind == "object":
        attrs = {n: type_to_json(a) for n, a in t.attributes.items()}  # type: ignore[attr-defined]
        optional = t.optional  # type: ignore[attr-defined]
        if optional:  # the reference's third element: the optional attributes' names
            return ["object", attrs, sorted(optional)]
        return ["object", attrs]
    if kind == "tuple":
        return ["tuple", [type_to_json(e) for e in t.elements]]  # type: ignore[attr-defined]
    raise ValueError(f"capsule type {t.friendly_name()} has no JSON form")


def _write_type(t: Type, out: list[str]) -> None:
    kind = t.kind
    if t.is_primitive or t is DYNAMIC:
        out.append(f'"{kind}"')
    elif t.is_collection:
        out.append(f'["{kind}",')
        _write_type(t.element, out)  # type: ignore[attr-defined]
        out.append("]")
    elif kind == "object":
        out.append('["object",{')
        for i, (name, at) in enumerate(t.attributes.items()):  # type: ignore[attr-defined]
            out.append("," if i else "")
            out.append(quote(name) + ":")
            _write_type(at, out)
        optional = t.optional  # type: ignore[attr-defined]
        if optional:
            out.append("},[" + ",".join(quote(n) for n in sorted(optional)) + "]]")
        else:
            out.append("}]")
    elif kind == "tuple":
        out.append('["tuple",[')
        for i, et in enumerate(t.elements):  # type: ignore[attr-defined]
            out.append("," if i else "")
            _write_type(et, out)
        out.append("]]")
    else:
        raise ConversionError(f"capsule type {t.friendly_name()} has no JSON form")


_PRIMITIVES = {"string": STRING, "number": NUMBER, "bool": BOOL, "dynamic": DYNAMIC}


def type_from_json(obj: Any) -> Type:
    """A type from its JSON-able form (already decoded); ``ValueError`` if invalid."""
    if isinstance(obj, str):
        if obj in _PRIMITIVES:
            return _PRIMITIVES[obj]
        raise ValueError(f"invalid type name {obj!r}")
    if (isinstance(obj, list) and len(obj) == 3 and obj[0] == "object"
            and isinstance(obj[1], dict) and isinstance(obj[2], list)
            and all(isinstance(n, str) and n in obj[1] for n in obj[2])):
        return Object({str(k): type_from_json(v) for k, v in obj[1].items()}, optional=obj[2])
    if isinstance(obj, list) and len(obj) == 2 and isinstance(obj[0], str):
        kind, arg = obj
        if kind == "list":
            return List(type_from_json(arg))
        if kind == "set":
            return Set(type_from_json(arg))
        if kind == "map":
            return Map(type_from_json(arg))
        if kind == "object" and isinstance(arg, dict):
            return Object({str(k): type_from_json(v) for k, v in arg.items()})
        if kind == "tuple" and (arg is None or isinstance(arg, list)):
            # The reference writes some empty tuple types as ["tuple", null].
            return Tuple(type_from_json(e) for e in arg or ())
    raise ValueError(f"invalid type specification {json.dumps(obj)}")


# --- values out -----------------------------------------------------------------------------------


def to_json(value: Value, *, with_type: bool = False, type_first: bool = True,
            type_of: Type | None = None, keep_nulls: bool = True) -> str:
    """``value`` as compact JSON; with ``with_type``, ``{"type":…,"value":…}``
    (``{"value":…,"type":…}`` if not ``type_first``: hcldec writes the one
    with ``--with-type`` alone, the other with ``--keep-nulls`` too).  The
    type written is ``type_of`` if given (hcldec writes the type of the
    value before it dropped null attributes), else the value's.  Without
    ``keep_nulls``, null attributes and map elements are left out at every
    level (hcldec's default); null list and tuple elements stay.

    Raises :class:`ConversionError` (saying where) for what JSON cannot
    hold: unknown values, infinities, capsules; :class:`ValueTooDeep` for
    a value nested deeper than Python's stack has room for.
    """
    try:
        return _to_json(value, with_type, type_first, type_of, keep_nulls)
    except RecursionError:
        raise ValueTooDeep(MAX_VALUE_DEPTH) from None


def _to_json(value: Value, with_type: bool, type_first: bool, type_of: Type | None,
             keep_nulls: bool) -> str:
    out: list[str] = []
    if not with_type:
        _write_value(value, out, keep_nulls)
        return "".join(out)
    type_part: list[str] = []
    _write_type(value.type if type_of is None else type_of, type_part)
    _write_value(value, out, keep_nulls)
    value_text = "".join(out)
    if type_first:
        return '{"type":' + "".join(type_part) + ',"value":' + value_text + "}"
    return '{"value":' + value_text + ',"type":' + "".join(type_part) + "}"


def _write_value(v: Value, out: list[str], keep_nulls: bool = True) -> None:
    p = v._v
    if p is _UNKNOWN:
        raise ConversionError("value is not known")
    if p is _NULL:
        out.append("null")
        return
    kind = v.type.kind
    if kind == "string":
        out.append(quote(p))
    elif kind == "number":
        if N.is_inf(p):
            raise ConversionError("JSON has no infinite numbers, so this value cannot be written")
        out.append(N.to_text(p))
    elif kind == "bool":
        out.append("true" if p else "false")
    elif kind in ("list", "set", "tuple"):
        out.append("[")
        for i, e in enumerate(p):
            if i:
                out.append(",")
            # Strings and whole numbers written here: most elements are.
            ep, ety = e._v, e.type
            if ety is STRING and type(ep) is str:
                out.append(quote(ep))
                continue
            if ety is NUMBER and type(ep) is int:
                out.append(N.to_text(ep))
                continue
            try:
                _write_value(e, out, keep_nulls)
            except ConversionError as err:
                raise err.at(IndexStep(Value(NUMBER, i))) from None
        out.append("]")
    elif kind in ("map", "object"):
        out.append("{")
        first = True
        for k, e in p.items():
            if not keep_nulls and e.is_null:
                continue
            out.append("" if first else ",")
            first = False
            out.append(quote(k) + ":")
            try:
                _write_value(e, out, keep_nulls)
            except ConversionError as err:
                step = GetAttrStep(k) if kind == "object" else IndexStep(string_value(k))
                raise err.at(step) from None
        out.append("}")
    else:
        raise ConversionError(f"{v.type.friendly_name()} values have no JSON form")


# --- values in -------------------------------------------------------------------------------


class _Num(str):
    """The text of a JSON number, kept exact."""

    __slots__ = ()


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


def from_json(text: str | bytes, type: Type = DYNAMIC) -> Value:
    """A value of ``type`` from JSON text.  With the dynamic pseudo-type
    (the default) the text must be the ``{"type":…,"value":…}`` form.

    Raises :class:`ConversionError` (saying where) for invalid JSON or JSON
    that does not fit the type, and :class:`ValueTooDeep` (a ``ValueError``
    too) for a value nested more than :data:`MAX_VALUE_DEPTH` deep."""
    try:
        data = json.loads(text, parse_int=_Num, parse_float=_Num, parse_constant=_reject_constant)
    except (ValueError, UnicodeDecodeError) as e:
        raise ConversionError(f"invalid JSON: {e}") from None
    except RecursionError:
        raise ValueTooDeep(MAX_VALUE_DEPTH) from None
    # The typed form's value sits one level down (its type is bounded by the
    # value's depth, or is an error of its own).
    value_data = data.get("value") if type is DYNAMIC and isinstance(data, dict) else data
    if _nests_deeper(value_data, MAX_VALUE_DEPTH):
        raise ValueTooDeep(MAX_VALUE_DEPTH)
    return _decode(data, type)


def _nests_deeper(data: Any, limit: int) -> bool:
    """Whether lists and dicts in ``data`` nest more than ``limit`` deep."""
    level: list[Any] = [data]
    for _ in range(limit):
        level = [item for node in level if isinstance(node, (list, dict))
                 for item in (node.values() if isinstance(node, dict) else node)]
        if not level:
            return False
    return True


def _decode(data: Any, t: Type) -> Value:
    if data is None:
        return null(t)
    if t is DYNAMIC:
        return _decode_typed(data)
    kind = t.kind
    if kind == "string":
        if isinstance(data, str):  # includes number text
            return string_value(str(data))
        if isinstance(data, bool):
            return string_value("true" if data else "false")
        raise ConversionError("string is required")
    if kind == "number":
        if isinstance(data, str):
            try:
                return Value(NUMBER, N.parse(str(data)))
            except N.NumberError as e:
                raise ConversionError(str(e)) from None
            except ValueError:
                raise ConversionError("a number is required") from None
        raise ConversionError("number is required")
    if kind == "bool":
        if isinstance(data, bool):
            return TRUE if data else FALSE
        if isinstance(data, str) and not isinstance(data, _Num):
            return convert(string_value(data), BOOL)
        raise ConversionError("bool is required")
    if kind in ("list", "set", "tuple"):
        if not isinstance(data, list):
            raise ConversionError("missing expected [")
        return _decode_sequence(data, t)
    if kind in ("map", "object"):
        if not isinstance(data, dict):
            raise ConversionError("missing expected {")
        return _decode_mapping(data, t)
    raise ConversionError(f"{t.friendly_name()} values cannot be read from JSON")


def _decode_typed(data: Any) -> Value:
    if not isinstance(data, dict):
        raise ConversionError("missing expected {")
    if "type" not in data or "value" not in data:
        raise ConversionError('a dynamic value needs "type" and "value" properties')
    try:
        ty = type_from_json(data["type"])
    except ValueError as e:
        raise ConversionError(str(e)) from None
    return _decode(data["value"], ty)


def _decode_sequence(data: list[Any], t: Type) -> Value:
    if t.kind == "tuple":
        want: tuple[Type, ...] = t.elements  # type: ignore[attr-defined]
        if len(data) > len(want):
            raise ConversionError(f"too many tuple elements (need {len(want)})")
        if len(data) < len(want):
            raise ConversionError(f"not enough tuple elements (need {len(want)})")
        return tuple_value(_decode_each(data, want))
    ety: Type = t.element  # type: ignore[attr-defined]
    elems = _decode_each(data, [ety] * len(data))
    if ety.has_dynamic():
        # Elements of a dynamic element type carry their own type; they must agree.
        types = {e.type for e in elems}
        if len(types) > 1:
            raise ConversionError(f"all {t.kind} elements must have the same type")
        ety = types.pop() if types else ety
    return list_value(elems, ety) if t.kind == "list" else set_value(elems, ety)


def _decode_each(data: list[Any], types: list[Type] | tuple[Type, ...]) -> list[Value]:
    out: list[Value] = []
    for i, (item, ty) in enumerate(zip(data, types)):
        try:
            out.append(_decode(item, ty))
        except ConversionError as err:
            raise err.at(IndexStep(Value(NUMBER, i))) from None
    return out


def _decode_mapping(data: dict[str, Any], t: Type) -> Value:
    out: dict[str, Value] = {}
    if t.kind == "object":
        attrs = t.attributes  # type: ignore[attr-defined]
        for name in data:
            if name not in attrs:
                raise ConversionError(f'unsupported attribute "{name}"')
        for name, at in attrs.items():
            try:
                out[name] = _decode(data.get(name), at)
            except ConversionError as err:
                raise err.at(GetAttrStep(name)) from None
        return object_value(out)
    ety: Type = t.element  # type: ignore[attr-defined]
    for key, item in data.items():
        try:
            out[key] = _decode(item, ety)
        except ConversionError as err:
            raise err.at(IndexStep(string_value(key))) from None
    if ety.has_dynamic():
        types = {e.type for e in out.values()}
        if len(types) > 1:
            raise ConversionError("all map elements must have the same type")
        ety = types.pop() if types else ety
    return map_value(out, ety)
