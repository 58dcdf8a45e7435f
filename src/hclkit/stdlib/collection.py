"""Collection functions: chunklist, coalesce, coalescelist, compact, concat,
contains, distinct, element, flatten, hasindex, index, keys, length, lookup,
merge, range, reverse, setintersection, setsubtract, setunion, slice, sort,
values, zipmap.

Where a result's type depends on argument values (a tuple's elements, an
object's attributes), the result-type rule works it out from whatever is
known and gives the dynamic pseudo-type where that is not enough, as the
reference does.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..budget import charge_elements
from ..function import ArgumentError, Function, FunctionError, Parameter
from ..types import (
    BOOL,
    DYNAMIC,
    FALSE,
    NUMBER,
    STRING,
    TRUE,
    UNKNOWN_BOOL,
    ConversionError,
    List,
    Map,
    Object,
    Set,
    Tuple,
    Type,
    Value,
    can_convert,
    convert,
    list_value,
    map_value,
    object_value,
    set_value,
    string_value,
    tuple_value,
    unify,
    unknown,
)
from ..types import number as N
from ..types.sets import digest
from ._util import int64_number, to_int64, to_int64_arg

__all__ = ["RANGE_LIMIT", "functions"]

# The reference's own limit on the length of range()'s result.
RANGE_LIMIT = 1024

_SEQUENCES = ("list", "tuple")


def _element_type(t: Type) -> Type:
    return t.element  # type: ignore[attr-defined, no-any-return]


def _tuple_types(t: Type) -> tuple[Type, ...]:
    return t.elements  # type: ignore[attr-defined, no-any-return]


def _attribute_types(t: Type) -> dict[str, Type]:
    return dict(t.attributes)  # type: ignore[attr-defined]


def _sequence(elements: Sequence[Value], t: Type) -> Value:
    """A list, or for a tuple type a tuple, of these elements."""
    if t.kind == "tuple":
        return tuple_value(elements)
    return list_value(elements, _element_type(t))


# --- chunklist, compact, distinct, reverse, slice, sort ------------------------------------------

_CHUNKLIST = (Parameter("list", List(DYNAMIC)), Parameter("size", NUMBER))


def _chunklist(args: Sequence[Value], ret: Type) -> Value:
    size = to_int64(args[1], "invalid size: ")
    if size < 0:
        raise FunctionError("the size argument must be positive")
    elems = args[0].elements()
    ety = _element_type(args[0].type)
    if not elems:
        return list_value((), List(ety))
    step = size or len(elems)
    charge_elements(len(elems) + len(elems) // step + 1)
    chunks = [list_value(elems[i:i + step], ety) for i in range(0, len(elems), step)]
    return list_value(chunks, List(ety))


def _compact(args: Sequence[Value], ret: Type) -> Value:
    if not args[0].is_wholly_known:
        return unknown(ret)
    charge_elements(args[0].length())
    kept = [e for e in args[0].elements() if not e.is_null and e.as_string() != ""]
    return list_value(kept, STRING)


def _distinct(args: Sequence[Value], ret: Type) -> Value:
    if not args[0].is_wholly_known:
        return unknown(ret)
    charge_elements(args[0].length())
    return list_value(dict.fromkeys(args[0].elements()), _element_type(ret))


_REVERSE = Parameter("list")


def _reverse_type(args: Sequence[Value]) -> Type:
    t = args[0].type
    if t.kind == "list":
        return t
    if t.kind == "set":
        return List(_element_type(t))
    if t.kind == "tuple":
        return Tuple(reversed(_tuple_types(t)))
    raise ArgumentError(0, f"can only reverse list or tuple values, not {t.friendly_name()}",
                        _REVERSE)


def _reverse(args: Sequence[Value], ret: Type) -> Value:
    charge_elements(args[0].length())
    return _sequence(args[0].elements()[::-1], ret)


_SLICE = (Parameter("list"), Parameter("start_index", NUMBER), Parameter("end_index", NUMBER))


def _slice_bounds(args: Sequence[Value]) -> tuple[int | None, int | None]:
    """The start and end indexes, where known, after the reference's checks."""
    lst, start_v, end_v = args
    kind = lst.type.kind
    if kind == "set":
        raise ArgumentError(0, "cannot slice a set, because its elements do not have indices; "
                               "explicitly convert to a list if the ordering of the result is "
                               "not important", _SLICE[0])
    if kind not in _SEQUENCES:
        raise ArgumentError(0, "must be a list or tuple value", _SLICE[0])
    length: int | None = None
    if kind == "tuple":
        length = len(_tuple_types(lst.type))
    elif lst.is_known:
        length = lst.length()
    start = end = None
    if start_v.is_known:
        start = to_int64_arg(start_v, 1, _SLICE[1], "invalid start index: ")
        if start < 0:
            raise ArgumentError(1, "start index must not be less than zero", _SLICE[1])
        if length is not None and start > length:
            raise ArgumentError(1, "start index must not be greater than the length of the list",
                                _SLICE[1])
    if end_v.is_known:
        end = to_int64_arg(end_v, 2, _SLICE[2], "invalid end index: ")
        if end < 0:
            raise ArgumentError(2, "end index must not be less than zero", _SLICE[2])
        if length is not None and end > length:
            raise ArgumentError(2, "end index must not be greater than the length of the list",
                                _SLICE[2])
    if start is not None and end is not None and start > end:
        raise ArgumentError(1, "start index must not be greater than end index", _SLICE[1])
    return start, end


def _slice_type(args: Sequence[Value]) -> Type:
    start, end = _slice_bounds(args)
    t = args[0].type
    if t.kind == "list":
        return t
    if start is None or end is None:
        return DYNAMIC
    return Tuple(_tuple_types(t)[start:end])


def _slice(args: Sequence[Value], ret: Type) -> Value:
    start, end = _slice_bounds(args)
    charge_elements(len(range(args[0].length())[start:end]))
    return _sequence(args[0].elements()[start:end], args[0].type)


def _sort(args: Sequence[Value], ret: Type) -> Value:
    if not args[0].is_wholly_known:
        return unknown(ret)
    charge_elements(args[0].length())
    strings = []
    for i, e in enumerate(args[0].elements()):
        if e.is_null:
            raise FunctionError(f"given list element {i} is null; a null string cannot be sorted")
        strings.append(e.as_string())
    return list_value((string_value(s) for s in sorted(strings)), STRING)


# --- coalesce, coalescelist, concat, flatten -----------------------------------------------------


def _coalesce_type(args: Sequence[Value]) -> Type:
    common = unify((a.type for a in args), unsafe=True) if args else None
    if common is None:
        raise FunctionError("all arguments must have the same type")
    return common


def _coalesce(args: Sequence[Value], ret: Type) -> Value:
    for a in args:
        if not a.is_known:
            return unknown(ret)
        if not a.is_null:
            return convert(a, ret)
    raise FunctionError("no non-null arguments")


def _coalescelist_type(args: Sequence[Value]) -> Type:
    if not args:
        raise FunctionError("at least one argument is required")
    for a in args:
        if not a.is_known:
            break
        if a.type.kind not in _SEQUENCES:
            raise FunctionError("coalescelist arguments must be lists or tuples")
    return DYNAMIC


def _coalescelist(args: Sequence[Value], ret: Type) -> Value:
    for a in args:
        if not a.is_known:
            return unknown(DYNAMIC)
        if not a.is_null and a.length() > 0:
            return a
    raise FunctionError("no non-null arguments")


_CONCAT = Parameter("seqs")


def _concat_type(args: Sequence[Value]) -> Type:
    if not args:
        raise FunctionError("at least one argument is required")
    if all(a.type.kind == "list" for a in args):
        common = unify((_element_type(a.type) for a in args), unsafe=True)
        if common is not None:
            return List(common)
    types: list[Type] = []
    for i, a in enumerate(args):
        kind = a.type.kind
        if kind == "tuple":
            types.extend(_tuple_types(a.type))
        elif kind != "list":
            raise ArgumentError(
                i, f"all arguments must be lists or tuples; got {a.type.friendly_name()}",
                _CONCAT)
        elif not a.is_known:
            return DYNAMIC  # how many elements, and so the tuple type, is not known
        else:
            types.extend([_element_type(a.type)] * a.length())
    return Tuple(types)


def _concat(args: Sequence[Value], ret: Type) -> Value:
    charge_elements(sum(a.length() for a in args))
    elems = [e for a in args for e in a.elements()]
    if ret.kind != "list":
        return tuple_value(elems)
    ety = _element_type(ret)
    if ety.has_dynamic() and elems:
        # Empty lists of the dynamic pseudo-type leave the element type open:
        # it is what the elements have.
        # (A null or unknown of the dynamic pseudo-type takes any type: it
        # does not stop the others from unifying.)
        common = unify({e.type for e in elems if e.type is not DYNAMIC} or {DYNAMIC},
                       unsafe=True)
        if common is None:
            raise FunctionError("the lists' elements have no common type")
        ety = common
    values = [convert(e, ety) for e in elems]
    if ety.has_dynamic() and len({v.type for v in values}) > 1:
        # Elements typed only in part, such as a null map(dynamic) beside a
        # map(object({})), keep their own types through that conversion (the
        # reference panics here): the list takes the first of their types
        # that every element converts to.
        ety, values = _one_element_type(values)
    return list_value(values, ety)


def _one_element_type(values: list[Value]) -> tuple[Type, list[Value]]:
    for candidate in dict.fromkeys(v.type for v in values):
        try:
            converted = [convert(v, candidate) for v in values]
        except ConversionError:
            continue
        if all(v.type == candidate for v in converted):
            return candidate, converted
    raise FunctionError("the lists' elements have no common type")


def _flatten_into(v: Value, out: list[Value]) -> bool:
    """Add the leaves of ``v`` to ``out``; False if an unknown sequence hides
    some, or a set has unknown elements that might turn out to be equal."""
    if v.type.kind in ("map", "object"):
        elems: Sequence[Value] = list(v.as_dict().values())
    else:
        elems = v.elements()
    charge_elements(len(elems))  # at most one leaf each, or a collection charged in turn
    if v.type.kind == "set" and len(elems) > 1 and any(not e.is_known for e in elems):
        return False
    for e in elems:
        if e.type is DYNAMIC and not e.is_known:
            return False  # it may turn out to be a sequence, with leaves of its own
        if e.type.kind in ("list", "set", "tuple") and not e.is_null:
            if not e.is_known or not _flatten_into(e, out):
                return False
        else:
            out.append(e)
    return True


def _flatten_type(args: Sequence[Value]) -> Type:
    v = args[0]
    if not v.is_wholly_known:
        # The reference then leaves the type open, and flattens whatever it
        # can iterate over, maps and objects too.
        return DYNAMIC
    if v.type.kind not in ("list", "set", "tuple"):
        raise FunctionError("can only flatten lists, sets and tuples")
    leaves: list[Value] = []
    _flatten_into(v, leaves)
    return Tuple(e.type for e in leaves)


def _flatten(args: Sequence[Value], ret: Type) -> Value:
    v = args[0]
    if v.type.kind not in ("list", "set", "tuple", "map", "object"):
        raise FunctionError("can only flatten lists, sets and tuples")
    leaves: list[Value] = []
    if not _flatten_into(v, leaves):
        return unknown(DYNAMIC)
    return tuple_value(leaves)


# --- contains, element, hasindex, index, length, keys, values, lookup ----------------------------


def _contains(args: Sequence[Value], ret: Type) -> Value:
    collection, value = args
    if collection.type.kind not in ("list", "tuple", "set"):
        raise FunctionError("argument must be list, tuple, or set")
    undecided = False
    for e in collection.elements():
        same = e.equals(value)
        if same is TRUE:
            return TRUE
        if not same.is_known:
            undecided = True
    return UNKNOWN_BOOL if undecided else FALSE


_NEGATIVE_INDEX = "cannot use element function with a negative index"
_EMPTY_LIST = "cannot use element function with an empty list"


def _element_type_rule(args: Sequence[Value]) -> Type:
    lst, index = args
    if index.is_known and N.sign(index.as_number()) < 0:
        raise FunctionError(_NEGATIVE_INDEX)
    t = lst.type
    if t.kind == "list":
        return _element_type(t)
    if t.kind == "tuple":
        if not index.is_known:
            return DYNAMIC
        i = to_int64(index, "invalid index: ")
        types = _tuple_types(t)
        if not types:
            raise FunctionError(_EMPTY_LIST)
        return types[i % len(types)]
    raise FunctionError(f"cannot read elements from {t.friendly_name()}")


def _element(args: Sequence[Value], ret: Type) -> Value:
    i = to_int64(args[1], "invalid index: ")
    if i < 0:
        raise FunctionError(_NEGATIVE_INDEX)
    elems = args[0].elements()
    if not elems:
        raise FunctionError(_EMPTY_LIST)
    return elems[i % len(elems)]


_NOT_INDEXABLE = "collection must be a list, a map or a tuple"


def _hasindex_type(args: Sequence[Value]) -> Type:
    if args[0].type.kind not in ("list", "map", "tuple", "dynamic"):
        raise FunctionError(_NOT_INDEXABLE)
    return BOOL


def _hasindex(args: Sequence[Value], ret: Type) -> Value:
    collection, key = args
    if collection.type.kind == "map":
        return TRUE if key.type is STRING and key.as_string() in collection.as_dict() else FALSE
    if key.type is not NUMBER:
        return FALSE
    n = key.as_number()
    if N.is_inf(n) or not N.is_integer(n):
        return FALSE
    return TRUE if 0 <= N.to_int(n) < collection.length() else FALSE


def _index_type(args: Sequence[Value]) -> Type:
    collection, key = args
    t = collection.type
    if t.kind in ("list", "tuple") and key.type is not NUMBER and key.type is not DYNAMIC:
        raise FunctionError(f"key for {t.kind} must be number")
    if t.kind == "list":
        return _element_type(t)
    if t.kind == "map":
        if key.type is not STRING and key.type is not DYNAMIC:
            raise FunctionError("key for map must be string")
        return _element_type(t)
    if t.kind == "tuple":
        if not key.is_known:
            return DYNAMIC
        i = to_int64(key, "invalid key for tuple: ")
        types = _tuple_types(t)
        if not 0 <= i < len(types):
            raise FunctionError(f"key must be between 0 and {len(types)} inclusive")
        return types[i]
    raise FunctionError(_NOT_INDEXABLE)


def _index(args: Sequence[Value], ret: Type) -> Value:
    collection, key = args
    if collection.type.kind == "map":
        found = collection.as_dict().get(key.as_string())
        if found is None:
            raise FunctionError("invalid index")
        return found
    n = key.as_number()
    elems = collection.elements()
    if N.is_inf(n) or not N.is_integer(n) or not 0 <= N.to_int(n) < len(elems):
        raise FunctionError("invalid index")
    return elems[N.to_int(n)]


def _length_type(args: Sequence[Value]) -> Type:
    if args[0].type.kind not in ("list", "map", "tuple", "set", "dynamic"):
        raise FunctionError(_NOT_INDEXABLE)
    return NUMBER


def _length(args: Sequence[Value], ret: Type) -> Value:
    v = args[0]
    if v.type.kind == "set":
        elems = v.elements()
        # Unknown elements may turn out equal to others, so the size is open.
        if len(elems) > 1 and any(not e.is_wholly_known for e in elems):
            return unknown(NUMBER)
    return int64_number(v.length())


_KEYS = Parameter("inputMap", allow_unknown=True)


def _keys_type(args: Sequence[Value]) -> Type:
    t = args[0].type
    if t.kind == "map":
        return List(STRING)
    if t.kind == "object":
        return Tuple([STRING] * len(_attribute_types(t)))
    raise ArgumentError(0, "must have map or object type", _KEYS)


def _keys(args: Sequence[Value], ret: Type) -> Value:
    v = args[0]
    if v.is_known:
        charge_elements(v.length())
    if v.type.kind == "object":
        return tuple_value(string_value(k) for k in _attribute_types(v.type))
    if not v.is_known:
        return unknown(ret)
    return list_value((string_value(k) for k in v.as_dict()), STRING)


def _values_type(args: Sequence[Value]) -> Type:
    t = args[0].type
    if t.kind == "map":
        return List(_element_type(t))
    if t.kind == "object":
        return Tuple(_attribute_types(t).values())
    raise FunctionError("values() requires a map as the first argument")


def _values(args: Sequence[Value], ret: Type) -> Value:
    charge_elements(args[0].length())
    items = list(args[0].as_dict().values())
    if ret.kind == "list":
        return list_value(items, _element_type(ret))
    return tuple_value(items)


_LOOKUP = (Parameter("inputMap"), Parameter("key", STRING), Parameter("default"))
_DEFAULT_MISMATCH = "the default value must have the same type as the map elements"


def _lookup_type(args: Sequence[Value]) -> Type:
    mapping, key, default = args
    t = mapping.type
    if t.kind == "map":
        ety = _element_type(t)
        if not can_convert(default.type, ety):
            raise ArgumentError(2, _DEFAULT_MISMATCH, _LOOKUP[2])
        try:
            convert(default, ety)
        except ConversionError:
            raise ArgumentError(2, _DEFAULT_MISMATCH, _LOOKUP[2]) from None
        return ety
    if t.kind == "object":
        if not key.is_known:
            return DYNAMIC
        return _attribute_types(t).get(key.as_string(), default.type)
    raise ArgumentError(0, "lookup() requires a map as the first argument", _LOOKUP[0])


def _lookup(args: Sequence[Value], ret: Type) -> Value:
    mapping, key, default = args
    if not mapping.is_wholly_known:
        return unknown(ret)
    found = mapping.as_dict().get(key.as_string())
    if found is not None:
        return found
    if mapping.type.kind == "map":
        return convert(default, _element_type(mapping.type))
    return default


# --- merge, zipmap -------------------------------------------------------------------------------


def _merge_type(args: Sequence[Value]) -> Type:
    if not args:
        return Object({})
    all_maps = True
    ety: Type | None = None
    for a in args:
        t = a.type
        if t is DYNAMIC:
            if not a.is_known:
                return DYNAMIC
            # As the reference: a null of no type ends the type checks, and
            # what follows is judged by its value below.
            all_maps = False
            break
        if t.kind not in ("map", "object"):
            raise FunctionError(f'arguments must be maps or objects, got "{t.friendly_name()}"')
        if t.kind == "object":
            all_maps = False
        elif ety is None:
            ety = _element_type(t)
        elif ety != _element_type(t):
            all_maps = False
    if all_maps and ety is not None:
        return Map(ety)
    attrs: dict[str, Type] = {}
    for a in args:
        if a.is_null:
            continue
        if a.type.kind == "object":
            attrs.update(_attribute_types(a.type))
        elif not a.is_known:
            return DYNAMIC
        elif a.type.kind == "map":
            attrs.update(dict.fromkeys(a.as_dict(), _element_type(a.type)))
        else:  # after a typeless null; the reference crashes here
            raise FunctionError(
                f'arguments must be maps or objects, got "{a.type.friendly_name()}"')
    return Object(attrs)


def _merge(args: Sequence[Value], ret: Type) -> Value:
    charge_elements(sum(a.length() for a in args if not a.is_null))
    merged: dict[str, Value] = {}
    for a in args:
        if not a.is_null:
            merged.update(a.as_dict())
    if ret.kind == "map":
        return map_value(merged, _element_type(ret))
    return object_value(merged)


def _zipmap_keys(keys: Value, n_values: int) -> list[str]:
    elems = keys.elements()
    if len(elems) != n_values:
        raise FunctionError(
            f"number of keys ({len(elems)}) does not match number of values ({n_values})")
    names = []
    for i, k in enumerate(elems):
        if k.is_null:
            raise FunctionError(f"keys list has null value at index {i}")
        names.append(k.as_string())
    return names


def _zipmap_type(args: Sequence[Value]) -> Type:
    keys, values = args
    t = values.type
    if t.kind == "list":
        return Map(_element_type(t))
    if t.kind == "tuple":
        if not keys.is_wholly_known:
            return DYNAMIC
        types = _tuple_types(t)
        return Object(dict(zip(_zipmap_keys(keys, len(types)), types)))
    raise FunctionError("values argument must be a list or tuple value")


def _zipmap(args: Sequence[Value], ret: Type) -> Value:
    keys, values = args
    if not keys.is_wholly_known:
        return unknown(ret)
    elems = values.elements()
    charge_elements(len(elems))
    pairs = dict(zip(_zipmap_keys(keys, len(elems)), elems))
    if ret.kind == "map":
        return map_value(pairs, _element_type(ret))
    return object_value(pairs)


# --- range ---------------------------------------------------------------------------------------

_RANGE = Parameter("params", NUMBER)


def _range(args: Sequence[Value], ret: Type) -> Value:
    if not 1 <= len(args) <= 3:
        raise FunctionError("must have one, two, or three arguments")
    nums = [a.as_number() for a in args]
    start: N.Number
    if len(nums) == 1:
        start, end = 0, nums[0]
    else:
        start, end = nums[0], nums[1]
    default_step = -1 if N.compare(start, end) > 0 else 1
    step = nums[2] if len(nums) == 3 else default_step
    if N.sign(step) < 0:
        if N.compare(end, start) > 0:
            raise ArgumentError(1, "end must be less than start when step is "
                                "negative", _RANGE)
        going = -1
    else:
        if N.compare(end, start) < 0:
            raise ArgumentError(1, "end must be greater than start when step is "
                                "positive", _RANGE)
        going = 1
    values: list[Value] = []
    current = start
    while N.compare(current, end) == -going:
        if len(values) == RANGE_LIMIT:
            raise FunctionError(
                f"more than {RANGE_LIMIT} values were generated; either decrease the "
                "difference between start and end or use a smaller step")
        values.append(Value(NUMBER, current))
        current = N.add(current, step)
    charge_elements(len(values))  # at most RANGE_LIMIT, so checked once, at the end
    return list_value(values, NUMBER)


# --- sets ----------------------------------------------------------------------------------------

_INCOMPATIBLE_SETS = "given sets must all have compatible element types"
_SET_PARAMS = (Parameter("first_set", Set(DYNAMIC)), Parameter("other_sets", Set(DYNAMIC)))


def _set_type(args: Sequence[Value]) -> Type:
    common = unify((_element_type(a.type) for a in args), unsafe=True)
    if common is None:
        raise FunctionError(_INCOMPATIBLE_SETS)
    return Set(common)


def _converted_elements(sets: Sequence[Value], ety: Type) -> tuple[list[list[Value]], Type]:
    """The sets' elements converted to one element type, and that type.

    Where the result type leaves the element type open (an empty set's
    elements have the dynamic pseudo-type), it is what the elements unify to."""
    charge_elements(sum(s.length() for s in sets))
    groups = [list(s.elements()) for s in sets]
    if ety.has_dynamic():
        found = {e.type for group in groups for e in group}
        if found:
            common = unify(found, unsafe=True)
            # A dynamic-typed element (a null from a list(dynamic)) beside
            # typed ones unifies to dynamic, which one set cannot hold
            # (the reference panics there): the sets are incompatible.
            if common is None or (common is DYNAMIC and len(found) > 1):
                raise FunctionError(_INCOMPATIBLE_SETS)
            ety = common
    return [[convert(e, ety) for e in group] for group in groups], ety


def _setunion(args: Sequence[Value], ret: Type) -> Value:
    groups, ety = _converted_elements(args, _element_type(ret))
    return set_value((e for group in groups for e in group), ety)


class _Members:
    """Set membership as sets have it: numbers are the same element when they
    print the same (so -0 and 0 differ), other values when they are equal."""

    def __init__(self, elements: Sequence[Value]) -> None:
        self.buckets: dict[object, list[Value]] = {}
        for e in elements:
            self.buckets.setdefault(self._key(e), []).append(e)

    @staticmethod
    def _key(e: Value) -> object:
        if e.is_null:
            return None
        if e.type is NUMBER:
            return N.to_text(e.as_number())
        if e.type is STRING or e.type is BOOL:
            return e.to_python()
        return digest(e)

    def __contains__(self, e: Value) -> bool:
        bucket = self.buckets.get(self._key(e), ())
        return any(e.raw_equals(x) for x in bucket)


def _setintersection(args: Sequence[Value], ret: Type) -> Value:
    if not all(a.is_wholly_known for a in args):
        return unknown(ret)
    (first, *others), ety = _converted_elements(args, _element_type(ret))
    groups = [_Members(group) for group in others]
    return set_value((e for e in first if all(e in group for group in groups)), ety)


def _setsubtract(args: Sequence[Value], ret: Type) -> Value:
    if not all(a.is_wholly_known for a in args):
        return unknown(ret)
    (first, second), ety = _converted_elements(args, _element_type(ret))
    remove = _Members(second)
    return set_value((e for e in first if e not in remove), ety)


def functions() -> dict[str, Function]:
    dyn = Parameter
    return {
        "chunklist": Function(_CHUNKLIST, returns=lambda a: List(a[0].type), impl=_chunklist),
        "coalesce": Function(
            var_param=dyn("vals", allow_null=True, allow_unknown=True, allow_dynamic=True),
            returns=_coalesce_type, impl=_coalesce),
        "coalescelist": Function(
            var_param=dyn("vals", allow_null=True, allow_unknown=True, allow_dynamic=True),
            returns=_coalescelist_type, impl=_coalescelist),
        "compact": Function([dyn("list", List(STRING))], returns=List(STRING), impl=_compact),
        "concat": Function(var_param=_CONCAT, returns=_concat_type, impl=_concat),
        "contains": Function([dyn("list"), dyn("value")], returns=BOOL, impl=_contains),
        "distinct": Function([dyn("list", List(DYNAMIC))], returns=lambda a: a[0].type,
                             impl=_distinct),
        "element": Function([dyn("list"), dyn("index", NUMBER)], returns=_element_type_rule,
                            impl=_element),
        "flatten": Function([dyn("list")], returns=_flatten_type, impl=_flatten),
        "hasindex": Function([dyn("collection", allow_dynamic=True),
                              dyn("key", allow_dynamic=True)],
                             returns=_hasindex_type, impl=_hasindex),
        "index": Function([dyn("collection"), dyn("key", allow_dynamic=True)],
                          returns=_index_type, impl=_index),
        "keys": Function([_KEYS], returns=_keys_type, impl=_keys),
        "length": Function([dyn("collection", allow_dynamic=True)], returns=_length_type,
                           impl=_length),
        "lookup": Function(_LOOKUP, returns=_lookup_type, impl=_lookup),
        "merge": Function(var_param=dyn("maps", allow_null=True, allow_dynamic=True),
                          returns=_merge_type, impl=_merge),
        "range": Function(var_param=_RANGE, returns=List(NUMBER), impl=_range),
        "reverse": Function([_REVERSE], returns=_reverse_type, impl=_reverse),
        "setintersection": Function(_SET_PARAMS[:1], var_param=_SET_PARAMS[1],
                                    returns=_set_type, impl=_setintersection),
        "setsubtract": Function([dyn("a", Set(DYNAMIC)), dyn("b", Set(DYNAMIC))],
                                returns=_set_type, impl=_setsubtract),
        "setunion": Function(_SET_PARAMS[:1], var_param=_SET_PARAMS[1], returns=_set_type,
                             impl=_setunion),
        "slice": Function(_SLICE, returns=_slice_type, impl=_slice),
        "sort": Function([dyn("list", List(STRING))], returns=List(STRING), impl=_sort),
        "values": Function([dyn("mapping")], returns=_values_type, impl=_values),
        "zipmap": Function([dyn("keys", List(STRING)), dyn("values")], returns=_zipmap_type,
                           impl=_zipmap),
    }

