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

import sys
from collections.abc import Iterator

from ..diagnostics import Diagnostics
from ..function import Function, Parameter
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
from ..native.evaluate import constant_value, evaluate
from ..native.templatetext import as_template_text
from ..pos import Range
from ..types import DYNAMIC, STRING, Value, ValueTooDeep, object_value, unknown
from .hcl2shape import same_name_error, too_many_labels

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from typing import Any, Literal, TypeAlias

    from ..json import Body as JSONBody
    from ..model import Attribute, Block, Body, Expression

    _BlockList = list[dict[str, Any]]
else:  # the same base, without typing's Any at run time
    _BlockList = list

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
    __slots__ = ("ctx", "decimals", "labels_above", "lenient", "unknowns")

    def __init__(self, ctx: EvalContext, unknowns: Unknowns, decimals: bool) -> None:
        self.ctx = ctx
        self.unknowns = unknowns
        self.decimals = decimals
        # The context with every missing name standing for an unknown value
        # (made on first need, for ``unknowns="expression"``).
        self.lenient: EvalContext | None = None
        self.labels_above = 0  # the labels of the blocks around the body being read


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


class _Level(dict[str, "_Level | _Bodies"]):
    """A level of block labels, while a body is being read."""

    def __init__(self, block: Block) -> None:
        super().__init__()
        self.block = block

    @property
    def where(self) -> Range:
        # Made only for a message: most loads never need it.
        return self.block.def_range


class _Bodies(_BlockList):
    """The bodies of blocks with one type and the same labels, in order."""

    def __init__(self, block: Block) -> None:
        super().__init__()
        self.block = block

    @property
    def where(self) -> Range:
        # Made only for a message: most loads never need it.
        return self.block.def_range


class _Mixed(_BlockList):
    """The blocks of a type written both with and without labels (or with
    different numbers of them), which no nesting by label can hold: one
    entry each, in source order, its labels as nested levels around its body."""

    def __init__(self, block: Block) -> None:
        super().__init__()
        self.block = block

    @property
    def where(self) -> Range:
        # Made only for a message: most loads never need it.
        return self.block.def_range


def _mixed_types(blocks: list[Block]) -> set[str]:
    """The block types whose label paths cannot all be nested: one block's
    labels begin another's (``sink {}`` beside ``sink "x" {}``)."""
    paths: dict[str, set[tuple[str, ...]]] = {}
    for block in blocks:
        paths.setdefault(block.type, set()).add(tuple(block.labels))
    mixed = set()
    for type_name, labels in paths.items():
        prefixes = {path[:n] for path in labels for n in range(len(path))}
        if prefixes & labels:
            mixed.add(type_name)
    return mixed


def _body(body: Body, opts: _Options, diags: Diagnostics) -> dict[str, Any]:
    if isinstance(body, ast.Body):  # as written: its attributes, then its blocks
        attrs: list[Attribute] = list(body.attributes.values())
        blocks: list[Block] = list(body.blocks)
        if not blocks:  # (the attributes are in source order already)
            out: dict[str, Any] = {}
            for attr in attrs:
                out[attr.name] = _value(attr.expr, opts, diags)
            return out
    else:
        json_body = _loaded("hclkit.json.body", "Body")
        if json_body is not None and isinstance(body, json_body):
            return _json_body(body, opts, diags)
        attrs, blocks = _items(body, opts, diags)
    mixed = _mixed_types(blocks)
    # Attributes and blocks interleaved as written, so keys keep source order.
    if all(isinstance(x, ast.Node) for x in (*attrs, *blocks)):
        # Offsets into one source order them as their positions would.
        order = sorted([(a.start, i, False) for i, a in enumerate(attrs)]  # type: ignore[attr-defined]
                       + [(b.start, i, True) for i, b in enumerate(blocks)])  # type: ignore[attr-defined]
    else:
        order = sorted([(a.range.start.byte, i, False) for i, a in enumerate(attrs)]
                       + [(b.def_range.start.byte, i, True) for i, b in enumerate(blocks)])
    out = {}
    attr_names: dict[str, Attribute] = {}
    for _, index, is_block in order:
        if is_block:
            _place_block(blocks[index], out, attr_names, opts, diags, mixed)
            continue
        item = attrs[index]
        if item.name in out:
            same_name_error(diags, item.name, "a block type", out[item.name].where,
                            item.name_range)
            continue
        attr_names[item.name] = item
        out[item.name] = _value(item.expr, opts, diags)
    return {k: _finish(v) if k not in attr_names else v for k, v in out.items()}


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
    bodies = [body]
    while bodies:
        for block in bodies.pop().blocks:
            if block.type == _DYNAMIC_TYPE:
                return True
            bodies.append(block.body)
    return False


def _place_block(block: Block, out: dict[str, Any], attr_names: dict[str, Attribute],
                 opts: _Options, diags: Diagnostics, mixed: set[str]) -> None:
    if too_many_labels(diags, block, opts.labels_above, opts.ctx.limits.max_depth):
        return
    opts.labels_above += len(block.labels)
    try:
        _place_labelled_block(block, out, attr_names, opts, diags, mixed)
    finally:
        opts.labels_above -= len(block.labels)


def _place_labelled_block(block: Block, out: dict[str, Any], attr_names: dict[str, Attribute],
                          opts: _Options, diags: Diagnostics, mixed: set[str]) -> None:
    if block.type in attr_names:
        same_name_error(diags, block.type, "an attribute", attr_names[block.type].name_range,
                        block.type_range)
        return
    if block.type in mixed:
        entries = out.setdefault(block.type, _Mixed(block))
        entry: dict[str, Any] = _body(block.body, opts, diags)
        for label in reversed(block.labels):
            entry = {label: entry}
        entries.append(entry)
        return
    path = [block.type, *block.labels]
    level: dict[str, Any] = out
    for depth, key in enumerate(path):
        last = depth == len(path) - 1
        found = level.get(key)
        if found is None:
            found = _Bodies(block) if last else _Level(block)
            level[key] = found
        # (a body where a level of labels is, or the reverse, cannot happen
        # here: such a type is _Mixed)
        if isinstance(found, _Bodies):
            found.append(_body(block.body, opts, diags))
        else:
            level = found


def _finish(node: _Level | _Bodies | _Mixed) -> Any:
    if isinstance(node, _Mixed):
        return list(node)
    if isinstance(node, _Bodies):
        return node[0] if len(node) == 1 else list(node)
    return {k: _finish(v) for k, v in node.items()}


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
        const = constant_value(expr)
        if const is not None:  # what it is in any context
            return python_data(const, expr, opts.decimals, diags)
    if opts.unknowns == "expression":
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


class _AnyFunction(dict[str, Function]):
    """Every function not defined elsewhere: one with an unknown result."""

    def get(self, name: str, default: Any = None) -> Function:
        return _STAND_IN


_UNKNOWN = unknown(DYNAMIC)
_STAND_IN = Function(var_param=Parameter("args", DYNAMIC, allow_null=True, allow_unknown=True,
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
        lenient = EvalContext()
        lenient.variables = _AnyVariable()
        lenient.functions = _AnyFunction()
        for scope in reversed(scopes):
            lenient = EvalContext(scope.variables, scope.functions, lenient)
            lenient.symbols = scope.symbols
        opts.lenient = lenient
    missing = _missing_var_names(expr, opts.ctx)
    if not missing:
        return opts.lenient
    attrs = opts.ctx.variable(VAR_OBJECT).as_dict()  # type: ignore[union-attr]
    wider = object_value({**attrs, **{name: _UNKNOWN for name in missing}})
    return opts.lenient.child({VAR_OBJECT: wider})


def _missing_var_names(expr: Expression, ctx: EvalContext) -> set[str]:
    """The names ``expr`` reads from a ``var`` object given in ``ctx`` that
    it does not have."""
    given = ctx.variable(VAR_OBJECT)
    if given is None or not given.is_known or given.is_null \
            or given.type.kind not in ("object", "map"):
        return set()
    attrs = given.as_dict()
    return {name for name in _var_names(expr) if name not in attrs}


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
