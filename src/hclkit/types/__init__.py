"""HCL's type system and values: the information model's types, values,
equality, conversion, unification and JSON forms.

    from hclkit import types as T
    T.List(T.STRING), T.Object({"port": T.NUMBER}), T.DYNAMIC
"""

from __future__ import annotations

from ..lazy import lazy_names
from .number import BigFloat, NumberError
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
    from .conversion import (
        ConversionError,
        can_convert,
        convert,
        get_conversion,
        mismatch_message,
    )
    from .interop import to_value
    from .jsonvalue import from_json, to_json, type_from_json, type_to_json
    from .path import GetAttrStep, IndexStep, PathStep
    from .unification import unify

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

# Loaded when first used: the JSON forms (and the json module), conversion,
# unification, paths and values from Python data, which a command converting
# a small file never needs (types and values themselves it does).
__getattr__, __dir__ = lazy_names(__name__, globals(), {
    **dict.fromkeys(["from_json", "to_json", "type_from_json", "type_to_json"], ".jsonvalue"),
    **dict.fromkeys(["ConversionError", "can_convert", "convert", "get_conversion",
                     "mismatch_message"], ".conversion"),
    **dict.fromkeys(["GetAttrStep", "IndexStep", "PathStep"], ".path"),
    "to_value": ".interop", "unify": ".unification"})
