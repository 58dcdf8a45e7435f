"""HCL values (information model, "Values").

Every value has a type and is known or unknown, null or not.  Known,
non-null values carry a payload in a fixed Python form:

| type | payload |
| --- | --- |
| string | ``str``, NFC-normalised (so equal strings are ``==``) |
| number | ``int`` or :class:`~hclkit.types.number.BigFloat` |
| bool | ``bool`` |
| list, tuple, set | ``tuple`` of Values (sets in their canonical order) |
| map, object | ``dict`` name -> Value, keys in lexical order |
| capsule | any Python object |

Values are immutable.  Build them with the constructor functions here
(:func:`string_value`, :func:`list_value`, …), :func:`null`,
:func:`unknown`, or :func:`hclkit.to_value` from plain Python data.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import MappingProxyType

from . import number as N
from .number import BigFloat
from .sets import canonical_elements, digest
from .typesys import (
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
)

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    import decimal
    from typing import Any, Final

__all__ = [
    "DYNAMIC_VALUE",
    "FALSE",
    "MAX_VALUE_DEPTH",
    "TRUE",
    "UNKNOWN_BOOL",
    "Value",
    "ValueTooDeep",
    "bool_value",
    "capsule_value",
    "list_value",
    "map_value",
    "null",
    "number_value",
    "object_value",
    "set_value",
    "string_value",
    "tuple_value",
    "unknown",
]


class _Marker:
    __slots__ = ("global_name", "name")

    def __init__(self, name: str, global_name: str) -> None:
        self.name = name
        self.global_name = global_name

    def __repr__(self) -> str:
        return self.name

    def __reduce__(self) -> str:
        # Unpickled as the one marker itself, since payloads are told by identity.
        return self.global_name


class ValueTooDeep(ValueError):
    """A value would nest deeper than its bound (``Limits.max_value_depth``,
    by default :data:`MAX_VALUE_DEPTH`), or than Python's stack has room
    for."""

    def __init__(self, depth: int) -> None:
        super().__init__(f"Value too deeply nested: more than {depth} levels of lists, "
                         "tuples, sets, maps and objects")
        self.depth = depth


#: How deeply values decoded from data may nest by default: as deep as
#: source text may (``Limits.max_depth``), so what walks them fits in the stack.
MAX_VALUE_DEPTH: Final = 100

_NULL: Final = _Marker("null", "_NULL")
_UNKNOWN: Final = _Marker("unknown", "_UNKNOWN")


class Value:
    """An HCL value: a type and a payload (see the module docstring).

    ``==`` and ``hash`` are *raw* equality: same type, same known-ness and
    null-ness, equal content.  :meth:`equals` is HCL's ``==`` operator, which
    answers with a bool value that is unknown when the operands are.
    """

    __slots__ = ("_hash", "_v", "type")

    type: Type
    _v: Any
    _hash: int | None

    def __init__(self, type: Type, payload: Any) -> None:
        # Internal: callers guarantee that the payload fits the type.
        self.type = type
        self._v = payload
        self._hash = None

    def __reduce__(self) -> tuple[Any, ...]:
        # The cached hash is left out: string hashes differ between processes.
        return (Value, (self.type, self._v))

    # --- what kind of value -------------------------------------------------------

    @property
    def is_known(self) -> bool:
        """Whether the value is known; ``False`` for an unknown (a placeholder
        for a value decided later, as :func:`unknown` makes).  A collection
        that merely contains unknowns is known itself.
        """
        return self._v is not _UNKNOWN

    @property
    def is_null(self) -> bool:
        """Whether the value is null (of its type); an unknown is not null."""
        return self._v is _NULL

    @property
    def is_wholly_known(self) -> bool:
        """Known, and so is every element and attribute within it."""
        stack = [self]  # without recursion: asked of values of any depth
        # A part shared by several collections is looked at once: values
        # built by repeating a part (jsondecode of aliases, merge of itself)
        # would otherwise cost as much as the tree they unfold to.
        seen: set[int] = set()
        while stack:
            value = stack.pop()
            v = value._v
            if v is _UNKNOWN:
                return False
            if v is _NULL:
                continue
            kind = value.type.kind
            if kind in ("list", "tuple", "set", "map", "object"):
                if id(v) in seen:
                    continue
                seen.add(id(v))
                stack.extend(v.values() if kind in ("map", "object") else v)
        return True

    # --- payload accessors ------------------------------------------------------------

    def _require(self, kind: str) -> Any:
        if self.type.kind != kind:
            raise TypeError(f"{self.type.friendly_name()} value is not a {kind}")
        if self._v is _UNKNOWN or self._v is _NULL:
            raise ValueError(f"{self._v!r} {kind} has no {kind} content")
        return self._v

    def as_string(self) -> str:
        """The text of a known, non-null string value.

        Raises ``TypeError`` if the value is of another type, ``ValueError`` if
        it is null or unknown.
        """
        return self._require("string")  # type: ignore[no-any-return]

    def as_bool(self) -> bool:
        """The ``bool`` of a known, non-null bool value.

        Raises ``TypeError`` if the value is of another type, ``ValueError`` if
        it is null or unknown.
        """
        return self._require("bool")  # type: ignore[no-any-return]

    def as_number(self) -> N.Number:
        """The exact number: an ``int``, or a :class:`BigFloat` for anything else.

        Raises ``TypeError`` if the value is not a number, ``ValueError`` if
        it is null or unknown."""
        return self._require("number")  # type: ignore[no-any-return]

    def as_int(self) -> int:
        """The number as an ``int``.

        Raises ``ValueError`` if it has a fractional part or is null or
        unknown, ``TypeError`` if the value is not a number."""
        return N.to_int(self.as_number())

    def as_float(self) -> float:
        """The number as the nearest ``float`` (``inf`` or ``-inf`` past the
        float range, so precision can be lost).

        Raises ``TypeError`` if the value is of another type, ``ValueError`` if
        it is null or unknown.
        """
        return N.to_float(self.as_number())

    def as_decimal(self) -> decimal.Decimal:
        """The number with exactly the digits HCL writes for it."""
        return N.to_decimal(self.as_number())

    def elements(self) -> tuple[Value, ...]:
        """The elements of a list, set or tuple, in order (a set's in its
        canonical order).  Raises ``TypeError`` for other types,
        ``ValueError`` if the value is null or unknown."""
        if self.type.kind not in ("list", "set", "tuple"):
            raise TypeError(f"{self.type.friendly_name()} value has no elements")
        return self._require(self.type.kind)  # type: ignore[no-any-return]

    def as_dict(self) -> Mapping[str, Value]:
        """The elements of a map or attributes of an object, by name, as a
        read-only mapping.  Raises ``TypeError`` for other types,
        ``ValueError`` if the value is null or unknown."""
        if self.type.kind not in ("map", "object"):
            raise TypeError(f"{self.type.friendly_name()} value has no named elements")
        return MappingProxyType(self._require(self.type.kind))

    def length(self) -> int:
        """Number of elements of a known collection or structural value.
        Raises ``TypeError`` for a primitive type, ``ValueError`` if the
        value is null or unknown."""
        kind = self.type.kind
        if kind not in ("list", "set", "tuple", "map", "object"):
            raise TypeError(f"{self.type.friendly_name()} value has no length")
        return len(self._require(kind))

    def capsule(self) -> Any:
        """The Python object a known, non-null capsule value wraps.

        Raises ``TypeError`` if the value is of another type, ``ValueError`` if
        it is null or unknown.
        """
        return self._require("capsule")

    # --- equality ----------------------------------------------------------------------

    def equals(self, other: Value) -> Value:
        """HCL equality (the ``==`` operator): a bool value, unknown when the
        answer depends on unknown values."""
        result = _equals(self, other)
        if result is None:
            return UNKNOWN_BOOL
        return TRUE if result else FALSE

    def raw_equals(self, other: Value) -> bool:
        """Exact equality: identical types, same known-ness and null-ness,
        equal content (two unknowns of one type are raw-equal)."""
        return _raw_equals(self, other)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Value):
            return NotImplemented
        return _raw_equals(self, other)

    def __hash__(self) -> int:
        h = self._hash
        if h is None:
            h = _content_hash(self)
        return h

    # --- conversion to Python ------------------------------------------------------------

    def to_python(self, *, decimals: bool = False) -> Any:
        """The value as plain Python data.

        str, bool, ``None`` for null, int for integral numbers and float for the
        rest (``decimals=True``: :class:`decimal.Decimal` with HCL's digits),
        list for lists, tuples and sets, dict for maps and objects, the wrapped
        object for capsules.  Raises ``ValueError`` if any part is unknown,
        and :class:`ValueTooDeep` (a ``ValueError``) if the value nests
        deeper than Python's stack has room for.
        """
        try:
            return self._to_python(decimals)
        except RecursionError:
            raise ValueTooDeep(MAX_VALUE_DEPTH) from None

    def _to_python(self, decimals: bool) -> Any:
        v = self._v
        if v is _UNKNOWN:
            raise ValueError(f"an unknown {self.type.friendly_name()} has no Python value")
        if v is _NULL:
            return None
        kind = self.type.kind
        if kind == "number":
            if N.is_integer(v) and not N.is_negative_zero(v):
                return N.to_int(v)
            if decimals and not N.is_inf(v):
                return N.to_decimal(v)
            return N.to_float(v)
        if kind in ("list", "tuple", "set"):
            return [e._to_python(decimals) for e in v]
        if kind in ("map", "object"):
            return {k: e._to_python(decimals) for k, e in v.items()}
        return v

    # --- display --------------------------------------------------------------------------

    def __repr__(self) -> str:
        v = self._v
        if v is _UNKNOWN:
            return f"unknown({self.type!r})"
        if v is _NULL:
            return f"null({self.type!r})"
        kind = self.type.kind
        if kind == "string":
            return f"string_value({v!r})"
        if kind == "number":
            return f"number_value({N.to_text(v)!r})"
        if kind == "bool":
            return "TRUE" if v else "FALSE"
        if kind in ("list", "set", "tuple"):
            return f"{kind}_value([{', '.join(map(repr, v))}])"
        if kind in ("map", "object"):
            inner = ", ".join(f"{k!r}: {e!r}" for k, e in v.items())
            return f"{kind}_value({{{inner}}})"
        return f"capsule_value({self.type!r}, {v!r})"


# --- constructors ---------------------------------------------------------------------------


def _nfc(s: str) -> str:
    if s.isascii():
        return s
    import unicodedata  # noqa: PLC0415  (text past ASCII only)

    return unicodedata.normalize("NFC", s)


def string_value(s: str) -> Value:
    """A string; it is normalised to NFC, as HCL compares strings under NFC."""
    if not isinstance(s, str):
        raise TypeError(f"string_value needs a str, not {type(s).__name__}")
    return Value(STRING, _nfc(s))


def number_value(n: int | float | decimal.Decimal | str | BigFloat) -> Value:
    """A number.  ints are exact at any size; floats and Decimals are taken
    at the decimal value they print as (``0.1`` is one tenth, as in HCL text);
    strings are parsed as HCL parses numbers.  NaN has no HCL value."""
    if isinstance(n, bool):
        raise TypeError("a bool is not a number")
    if isinstance(n, int):
        return Value(NUMBER, int(n))
    if isinstance(n, BigFloat):
        return Value(NUMBER, n)
    if isinstance(n, float):
        if n != n:  # noqa: PLR0124 (NaN, without the math module)
            raise ValueError("NaN is not a number in HCL")
        return Value(NUMBER, N.parse(repr(n)))
    if N.is_decimal(n):
        if n.is_nan():
            raise ValueError("NaN is not a number in HCL")
        if n.is_infinite():
            return Value(NUMBER, N.NEG_INF if n < 0 else N.POS_INF)
        return Value(NUMBER, N.parse(format(n, "f")))
    if isinstance(n, str):
        return Value(NUMBER, N.parse(n))
    raise TypeError(f"number_value needs a number, not {type(n).__name__}")


def bool_value(b: bool) -> Value:
    """The bool value for ``b``: the shared ``TRUE`` or ``FALSE``."""
    return TRUE if b else FALSE


def capsule_value(capsule_type: Capsule, obj: Any) -> Value:
    """A value of a capsule type wrapping the Python object ``obj``.

    Raises ``TypeError`` if ``capsule_type`` is not a :class:`Capsule`.
    """
    if not isinstance(capsule_type, Capsule):
        raise TypeError("capsule_value needs a Capsule type")
    return Value(capsule_type, obj)


def _check_elements(elems: tuple[Value, ...], element_type: Type | None, what: str) -> Type:
    if element_type is None:
        if not elems:
            raise ValueError(f"an empty {what} needs an element type")
        element_type = elems[0].type
    for e in elems:
        if not isinstance(e, Value):
            raise TypeError(f"{what} elements must be Values, not {type(e).__name__}")
        if e.type != element_type:
            raise ValueError(
                f"{what} elements must all be {element_type.friendly_name()}, "
                f"not {e.type.friendly_name()}"
            )
    return element_type


def list_value(elements: Iterable[Value], element_type: Type | None = None) -> Value:
    """A list; every element has ``element_type`` (default: the first's type).

    Raises ``ValueError`` if the elements are not all of that type (no
    conversion is made: see :func:`convert`) or if there are none and no
    ``element_type``; ``TypeError`` if an element is not a :class:`Value`."""
    elems = tuple(elements)
    ety = _check_elements(elems, element_type, "list")
    return Value(List(ety), elems)


def set_value(elements: Iterable[Value], element_type: Type | None = None) -> Value:
    """A set: duplicates dropped, elements in the canonical set order;
    every element has ``element_type`` (default: the first's type).

    Raises ``ValueError`` if the elements are not all of that type (no
    conversion is made: see :func:`convert`) or if there are none and no
    ``element_type``; ``TypeError`` if an element is not a :class:`Value`."""
    elems = tuple(elements)
    ety = _check_elements(elems, element_type, "set")
    return Value(Set(ety), canonical_elements(elems, ety))


def map_value(elements: Mapping[str, Value], element_type: Type | None = None) -> Value:
    """A map of string keys (keys are normalised to NFC); every element has
    ``element_type`` (default: the first's type).

    Raises ``ValueError`` if the elements are not all of that type (no
    conversion is made: see :func:`convert`) or if there are none and no
    ``element_type``; ``TypeError`` if an element is not a :class:`Value`."""
    items = {_nfc(k): v for k, v in elements.items()}
    ety = _check_elements(tuple(items.values()), element_type, "map")
    return Value(Map(ety), dict(sorted(items.items())))


# Tuple and object types made by the constructors below, shared: evaluation
# builds the same shapes over and over (one per element of a ``for``).  The
# tables are emptied when full, so they stay small whatever is evaluated.
_SHARED_TYPES_MAX: Final = 4096
_tuple_types: dict[tuple[Type, ...], Tuple] = {}
_object_types: dict[tuple[tuple[str, Type], ...], Object] = {}


def tuple_value(elements: Iterable[Value]) -> Value:
    """A tuple of ``elements``, in order; its type lists each element's type.

    Raises ``TypeError`` if an element is not a :class:`Value`.
    """
    elems = tuple(elements)
    for e in elems:
        if not isinstance(e, Value):
            raise TypeError(f"tuple elements must be Values, not {type(e).__name__}")
    return _tuple_of(elems)


def _tuple_of(elems: tuple[Value, ...]) -> Value:
    """:func:`tuple_value` of elements known to be Values (the evaluator's)."""
    types = tuple([e.type for e in elems])
    ty = _tuple_types.get(types)
    if ty is None:
        if len(_tuple_types) >= _SHARED_TYPES_MAX:
            _tuple_types.clear()
        ty = _tuple_types[types] = Tuple(types)
    return Value(ty, elems)


def object_value(attributes: Mapping[str, Value]) -> Value:
    """An object with ``attributes`` (names normalised to NFC); its type
    lists each attribute's type.

    Raises ``TypeError`` if an attribute is not a :class:`Value`.
    """
    attrs = dict(sorted((_nfc(k), v) for k, v in attributes.items()))
    for v in attrs.values():
        if not isinstance(v, Value):
            raise TypeError(f"object attributes must be Values, not {type(v).__name__}")
    shape = tuple([(k, v.type) for k, v in attrs.items()])
    ty = _object_types.get(shape)
    if ty is None:
        if len(_object_types) >= _SHARED_TYPES_MAX:
            _object_types.clear()
        ty = _object_types[shape] = Object(dict(shape))
    return Value(ty, attrs)


def null(t: Type) -> Value:
    """The null value of type ``t``."""
    return Value(t, _NULL)


def unknown(t: Type) -> Value:
    """The unknown value of type ``t``."""
    return Value(t, _UNKNOWN)


TRUE: Final = Value(BOOL, True)
FALSE: Final = Value(BOOL, False)
UNKNOWN_BOOL: Final = unknown(BOOL)
DYNAMIC_VALUE: Final = unknown(DYNAMIC)
"""The unknown value of the dynamic pseudo-type: nothing is known about it,
not even its type."""


# --- equality --------------------------------------------------------------------------------


def _equals(a: Value, b: Value) -> bool | None:
    """HCL equality as the reference has it; ``None`` means unknown.

    Unknowns first: two unknowns give unknown whatever their types; one
    unknown gives unknown if the other is null or its own type involves the
    dynamic pseudo-type, else ``False`` if the types differ, else unknown.
    Then nulls: equal only to nulls, of any type.  Then a dynamic unknown
    nested anywhere gives unknown unless the types could never agree; then
    different types are unequal.  Lists, tuples and maps stop at the first
    element that is unequal or unknown; objects prefer a definite "unequal";
    a set with an unknown element is unknown."""
    ta, tb = a.type, b.type
    va, vb = a._v, b._v
    if va is _UNKNOWN or vb is _UNKNOWN:
        if va is _UNKNOWN and vb is _UNKNOWN:
            return None
        known, unknown_type = (b, ta) if va is _UNKNOWN else (a, tb)
        if known._v is _NULL or unknown_type.has_dynamic() or ta == tb:
            return None
        return False
    if va is _NULL or vb is _NULL:
        return va is vb
    if not (_has_known_type(a) and _has_known_type(b)):
        return None if ta.matches(tb) or tb.matches(ta) else False
    if ta != tb:
        return False
    kind = ta.kind
    if kind in ("string", "bool"):
        return bool(va == vb)
    if kind == "number":
        return N.equal(va, vb)
    if kind in ("list", "tuple"):
        if len(va) != len(vb):
            return False
        for x, y in zip(va, vb):
            r = _equals(x, y)
            if r is not True:
                return r
        return True
    if kind == "map":
        if len(va) != len(vb) or va.keys() != vb.keys():
            return False
        for k, x in va.items():
            r = _equals(x, vb[k])
            if r is not True:
                return r
        return True
    if kind == "object":
        result: bool | None = True
        for k, x in va.items():
            r = _equals(x, vb[k])
            if r is False:
                return False
            if r is None:
                result = None
        return result
    if kind == "set":
        if any(not e.is_known for e in va) or any(not e.is_known for e in vb):
            return None
        return _same_set(va, vb)
    if kind == "capsule":
        eq = ta.equals  # type: ignore[attr-defined]
        return bool(eq(va, vb) if eq is not None else va == vb)
    return bool(va == vb)  # pragma: no cover - no other kinds have payloads


def _own_hash(v: Value) -> int | None:
    """``v``'s hash if it needs no element's hash (else ``None``)."""
    p = v._v
    if p is _UNKNOWN or p is _NULL:
        return hash((v.type.kind, p.name))
    kind = v.type.kind
    if kind == "number":
        return N.number_hash(p)
    if kind == "capsule":
        return id(v.type)
    if kind in ("string", "bool"):
        return hash(p)
    return None


def _content_hash(root: Value) -> int:
    """The hash of all of ``root``'s content, consistent with raw equality,
    cached on every value it visits; without recursion, so depth is no
    matter.  A set's elements are combined without regard to order (equal
    sets may list elements that share a digest in different orders)."""
    stack: list[tuple[Value, bool]] = [(root, False)]
    while stack:
        v, children_done = stack.pop()
        if v._hash is not None:
            continue
        own = _own_hash(v)
        if own is not None:
            v._hash = own
            continue
        p = v._v
        kind = v.type.kind
        elems = p.values() if kind in ("map", "object") else p
        if not children_done:
            stack.append((v, True))
            stack.extend((e, False) for e in elems if e._hash is None)
            continue
        hashes = [e._hash for e in elems]
        if kind == "set":
            v._hash = hash((kind, len(hashes), sum(hashes) & 0xFFFFFFFFFFFFFFFF,
                            frozenset(hashes)))
        elif kind in ("map", "object"):
            v._hash = hash((kind, tuple(p), tuple(hashes)))
        else:
            v._hash = hash((kind, tuple(hashes)))
    return root._hash  # type: ignore[return-value]


def _has_known_type(v: Value) -> bool:
    """No unknown value whose type involves the dynamic pseudo-type within ``v``."""
    p = v._v
    if p is _UNKNOWN:
        return not v.type.has_dynamic()
    if p is _NULL or not v.type.has_dynamic():
        return True
    kind = v.type.kind
    if kind in ("list", "set", "tuple"):
        return all(_has_known_type(e) for e in p)
    if kind in ("map", "object"):
        return all(_has_known_type(e) for e in p.values())
    return True


def _same_set(va: tuple[Value, ...], vb: tuple[Value, ...]) -> bool:
    if len(va) != len(vb):
        return False
    # A multiset match: a set may hold several unknowns (never merged), so
    # each element of one side pairs with a distinct element of the other.
    index: dict[str, list[Value]] = {}
    for e in vb:
        index.setdefault(digest(e), []).append(e)
    for e in va:
        bucket = index.get(digest(e), [])
        for i, o in enumerate(bucket):
            if e.raw_equals(o):
                del bucket[i]
                break
        else:
            return False
    return True


def _raw_equals(a: Value, b: Value) -> bool:
    if a is b:
        return True
    if a.type != b.type:
        return False
    va, vb = a._v, b._v
    if isinstance(va, _Marker) or isinstance(vb, _Marker):
        return va is vb
    kind = a.type.kind
    if kind == "number":
        return N.equal(va, vb)
    if kind in ("list", "tuple"):
        return len(va) == len(vb) and all(_raw_equals(x, y) for x, y in zip(va, vb))
    if kind in ("map", "object"):
        return va.keys() == vb.keys() and all(_raw_equals(x, vb[k]) for k, x in va.items())
    if kind == "set":
        return _same_set(va, vb)
    if kind == "capsule":
        eq = a.type.equals  # type: ignore[attr-defined]
        return bool(eq(va, vb) if eq is not None else va == vb)
    return bool(va == vb)
