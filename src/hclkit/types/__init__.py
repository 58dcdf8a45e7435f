"""HCL's type system and values: the information model's types, values,
equality, conversion, unification and JSON forms.

    from hclkit import types as T
    T.List(T.STRING), T.Object({"port": T.NUMBER}), T.DYNAMIC
"""

from __future__ import annotations

from ..lazy import lazy_names
from .conversion import ConversionError, can_convert, convert, get_conversion, mismatch_message
from .interop import to_value
from .number import BigFloat, NumberError
from .path import GetAttrStep, IndexStep, PathStep
from .typesys import (
    BOOL,
    DYNAMIC,
    NUMBER,
    STRING,
    Capsule,
    CollectionType,
    DynamicType,
    List,
    Map,
    Object,
    PrimitiveType,
    Set,
    Tuple,
    Type,
)
from .unification import unify
from .value import (
    DYNAMIC_VALUE,
    FALSE,
    MAX_VALUE_DEPTH,
    TRUE,
    UNKNOWN_BOOL,
    Value,
    ValueTooDeep,
    bool_value,
    capsule_value,
    list_value,
    map_value,
    null,
    number_value,
    object_value,
    set_value,
    string_value,
    tuple_value,
    unknown,
)

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from .jsonvalue import from_json, to_json, type_from_json, type_to_json

__all__ = [
    "BOOL",
    "DYNAMIC",
    "DYNAMIC_VALUE",
    "FALSE",
    "MAX_VALUE_DEPTH",
    "NUMBER",
    "STRING",
    "TRUE",
    "UNKNOWN_BOOL",
    "BigFloat",
    "Capsule",
    "CollectionType",
    "ConversionError",
    "DynamicType",
    "GetAttrStep",
    "IndexStep",
    "List",
    "Map",
    "NumberError",
    "Object",
    "PathStep",
    "PrimitiveType",
    "Set",
    "Tuple",
    "Type",
    "Value",
    "ValueTooDeep",
    "bool_value",
    "can_convert",
    "capsule_value",
    "convert",
    "from_json",
    "get_conversion",
    "list_value",
    "map_value",
    "mismatch_message",
    "null",
    "number_value",
    "object_value",
    "set_value",
    "string_value",
    "to_json",
    "to_value",
    "tuple_value",
    "type_from_json",
    "type_to_json",
    "unify",
    "unknown",
]

# The JSON forms (and the json module) are loaded when first used: a command
# converting a small file never needs them.
__getattr__, __dir__ = lazy_names(__name__, globals(), {
    name: ".jsonvalue" for name in ("from_json", "to_json", "type_from_json", "type_to_json")})
