"""YAML: yamldecode and yamlencode (package ``PyYAML``, its C parser when
present).

``yamldecode`` reads one document and maps it as Terraform's decoder does:
mappings to objects, sequences to tuples, ``!!str`` to strings, ``!!int``
and ``!!float`` to numbers, ``!!bool`` to bools, ``!!null`` to null,
``!!timestamp`` to an RFC 3339 string and ``!!binary`` to its base64 text.
Untagged plain scalars are resolved by the YAML 1.2 core schema (so ``yes``
and ``on`` stay strings, ``0o17`` is octal); merge keys (``<<``) and aliases
to earlier anchors work, cycles do not.  It is built from the parser's
events, without recursion, so that nesting is bounded by
``Limits.max_value_depth`` and the value an alias expands to by
:data:`MAX_YAML_NODES` in all (the "billion laughs" document fails at once
instead of exhausting memory).

``yamlencode`` writes block style with sorted keys and every string
double-quoted, as the reference does.
"""

from __future__ import annotations

import base64
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from ..budget import charge, charge_elements, current_limits
from ..function import Function, FunctionError, Parameter
from ..types import (
    BOOL,
    DYNAMIC,
    NUMBER,
    STRING,
    Type,
    Value,
    null,
    object_value,
    string_value,
    tuple_value,
    unknown,
)
from ..types import number as N
from ..types.value import ValueTooDeep
from ._optional import optional_module
from ._util import charge_encoding, string_result

__all__ = ["MAX_YAML_NODES", "functions"]

MAX_YAML_NODES = 1_000_000

_TAG = "tag:yaml.org,2002:"
_NULL = re.compile(r"~|null|Null|NULL|")
_BOOL = {"true": True, "True": True, "TRUE": True, "false": False, "False": False,
         "FALSE": False}
_INT = re.compile(r"[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+")
_FLOAT = re.compile(r"[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?")
_INF = re.compile(r"([-+]?)\.(?:inf|Inf|INF)")
_NAN = re.compile(r"\.(?:nan|NaN|NAN)")


class YAMLError(Exception):
    pass


@dataclass
class _Open:
    """A collection being read: its items so far, its anchor and its size."""

    kind: str  # "map" or "seq"
    anchor: str | None
    items: list[Value] = field(default_factory=list)
    keys: list[str] = field(default_factory=list)
    seen: set[str] = field(default_factory=set)
    merged: dict[str, Value] = field(default_factory=dict)
    pending_key: str | None = None
    size: int = 1


def decode_yaml(text: str) -> Value:
    """The single document in ``text`` as a value; raises :class:`YAMLError`."""
    yaml = optional_module("yaml", "PyYAML", "yamldecode")
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    anchors: dict[str, tuple[Value, int]] = {}
    open_anchors: set[str] = set()
    stack: list[_Open] = []
    total = 0
    documents = 0
    result: Value = null(DYNAMIC)
    try:
        for event in yaml.parse(text, Loader=loader):
            name = type(event).__name__
            if name == "DocumentStartEvent":
                documents += 1
                if documents > 1:
                    raise YAMLError("only one YAML document is supported")
                continue
            if name in ("StreamStartEvent", "StreamEndEvent", "DocumentEndEvent"):
                continue
            if name in ("MappingStartEvent", "SequenceStartEvent"):
                if len(stack) >= current_limits().max_value_depth:
                    raise ValueTooDeep(current_limits().max_value_depth)
                kind = "map" if name == "MappingStartEvent" else "seq"
                _check_collection_tag(event.tag, kind)
                if event.anchor:
                    open_anchors.add(event.anchor)
                stack.append(_Open(kind, event.anchor))
                continue
            if name in ("MappingEndEvent", "SequenceEndEvent"):
                done = stack.pop()
                charge_elements(len(done.items) + len(done.merged))
                if done.kind == "map":
                    attrs = dict(done.merged)
                    attrs.update(zip(done.keys, done.items))
                    value = object_value(attrs)
                else:
                    value = tuple_value(done.items)
                size = done.size
                if done.anchor:
                    open_anchors.discard(done.anchor)
                    anchors[done.anchor] = (value, size)
            elif name == "AliasEvent":
                if event.anchor in open_anchors:
                    raise YAMLError(f"cannot refer to anchor {event.anchor!r} inside itself")
                if event.anchor not in anchors:
                    raise YAMLError(f"unknown anchor {event.anchor!r} referenced")
                value, size = anchors[event.anchor]
            else:  # a scalar
                value = _scalar(event)
                size = 1
                if event.anchor:
                    anchors[event.anchor] = (value, size)
            total += size
            if total > MAX_YAML_NODES:
                raise YAMLError(f"the document expands to more than {MAX_YAML_NODES} values "
                                "(aliases count each time they are used)")
            if not stack:
                result = value
                continue
            _add(stack[-1], value, size, name == "AliasEvent")
    except yaml.YAMLError as e:
        raise YAMLError(_yaml_message(e)) from None
    return result


def _add(parent: _Open, value: Value, size: int, is_alias: bool) -> None:
    parent.size += size
    if parent.kind == "seq":
        parent.items.append(value)
        return
    if parent.pending_key is None:
        if value.is_null or value.type not in (STRING, NUMBER, BOOL):
            raise YAMLError("mapping keys must be strings, numbers or bools")
        key = value.as_string() if value.type is STRING else _key_text(value)
        if key in parent.seen:
            raise YAMLError(f"mapping key {key!r} is defined more than once")
        parent.seen.add(key)
        parent.pending_key = key
        return
    key = parent.pending_key
    parent.pending_key = None
    if key == "<<" and value.type.kind in ("object", "tuple"):
        sources = [value] if value.type.kind == "object" else list(value.elements())
        for source in reversed(sources):
            if source.type.kind != "object":
                raise YAMLError("a merge key (<<) takes a mapping or a sequence of mappings")
            parent.merged.update(source.as_dict())
        return
    parent.keys.append(key)
    parent.items.append(value)


def _key_text(v: Value) -> str:
    if v.type is BOOL:
        return "true" if v.as_bool() else "false"
    return N.to_text(v.as_number())


def _check_collection_tag(tag: str | None, kind: str) -> None:
    if tag in (None, "!", _TAG + kind):
        return
    raise YAMLError(f"unsupported tag {tag!r} on a {'mapping' if kind == 'map' else 'sequence'}")


def _scalar(event: Any) -> Value:
    text: str = event.value
    tag = event.tag
    if tag is None or tag == "!":
        plain = event.implicit[0] and tag is None
        if not plain:
            return string_value(text)
        tag = _resolve_plain(text)
    if not tag.startswith(_TAG):
        raise YAMLError(f"unsupported tag {tag!r}")
    kind = tag[len(_TAG):]
    if kind == "str":
        return string_value(text)
    if kind == "null":
        return null(DYNAMIC)
    if kind == "bool":
        if text not in _BOOL:
            raise YAMLError(f"cannot read {text!r} as a bool")
        return Value(BOOL, _BOOL[text])
    if kind == "int":
        return Value(NUMBER, N.from_int(_int(text)))
    if kind == "float":
        return Value(NUMBER, _float(text))
    if kind == "timestamp":
        return string_value(_timestamp(text))
    if kind == "binary":
        try:
            raw = base64.b64decode("".join(text.split()), validate=True)
        except ValueError:
            raise YAMLError("!!binary value is not valid base64") from None
        return string_value(base64.b64encode(raw).decode())
    raise YAMLError(f"unsupported tag {tag!r}")


def _resolve_plain(text: str) -> str:
    if _NULL.fullmatch(text):
        return _TAG + "null"
    if text in _BOOL:
        return _TAG + "bool"
    if _INT.fullmatch(text):
        return _TAG + "int"
    if _FLOAT.fullmatch(text) or _INF.fullmatch(text) or _NAN.fullmatch(text):
        return _TAG + "float"
    return _TAG + "str"


def _int(text: str) -> int:
    t = text.replace("_", "")
    sign = -1 if t.startswith("-") else 1
    t = t.lstrip("+-")
    try:
        if t.startswith("0o"):
            return sign * int(t[2:], 8)
        if t.startswith("0x"):
            return sign * int(t[2:], 16)
        if len(t) > 4000:
            raise YAMLError("integer has too many digits")
        return sign * int(t)
    except ValueError:
        raise YAMLError(f"cannot read {text!r} as an integer") from None


def _float(text: str) -> N.Number:
    m = _INF.fullmatch(text)
    if m:
        return N.NEG_INF if m.group(1) == "-" else N.POS_INF
    if _NAN.fullmatch(text):
        raise YAMLError("NaN (.nan) cannot be represented as a number")
    try:
        return N.parse(text)
    except (ValueError, N.NumberError):
        raise YAMLError(f"cannot read {text!r} as a number") from None


_TIMESTAMP = re.compile(
    r"([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})"
    r"(?:(?:[Tt]|[ \t]+)([0-9]{1,2}):([0-9]{2}):([0-9]{2})(\.[0-9]*)?"
    r"(?:[ \t]*(Z|[-+][0-9]{1,2}(?::?[0-9]{2})?))?)?")


def _timestamp(text: str) -> str:
    m = _TIMESTAMP.fullmatch(text)
    if m is None:
        raise YAMLError(f"cannot read {text!r} as a timestamp")
    year, month, day, hour, minute, second, fraction, zone = m.groups()
    stamp = f"{int(year):04d}-{int(month):02d}-{int(day):02d}"
    if hour is None:
        return stamp + "T00:00:00Z"
    fraction = (fraction or "").rstrip("0").rstrip(".")
    if zone is None or zone == "Z":
        zone_text = "Z"
    else:
        digits = zone[1:].replace(":", "")
        hours, minutes = digits[:-2] if len(digits) > 2 else digits, digits[-2:] if len(
            digits) > 2 else "00"
        zone_text = f"{zone[0]}{int(hours):02d}:{minutes}"
    return f"{stamp}T{int(hour):02d}:{minute}:{second}{fraction}{zone_text}"


def _yaml_message(e: Exception) -> str:
    problem = getattr(e, "problem", None)
    mark = getattr(e, "problem_mark", None)
    if problem and mark is not None:
        return f"on line {mark.line + 1}, column {mark.column + 1}: {problem}"
    return str(e).replace("\n", " ")


def _yamldecode(args: Sequence[Value], ret: Type) -> Value:
    text = args[0].as_string()
    charge(len(text))  # its scalars; each collection is charged as it closes
    try:
        return decode_yaml(text)
    except YAMLError as e:
        raise FunctionError(f"failed to parse YAML: {e}") from None


# --- yamlencode ----------------------------------------------------------------------------------


class _Quoted(str):
    """A string to be written double-quoted."""


class _Integer(str):
    """A whole number's digits, written as they are (however many)."""


def _plain(v: Value) -> object:
    if v.is_null:
        return None
    t = v.type
    if t is STRING:
        return _Quoted(v.as_string())
    if t is BOOL:
        return v.as_bool()
    if t is NUMBER:
        n = v.as_number()
        if N.is_inf(n):
            return math.inf if N.sign(n) > 0 else -math.inf
        if N.is_integer(n):
            return _Integer(N.to_text(n))
        return Decimal(N.to_text(n))
    if t.kind in ("object", "map"):
        return {_Quoted(k): _plain(e) for k, e in sorted(v.as_dict().items())}
    return [_plain(e) for e in v.elements()]


def encode_yaml(v: Value) -> str:
    yaml = optional_module("yaml", "PyYAML", "yamlencode")
    charge_encoding(v)
    dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)

    class Dumper(dumper):  # type: ignore[misc, valid-type]
        pass

    Dumper.add_representer(_Quoted, lambda d, s: d.represent_scalar(_TAG + "str", str(s),
                                                                     style='"'))
    Dumper.add_representer(Decimal, lambda d, n: d.represent_scalar(_TAG + "float", str(n)))
    Dumper.add_representer(_Integer, lambda d, n: d.represent_scalar(_TAG + "int", str(n)))
    text: str = yaml.dump(_plain(v), Dumper=Dumper, default_flow_style=False,
                          allow_unicode=True, sort_keys=False, width=2**31 - 1)
    if text.endswith("\n...\n"):  # a lone scalar: no document end marker
        text = text[:-4]
    return text


def _yamlencode(args: Sequence[Value], ret: Type) -> Value:
    if not args[0].is_wholly_known:
        return unknown(STRING)
    return string_result(encode_yaml(args[0]))


def functions() -> dict[str, Function]:
    return {
        "yamldecode": Function([Parameter("src", STRING)], returns=DYNAMIC, impl=_yamldecode),
        "yamlencode": Function([Parameter("value", DYNAMIC, allow_null=True,
                                          allow_unknown=True)], returns=STRING,
                               impl=_yamlencode),
    }
