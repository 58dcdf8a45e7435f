"""HCL's types: primitives, collections, structural types, capsules and the
dynamic pseudo-type (information model, "Types").

Types are immutable and compare by structure, except capsules, which are
identical only to themselves.  A type doubles as a *type specification* in
:meth:`Type.matches`, where the dynamic pseudo-type stands for "any type".
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from typing import Any, ClassVar, Final

__all__ = [
    "BOOL",
    "DYNAMIC",
    "NUMBER",
    "STRING",
    "Capsule",
    "CollectionType",
    "DynamicType",
    "List",
    "Map",
    "Object",
    "PrimitiveType",
    "Set",
    "Tuple",
    "Type",
]


class Type:
    """Base of every HCL type.

    ``kind`` names the kind ("string", "list", "object", …) so that code can
    dispatch without isinstance chains.
    """

    __slots__ = ("_hash", "kind")

    is_primitive: ClassVar[bool] = False
    is_collection: ClassVar[bool] = False
    is_structural: ClassVar[bool] = False

    _hash: int
    kind: str

    def friendly_name(self) -> str:
        """How messages name this type ("list of string", "object"): most
        kinds by their kind's name."""
        return self.kind

    def friendly_name_for_constraint(self) -> str:
        """How messages name this type when it is a requirement: the dynamic
        pseudo-type reads as "any type" ("list of any single type")."""
        return self.friendly_name()

    def matches(self, spec: Type) -> bool:
        """Whether this type matches the type specification ``spec``: it is
        identical, or ``spec`` has the dynamic pseudo-type wherever they differ."""
        return spec is DYNAMIC or self == spec

    def has_dynamic(self) -> bool:
        """Whether the dynamic pseudo-type appears anywhere in this type."""
        return False

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        return self is other

    def __str__(self) -> str:
        return self.friendly_name()


class PrimitiveType(Type):
    """string, number or bool; there is exactly one instance of each, since
    code throughout compares them by identity."""

    __slots__ = ()
    is_primitive = True
    _instances: ClassVar[dict[str, PrimitiveType]] = {}
    # One instance each, equal only to itself: the identity hash, computed
    # without a Python call (types are hashed as keys of shared tuple types).
    __hash__ = object.__hash__

    def __new__(cls, name: str) -> PrimitiveType:
        if name not in ("string", "number", "bool"):
            raise ValueError(f"no primitive type {name!r}")
        if name not in cls._instances:
            instance = super().__new__(cls)
            instance.kind = name
            instance._hash = hash(("primitive", name))
            cls._instances[name] = instance
        return cls._instances[name]

    def __repr__(self) -> str:
        return f"T.{self.kind.upper()}"

    def __reduce__(self) -> str:
        return self.kind.upper()  # unpickle to the module-level singleton


class DynamicType(Type):
    """The dynamic pseudo-type: a placeholder for a type not yet known (one instance)."""

    __slots__ = ()
    _instance: ClassVar[DynamicType | None] = None
    __hash__ = object.__hash__  # as for the primitive types

    def __new__(cls) -> DynamicType:
        if cls._instance is None:
            instance = super().__new__(cls)
            instance.kind = "dynamic"
            instance._hash = hash("dynamic")
            cls._instance = instance
        return cls._instance

    def friendly_name_for_constraint(self) -> str:
        return "any type"

    def matches(self, spec: Type) -> bool:
        return spec is DYNAMIC

    def has_dynamic(self) -> bool:
        return True

    def __repr__(self) -> str:
        return "T.DYNAMIC"

    def __reduce__(self) -> str:
        return "DYNAMIC"


STRING: Final = PrimitiveType("string")
NUMBER: Final = PrimitiveType("number")
BOOL: Final = PrimitiveType("bool")
DYNAMIC: Final = DynamicType()


class CollectionType(Type):
    """list, set or map: any number of elements of one element type."""

    __slots__ = ("element",)
    is_collection = True
    _KIND: ClassVar[str] = ""

    element: Type

    def __init__(self, element: Type) -> None:
        if not isinstance(element, Type):
            raise TypeError(f"element type must be a Type, not {type(element).__name__}")
        self.kind = self._KIND
        self.element = element
        self._hash = hash((self.kind, element))

    def __eq__(self, other: object) -> bool:
        return self is other or (
            type(other) is type(self) and self.element == other.element
        )

    __hash__ = Type.__hash__

    def friendly_name(self) -> str:
        return f"{self.kind} of {self.element.friendly_name()}"

    def friendly_name_for_constraint(self) -> str:
        if self.element is DYNAMIC:
            return f"{self.kind} of any single type"
        return f"{self.kind} of {self.element.friendly_name_for_constraint()}"

    def matches(self, spec: Type) -> bool:
        if spec is DYNAMIC:
            return True
        return type(spec) is type(self) and self.element.matches(spec.element)

    def has_dynamic(self) -> bool:
        return self.element.has_dynamic()

    def __repr__(self) -> str:
        return f"T.{type(self).__name__}({self.element!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.element,))


class List(CollectionType):
    """A sequence of elements of one type."""

    __slots__ = ()
    _KIND = "list"


class Set(CollectionType):
    """Distinct elements of one type, in a stable order."""

    __slots__ = ()
    _KIND = "set"


class Map(CollectionType):
    """String keys to elements of one type."""

    __slots__ = ()
    _KIND = "map"


class Object(Type):
    """Named attributes, each of its own type.

    ``optional`` names attributes a value may lack: as a type constraint (a
    conversion target), such an object type takes values without them and
    fills them in with null.  Values themselves never have optional
    attributes, so conversion gives the same type without them.
    """

    __slots__ = ("attributes", "optional")
    is_structural = True

    attributes: Mapping[str, Type]
    optional: frozenset[str]

    def __init__(self, attributes: Mapping[str, Type] | Iterable[tuple[str, Type]] = (),
                 optional: Iterable[str] = ()) -> None:
        items = attributes.items() if isinstance(attributes, Mapping) else attributes
        attrs = dict(sorted(items))
        for name, ty in attrs.items():
            if not isinstance(name, str) or not isinstance(ty, Type):
                raise TypeError("object attributes map names (str) to Types")
        if isinstance(optional, str):
            raise TypeError("optional is a collection of attribute names, not one string")
        opt = frozenset(optional)
        unknown_names = opt - attrs.keys()
        if unknown_names:
            raise ValueError(f"optional names attributes the object does not have: "
                             f"{sorted(unknown_names)!r}")
        self.kind = "object"
        self.attributes = attrs
        self.optional = opt
        self._hash = hash(("object", tuple(attrs.items()), tuple(sorted(opt))))

    def __eq__(self, other: object) -> bool:
        return self is other or (
            type(other) is Object
            and self._hash == other._hash
            and self.attributes == other.attributes
            and self.optional == other.optional
        )

    __hash__ = Type.__hash__

    def without_optional(self) -> Object:
        """The same attributes, none optional (the type a converted value has)."""
        return self if not self.optional else Object(self.attributes)

    def matches(self, spec: Type) -> bool:
        if spec is DYNAMIC:
            return True
        if type(spec) is not Object or spec.attributes.keys() != self.attributes.keys():
            return False
        if spec.optional != self.optional:
            return False
        return all(t.matches(spec.attributes[n]) for n, t in self.attributes.items())

    def has_dynamic(self) -> bool:
        return any(t.has_dynamic() for t in self.attributes.values())

    def __repr__(self) -> str:
        inner = ", ".join(f"{n!r}: {t!r}" for n, t in self.attributes.items())
        if self.optional:
            names = ", ".join(repr(n) for n in sorted(self.optional))
            return f"T.Object({{{inner}}}, optional={{{names}}})"
        return f"T.Object({{{inner}}})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (Object, (dict(self.attributes), tuple(sorted(self.optional))))


class Tuple(Type):
    """A fixed sequence of elements, each of its own type."""

    __slots__ = ("elements",)
    is_structural = True

    elements: tuple[Type, ...]

    def __init__(self, elements: Iterable[Type] = ()) -> None:
        elems = tuple(elements)
        for ty in elems:
            if not isinstance(ty, Type):
                raise TypeError("tuple elements must be Types")
        self.kind = "tuple"
        self.elements = elems
        self._hash = hash(("tuple", elems))

    def __eq__(self, other: object) -> bool:
        return self is other or (type(other) is Tuple and self.elements == other.elements)

    __hash__ = Type.__hash__

    def matches(self, spec: Type) -> bool:
        if spec is DYNAMIC:
            return True
        if type(spec) is not Tuple or len(spec.elements) != len(self.elements):
            return False
        return all(t.matches(s) for t, s in zip(self.elements, spec.elements))

    def has_dynamic(self) -> bool:
        return any(t.has_dynamic() for t in self.elements)

    def __repr__(self) -> str:
        return f"T.Tuple([{', '.join(repr(t) for t in self.elements)}])"

    def __reduce__(self) -> tuple[Any, ...]:
        return (Tuple, (self.elements,))


class Capsule(Type):
    """An application-defined opaque type, identical only to itself.

    Values of a capsule type wrap any Python object.  ``equals`` decides when
    two such values are equal (default: ``==`` on the wrapped objects).
    """

    __slots__ = ("equals", "name")

    def __init__(self, name: str, equals: Any = None) -> None:
        self.kind = "capsule"
        self.name = name
        self.equals = equals
        self._hash = id(self)

    def friendly_name(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return f"T.Capsule({self.name!r})"
