"""Type conversion (information model, "Type Conversions").

A conversion from one type to another is worked out once per pair of types
(and cached), then applied to values.  It is *safe* when every value of the
source type has its own value in the target type; *unsafe* conversions may
lose information or fail for some values.  :func:`convert` allows both, as
HCL's automatic conversion does; ``safe=True`` refuses unsafe ones.

Where the reference differs from the specification's prose, this module
follows the reference (see docs/compatibility.md):

* converting an object to an object type whose attributes it lacks fails
  ("attribute "x" is required") rather than filling in nulls, unless the
  target type marks them optional; extra attributes are dropped (an unsafe
  conversion);
* a map converts to an object type when it has a key for every attribute;
  extra keys are dropped;
* lists and sets do not convert to tuple types.

Messages are the reference's: a type mismatch is described from the root of
the value ("element 0: number required"); a value that fails at some depth
gives the leaf reason ("a number is required"), with the path kept apart on
the :class:`ConversionError`.
"""

from __future__ import annotations

import functools
from collections import namedtuple
from collections.abc import Callable, Mapping

from . import number as N
from . import unification
from .path import GetAttrStep, IndexStep, PathStep, describe_path
from .typesys import (
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
)
from .value import (
    _NULL,
    _UNKNOWN,
    FALSE,
    TRUE,
    Value,
    null,
    set_value,
    string_value,
    unknown,
)

__all__ = [
    "ConversionError",
    "can_convert",
    "convert",
    "get_conversion",
    "mismatch_message",
]


class ConversionError(ValueError):
    """A value could not be converted.

    ``reason`` is what the reference says ("a number is required");
    ``path`` is where in the value it happened; ``str()`` gives both
    (``attribute "port": a number is required``).
    """

    def __init__(self, reason: str, path: tuple[PathStep, ...] = ()) -> None:
        super().__init__(reason)
        self.reason = reason
        self.path = path

    def at(self, step: PathStep) -> ConversionError:
        """The same error, one step further from the root."""
        return ConversionError(self.reason, (step, *self.path))

    def __str__(self) -> str:
        return describe_path(self.path) + self.reason


class _Conv(namedtuple("_Conv", ["out", "fn"])):
    """A conversion: the type it produces, and a function for known, non-null
    values (``None``: the value passes unchanged)."""

    __slots__ = ()
    out: Type
    fn: Callable[[Value], Value] | None


def _apply(c: _Conv, v: Value) -> Value:
    p = v._v
    if p is _UNKNOWN:
        return unknown(c.out)
    if p is _NULL:
        return null(c.out)
    return c.fn(v) if c.fn is not None else v


def convert(value: Value, want: Type, *, safe: bool = False) -> Value:
    """``value`` converted to type ``want``.

    A null or unknown value converts to the null or unknown of the target
    type, where its type converts at all (a null of the dynamic pseudo-type
    always does); anything converts to the dynamic pseudo-type unchanged.
    Raises :class:`ConversionError`.
    """
    if value.type == want or want is DYNAMIC:
        return value
    c = _get(value.type, want, safe)
    if c is None:
        raise ConversionError(mismatch_message(value.type, want))
    return _apply(c, value)


def get_conversion(in_type: Type, out_type: Type, *, safe: bool = False
                   ) -> Callable[[Value], Value] | None:
    """A function converting values of ``in_type`` to ``out_type``, or
    ``None`` if there is no such conversion (no safe one, with ``safe``)."""
    c = _get(in_type, out_type, safe)
    if c is None:
        return None
    return functools.partial(_apply, c)


def can_convert(in_type: Type, out_type: Type, *, safe: bool = False) -> bool:
    """Whether values of ``in_type`` convert to ``out_type`` (with ``safe``:
    without a conversion that can fail for some values, such as string to
    number).  ``True`` does not promise that every value converts.
    """
    return _get(in_type, out_type, safe) is not None


@functools.lru_cache(maxsize=8192)
def _get(in_t: Type, out_t: Type, safe: bool) -> _Conv | None:
    if in_t == out_t or out_t is DYNAMIC:
        return _Conv(in_t, None)
    if in_t is DYNAMIC:
        # Values of the dynamic pseudo-type are only null or unknown.
        return _Conv(concrete(out_t), None)
    if out_t.is_primitive:
        return _to_primitive(in_t, out_t, safe)
    kind = out_t.kind
    if kind in ("list", "set"):
        return _to_sequence(in_t, out_t, safe)
    if kind == "map":
        return _to_map(in_t, out_t, safe)  # type: ignore[arg-type]
    if kind == "object":
        return _to_object(in_t, out_t, safe)  # type: ignore[arg-type]
    if kind == "tuple" and in_t.kind == "tuple":
        return _tuple_to_tuple(in_t, out_t, safe)  # type: ignore[arg-type]
    return None


@functools.lru_cache(maxsize=1024)
def concrete(t: Type) -> Type:
    """``t`` without optional attributes at any depth: the type of values
    converted to ``t`` (values never have optional attributes)."""
    kind = t.kind
    if t.is_collection:
        elem = concrete(t.element)  # type: ignore[attr-defined]
        return t if elem is t.element else type(t)(elem)  # type: ignore[attr-defined,call-arg]
    if kind == "object":
        attrs = {n: concrete(a) for n, a in t.attributes.items()}  # type: ignore[attr-defined]
        return Object(attrs)
    if kind == "tuple":
        return Tuple(concrete(e) for e in t.elements)  # type: ignore[attr-defined]
    return t


# --- primitives -------------------------------------------------------------------------------


def _number_to_string(v: Value) -> Value:
    try:
        return string_value(N.to_text(v._v))
    except N.NumberError as e:
        raise ConversionError(str(e)) from None


def _bool_to_string(v: Value) -> Value:
    return string_value("true" if v._v else "false")


def _string_to_number(v: Value) -> Value:
    try:
        return Value(NUMBER, N.parse(v._v))
    except N.NumberError as e:
        raise ConversionError(str(e)) from None
    except ValueError:
        raise ConversionError("a number is required") from None


_BOOL_STRINGS = {"true": TRUE, "1": TRUE, "false": FALSE, "0": FALSE}


def _string_to_bool(v: Value) -> Value:
    s = v._v
    result = _BOOL_STRINGS.get(s)
    if result is not None:
        return result
    lowered = s.lower()
    if lowered in ("true", "false"):
        raise ConversionError(
            f'a bool is required; to convert from string, use lowercase "{lowered}"'
        )
    raise ConversionError("a bool is required")


def _to_primitive(in_t: Type, out_t: Type, safe: bool) -> _Conv | None:
    if out_t is STRING:
        if in_t is NUMBER:
            return _Conv(STRING, _number_to_string)
        if in_t is BOOL:
            return _Conv(STRING, _bool_to_string)
    elif in_t is STRING and not safe:
        if out_t is NUMBER:
            return _Conv(NUMBER, _string_to_number)
        if out_t is BOOL:
            return _Conv(BOOL, _string_to_bool)
    return None


# --- collections --------------------------------------------------------------------------------


def _index(i: int) -> IndexStep:
    return IndexStep(Value(NUMBER, i))


def _convert_elements(convs: list[_Conv] | _Conv, elems: tuple[Value, ...]) -> list[Value]:
    out: list[Value] = []
    try:
        if isinstance(convs, _Conv):
            for e in elems:
                out.append(_apply(convs, e))
        else:
            for c, e in zip(convs, elems):
                out.append(_apply(c, e))
    except ConversionError as err:
        raise err.at(_index(len(out))) from None
    return out


def _collect(kind: str, elems: list[Value], empty_type: Type, must_match: str | None,
             safe: bool) -> Value:
    """A list or set of converted elements, typed by what they turned out to be.

    Conversions to types with dynamic parts can give elements of different
    types (an empty set stays ``set(dynamic)`` beside a ``set(number)``): the
    reference then fails with ``must_match`` if given, or unifies them."""
    if not elems:
        if kind == "set":
            return set_value((), empty_type.element)  # type: ignore[attr-defined]
        return Value(empty_type, ())
    elems = _agree(elems, must_match, safe)
    ety = elems[0].type
    if kind == "set":
        return set_value(elems, ety)
    return Value(List(ety), tuple(elems))


def _agree(elems: list[Value], must_match: str | None, safe: bool) -> list[Value]:
    """The elements converted to one type.  ``must_match`` is given for a
    tuple (object) converted to a collection of any type: its elements may
    still be made to agree, as in the reference, but a failure is worded
    otherwise, and in a list the unknown ones must agree already."""
    first = elems[0].type
    if all(e.type is first for e in elems):
        return elems
    types = {e.type for e in elems}
    if len(types) == 1:
        return elems
    common = unification.unify(types, unsafe=not safe)
    if must_match is None:
        if common is None:
            raise ConversionError("cannot find a common base type for all elements")
        elems = [convert(e, common, safe=safe) for e in elems]
        if len({e.type for e in elems}) == 1:
            return elems
        raise ConversionError("element types must all match for conversion")
    source, kind = ("object", "map") if must_match.endswith("map") else (
        "tuple", must_match.rsplit(" ", 1)[-1])
    no_single_type = ConversionError(f"cannot convert {source} to {kind} of any single type")
    if common is None:
        raise no_single_type
    if kind != "map" and not all(e.type == common or e.is_wholly_known for e in elems):
        raise ConversionError(must_match)
    try:
        elems = [convert(e, common, safe=safe) for e in elems]
    except ConversionError:
        raise no_single_type from None
    if len({e.type for e in elems}) == 1:
        return elems
    raise no_single_type


def _to_sequence(in_t: Type, out_t: Type, safe: bool) -> _Conv | None:
    """To a list or set type, from a list, set or tuple."""
    kind = out_t.kind
    make: type[List] | type[Set] = List if kind == "list" else Set
    want: Type = out_t.element  # type: ignore[attr-defined]
    in_kind = in_t.kind
    if in_kind in ("list", "set"):
        if safe and in_kind == "list" and kind == "set":
            return None  # duplicates would be lost
        in_elem: Type = in_t.element  # type: ignore[attr-defined]
        ec = _get(in_elem, want, safe)
        if ec is None:
            return None
        static = make(ec.out)
        if want is DYNAMIC and kind == in_kind:
            return _Conv(in_t, None)  # converting elements to "any" leaves them be
        # An empty result has the element type asked for, or the one it had.
        empty = make(in_elem if want is DYNAMIC else concrete(want))
        set_to_list = in_kind == "set" and kind == "list"

        def to_sequence(v: Value) -> Value:
            if set_to_list and len(v._v) > 1 and not v.is_wholly_known:
                # Where unknown elements will sort is not known: nor is the
                # list's order (as in the reference).
                return unknown(static)
            return _collect(kind, _convert_elements(ec, v._v), empty, None, safe)
        return _Conv(static, to_sequence)
    if in_kind != "tuple" or (safe and kind == "set"):
        return None
    found = _structure_conversions(in_t.elements, want, safe)  # type: ignore[attr-defined]
    if found is None:
        return None
    convs, target = found
    if kind == "set" and target.has_dynamic() and any(t != target for t in in_t.elements):  # type: ignore[attr-defined]
        # Set elements must have one type from the start: the reference does
        # not make them agree afterwards, as it does for a list.
        return None
    static = make(concrete(target))
    must_match = None
    if want is DYNAMIC:
        must_match = f"element types must all match for conversion to {kind}"
    return _Conv(static, lambda v: _collect(
        kind, _convert_elements(convs, v._v), static, must_match, safe))


def _structure_conversions(types: tuple[Type, ...], want: Type, safe: bool,
                           skip_dynamic: bool = False) -> tuple[list[_Conv], Type] | None:
    """Conversions of a tuple's elements (an object's attributes) to a
    collection's element type, and the element type to expect: ``want``, or
    for the dynamic pseudo-type the unification of their types (with
    ``skip_dynamic``, of those that are not the dynamic pseudo-type: the
    reference's object-to-map conversion makes those follow the others)."""
    if want is DYNAMIC and types:
        typed = {t for t in types if t is not DYNAMIC} if skip_dynamic else ()
        unified = (typed.pop() if len(typed) == 1
                   else unification.unify(types, unsafe=not safe))
        # The reference unifies a structure with the dynamic pseudo-type to
        # "dynamic", which no collection of mixed element types can have.
        if unified is None or (unified is DYNAMIC and any(t is not DYNAMIC for t in types)):
            return None
        want = unified
    found = [_get(t, want, safe) for t in types]
    convs = [c for c in found if c is not None]
    if len(convs) < len(found):
        return None
    return convs, want


def _to_map(in_t: Type, out_t: Map, safe: bool) -> _Conv | None:
    want = out_t.element
    if in_t.kind == "map":
        in_elem: Type = in_t.element  # type: ignore[attr-defined]
        ec = _get(in_elem, want, safe)
        if ec is None:
            return None
        if want is DYNAMIC:
            return _Conv(in_t, None)
        empty = Map(in_elem if want is DYNAMIC else concrete(want))

        def map_to_map(v: Value) -> Value:
            items = _convert_items([(k, ec) for k in v._v], v._v, IndexStep)
            return _collect_map(items, empty, None, safe)

        return _Conv(Map(ec.out), map_to_map)
    if in_t.kind != "object":
        return None
    attrs: Mapping[str, Type] = in_t.attributes  # type: ignore[attr-defined]
    found = _structure_conversions(tuple(attrs.values()), want, safe, skip_dynamic=True)
    if found is None:
        return None
    convs, target = found
    static = Map(concrete(target))
    pairs = list(zip(attrs, convs))
    must_match = "element types must all match for conversion to map" if want is DYNAMIC else None

    def object_to_map(v: Value) -> Value:
        return _collect_map(_convert_items(pairs, v._v, IndexStep), static, must_match, safe)

    return _Conv(static, object_to_map)


def _collect_map(items: dict[str, Value], empty_type: Type, must_match: str | None,
                 safe: bool) -> Value:
    if not items:
        return Value(empty_type, {})
    values = _agree(list(items.values()), must_match, safe)
    return Value(Map(values[0].type), dict(zip(items, values)))


def _convert_items(pairs: list[tuple[str, _Conv]], items: dict[str, Value],
                   step: type[IndexStep] | type[GetAttrStep]) -> dict[str, Value]:
    out: dict[str, Value] = {}
    for name, c in pairs:
        try:
            out[name] = _apply(c, items[name])
        except ConversionError as err:
            key = GetAttrStep(name) if step is GetAttrStep else IndexStep(string_value(name))
            raise err.at(key) from None
    return out


def _to_object(in_t: Type, out_t: Object, safe: bool) -> _Conv | None:
    want = out_t.attributes
    optional = out_t.optional
    if in_t.kind == "object":
        have = in_t.attributes  # type: ignore[attr-defined]
        if any(name not in have and name not in optional for name in want):
            return None
        if safe and any(name not in want for name in have):
            return None  # extra attributes would be lost
        pairs = []
        absent: dict[str, Value] = {}
        for name, wt in want.items():
            if name not in have:
                # An optional attribute the value lacks: null, of the type asked for.
                absent[name] = null(concrete(wt))
                continue
            c = _get(have[name], wt, safe)
            if c is None:
                return None
            pairs.append((name, c))
        out_type = Object({name: c.out for name, c in pairs}
                          | {name: v.type for name, v in absent.items()})
        order = list(out_type.attributes)

        def object_to_object(v: Value) -> Value:
            found = _convert_items(pairs, v._v, GetAttrStep)
            if absent:
                found = {n: found[n] if n in found else absent[n] for n in order}
            return Value(out_type, found)

        return _Conv(out_type, object_to_object)
    if in_t.kind != "map" or safe:
        return None
    elem: Type = in_t.element  # type: ignore[attr-defined]
    pairs = []
    # Optional attributes the map's elements cannot become: fine while the
    # map has no such key (as in the reference).
    unfit: dict[str, str] = {}
    for name, wt in want.items():
        c = _get(elem, wt, safe)
        if c is None:
            if name not in optional:
                return None
            unfit[name] = mismatch_message(elem, wt)
            c = _Conv(concrete(wt), None)
        pairs.append((name, c))
    out_type = Object({name: c.out for name, c in pairs})

    def map_to_object(v: Value) -> Value:
        for name, why in unfit.items():
            if name in v._v:
                raise ConversionError(
                    f'map element type is incompatible with attribute "{name}": {why}')
        present = []
        absent = {}
        for name, c in pairs:
            if name in v._v:
                present.append((name, c))
            elif name in optional:
                absent[name] = null(c.out)
            else:
                raise ConversionError(f'map has no element for required attribute "{name}"')
        found = _convert_items(present, v._v, GetAttrStep)
        if absent:
            found = {n: found[n] if n in found else absent[n] for n in want}
        return Value(out_type, found)

    return _Conv(out_type, map_to_object)


def _tuple_to_tuple(in_t: Tuple, out_t: Tuple, safe: bool) -> _Conv | None:
    if len(in_t.elements) != len(out_t.elements):
        return None
    convs = []
    for it, ot in zip(in_t.elements, out_t.elements):
        c = _get(it, ot, safe)
        if c is None:
            return None
        convs.append(c)
    out_type = Tuple(c.out for c in convs)
    return _Conv(out_type, lambda v: Value(out_type, tuple(_convert_elements(convs, v._v))))


# --- messages ---------------------------------------------------------------------------------


def mismatch_message(got: Type, want: Type) -> str:
    """Why no value of type ``got`` converts to ``want``, as the reference says it."""
    kind = want.kind
    if kind == "object":
        if got.kind == "object":
            have = got.attributes  # type: ignore[attr-defined]
            optional = want.optional  # type: ignore[attr-defined]
            for name, wt in want.attributes.items():  # type: ignore[attr-defined]
                if name not in have:
                    if name in optional:
                        continue
                    return f'attribute "{name}" is required'
                if not can_convert(have[name], wt):
                    return f'attribute "{name}": {mismatch_message(have[name], wt)}'
        return "object required"
    if kind == "tuple":
        return "tuple required"
    if want.is_collection:
        want_elem: Type = want.element  # type: ignore[attr-defined]
        if got.kind == kind or (got.kind in ("list", "set") and kind in ("list", "set")):
            inner = mismatch_message(got.element, want_elem)  # type: ignore[attr-defined]
            return f"incorrect {kind} element type: {inner}"
        if (got.kind == "tuple" and kind in ("list", "set")) or (
            got.kind == "object" and kind == "map"
        ):
            if want_elem is DYNAMIC:
                return f"all {kind} elements must have the same type"
            named = (
                [(str(i), t) for i, t in enumerate(got.elements)]  # type: ignore[attr-defined]
                if got.kind == "tuple"
                else [(f'"{n}"', t) for n, t in got.attributes.items()]  # type: ignore[attr-defined]
            )
            for label, t in named:
                if not can_convert(t, want_elem):
                    return f"element {label}: {mismatch_message(t, want_elem)}"
        return f"{want.friendly_name_for_constraint()} required"
    return f"{want.friendly_name()} required"

