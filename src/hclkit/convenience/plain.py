"""A parsed body as plain Python data: the shape ``hclkit.loads`` returns.

A body becomes a ``dict``: each attribute's name maps to its evaluated
value (``str``, ``bool``, ``None``, ``int`` for integral numbers, ``float``
or ``decimal.Decimal`` for the rest, ``list``, ``dict``); each block sits
under its type and then one nested ``dict`` level per label, its body a
``dict`` (a ``list`` of them where the same type and labels occur more than
once).  Keys keep source order.

:func:`body_data` is the one entry point; the loading functions and other
tools (``hcl2json``, ``decode``) build on it.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Iterator, Sequence

from ..budget import bytes_left, current_budget
from ..diagnostics import Diagnostics
from ..model import (
    AttributeSchema,
    BlockHeaderSchema,
    BodySchema,
    EvalContext,
    TraverseAttr,
    TraverseIndex,
    expr_as_keyword,
    expr_list,
)
from ..native import ast
from ..native.evaluate import NOT_CONSTANT, constant_data, evaluate, unknown_without_errors
from ..native.templatetext import as_template_text
from ..types import DYNAMIC, STRING, Value, ValueTooDeep, object_value, unknown
from .hcl2shape import same_name_error, too_many_labels

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from typing import Any, Literal, TypeAlias

    from ..function import Function
    from ..json import Body as JSONBody
    from ..model import Attribute, Block, Body, Expression

# The JSON syntax and ``dynamic`` blocks are imported only when an input
# uses them (a native file without ``dynamic`` blocks needs neither):
# ``hcl2json`` on a small file starts faster.  Until their modules are
# loaded no value can be one of their classes, which ``_loaded`` relies on.
_DYNAMIC_TYPE = "dynamic"  # hclkit.ext._DYNAMIC_TYPE

__all__ = ["Numbers", "Unknowns", "body_data", "expression_text", "python_data"]

# (Strings at run time, where typing is not loaded.)
Unknowns: TypeAlias = 'Literal["raise", "expression"]'
Numbers: TypeAlias = 'Literal["float", "decimal"]'


def expression_text(expr: Expression) -> str:
    """An expression kept unevaluated, as template text that reads back as
    it (a JSON-syntax string, :func:`hclkit.parse_template`): ``${…}``
    around its source, or a template's own text."""
    if isinstance(expr, ast.Expression):
        return as_template_text(expr)
    json_expression = _loaded("hclkit.json.expr", "JSONExpression")
    if json_expression is not None and isinstance(expr, json_expression):
        from ..json.parser import JString  # noqa: PLC0415  (loaded when used)
        if isinstance(expr.node, JString):
            return expr.node.value
    return "${" + expr.source_text() + "}"


def _loaded(module: str, name: str) -> Any:
    """The class ``name`` of ``module`` if that module is loaded, else None
    (nothing can be an instance of a class not yet defined)."""
    found = sys.modules.get(module)
    return None if found is None else getattr(found, name)


class _Options:
    __slots__ = ("ctx", "decimals", "expression_mode", "labels_above", "lenient", "max_labels",
                 "room", "unknowns", "var_given")

    def __init__(self, ctx: EvalContext, unknowns: Unknowns, decimals: bool) -> None:
        self.ctx = ctx
        self.unknowns = unknowns
        self.expression_mode = unknowns == "expression"
        self.decimals = decimals
        # The context with every missing name standing for an unknown value
        # (made on first need, for ``unknowns="expression"``).
        self.lenient: EvalContext | None = None
        self.labels_above = 0  # the labels of the blocks around the body being read
        self.max_labels = ctx.limits.max_depth
        # What a constant's constructors may take of the evaluation budget:
        # all of it, unless an evaluation around this one is spending it.
        self.room = ctx.limits.max_eval_bytes if current_budget() is None else bytes_left()
        # Whether ``var`` is given as an object (see _lenient).
        self.var_given = _var_object(ctx) is not None


def body_data(body: Body, ctx: EvalContext, *, dynamic_blocks: bool = True,
              unknowns: Unknowns = "raise", numbers: Numbers = "float"
              ) -> tuple[dict[str, Any], Diagnostics]:
    """``body`` as plain data, its expressions evaluated in ``ctx``.

    With ``dynamic_blocks``, a native-syntax body's ``dynamic`` blocks are
    expanded (:mod:`hclkit.ext.dynblock`) into the blocks they stand for.
    With ``unknowns="expression"``, an attribute whose value needs a
    variable or function ``ctx`` lacks (or is an unknown value) is its
    source text as ``"${…}"``; with ``"raise"`` it is an error.  Errors are
    in the diagnostics; the data holds what could be read."""
    if unknowns not in ("raise", "expression"):
        raise ValueError(f"unknowns must be 'raise' or 'expression', not {unknowns!r}")
    if numbers not in ("float", "decimal"):
        raise ValueError(f"numbers must be 'float' or 'decimal', not {numbers!r}")
    opts = _Options(ctx, unknowns, numbers == "decimal")
    diags = Diagnostics()
    if dynamic_blocks and isinstance(body, ast.Body) and _has_dynamic(body):
        from ..ext import dynblock  # noqa: PLC0415  (loaded when used)
        body = dynblock.expand(body, ctx)
    return _body(body, opts, diags), diags


# --- bodies ----------------------------------------------------------------------------------


def _mixed_types(blocks: Sequence[Block], labels: list[list[str]]) -> set[str]:
    """The block types whose label paths cannot all be nested: one block's
    labels begin another's (``sink {}`` beside ``sink "x" {}``); ``labels``
    are the blocks' labels."""
    uneven = _uneven_types(blocks, labels)
    if not uneven:
        return uneven
    paths: dict[str, set[tuple[str, ...]]] = {}
    for block, written in zip(blocks, labels, strict=True):
        if block.type in uneven:
            paths.setdefault(block.type, set()).add(tuple(written))
    mixed = set()
    for type_name, found in paths.items():
        prefixes = {path[:n] for path in found for n in range(len(path))}
        if prefixes & found:
            mixed.add(type_name)
    return mixed


def _uneven_types(blocks: Sequence[Block], labels: list[list[str]]) -> set[str]:
    """The block types whose blocks do not all have the same number of labels."""
    counts: dict[str, int] = {}
    uneven: set[str] = set()
    for block, written in zip(blocks, labels, strict=True):
        if counts.setdefault(block.type, len(written)) != len(written):
            uneven.add(block.type)
    return uneven


def _body(body: Body, opts: _Options, diags: Diagnostics) -> dict[str, Any]:
    if isinstance(body, ast.Body):  # as written: its attributes, then its blocks
        return _native_body(body, opts, diags, None)
    expanded = _loaded("hclkit.ext.dynblock", "ExpandedBody")
    if expanded is not None and isinstance(body, expanded):
        written = body.original
        if isinstance(written, ast.Body) and not body.iteration.variables \
                and not body.iteration.unknown and not _has_own_dynamic(written):
            # Nothing here to expand: as written, its blocks' bodies still
            # expanded (what applying a schema of its own content would give,
            # unless its blocks of a type differ in their number of labels).
            labels = [block.labels for block in written.blocks]
            if not _uneven_types(written.blocks, labels):
                return _native_body(written, opts, diags, body)
    json_body = _loaded("hclkit.json.body", "Body")
    if json_body is not None and isinstance(body, json_body):
        return _json_body(body, opts, diags)
    attrs, blocks = _items(body, opts, diags)
    return _placed(attrs, blocks, [block.labels for block in blocks],
                   _source_order(attrs, blocks), opts, diags, None)


def _native_body(body: ast.Body, opts: _Options, diags: Diagnostics, expanded: Any
                 ) -> dict[str, Any]:
    """A native body as written; with ``expanded`` (a ``dynblock.ExpandedBody``
    of it), its blocks' bodies are read as that expands them."""
    blocks = body.blocks
    if not blocks:  # (the attributes are in source order already)
        out: dict[str, Any] = {}
        decimals, room = opts.decimals, opts.room
        for attr in body.attributes.values():
            expr = attr.expr
            data = constant_data(expr, decimals, room)  # (most are: _value's first step)
            out[attr.name] = data if data is not NOT_CONSTANT else _computed(expr, opts, diags)
        return out
    attrs = list(body.attributes.values())
    # Both in source order: merged by their offsets.
    order: list[int] = []
    i, count = 0, len(attrs)
    for j, block in enumerate(blocks):
        start = block.start
        while i < count and attrs[i].start < start:
            order.append(i)
            i += 1
        order.append(~j)
    order.extend(range(i, count))
    return _placed(attrs, blocks, [block.labels for block in blocks], order, opts, diags,
                   expanded)


def _has_own_dynamic(body: ast.Body) -> bool:
    """Whether ``body`` has a ``dynamic`` block of its own (not nested deeper)."""
    return any(block.type == _DYNAMIC_TYPE for block in body.blocks)


def _source_order(attrs: list[Attribute], blocks: list[Block]) -> list[int]:
    """Attributes (by index) and blocks (by ``~index``) interleaved as
    written, so that keys keep source order."""
    starts = [_offset(a) for a in attrs]
    block_starts = [_offset(b) for b in blocks]
    if None in starts or None in block_starts:
        # Positions order them where offsets into one source are not known.
        starts = [a.range.start.byte for a in attrs]
        block_starts = [b.def_range.start.byte for b in blocks]
    order = sorted([(start, i, False) for i, start in enumerate(starts)]
                   + [(start, i, True) for i, start in enumerate(block_starts)])
    return [~i if is_block else i for _, i, is_block in order]


def _offset(item: Attribute | Block) -> int | None:
    """Where a native attribute or block (or one a ``dynamic`` block's
    expansion stands for) starts in its source, without working out a
    position; None for any other."""
    if isinstance(item, ast.Node):
        return item.start
    start: int | None = getattr(item, "source_start", None)
    return start


def _placed(attrs: Sequence[Attribute], blocks: Sequence[Block], labels: list[list[str]],
            order: list[int], opts: _Options, diags: Diagnostics, expanded: Any
            ) -> dict[str, Any]:
    """A body's data: its attributes' values and its blocks' bodies, in
    ``order`` (see :func:`_source_order`), each block's body under its type
    and ``labels``."""
    mixed = _mixed_types(blocks, labels)
    out: dict[str, Any] = {}
    # The first block of each type placed: the keys of ``out`` that are
    # block types (each other key is an attribute's).
    first: dict[str, Block] = {}
    for k in order:
        if k >= 0:
            attr = attrs[k]
            name = attr.name
            if name in out:
                same_name_error(diags, name, "a block type", first[name].def_range,
                                attr.name_range)
            else:
                out[name] = _value(attr.expr, opts, diags)
        else:
            _place_block(blocks[~k], labels[~k], attrs, out, first, opts, diags, mixed,
                         expanded)
    for type_name in first:
        if type_name not in mixed:
            out[type_name] = _finish(out[type_name])
    return out


def _place_block(block: Block, labels: list[str], attrs: Sequence[Attribute],
                 out: dict[str, Any],
                 first: dict[str, Block], opts: _Options, diags: Diagnostics,
                 mixed: set[str], expanded: Any) -> None:
    if too_many_labels(diags, block, opts.labels_above, opts.max_labels):
        return
    count = len(labels)
    type_name = block.type
    if type_name in out and type_name not in first:
        attr = next(a for a in attrs if a.name == type_name)
        same_name_error(diags, type_name, "an attribute", attr.name_range, block.type_range)
        return
    body = block.body
    opts.labels_above += count
    try:
        if expanded is not None:
            data: dict[str, Any] = _body(
                expanded.__class__(body, expanded.ctx, expanded.iteration), opts, diags)
        elif body.__class__ is ast.Body:
            data = _native_body(body, opts, diags, None)
        else:
            data = _body(body, opts, diags)
    finally:
        opts.labels_above -= count
    first.setdefault(type_name, block)
    if type_name in mixed:
        # One entry each, in source order, its labels as levels around its body.
        for label in reversed(labels):
            data = {label: data}
        out.setdefault(type_name, []).append(data)
        return
    # A level of labels is a dict, the bodies of blocks with one type and the
    # same labels a list (a body where a level is, or the reverse, cannot
    # happen here: such a type is mixed).
    level = out
    key = type_name
    for label in labels:
        found = level.get(key)
        if found is None:
            found = level[key] = {}
        level = found
        key = label
    bodies = level.get(key)
    if bodies is None:
        level[key] = [data]
    else:
        bodies.append(data)


def _finish(node: dict[str, Any] | list[dict[str, Any]]) -> Any:
    """Levels of labels as they are, each list of bodies as its one body or the list."""
    if node.__class__ is list:
        return node[0] if len(node) == 1 else node
    for key, inner in node.items():  # type: ignore[union-attr]
        node[key] = _finish(inner)  # type: ignore[index]
    return node


def _items(body: Body, opts: _Options, diags: Diagnostics
           ) -> tuple[list[Attribute], list[Block]]:
    """The attributes and blocks of a body that is not a native one as
    written: as its ``dynamic`` blocks expand (through a schema of what the
    body holds), or its attributes."""
    expanded = _loaded("hclkit.ext.dynblock", "ExpandedBody")
    if expanded is not None and isinstance(body, expanded) and isinstance(body.original,
                                                                         ast.Body):
        written = body.original
        attributes = [AttributeSchema(name) for name in written.attributes]
        if opts.unknowns == "expression" and _needs_missing(
                written, body.iteration.context(opts.ctx)):
            # Its dynamic blocks cannot be expanded with what was given: as written.
            content, _, more = body.partial_content(BodySchema(attributes=attributes))
            diags.extend(more)
            return list(content.attributes.values()), list(written.blocks)
        content, more = body.content(BodySchema(attributes, _block_headers(written)))
        diags.extend(more)
        return list(content.attributes.values()), list(content.blocks)
    attrs, more = body.just_attributes()
    diags.extend(more)
    return list(attrs.values()), []


def _needs_missing(body: ast.Body, ctx: EvalContext | None) -> bool:
    """Whether a ``dynamic`` block of ``body`` has a ``for_each`` or
    ``labels`` that refers to a variable ``ctx`` lacks (its own iterator aside)."""
    for block in body.blocks:
        if block.type != _DYNAMIC_TYPE or not block.labels:
            continue
        written = block.body.attributes
        iterator = written.get("iterator")
        own = expr_as_keyword(iterator.expr) if iterator is not None else block.labels[0]
        for name in ("for_each", "labels"):
            attr = written.get(name)
            if attr is None:
                continue
            for traversal in attr.expr.variables():
                root = traversal.root_name
                if root != own and (ctx is None or ctx.variable(root) is None):
                    return True
            if ctx is not None and _missing_var_names(attr.expr, ctx):
                return True
    return False


def _block_headers(body: ast.Body) -> list[BlockHeaderSchema]:
    """Every block type ``body`` has, each with as many labels as its first
    block (or ``dynamic`` block's ``labels``) has."""
    labels: dict[str, int] = {}
    for block in body.blocks:
        if block.type != _DYNAMIC_TYPE:
            labels.setdefault(block.type, len(block.labels))
        elif block.labels:
            written = block.body.attributes.get("labels")
            count = len(expr_list(written.expr)[0]) if written is not None else 0
            labels.setdefault(block.labels[0], count)
    return [BlockHeaderSchema(t, [f"label{i}" for i in range(n)]) for t, n in labels.items()]


def _has_dynamic(body: ast.Body) -> bool:
    if body.sm.text.find(_DYNAMIC_TYPE, body.start, body.end) < 0:  # no walk needed
        return False
    bodies = [body]
    while bodies:
        for block in bodies.pop().blocks:
            if block.type == _DYNAMIC_TYPE:
                return True
            bodies.append(block.body)
    return False


# --- values ----------------------------------------------------------------------------------


def python_data(val: Value, expr: Expression, decimals: bool, diags: Diagnostics) -> Any:
    """``val`` as plain Python data, or ``None`` and a diagnostic at ``expr``
    when it nests deeper than Python's stack has room for."""
    try:
        return val.to_python(decimals=decimals)
    except ValueTooDeep as e:
        diags.error("Value too deeply nested", f"{e}; plain data cannot hold it here.",
                    expr.range)
        return None


def _value(expr: Expression, opts: _Options, diags: Diagnostics) -> Any:
    if isinstance(expr, ast.Expression):
        data = constant_data(expr, opts.decimals, opts.room)
        if data is not NOT_CONSTANT:  # what it is in any context
            return data
    return _computed(expr, opts, diags)


def _computed(expr: Expression, opts: _Options, diags: Diagnostics) -> Any:
    """The data of an expression that is not a constant (see :func:`_value`)."""
    if opts.expression_mode and isinstance(expr, ast.Expression) \
            and unknown_without_errors(expr, opts.ctx, opts.room):
        # Unknown wherever what was not given stands for an unknown value.
        return as_template_text(expr)
    if opts.expression_mode:
        # Evaluated once, with what was not given standing for unknown values:
        # ``try`` and ``can`` then wait (an unknown result) rather than catch
        # the error a missing name would make, as the reference's do for unknowns.
        val, more = _evaluate(expr, _lenient(opts, expr))
        if not more.has_errors():
            if not val.is_wholly_known:
                return expression_text(expr)
            diags.extend(more)
            return python_data(val, expr, opts.decimals, diags)
        # What is wrong even with every missing name given.
        diags.extend(more)
        return None
    val, more = _evaluate(expr, opts.ctx)
    if not more.has_errors() and val.is_wholly_known:
        diags.extend(more)
        return python_data(val, expr, opts.decimals, diags)
    if not more.has_errors():
        more.error("Unknown value",
                   "The value depends on values that are not known yet, which plain data "
                   'cannot hold (unknowns="expression" keeps such an expression as text).',
                   expr.range)
    diags.extend(more)
    return None


def _evaluate(expr: Expression, ctx: EvalContext) -> tuple[Value, Diagnostics]:
    """``expr.value(ctx)``, a native expression's without the method's indirection."""
    if isinstance(expr, ast.Expression):
        return evaluate(expr, ctx)
    return expr.value(ctx)


def _json_body(body: JSONBody, opts: _Options, diags: Diagnostics) -> dict[str, Any]:
    """A JSON-syntax body.  With no schema to tell blocks from attributes,
    each property is a value (its strings templates), and a name given more
    than once (as repeated blocks are written) has the list of its values."""
    from ..json import JSONExpression  # noqa: PLC0415  (loaded when used)
    from ..json.parser import JArray, JObject  # noqa: PLC0415  (loaded when used)
    node = body.node
    objects: list[JObject] = []
    if isinstance(node, JObject):
        objects.append(node)
    elif isinstance(node, JArray):  # an array of objects is one body
        for elem in node.elements:
            if isinstance(elem, JObject):
                objects.append(elem)
            else:
                diags.error("Incorrect JSON value type", "A JSON object is required here, "
                            "to define arguments and child blocks.", elem.range)
    out: dict[str, Any] = {}
    repeated: set[str] = set()
    for obj in objects:
        for prop in obj.properties:
            name = prop.name.value
            if name == "//":  # a comment
                continue
            value = _json_value(JSONExpression(prop.value), opts, diags)
            if name not in out:
                out[name] = value
                continue
            if name not in repeated:
                repeated.add(name)
                out[name] = [out[name]]
            out[name].append(value)
    return out


def _json_value(expr: Expression, opts: _Options, diags: Diagnostics) -> Any:
    """In ``expression`` mode a JSON value is read piece by piece (property
    names as written), so only the strings that need what was not given
    stay as written, each once."""
    from ..json import JSONExpression  # noqa: PLC0415  (loaded when used)
    from ..json.parser import JArray, JObject, JString  # noqa: PLC0415  (loaded when used)
    node = expr.node if isinstance(expr, JSONExpression) else None
    if opts.unknowns == "raise" or node is None:
        return _value(expr, opts, diags)
    if isinstance(node, JObject):
        return {p.name.value: _json_value(JSONExpression(p.value), opts, diags)
                for p in node.properties}
    if isinstance(node, JArray):
        return [_json_value(JSONExpression(e), opts, diags) for e in node.elements]
    if isinstance(node, JString):
        val, more = expr.value(_lenient(opts, expr))
        if not more.has_errors() and not val.is_wholly_known:
            # The string as written is already the expression's "${…}" form.
            return node.value
        if not more.has_errors():
            diags.extend(more)
            return python_data(val, expr, opts.decimals, diags)
    return _value(expr, opts, diags)


# --- names that were not given ------------------------------------------------------------------


class _AnyVariable(dict[str, Value]):
    """Every name not defined elsewhere: an unknown value."""

    def get(self, name: str, default: Any = None) -> Value:
        return _UNKNOWN


class _AnyFunction(dict[str, "Function"]):
    """Every function not defined elsewhere: one with an unknown result."""

    def get(self, name: str, default: Any = None) -> Function:
        return _stand_in()


_UNKNOWN = unknown(DYNAMIC)


@functools.cache
def _stand_in() -> Function:
    """A function of any arguments with an unknown result, made when a call
    first needs it: a file that calls nothing never loads the function layer."""
    from ..function import Function, Parameter  # noqa: PLC0415
    return Function(var_param=Parameter("args", DYNAMIC, allow_null=True, allow_unknown=True,
                                        allow_dynamic=True),
                    returns=DYNAMIC, impl=lambda args, ty: _UNKNOWN)


def _lenient(opts: _Options, expr: Expression) -> EvalContext:
    """``opts.ctx`` with an outermost scope where every missing name is
    found, and, where ``var`` was given as an object, the names ``expr``
    reads from it that it lacks (a ``var`` object given in part: each of
    its attributes is a variable of its own, given or not)."""
    if opts.lenient is None:
        scopes: list[EvalContext] = []
        scope: EvalContext | None = opts.ctx
        while scope is not None:
            scopes.append(scope)
            scope = scope.parent
        # Each scope keeps its own limits: the caller's budget holds in
        # expression mode too.
        lenient = EvalContext(limits=scopes[-1].limits)
        lenient.variables = _AnyVariable()
        lenient.functions = _AnyFunction()
        for scope in reversed(scopes):
            lenient = EvalContext(scope.variables, scope.functions, lenient, limits=scope.limits)
            lenient.symbols = scope.symbols
        opts.lenient = lenient
    if not opts.var_given:
        return opts.lenient
    missing = _missing_var_names(expr, opts.ctx)
    if not missing:
        return opts.lenient
    attrs = opts.ctx.variable(VAR_OBJECT).as_dict()  # type: ignore[union-attr]
    wider = object_value({**attrs, **{name: _UNKNOWN for name in missing}})
    return opts.lenient.child({VAR_OBJECT: wider})


def _missing_var_names(expr: Expression, ctx: EvalContext) -> set[str]:
    """The names ``expr`` reads from a ``var`` object given in ``ctx`` that
    it does not have."""
    given = _var_object(ctx)
    if given is None:
        return set()
    attrs = given.as_dict()
    return {name for name in _var_names(expr) if name not in attrs}


def _var_object(ctx: EvalContext) -> Value | None:
    """The ``var`` object ``ctx`` gives (a known object or map), if it does."""
    given = ctx.variable(VAR_OBJECT)
    if given is None or not given.is_known or given.is_null \
            or given.type.kind not in ("object", "map"):
        return None
    return given


# The object whose attributes are the variables (Terraform's ``var.NAME``).
VAR_OBJECT = "var"


def _var_names(expr: Expression) -> Iterator[str]:
    """The names ``expr`` reads from the ``var`` object (``var.NAME``, ``var["NAME"]``)."""
    for traversal in expr.variables():
        if len(traversal) < 2 or traversal.is_relative or traversal.root_name != VAR_OBJECT:
            continue
        step = traversal[1]
        if isinstance(step, TraverseAttr):
            yield step.name
        elif isinstance(step, TraverseIndex) and step.key.is_known \
                and step.key.type is STRING:
            yield step.key.as_string()
