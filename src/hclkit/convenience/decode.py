"""Decoding configuration into dataclasses and TypedDicts.

A class's fields say what a body holds.  A field typed as a dataclass (or
TypedDict), a list or tuple of them, or a dict of them keyed by label is a
block type; :func:`~hclkit.convenience.fields.label` marks the fields that take a
block's labels; every other field is an argument (attribute), converted to
the HCL type its annotation implies (``str``, ``int``, ``float``,
``Decimal``, ``bool``, ``list``, ``tuple``, ``set``, ``dict``, ``Literal``,
``Any``, :class:`~hclkit.types.Value`, and a dataclass marked
``hclkit.attr()``: an object).  An argument is optional when its field has
a default or allows ``None``.  A field annotated
:class:`hclkit.Expression` (or ``Expression | None``) receives the
argument's expression itself, unevaluated (a Terraform ``variable``'s
``type = string``, for :mod:`hclkit.ext.typeexpr`).

The class becomes a :class:`~hclkit.model.BodySchema`, and each body is read
through ``body.content(schema)``, so what is missing or unexpected gets the
model's diagnostics ("Missing required argument", "Unsupported block type
… Did you mean …?") at their ranges, for the native and JSON syntax alike.
Everything found is reported together in one :class:`~hclkit.HCLError`.
"""

from __future__ import annotations

import dataclasses
import decimal
import functools
import os
import types as pytypes
import typing
from collections.abc import Mapping, MutableSequence, Sequence
from dataclasses import dataclass, field
from typing import IO, Any, Literal, TypeVar, Union

from ..budget import OUT_OF_MEMORY
from ..dec.spec import single_block
from ..diagnostics import Diagnostic, Diagnostics, Severity
from ..errors import HCLError
from ..ext import dynblock
from ..files import parse_file
from ..function import Function
from ..json import parse_json
from ..model import AttributeSchema, BlockHeaderSchema, BodySchema, EvalContext
from ..model.body import Attribute, Block, Body, Expression
from ..model.exprvalues import expression_values
from ..native.file import parse_eagerly
from ..stdlib import functions as standard_functions
from ..types import (
    BOOL,
    DYNAMIC,
    NUMBER,
    STRING,
    ConversionError,
    List,
    Map,
    Set,
    Tuple,
    Type,
    Value,
    convert,
    number_value,
    string_value,
)
from ..types.path import GetAttrStep, IndexStep, PathStep, describe_path
from ..types.sets import go_quote
from .fields import KIND, LABELS, NAME
from .loading import _is_json

__all__ = ["decode"]

C = TypeVar("C")

# What a source may be: text, a path, an open file, a parsed file, or a body.
Source = str | bytes | os.PathLike[str] | IO[str] | IO[bytes] | Body | Any


def decode(source_or_body: Source, cls: type[C], *, variables: Mapping[str, Any] | None = None,
           functions: Mapping[str, Function] | None = None,
           filename: str | None = None, dynamic_blocks: bool = True) -> C:
    """``source_or_body`` read into an instance of ``cls`` (a dataclass or a
    TypedDict).

    The source is configuration text (``str`` or ``bytes``; its syntax
    chosen as :func:`hclkit.loads` chooses it: by ``filename``'s extension,
    else JSON if it starts with ``{`` or ``[``), a path
    (``pathlib.Path``; syntax by extension), an open file, a parsed file,
    or a body.
    Expressions are evaluated with ``variables`` (plain Python data or
    values) and ``functions`` (the standard library by default).
    ``dynamic_blocks`` expands ``dynamic`` blocks into the blocks they
    stand for, as :func:`hclkit.loads` does (turn it off for a class whose
    own block type is named ``dynamic``).  Raises
    :class:`~hclkit.HCLError` with every problem found; raises ``TypeError``
    if ``cls`` has a field whose annotation has no HCL meaning.
    """
    struct = _Planner().struct(cls)
    body, sources, diags = _read(source_or_body, filename)
    if body is None or diags.has_errors():
        raise HCLError(diags, sources)
    if functions is None:
        functions = standard_functions()
    ctx = EvalContext(dict(variables or {}), functions)
    try:
        if dynamic_blocks:
            body = dynblock.expand(body, ctx)
        result = _Decoder(ctx, diags).body(body, struct, [], None)
    except MemoryError:  # past every budget: a diagnostic still
        diags.error(*OUT_OF_MEMORY)
        result = _FAILED
    if diags.has_errors() or result is _FAILED:
        raise HCLError(diags, sources)
    return typing.cast(C, result)


def _read(source: Source, filename: str | None
          ) -> tuple[Body | None, dict[str, Any], Diagnostics]:
    """The body to decode, the sources for messages, and what parsing said."""
    if isinstance(source, (str, bytes, bytearray)):
        name = filename or "<input>"
        text = bytes(source) if isinstance(source, bytearray) else source
        # The syntax as loads chooses it: by the name's extension, then the content.
        file, diags = (parse_json if _is_json(text, filename) else parse_eagerly)(text, name)
        return file.body, {name: file}, diags
    if isinstance(source, os.PathLike):
        file, diags = parse_file(source)
        path = os.fspath(source)
        return (None if file is None else file.body), ({path: file} if file else {}), diags
    if isinstance(source, Body):
        return source, {}, Diagnostics()
    if callable(getattr(source, "read", None)):  # an open file, text or binary
        own = getattr(source, "name", None)
        return _read(source.read(), filename or (own if isinstance(own, str) else None))
    inner = getattr(source, "body", None)
    if isinstance(inner, Body):  # a parsed file: its source shows in messages
        file_name = getattr(source, "filename", None)
        return inner, ({file_name: source} if isinstance(file_name, str) else {}), Diagnostics()
    raise TypeError(f"cannot decode a {type(source).__name__}: give text, a path, a parsed "
                    "file or a body")


# --- plans: what a class's fields mean ---------------------------------------------------------

_NONE = type(None)
_FAILED: Any = object()  # a value that could not be decoded (and was reported)


@dataclass
class _Struct:
    """A class, read as a body's layout."""

    cls: type
    typed_dict: bool
    labels: list[tuple[str, str]] = field(default_factory=list)  # (field, label name)
    attrs: list[_Attr] = field(default_factory=list)
    blocks: list[_Blocks] = field(default_factory=list)
    schema: BodySchema = field(default_factory=BodySchema)


@dataclass(frozen=True)
class _Attr:
    """A field that holds an argument."""

    field: str
    name: str
    annotation: Any
    type: Type
    required: bool
    nullable: bool  # the annotation allows None
    has_default: bool  # the class fills it in when it is not given
    unevaluated: bool = False  # annotated Expression: the expression itself, not its value


@dataclass(frozen=True)
class _Blocks:
    """A field that holds the blocks of a type: one (``form`` "one"), all in
    order ("list"), or keyed by their first labels ("dict")."""

    field: str
    type_name: str
    form: str
    struct: _Struct
    label_names: tuple[str, ...]  # of every label the blocks have
    depth: int  # levels of dict, keyed by the first labels
    container: type  # list or tuple, for the "list" form
    required: bool
    has_default: bool


class _Planner:
    """Reads classes into plans; a class met again (a block type nested in
    itself) gets the plan already begun."""

    def __init__(self) -> None:
        self.done: dict[type, _Struct] = {}

    def struct(self, cls: Any) -> _Struct:
        if cls in self.done:
            return self.done[cls]
        if not _is_struct(cls):
            raise TypeError(f"decode needs a dataclass or a TypedDict, not {cls!r}")
        struct = _Struct(cls, not dataclasses.is_dataclass(cls))
        self.done[cls] = struct
        try:
            hints = typing.get_type_hints(cls, include_extras=True)
        except NameError as e:
            raise TypeError(f"the annotations of {cls.__name__} cannot be resolved: {e}") from e
        for name, annotation, default, meta in _fields(cls, hints):
            self._field(struct, name, annotation, default, meta)
        attrs = [AttributeSchema(a.name, a.required) for a in struct.attrs]
        blocks = [BlockHeaderSchema(b.type_name, b.label_names) for b in struct.blocks]
        struct.schema = BodySchema(attrs, blocks)
        return struct

    def _field(self, struct: _Struct, name: str, annotation: Any, default: bool,
               meta: Mapping[str, Any]) -> None:
        annotation, marks = _unannotated(annotation)
        meta = {**marks, **meta}
        kind = meta.get(KIND)
        hcl_name = meta.get(NAME) or name
        where = f"{struct.cls.__name__}.{name}"
        inner, nullable = _optional(annotation)
        if kind == "label":
            if inner is not str:
                raise TypeError(f"{where}: a label field must be a str")
            struct.labels.append((name, hcl_name))
            return
        shape = _block_shape(inner) if kind != "attr" else None
        if shape is not None:
            form, depth, element, container = shape
            nested = self.struct(element)
            struct.blocks.append(_Blocks(
                name, hcl_name, form, nested,
                _label_names(where, depth, nested, tuple(meta.get(LABELS) or ())), depth, container,
                required=form == "one" and not (default or nullable), has_default=default))
            return
        if kind == "block":
            raise TypeError(f"{where}: a block field must be a dataclass or TypedDict, or a "
                            "list, tuple or dict of them")
        if inner is Expression:
            struct.attrs.append(_Attr(name, hcl_name, annotation, DYNAMIC,
                                      required=not (default or nullable), nullable=nullable,
                                      has_default=default, unevaluated=True))
            return
        struct.attrs.append(_Attr(name, hcl_name, annotation, _hcl_type(inner, where),
                                  required=not (default or nullable), nullable=nullable,
                                  has_default=default))


def _label_names(where: str, depth: int, nested: _Struct, given: tuple[str, ...]
                 ) -> tuple[str, ...]:
    """The labels of a field's blocks: the block class's label fields, a
    dict of blocks being keyed by the first of them; or, for a class without
    any, one label per level of dict, named by ``given`` (for messages)."""
    own = tuple(n for _, n in nested.labels)
    if own:
        if given:
            raise TypeError(f"{where}: the labels are {nested.cls.__name__}'s label fields; "
                            "labels= is for classes without any")
        if depth > len(own):
            raise TypeError(f"{where}: {depth} levels of dict for {len(own)} label fields of "
                            f"{nested.cls.__name__}")
        return own
    if given and len(given) != depth:
        raise TypeError(f"{where}: {len(given)} label names for {depth} levels of dict")
    if given:
        return given
    return ("name",) if depth == 1 else tuple(f"label{i}" for i in range(1, depth + 1))


def _is_struct(cls: Any) -> bool:
    return isinstance(cls, type) and (dataclasses.is_dataclass(cls) or typing.is_typeddict(cls))


def _fields(cls: Any, hints: Mapping[str, Any]
            ) -> list[tuple[str, Any, bool, Mapping[str, Any]]]:
    """Each field to fill: its name, annotation, whether it may be left out
    (the class has a default for it), and its hclkit notes."""
    if dataclasses.is_dataclass(cls):
        return [(f.name, hints[f.name],
                 f.default is not dataclasses.MISSING
                 or f.default_factory is not dataclasses.MISSING, f.metadata)
                for f in dataclasses.fields(cls) if f.init]
    optional: frozenset[str] = getattr(cls, "__optional_keys__", frozenset())
    found: list[tuple[str, Any, bool, Mapping[str, Any]]] = []
    for name, annotation in hints.items():
        annotation, required = _required_mark(annotation)
        found.append((name, annotation,
                      not required if required is not None else name in optional, {}))
    return found


def _required_mark(annotation: Any) -> tuple[Any, bool | None]:
    """A TypedDict key's ``Required[...]``/``NotRequired[...]`` taken off."""
    origin = typing.get_origin(annotation)
    for mark, required in (("Required", True), ("NotRequired", False)):
        special = getattr(typing, mark, None)
        if special is not None and origin is special:
            return typing.get_args(annotation)[0], required
    return annotation, None


def _unannotated(annotation: Any) -> tuple[Any, dict[str, Any]]:
    """``Annotated[T, marker]`` as T and the notes of any hclkit marker."""
    notes: dict[str, Any] = {}
    while typing.get_origin(annotation) is typing.Annotated:
        annotation, *extras = typing.get_args(annotation)
        for extra in extras:
            if isinstance(extra, dataclasses.Field) and KIND in extra.metadata:
                notes.update(extra.metadata)
    return annotation, notes


def _optional(annotation: Any) -> tuple[Any, bool]:
    """``T | None`` as T and True; anything else as it is and False."""
    origin = typing.get_origin(annotation)
    if origin is Union or origin is pytypes.UnionType:
        args = typing.get_args(annotation)
        rest = [a for a in args if a is not _NONE]
        if len(rest) < len(args):
            if len(rest) == 1:
                return rest[0], True
            return Union[tuple(rest)], True  # noqa: UP007 - built from a tuple
    return annotation, annotation is _NONE or annotation is Any


def _block_shape(annotation: Any) -> tuple[str, int, Any, type] | None:
    """How a field's annotation holds blocks: (form, dict depth, the block
    class, list or tuple), or None if it holds none."""
    if _is_struct(annotation):
        return "one", 0, annotation, list
    origin = typing.get_origin(annotation)
    args = typing.get_args(annotation)
    if origin in (list, Sequence, MutableSequence) and args and _is_struct(args[0]):
        return "list", 0, args[0], list
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis and _is_struct(args[0]):
        return "list", 0, args[0], tuple
    depth = 0
    while typing.get_origin(annotation) in (dict, Mapping) and typing.get_args(annotation):
        key, annotation = typing.get_args(annotation)
        if key is not str:
            return None
        depth += 1
    if depth and _is_struct(annotation):
        return "dict", depth, annotation, list
    return None


_SCALARS: dict[Any, Type] = {str: STRING, bool: BOOL, int: NUMBER, float: NUMBER,
                             decimal.Decimal: NUMBER}


def _hcl_type(annotation: Any, where: str, seen: frozenset[type] = frozenset()) -> Type:
    """The HCL type an argument's value is converted to.  Where a part of it
    may be anything, the whole is dynamic, and the Python side checks the
    value's shape (a list of the dynamic type would refuse mixed elements)."""
    annotation, _ = _unannotated(annotation)
    annotation, _ = _optional(annotation)
    if annotation in _SCALARS:
        return _SCALARS[annotation]
    if annotation is Expression:
        raise TypeError(f"{where}: an Expression is a field of its own (the argument's "
                        "expression), not part of a value's type")
    if annotation is Any or annotation is object or annotation is Value:
        return DYNAMIC
    origin = typing.get_origin(annotation) or annotation
    args = typing.get_args(annotation)
    if origin is Literal:
        kinds = {_SCALARS.get(type(a)) for a in args}
        if len(kinds) != 1 or None in kinds:
            raise TypeError(f"{where}: a Literal's values must be all str, all numbers or "
                            "all bool")
        return kinds.pop()  # type: ignore[return-value]
    made: Type
    if origin in (list, tuple, Sequence, MutableSequence, set, frozenset,
                  typing.AbstractSet, dict, Mapping):
        if origin is tuple and args and not (len(args) == 2 and args[1] is Ellipsis):
            if args == ((),):  # tuple[()]
                return Tuple([])
            parts = [_hcl_type(a, where, seen) for a in args]
            made = Tuple(parts)
        elif origin in (dict, Mapping):
            if args and args[0] is not str:
                raise TypeError(f"{where}: HCL maps have str keys")
            made = Map(_hcl_type(args[1], where, seen) if args else DYNAMIC)
        else:
            element = _hcl_type(args[0], where, seen) if args else DYNAMIC
            made = Set(element) if origin in (set, frozenset, typing.AbstractSet) \
                else List(element)
        return DYNAMIC if made.has_dynamic() else made
    if _is_struct(annotation):
        # An object value; its fields are checked here, their values by _python.
        if annotation not in seen:  # a class may nest in itself
            for f in _object_fields(annotation):
                _hcl_type(f.annotation, f"{annotation.__name__}.{f.field}", seen | {annotation})
        return DYNAMIC
    raise TypeError(f"{where}: no HCL type for {annotation!r}")


@dataclass(frozen=True)
class _ObjectField:
    """A field of a class that an argument's object value fills."""

    field: str
    name: str
    annotation: Any
    required: bool
    has_default: bool


@functools.lru_cache(maxsize=256)
def _object_fields(cls: type) -> tuple[_ObjectField, ...]:
    """The fields of a class used as an argument's type: each an attribute
    of the object, optional if it has a default or allows None."""
    try:
        hints = typing.get_type_hints(cls, include_extras=True)
    except NameError as e:
        raise TypeError(f"the annotations of {cls.__name__} cannot be resolved: {e}") from e
    found = []
    for name, annotation, default, meta in _fields(cls, hints):
        annotation, marks = _unannotated(annotation)
        meta = {**marks, **meta}
        if meta.get(KIND) in ("label", "block"):
            raise TypeError(f"{cls.__name__}.{name}: an argument's object has no labels or "
                            "blocks")
        nullable = _optional(annotation)[1]
        found.append(_ObjectField(name, meta.get(NAME) or name, annotation,
                                  not (default or nullable), default))
    return tuple(found)


# --- decoding ----------------------------------------------------------------------------------


class _Refused(Exception):
    """A value that converted to the HCL type but does not fit the annotation."""

    def __init__(self, reason: str, path: tuple[PathStep, ...]) -> None:
        super().__init__(reason)
        self.reason = reason
        self.path = path


class _Decoder:
    def __init__(self, ctx: EvalContext, diags: Diagnostics) -> None:
        self.ctx = ctx
        self.diags = diags

    def body(self, body: Body, struct: _Struct, labels: Sequence[str],
             block: Block | None) -> Any:
        """An instance of ``struct``'s class from ``body`` (and the labels of
        its block), or _FAILED."""
        content, more = body.content(struct.schema)
        self.diags.extend(more)
        failed = more.has_errors()
        values: dict[str, Any] = dict(zip((f for f, _ in struct.labels), labels))
        for a in struct.attrs:
            attr = content.attributes.get(a.name)
            if attr is None:
                if a.required:
                    failed = True  # reported by content()
                elif not a.has_default:
                    values[a.field] = None
                continue
            val = self.attribute(attr, a)
            if val is _FAILED:
                failed = True
            elif val is not _DEFAULT:
                values[a.field] = val
        for b in struct.blocks:
            val = self.blocks(content.blocks_of_type(b.type_name), b, content)
            if val is _FAILED:
                failed = True
            elif val is not _DEFAULT:
                values[b.field] = val
        if failed:
            return _FAILED
        if struct.typed_dict:
            return values
        try:
            return struct.cls(**values)
        except ValueError as e:  # the class's own checks (__post_init__) refused the values
            what = f"{block.type} block" if block is not None else "configuration"
            self.diags.error(f"Invalid {what}", str(e),
                             block.def_range if block is not None else None)
            return _FAILED

    def attribute(self, attr: Attribute, a: _Attr) -> Any:
        if a.unevaluated:
            return attr.expr
        val, more = attr.expr.value(self.ctx)
        self.diags.extend(more)
        if more.has_errors():
            return _FAILED
        try:
            val = convert(val, a.type)
        except ConversionError as e:
            return self._wrong(attr, e.reason)
        if val.is_null:
            if a.nullable:
                return None
            if a.has_default:
                return _DEFAULT  # null stands for leaving the argument out
            return self._wrong(attr, "a non-null value is required")
        if not val.is_wholly_known:
            self.diags.error("Unknown value", f'The value of argument "{attr.name}" is not '
                             "known yet; decoding needs a known value.", attr.expr.range)
            return _FAILED
        try:
            return _python(val, a.annotation, ())
        except _Refused as e:
            return self._wrong(attr, describe_path(e.path) + e.reason)

    def _wrong(self, attr: Attribute, reason: str) -> Any:
        self.diags.append(Diagnostic(
            Severity.ERROR, "Incorrect attribute value type",
            f'Inappropriate value for attribute "{attr.name}": {reason}.', attr.expr.range,
            expression_values=expression_values(attr.expr, self.ctx)))
        return _FAILED

    def blocks(self, found: list[Block], b: _Blocks, content: Any) -> Any:
        depth = b.depth
        if b.form == "one":
            block = single_block(content, b.type_name, b.required, self.diags)
            if block is None:
                return _FAILED if b.required else (_DEFAULT if b.has_default else None)
            return self.body(block.body, b.struct, block.labels, block)
        if b.form == "list":
            if not found and b.has_default:
                return _DEFAULT
            items = [self.body(x.body, b.struct, x.labels, x) for x in found]
            return _FAILED if _FAILED in items else b.container(items)
        if not found and b.has_default:
            return _DEFAULT
        tree: dict[str, Any] = {}
        failed = False
        for block in found:
            item = self.body(block.body, b.struct, block.labels, block)
            failed = failed or item is _FAILED
            level = tree
            for key in block.labels[:depth - 1]:
                level = level.setdefault(key, {})
            last = block.labels[depth - 1]
            if last in level:
                names = " ".join(f'"{label}"' for label in block.labels[:depth])
                self.diags.error(f"Duplicate {b.type_name} block",
                                 f"A block for {b.type_name} {names} was already defined. The "
                                 f"{b.type_name} labels must be unique.", block.def_range)
                failed = True
                continue
            level[last] = item
        return _FAILED if failed else tree


_DEFAULT: Any = object()  # leave the field to the class's default


def _python(val: Value, annotation: Any, path: tuple[PathStep, ...]) -> Any:
    """A known, converted value as the Python data ``annotation`` asks for."""
    annotation, _ = _unannotated(annotation)
    inner, nullable = _optional(annotation)
    if inner is Value:
        return val
    if val.is_null:
        if nullable:
            return None
        raise _Refused("a non-null value is required", path)
    if inner is Any or inner is object:
        return val.to_python()
    if inner in _SCALARS:
        return _scalar(val, inner, path)
    origin = typing.get_origin(inner) or inner
    args = typing.get_args(inner)
    if origin is Literal:
        got = _scalar(val, type(args[0]), path)
        if got not in args or type(got) is not type(args[0]):
            choices = ", ".join(repr(a) for a in args)
            raise _Refused(f"must be one of {choices}", path)
        return got
    kind = val.type.kind
    if _is_struct(inner):
        return _instance(val, inner, path)
    if origin in (dict, Mapping):
        if kind not in ("map", "object"):
            raise _Refused("a map is required", path)
        element = args[1] if args else Any
        return {k: _python(v, element, (*path, IndexStep(string_value(k))))
                for k, v in val.as_dict().items()}
    if kind not in ("list", "tuple", "set"):
        raise _Refused(f"a {'set' if origin in (set, frozenset) else 'list'} is required", path)
    elements = val.elements()
    if origin is tuple and args and not (len(args) == 2 and args[1] is Ellipsis):
        wanted = [] if args == ((),) else list(args)
        if len(elements) != len(wanted):
            raise _Refused(f"a tuple of {len(wanted)} elements is required", path)
        return tuple(_python(e, t, (*path, IndexStep(number_value(i))))
                     for i, (e, t) in enumerate(zip(elements, wanted)))
    element = args[0] if args else Any
    items = [_python(e, element, (*path, IndexStep(number_value(i))))
             for i, e in enumerate(elements)]
    if origin in (set, frozenset, typing.AbstractSet):
        try:
            return (frozenset if origin is frozenset else set)(items)
        except TypeError as e:  # elements that Python cannot hash (lists, dicts)
            raise _Refused("set elements must be strings, numbers or bools", path) from e
    return tuple(items) if origin is tuple else items


def _instance(val: Value, cls: type, path: tuple[PathStep, ...]) -> Any:
    """An object value as an instance of ``cls``, attribute by field."""
    if val.type.kind not in ("object", "map"):
        raise _Refused("an object is required", path)
    items = val.as_dict()
    values: dict[str, Any] = {}
    fields = _object_fields(cls)
    for f in fields:
        item = items.get(f.name)
        if item is None or item.is_null:
            if f.required:
                raise _Refused(f"attribute {go_quote(f.name)} is required", path)
            if not f.has_default:
                values[f.field] = None
            continue
        values[f.field] = _python(item, f.annotation, (*path, GetAttrStep(f.name)))
    known = {f.name for f in fields}
    for name in items:
        if name not in known:
            raise _Refused(f"unsupported attribute {go_quote(name)}", path)
    if typing.is_typeddict(cls):
        return values
    try:
        return cls(**values)
    except ValueError as e:  # the class's own checks
        raise _Refused(str(e), path) from e


def _scalar(val: Value, cls: Any, path: tuple[PathStep, ...]) -> Any:
    """A string, number or bool as ``cls``; numbers as int only if whole."""
    try:
        val = convert(val, _SCALARS[cls])
    except ConversionError as e:
        raise _Refused(e.reason, path) from e
    if val.is_null:
        raise _Refused("a non-null value is required", path)
    if cls is str:
        return val.as_string()
    if cls is bool:
        return val.as_bool()
    if cls is int:
        try:
            return val.as_int()
        except ValueError as e:
            raise _Refused("a whole number is required", path) from e
    if cls is float:
        return val.as_float()
    return val.as_decimal()

