"""Evaluation of native-syntax expressions (seed 000, "Expressions" and
"Templates"; seed 001, "Expression Evaluation").

:func:`evaluate` is what ``expr.value(ctx)`` runs.  Each expression kind has
an evaluator here, found by the node's class.  Evaluators append to one
:class:`Diagnostics` and return a value even when they fail (an unknown of
the dynamic pseudo-type, or of the type the result would have had), so that
callers keep going and report every problem, as the reference does.

The messages, their subjects and the order checks happen in are the
reference's, recorded in ``tests/data/eval``.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Iterator, Sequence

from ..budget import (
    ELEMENT_BYTES,
    OUT_OF_MEMORY,
    OverBudget,
    charge,
    charge_elements,
    close_budget,
    current_budget,
    open_budget,
)
from ..diagnostics import Diagnostic, Diagnostics, Severity
from ..limits import DEFAULT_LIMITS
from ..model.context import EvalContext
from ..model.static import expr_as_keyword
from ..model.traversal import Traversal, TraverseIndex
from ..pos import Span
from ..types import (
    BOOL,
    DYNAMIC,
    DYNAMIC_VALUE,
    FALSE,
    NUMBER,
    STRING,
    TRUE,
    List,
    Type,
    Value,
    unknown,
)
from ..types import number as N
from ..types.sets import go_quote
from ..types.typesys import CollectionType, Object, Tuple
from ..types.value import _NULL, _UNKNOWN, _nfc, _tuple_of, list_value, object_value, tuple_value
from .ast import (
    ATOM_LITERAL,
    ATOM_STRING,
    AnonSymbolExpr,
    BinaryOpExpr,
    ConditionalExpr,
    Expression,
    ForExpr,
    FunctionCallExpr,
    IndexExpr,
    InvalidExpr,
    LiteralValueExpr,
    NegatedLiteralExpr,
    ObjectConsExpr,
    ObjectConsKeyExpr,
    ParenthesesExpr,
    RelativeTraversalExpr,
    ScopeTraversalExpr,
    SplatExpr,
    TemplateExpr,
    TemplateJoinExpr,
    TemplateWrapExpr,
    TupleConsExpr,
    UnaryOpExpr,
    literal_value,
)

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from typing import Any, Final, TypeAlias

    from ..model.ops import index, traverse_rel
    from ..types import ConversionError, convert, unify
else:
    # Conversion, unification and the steps of traversals are loaded by their
    # first use, which puts the real functions in these names: a small file
    # often needs none of them, and loading them cost its run a tenth.  No
    # ConversionError exists before conversion is loaded (each ``except
    # ConversionError`` here guards a call of ``convert``), so until then the
    # name stands for a class that nothing raises.
    class ConversionError(Exception):
        pass

    def convert(value, want):
        _load_conversion()
        return convert(value, want)

    def unify(types, *, unsafe=False):
        _load_conversion()
        return unify(types, unsafe=unsafe)

    def index(collection, key, subject, diags):
        _load_ops()
        return index(collection, key, subject, diags)

    def traverse_rel(value, traversal, diags, first=0):
        _load_ops()
        return traverse_rel(value, traversal, diags, first)

    def _load_conversion():
        global ConversionError, convert, unify  # noqa: PLW0603 (bound once, as above)
        from ..types.conversion import ConversionError, convert  # noqa: PLC0415
        from ..types.unification import unify  # noqa: PLC0415

    def _load_ops():
        global index, traverse_rel  # noqa: PLW0603 (bound once, as above)
        from ..model.ops import index, traverse_rel  # noqa: PLC0415

__all__ = ["NOT_CONSTANT", "constant_data", "constant_value", "evaluate", "reads_missing_root",
           "unknown_without_errors"]

Ctx: TypeAlias = "EvalContext | None"
Evaluator: TypeAlias = "Callable[[Expression, Ctx, Diagnostics], Value]"

def evaluate(expr: Expression, ctx: EvalContext | None) -> tuple[Value, Diagnostics]:
    """The value of ``expr`` in ``ctx`` (``None``: literal-only mode).

    Nesting is bounded by the parser, so the recursion here fits in
    Python's stack; a caller whose own stack is nearly used up still gets a
    diagnostic, not a RecursionError."""
    # Constants (most attributes of most files): nothing to spend or report.
    const = constant_value(expr)
    if const is not None:
        return const, Diagnostics()
    diags = Diagnostics()
    # One budget (bytes, and elements ``for`` expressions build) for the whole
    # evaluation, nested evaluations (a function evaluating its arguments) included.
    token = open_budget(ctx.limits if ctx is not None else DEFAULT_LIMITS)
    try:
        val = _ev(expr, ctx, diags)
    except RecursionError:
        diags.error("Expression too complex",
                    "This expression is nested too deeply to evaluate.", expr)
        val = DYNAMIC_VALUE
    except MemoryError:  # past every budget: still an answer, not an exception
        diags.error(*OUT_OF_MEMORY, expr)
        val = DYNAMIC_VALUE
    finally:
        close_budget(token)
    if diags:
        from ..model.exprvalues import attach_expression_values  # noqa: PLC0415 (rare)
        attach_expression_values(diags, 0, expr, ctx, Expression.children)
    return val, diags


def constant_value(expr: Expression) -> Value | None:
    """The value of a literal or of a template folded when parsed (the same
    in any context, with no diagnostics); ``None`` for any other expression."""
    cls = expr.__class__
    if cls is LiteralValueExpr or cls is NegatedLiteralExpr:
        return expr.val  # type: ignore[attr-defined,no-any-return]
    if cls is TemplateExpr:
        return expr.plain_value  # type: ignore[attr-defined,no-any-return]
    return None


# What :func:`constant_data` gives for an expression that is not a constant.
NOT_CONSTANT: Final = object()


def constant_data(expr: Expression, decimals: bool, room: int) -> Any:
    """The plain Python data (as :meth:`Value.to_python` gives it) of a
    literal, a folded template, or a tuple or object constructor of such
    (object keys bare names or plain strings): what evaluating it gives in
    any context, with no diagnostics.  :data:`NOT_CONSTANT` for any other
    expression, or where its constructors hold more elements than ``room``
    bytes of the evaluation budget pay for (evaluation then reports it).

    ``loads`` reads most attributes this way: no values, budget or
    diagnostics made, and a plain string's value taken from its text."""
    cls = expr.__class__
    if cls is TemplateExpr:  # the commonest, first
        text = getattr(expr, "_plain", None)
        if text is not None:
            return text if text.isascii() else _nfc(text)
    elif cls is not TupleConsExpr and cls is not ObjectConsExpr:
        return _data(expr, decimals, [])  # (nothing nested: no budget, no stack)
    spent = [0]
    try:
        data = _data(expr, decimals, spent)
    except RecursionError:  # evaluation says what is wrong, or finds room
        return NOT_CONSTANT
    if spent[0] * ELEMENT_BYTES > room:
        return NOT_CONSTANT
    return data


def _data(expr: Expression | tuple[Any, ...], decimals: bool, spent: list[int]) -> Any:
    if isinstance(expr, tuple):  # an atom the parser kept in its parent (ast.expression_of)
        return _atom_data(expr, decimals)
    cls = expr.__class__
    if cls is TemplateExpr:
        text = _plain_text(expr)  # type: ignore[arg-type]
        return NOT_CONSTANT if text is None else _nfc(text)
    if cls is LiteralValueExpr or cls is NegatedLiteralExpr:
        val = expr.val  # type: ignore[attr-defined]
        if val._v.__class__ is str:
            return val._v
        # (one the parser made for an invalid literal is unknown: evaluated)
        return val.to_python(decimals=decimals) if val._v is not _UNKNOWN else NOT_CONSTANT
    if cls is TupleConsExpr:
        # The parser's tuple of nodes and atoms while the list is not made.
        exprs = getattr(expr, "_exprs", None) or expr.exprs  # type: ignore[attr-defined]
        spent[0] += len(exprs)
        items = []
        for item in exprs:
            data = _data(item, decimals, spent)
            if data is NOT_CONSTANT:
                return NOT_CONSTANT
            items.append(data)
        return items
    if cls is ObjectConsExpr:
        pairs = getattr(expr, "_pairs", None)
        if pairs is None:
            pairs = _object_pairs(expr)  # type: ignore[arg-type]
        spent[0] += len(pairs) // 2
        attrs: dict[str, Any] = {}
        for k in range(0, len(pairs), 2):
            name = _constant_key(pairs[k])
            if name is None:
                return NOT_CONSTANT
            data = _data(pairs[k + 1], decimals, spent)
            if data is NOT_CONSTANT:
                return NOT_CONSTANT
            attrs[name] = data  # a later key wins, as in evaluation
        return dict(sorted(attrs.items()))  # an object value's order
    return NOT_CONSTANT


def _atom_data(atom: tuple[Any, ...], decimals: bool) -> Any:
    """What :func:`_data` gives for the node an atom stands for."""
    kind = atom[0]
    if kind == ATOM_STRING:
        return _nfc(atom[3])
    if kind == ATOM_LITERAL:
        return literal_value(atom[3]).to_python(decimals=decimals)
    return NOT_CONSTANT  # a reference (a template's text is no element)


def _plain_text(expr: TemplateExpr) -> str | None:
    """The text of a quoted string of plain text (its value before NFC),
    without making its value; None for any other template."""
    text: str | None = getattr(expr, "_plain", None)
    if text is None:
        val = expr.plain_value
        return None if val is None else val.as_string()
    return text


def _object_pairs(expr: ObjectConsExpr) -> Sequence[Expression]:
    """Keys and values alternating, a key written in parentheses as its
    :class:`ObjectConsKeyExpr` and any other as itself; the items are
    read from the parser's list while they have not been made."""
    return expr._pair_nodes()


def _constant_key(key: Expression | tuple[Any, ...]) -> str | None:
    """The attribute name a key is, if it is a bare name of ASCII letters
    (NFC would change no other) or a plain string; None for any other."""
    cls = key.__class__
    if isinstance(key, tuple):  # an atom (see ast.expression_of)
        if key[0] == ATOM_STRING:
            return _nfc(key[3])
        name = key[0]
        return name if name.__class__ is str and len(key) == 3 and name.isascii() else None
    if cls is TemplateExpr:
        text = _plain_text(key)  # type: ignore[arg-type]
        return None if text is None else _nfc(text)
    if cls is ScopeTraversalExpr:
        name = _bare_name(key)  # type: ignore[arg-type]
        return name if name is not None and name.isascii() else None
    return None


def _bare_name(expr: ScopeTraversalExpr) -> str | None:
    """A reference's variable name if it has no steps (read from the
    parser's flat tuple while the traversal has not been made), else None."""
    names: tuple[object, ...] | None = getattr(expr, "_names", None)
    if names and getattr(expr, "_traversal", None) is None:
        return names[0] if len(names) == 3 else None  # type: ignore[return-value]
    traversal = expr.traversal
    return traversal.root_name if len(traversal) == 1 else None


def reads_missing_root(expr: ScopeTraversalExpr, ctx: EvalContext) -> bool:
    """Whether ``expr`` reads a variable that no scope of ``ctx`` has,
    through steps that cannot fail on an unknown value (no index by null):
    where missing names stand for unknown values (``loads`` with
    ``unknowns="expression"``), its value is then unknown, with no
    diagnostics, and nothing needs evaluating."""
    names: tuple[object, ...] | None = getattr(expr, "_names", None)
    if names and getattr(expr, "_traversal", None) is None:
        root = names[0]
        for k in range(3, len(names), 3):
            key = names[k]
            if key.__class__ is Value and key._v is _NULL:
                return False
    else:
        traversal = expr.traversal
        if _indexes_by_null(traversal):
            return False
        root = traversal.root_name
    return ctx.variable(root) is None  # type: ignore[arg-type]


def _indexes_by_null(traversal: Traversal) -> bool:
    """Whether a step of ``traversal`` indexes by null (an error even on an unknown)."""
    return any(isinstance(step, TraverseIndex) and step.key.is_null for step in traversal)


def unknown_without_errors(expr: Expression, ctx: EvalContext, room: int) -> bool:
    """Whether ``expr``'s value is sure to be unknown, or to hold an unknown,
    and to come with no error, where every name ``ctx`` lacks (variable or
    function) stands for an unknown value of the dynamic pseudo-type
    (``loads`` with ``unknowns="expression"``, which then keeps its text),
    ``room`` bytes of the evaluation budget paying for its tuples, objects
    and strings.  False where it cannot tell without evaluating.

    It follows the evaluators below: what each does with an unknown
    operand, and which operands it converts (a literal of another type
    might not convert, so such an expression is left to them)."""
    spent = [0]  # bytes of the budget the evaluation would charge
    try:
        found = _lenient_shape(expr, ctx, spent)
    except RecursionError:  # (a long chain of operators) evaluation will say
        return False
    return found is not None and found is not _KNOWN and spent[0] <= room


# What _lenient_shape finds, besides the type of an unknown value: a known
# value, or a known collection holding an unknown (None: it cannot tell).
_KNOWN: Final = object()
_HOLDS_UNKNOWN: Final = object()
_Shape: TypeAlias = "Type | object | None"


def _lenient_shape(expr: Expression, ctx: EvalContext, spent: list[int]) -> _Shape:
    """What evaluating ``expr`` gives, without errors, where names ``ctx``
    lacks are unknowns (see :func:`unknown_without_errors`)."""
    cls = expr.__class__
    shape = _SHAPES.get(cls)
    if shape is not None:
        return shape(expr, ctx, spent)
    if cls is LiteralValueExpr or cls is NegatedLiteralExpr:
        return _KNOWN
    return None


def _reference_shape(e: Expression, ctx: EvalContext, spent: list[int]) -> _Shape:
    return DYNAMIC if reads_missing_root(e, ctx) else None  # type: ignore[arg-type]


def _template_shape(e: Expression, ctx: EvalContext, spent: list[int]) -> _Shape:
    assert isinstance(e, TemplateExpr)
    if e.plain_value is not None:
        return _KNOWN
    literal = 0
    unknown_part = False
    for part in e.parts:
        if part.__class__ is LiteralValueExpr and part.val.type is STRING:
            literal += len(part.val._v)
        elif isinstance(_lenient_shape(part, ctx, spent), Type):  # unknown: not converted
            unknown_part = True
        else:  # a known part might not convert to a string: evaluated
            return None
    if unknown_part:
        return STRING
    spent[0] += literal  # (a known template's string is charged)
    return _KNOWN


def _template_join_shape(e: Expression, ctx: EvalContext, spent: list[int]) -> _Shape:
    assert isinstance(e, TemplateJoinExpr)
    return STRING if isinstance(_lenient_shape(e.tuple, ctx, spent), Type) else None


def _wrap_shape(e: Expression, ctx: EvalContext, spent: list[int]) -> _Shape:
    assert isinstance(e, (TemplateWrapExpr, ParenthesesExpr))
    return _lenient_shape(e.wrapped if isinstance(e, TemplateWrapExpr) else e.expression,
                          ctx, spent)


def _tuple_shape(e: Expression, ctx: EvalContext, spent: list[int]) -> _Shape:
    assert isinstance(e, TupleConsExpr)
    exprs = e.exprs
    spent[0] += len(exprs) * ELEMENT_BYTES
    return _collection_shape(exprs, ctx, spent)


def _object_shape(e: Expression, ctx: EvalContext, spent: list[int]) -> _Shape:
    assert isinstance(e, ObjectConsExpr)
    pairs = _object_pairs(e)
    spent[0] += len(pairs) // 2 * ELEMENT_BYTES
    if any(_constant_key(pairs[k]) is None for k in range(0, len(pairs), 2)):
        return None
    return _collection_shape(pairs[1::2], ctx, spent)


def _collection_shape(exprs: Sequence[Expression], ctx: EvalContext, spent: list[int]
                      ) -> _Shape:
    found: _Shape = _KNOWN
    for item in exprs:
        shape = _lenient_shape(item, ctx, spent)
        if shape is None:
            return None
        if shape is not _KNOWN:
            found = _HOLDS_UNKNOWN
    return found


def _call_shape(e: Expression, ctx: EvalContext, spent: list[int]) -> _Shape:
    assert isinstance(e, FunctionCallExpr)
    # A function not given: its result is an unknown, whatever its arguments
    # (which are still evaluated, and must be without errors).
    if e.expand_final or ctx.function(e.name) is not None:
        return None
    if _collection_shape(e.args, ctx, spent) is None:
        return None
    return DYNAMIC


def _dynamic_source(source: Expression, ctx: EvalContext, spent: list[int]) -> bool:
    """Whether ``source`` is an unknown of the dynamic pseudo-type (what
    traversals, indexes, splats and ``for`` take through without a look)."""
    return _lenient_shape(source, ctx, spent) is DYNAMIC


def _relative_shape(e: Expression, ctx: EvalContext, spent: list[int]) -> _Shape:
    assert isinstance(e, RelativeTraversalExpr)
    if not _dynamic_source(e.source, ctx, spent) or _indexes_by_null(e.traversal):
        return None
    return DYNAMIC


def _index_shape(e: Expression, ctx: EvalContext, spent: list[int]) -> _Shape:
    assert isinstance(e, IndexExpr)
    if not _dynamic_source(e.collection, ctx, spent):
        return None
    key = _lenient_shape(e.key, ctx, spent)
    if key is None or (key is _KNOWN and _is_null_literal(e.key)):
        return None
    return DYNAMIC


def _is_null_literal(e: Expression) -> bool:
    return isinstance(e, LiteralValueExpr) and e.val.is_null


def _splat_shape(e: Expression, ctx: EvalContext, spent: list[int]) -> _Shape:
    assert isinstance(e, SplatExpr)
    return DYNAMIC if _dynamic_source(e.source, ctx, spent) else None


def _for_shape(e: Expression, ctx: EvalContext, spent: list[int]) -> _Shape:
    assert isinstance(e, ForExpr)
    # Over an unknown of the dynamic pseudo-type, nothing else is evaluated.
    return DYNAMIC if _dynamic_source(e.collection, ctx, spent) else None


def _literal_type(e: Expression) -> Type | None:
    """The type of a literal that is not null (a plain string's included)."""
    if isinstance(e, LiteralValueExpr):
        return None if e.val.is_null else e.val.type
    if isinstance(e, TemplateExpr) and e.plain_value is not None:
        return STRING
    return None


def _conditional_shape(e: Expression, ctx: EvalContext, spent: list[int]) -> _Shape:
    assert isinstance(e, ConditionalExpr)
    # An unknown condition (of any type) gives an unknown of the results' type.
    if not isinstance(_lenient_shape(e.condition, ctx, spent), Type):
        return None
    results = (_lenient_shape(e.true_result, ctx, spent),
               _lenient_shape(e.false_result, ctx, spent))
    if None in results:
        return None
    if DYNAMIC in results:  # (the results' type is then the dynamic pseudo-type)
        return DYNAMIC
    true_type, false_type = _literal_type(e.true_result), _literal_type(e.false_result)
    return true_type if true_type is not None and true_type is false_type else None


def _binary_shape(e: Expression, ctx: EvalContext, spent: list[int]) -> _Shape:
    assert isinstance(e, BinaryOpExpr)
    param, result, _ = _BINARY[e.op]
    unknown_operand = False
    for operand in (e.lhs, e.rhs):
        shape = _lenient_shape(operand, ctx, spent)
        if shape is None or shape is _HOLDS_UNKNOWN:
            return None
        if shape is _KNOWN:
            if param is DYNAMIC:
                continue
            # A literal of the operand type needs no conversion.
            if _literal_type(operand) is not param:
                return None
        elif shape is not DYNAMIC and shape is not param:
            return None  # an unknown of another type: equality might be false
        else:
            unknown_operand = True
    return result if unknown_operand else None


def _unary_shape(e: Expression, ctx: EvalContext, spent: list[int]) -> _Shape:
    assert isinstance(e, UnaryOpExpr)
    want = NUMBER if e.op == "-" else BOOL
    shape = _lenient_shape(e.val, ctx, spent)
    return want if shape is DYNAMIC or shape is want else None


_SHAPES: dict[type[Expression], Callable[[Expression, EvalContext, list[int]], _Shape]] = {
    ScopeTraversalExpr: _reference_shape,
    TemplateExpr: _template_shape,
    TemplateJoinExpr: _template_join_shape,
    TemplateWrapExpr: _wrap_shape,
    ParenthesesExpr: _wrap_shape,
    TupleConsExpr: _tuple_shape,
    ObjectConsExpr: _object_shape,
    FunctionCallExpr: _call_shape,
    RelativeTraversalExpr: _relative_shape,
    IndexExpr: _index_shape,
    SplatExpr: _splat_shape,
    ForExpr: _for_shape,
    ConditionalExpr: _conditional_shape,
    BinaryOpExpr: _binary_shape,
    UnaryOpExpr: _unary_shape,
}


def _ev(expr: Expression, ctx: Ctx, diags: Diagnostics) -> Value:
    try:
        return _EVALUATORS[expr.__class__](expr, ctx, diags)
    except OverBudget as err:  # charged by the innermost expression that builds
        diags.error("Too much memory", f"{err.capitalized()}.", expr.range)
        return DYNAMIC_VALUE


# --- terms ---------------------------------------------------------------------------------------


def _literal(e: Expression, ctx: Ctx, diags: Diagnostics) -> Value:
    assert isinstance(e, LiteralValueExpr)
    return e.val


def _invalid(e: Expression, ctx: Ctx, diags: Diagnostics) -> Value:
    # The syntax error that made this was reported by the parser.
    return DYNAMIC_VALUE


def _parentheses(e: Expression, ctx: Ctx, diags: Diagnostics) -> Value:
    assert isinstance(e, ParenthesesExpr)
    return _ev(e.expression, ctx, diags)


def _scope_traversal(e: Expression, ctx: Ctx, diags: Diagnostics) -> Value:
    assert isinstance(e, ScopeTraversalExpr)
    traversal = e.traversal
    root = traversal[0]
    name = root.name  # type: ignore[union-attr]
    # EvalContext.variable written out: evaluation's hottest lookup.
    val = None
    scope = ctx
    while scope is not None:
        names = scope.variables
        if names is not None:
            val = names.get(name)
            if val is not None:
                break
        scope = scope.parent
    if val is None:
        if ctx is None or not ctx.allows_variables:
            diags.error("Variables not allowed", "Variables may not be used here.", root)
        else:
            diags.error("Unknown variable", _unknown_name("variable", name, ctx.variable_scopes),
                        root)
        return DYNAMIC_VALUE
    if len(traversal) == 1:
        return val
    return traverse_rel(val, traversal, diags, 1)


def _unknown_name(what: str, name: str, scopes: Callable[[], Iterable[Iterable[str]]]
                  ) -> Callable[[], str]:
    """The detail for a name not in scope, with its "Did you mean" made when
    the detail is first read: ``try`` and ``can`` never read theirs."""

    def detail() -> str:
        from ..model.names import closest_name  # noqa: PLC0415 (read in messages only)
        suggestion = closest_name(name, scopes())
        hint = f' Did you mean "{suggestion}"?' if suggestion else ""
        return f'There is no {what} named "{name}".{hint}'

    return detail


def _relative_traversal(e: Expression, ctx: Ctx, diags: Diagnostics) -> Value:
    assert isinstance(e, RelativeTraversalExpr)
    # The steps apply even to a source that failed (its value is then unknown).
    return traverse_rel(_ev(e.source, ctx, diags), e.traversal, diags)


def _index(e: Expression, ctx: Ctx, diags: Diagnostics) -> Value:
    assert isinstance(e, IndexExpr)
    # As with traversals, the index applies even if the collection or key failed.
    coll = _ev(e.collection, ctx, diags)
    key = _ev(e.key, ctx, diags)
    return index(coll, key, Span(e.sm, e.bracket_start, e.end), diags)


# --- collections ---------------------------------------------------------------------------------


def _tuple_cons(e: Expression, ctx: Ctx, diags: Diagnostics) -> Value:
    assert isinstance(e, TupleConsExpr)
    # The list once made, read from its slot (``exprs`` is a property).
    exprs: list[Expression] = (
        e._exprs if type(e._exprs) is list else e.exprs)
    charge(len(exprs) * ELEMENT_BYTES)  # (one call: charged for every tuple built)
    return _tuple_of(tuple([_ev(x, ctx, diags) for x in exprs]))


def _object_key(e: Expression, ctx: Ctx, diags: Diagnostics) -> Value:
    assert isinstance(e, ObjectConsKeyExpr)
    if not e.force_non_literal:
        # A bare name (or keyword) is the attribute's name, not a reference.
        name = expr_as_keyword(e.wrapped)
        if name is not None:
            return Value(STRING, name)
        if isinstance(e.wrapped, ScopeTraversalExpr):
            # ``a.b``: a reference or a name with a dot? The reference refuses to guess.
            diags.error("Ambiguous attribute key", _AMBIGUOUS_KEY, e.wrapped)
            return DYNAMIC_VALUE
    return _ev(e.wrapped, ctx, diags)


_AMBIGUOUS_KEY: Final = (
    "If this expression is intended to be a reference, wrap it in parentheses. If it's "
    "instead intended as a literal name containing periods, wrap it in quotes to create a "
    "string literal.")


def _object_cons(e: Expression, ctx: Ctx, diags: Diagnostics) -> Value:
    assert isinstance(e, ObjectConsExpr)
    charge(len(e.items) * ELEMENT_BYTES)
    attrs: dict[str, Value] = {}
    known = True
    for item in e.items:
        key_diags = Diagnostics()
        key = _ev(item.key, ctx, key_diags)
        diags.extend(key_diags)
        # A value that failed still takes its place (as an unknown); a key that
        # failed leaves the object's attributes unknown.
        val = _ev(item.value, ctx, diags)
        if key_diags.has_errors():
            known = False
            continue
        if key.is_null:
            # The reference points at the value here, not at the key.
            diags.error("Null value as key", "Can't use a null value as a key.",
                        item.value)
            known = False
            continue
        try:
            key = convert(key, STRING)
        except ConversionError as err:
            diags.error("Incorrect key type", f"Can't use this value as a key: {err}.",
                        item.key)
            known = False
            continue
        if not key.is_known:
            known = False
            continue
        attrs[key.as_string()] = val
    return object_value(attrs) if known else DYNAMIC_VALUE


# --- templates -----------------------------------------------------------------------------------


def _template(e: Expression, ctx: Ctx, diags: Diagnostics) -> Value:
    assert isinstance(e, TemplateExpr)
    # The list of parts once made (a slot read: ``parts`` is a property, and
    # a property call costs more than the rest of a short template's work).
    plain = e._plain_value  # a plain string's value, once evaluated
    if plain is not None:
        return plain
    parts = e._parts
    if type(parts) is not list:
        plain = e.plain_value  # folded when parsed
        if plain is not None:
            return plain
        parts = e.parts
    out: list[str] = []
    known = True
    for part in parts:
        if part.__class__ is LiteralValueExpr and part.val.type is STRING:
            out.append(part.val._v)
            continue
        val = _ev(part, ctx, diags)
        if val.is_null:
            diags.error("Invalid template interpolation value",
                        "The expression result is null. Cannot include a null value in a "
                        "string template.", part, e)
            continue
        if not val.is_known:
            known = False
            continue
        if val.type is not STRING:
            try:
                val = convert(val, STRING)
            except ConversionError as err:
                diags.error("Invalid template interpolation value",
                            f"Cannot include the given value in a string template: {err}.",
                            part, e)
                continue
            if not val.is_known:
                known = False
                continue
        out.append(val._v)
    if not known:
        return unknown(STRING)
    charge(sum(map(len, out)))
    return Value(STRING, _nfc("".join(out)))


def _template_wrap(e: Expression, ctx: Ctx, diags: Diagnostics) -> Value:
    assert isinstance(e, TemplateWrapExpr)
    return _ev(e.wrapped, ctx, diags)


def _template_join(e: Expression, ctx: Ctx, diags: Diagnostics) -> Value:
    assert isinstance(e, TemplateJoinExpr)
    tup = _ev(e.tuple, ctx, diags)
    if tup.is_null:
        diags.error("Invalid template interpolation value",
                    "An iteration result is null. Cannot include a null value in a string "
                    "template.", e)
        return unknown(STRING)
    if not tup.is_known:
        return unknown(STRING)
    out: list[str] = []
    known = True
    for i, val in enumerate(tup.elements()):
        if val.is_null:
            diags.error("Invalid template interpolation value",
                        "An iteration result is null. Cannot include a null value in a string "
                        "template.", e)
            continue
        if not val.is_known:
            known = False
            continue
        try:
            val = convert(val, STRING)
        except ConversionError as err:
            diags.error("Invalid template interpolation value",
                        f"The iteration result at index {i} cannot be included in a string "
                        f"template: {err}.", e)
            continue
        if not val.is_known:
            known = False
            continue
        out.append(val.as_string())
    if not known:
        return unknown(STRING)
    charge(sum(map(len, out)))
    return Value(STRING, _nfc("".join(out)))


# --- operators -----------------------------------------------------------------------------------


def _number_op(fn: Callable[[N.Number, N.Number], N.Number]) -> Callable[[Value, Value], Value]:
    def op(a: Value, b: Value) -> Value:
        return Value(NUMBER, fn(a._v, b._v))
    return op


def _compare_op(test: Callable[[int], bool]) -> Callable[[Value, Value], Value]:
    def op(a: Value, b: Value) -> Value:
        return Value(BOOL, test(N.compare(a._v, b._v)))
    return op


def _equals(a: Value, b: Value) -> Value:
    ty = a.type
    va, vb = a._v, b._v
    if (ty is b.type and ty.is_primitive and va is not _UNKNOWN and vb is not _UNKNOWN
            and va is not _NULL and vb is not _NULL):
        # Two known non-null values of one primitive type (the common case).
        same = N.equal(va, vb) if ty is NUMBER else va == vb
        return TRUE if same else FALSE
    return a.equals(b)


def _not_equals(a: Value, b: Value) -> Value:
    eq = a.equals(b)
    return Value(BOOL, not eq._v) if eq.is_known else eq


# operator -> (operand type, result type, implementation for known non-null operands)
_BINARY: dict[str, tuple[Type, Type, Callable[[Value, Value], Value]]] = {
    "+": (NUMBER, NUMBER, _number_op(N.add)),
    "-": (NUMBER, NUMBER, _number_op(N.subtract)),
    "*": (NUMBER, NUMBER, _number_op(N.multiply)),
    "/": (NUMBER, NUMBER, _number_op(N.divide)),
    "%": (NUMBER, NUMBER, _number_op(N.modulo)),
    "<": (NUMBER, BOOL, _compare_op(lambda c: c < 0)),
    "<=": (NUMBER, BOOL, _compare_op(lambda c: c <= 0)),
    ">": (NUMBER, BOOL, _compare_op(lambda c: c > 0)),
    ">=": (NUMBER, BOOL, _compare_op(lambda c: c >= 0)),
    "&&": (BOOL, BOOL, lambda a, b: Value(BOOL, a._v and b._v)),
    "||": (BOOL, BOOL, lambda a, b: Value(BOOL, a._v or b._v)),
    "==": (DYNAMIC, BOOL, _equals),
    "!=": (DYNAMIC, BOOL, _not_equals),
}


def _operand(val: Value, want: Type, side: str, where: Expression, context: Expression,
             diags: Diagnostics) -> Value | None:
    if val.type is want or want is DYNAMIC:
        return val
    try:
        return convert(val, want)
    except ConversionError as err:
        diags.error("Invalid operand", f"Unsuitable value for {side} operand: {err}.",
                    where, context)
        return None


def _binary(e: Expression, ctx: Ctx, diags: Diagnostics) -> Value:
    # ``a + b + c + ...`` nests to the left as deep as the chain is long, and
    # the parser reads such a chain without nesting: walk down its left
    # side in a loop, then work back up, so that no length of chain recurses.
    chain = []
    node = e
    while type(node) is BinaryOpExpr:
        chain.append(node)
        node = node.lhs
    mark = len(diags)
    val = _ev(node, ctx, diags)
    for op in reversed(chain):
        val = _binary_step(op, val, ctx, diags, mark)
    return val


def _binary_step(e: BinaryOpExpr, lhs_val: Value, ctx: Ctx, inner: Diagnostics,
                 mark: int) -> Value:
    """One operator of a chain, its left operand's value (and diagnostics,
    in ``inner`` after ``mark``, from the chain's start) already at hand."""
    param, result, impl = _BINARY[e.op]
    rhs_val = _ev(e.rhs, ctx, inner)
    lhs: Value | None = lhs_val
    rhs: Value | None = rhs_val
    if param is not DYNAMIC:
        if lhs_val.type is not param:
            lhs = _operand(lhs_val, param, "left", e.lhs, e, inner)
        if rhs_val.type is not param:
            rhs = _operand(rhs_val, param, "right", e.rhs, e, inner)
    if lhs is None or rhs is None or (len(inner) > mark and _errors_since(inner, mark)):
        return unknown(result)
    if param is DYNAMIC:  # equality takes anything, null and unknown included
        return impl(lhs, rhs)
    if lhs._v is _NULL or rhs._v is _NULL:
        inner.error("Operation failed", "Error during operation: argument must not be null.",
                    e)
        return unknown(result)
    if lhs._v is _UNKNOWN or rhs._v is _UNKNOWN:
        return unknown(result)
    try:
        return impl(lhs, rhs)
    except N.NumberError as err:
        inner.error("Operation failed", f"Error during operation: {err}.", e)
        return unknown(result)


def _unary(e: Expression, ctx: Ctx, diags: Diagnostics) -> Value:
    assert isinstance(e, UnaryOpExpr)
    want = NUMBER if e.op == "-" else BOOL
    inner = Diagnostics()
    val = _operand(_ev(e.val, ctx, inner), want, "unary", e.val, e, inner)
    diags.extend(inner)
    if val is None or inner.has_errors():
        return unknown(want)
    if val._v is _NULL:
        diags.error("Operation failed", "Error during operation: argument must not be null.",
                    e)
        return unknown(want)
    if val._v is _UNKNOWN:
        return unknown(want)
    if want is NUMBER:
        return Value(NUMBER, N.negate(val._v))
    return Value(BOOL, not val._v)


# --- conditional ---------------------------------------------------------------------------------


def _conditional(e: Expression, ctx: Ctx, diags: Diagnostics) -> Value:
    assert isinstance(e, ConditionalExpr)
    # Both results are evaluated, but only the chosen one's diagnostics are
    # reported, after the condition's: set aside only when there are any.
    mark = len(diags)
    true_val = _ev(e.true_result, ctx, diags)
    middle = len(diags)
    false_val = _ev(e.false_result, ctx, diags)
    true_diags: list[Diagnostic] = []
    false_diags: list[Diagnostic] = []
    if len(diags) > mark:
        true_diags, false_diags = diags[mark:middle], diags[middle:]
        del diags[mark:]
    result_type = _conditional_type(e, true_val, false_val, diags)
    if result_type is None:  # reported; the condition is not looked at
        return DYNAMIC_VALUE
    cond = _ev(e.condition, ctx, diags)
    if cond.is_null:
        diags.error("Null condition",
                    "The condition value is null. Conditions must either be true or false.",
                    e.condition, e)
        return unknown(result_type)
    if not cond.is_known:
        return unknown(result_type)
    if cond.type is not BOOL:
        try:
            cond = convert(cond, BOOL)
        except ConversionError:
            diags.error("Incorrect condition type",
                        "The condition expression must be of type bool.", e.condition, e)
            return unknown(result_type)
        if not cond.is_known:
            return unknown(result_type)
    chosen, chosen_diags, which = ((true_val, true_diags, e.true_result) if cond._v
                                   else (false_val, false_diags, e.false_result))
    if chosen_diags:
        diags.extend(chosen_diags)
    if chosen.type is result_type:
        return chosen
    try:
        return convert(chosen, result_type)
    except ConversionError as err:
        side = "true" if cond._v else "false"
        diags.error("Inconsistent conditional result types",
                    f"The {side} result value has the wrong type: {err}.", which, e)
        return unknown(result_type)


def _conditional_type(e: ConditionalExpr, t: Value, f: Value, diags: Diagnostics) -> Type | None:
    tt, ft = t.type, f.type
    if tt == ft:
        return tt
    # A null of no particular type (the ``null`` keyword) takes the other side's type.
    if tt is DYNAMIC and t.is_null:
        return ft
    if ft is DYNAMIC and f.is_null:
        return tt
    if tt is DYNAMIC or ft is DYNAMIC:
        return DYNAMIC
    unified = unify([tt, ft], unsafe=True)
    if unified is None:
        diags.error("Inconsistent conditional result types",
                    "The true and false result expressions must have consistent types. "
                    + _describe_mismatch(tt, ft),
                    Span(e.sm, e.true_result.start, e.false_result.end), e)
    return unified


def _describe_mismatch(t: Type, f: Type) -> str:
    """Why two result types do not unify, looking into objects and tuples."""
    if isinstance(t, Object) and isinstance(f, Object):
        for name in sorted(t.attributes):
            if name not in f.attributes:
                return (f'The \'true\' value includes object attribute "{name}", which is '
                        "absent in the 'false' value.")
        for name in sorted(f.attributes):
            if name not in t.attributes:
                return (f'The \'false\' value includes object attribute "{name}", which is '
                        "absent in the 'true' value.")
        for name in sorted(t.attributes):
            ta, fa = t.attributes[name], f.attributes[name]
            if unify([ta, fa], unsafe=True) is None:
                return f'Type mismatch for object attribute "{name}": ' + _describe_mismatch(ta, fa)
    if isinstance(t, Tuple) and isinstance(f, Tuple):
        if len(t.elements) != len(f.elements):
            return (f"The 'true' tuple has length {len(t.elements)}, but the 'false' tuple has "
                    f"length {len(f.elements)}.")
        for i, (ta, fa) in enumerate(zip(t.elements, f.elements)):
            if unify([ta, fa], unsafe=True) is None:
                return f"Type mismatch for tuple element {i}: " + _describe_mismatch(ta, fa)
    return (f"The 'true' value is {t.friendly_name()}, but the 'false' value is "
            f"{f.friendly_name()}.")


# --- for expressions -----------------------------------------------------------------------------


def _iterate(coll: Value, keys: bool = True) -> Iterator[tuple[Value, Value]]:
    """Key and value of each element, in the spec's visiting order (without
    ``keys``, a list's keys are not made: they are not bound)."""
    kind = coll.type.kind
    if kind in ("list", "tuple"):
        if not keys:
            for v in coll.elements():
                yield DYNAMIC_VALUE, v
            return
        for i, v in enumerate(coll.elements()):
            yield Value(NUMBER, i), v
    elif kind in ("map", "object"):
        for k, v in coll.as_dict().items():  # kept in lexical order
            yield Value(STRING, k), v
    else:
        for v in coll.elements():  # a set's canonical order
            yield v, v


_new_context = object.__new__


def _for(e: Expression, ctx: Ctx, diags: Diagnostics) -> Value:
    assert isinstance(e, ForExpr)
    coll = _ev(e.collection, ctx, diags)
    if coll.is_null:
        diags.error("Iteration over null value",
                    "A null value cannot be used as the collection in a 'for' expression.",
                    e.collection, e)
        return DYNAMIC_VALUE
    if coll.type is DYNAMIC:
        return DYNAMIC_VALUE
    if coll.type.kind not in ("list", "tuple", "map", "object", "set"):
        diags.error("Iteration over non-iterable value",
                    f"A value of type {coll.type.friendly_name()} cannot be used as the "
                    "collection in a 'for' expression.", e.collection, e)
        return DYNAMIC_VALUE
    if not coll.is_known:
        return DYNAMIC_VALUE
    key_var, value_var, cond_expr = e.key_var, e.value_var, e.cond_expr
    if cond_expr is not None and not _for_condition_fits(e, cond_expr, ctx, diags):
        return DYNAMIC_VALUE
    charge_elements(coll.length())  # at most one result element for each
    known = True
    is_object = e.key_expr is not None
    values: list[Value] = []
    attrs: dict[str, Value] = {}
    groups: dict[str, list[Value]] = {}
    budget = current_budget()
    limits = ctx.limits if ctx is not None else DEFAULT_LIMITS
    for k, v in _iterate(coll, key_var is not None):
        if budget is not None:
            budget.elements_left -= 1
            if budget.elements_left < 0:
                if budget.elements_left == -1:  # reported once, where the budget ran out
                    diags.error("Too much work",
                                "This evaluation would build more than "
                                f"{_max_elements(ctx)} collection elements in 'for' "
                                "expressions.", e)
                return DYNAMIC_VALUE
        # A new scope each time (a closure may keep it), made without __init__'s work.
        scope = _new_context(EvalContext)
        scope.variables = {key_var: k, value_var: v} if key_var else {value_var: v}
        scope.functions = scope.symbols = None
        scope.parent = ctx
        scope.limits = limits
        if cond_expr is not None:
            include = _ev(cond_expr, scope, diags)
            if include.is_null:
                if known:
                    diags.error("Invalid 'for' condition",
                                "The value of the 'if' clause must not be null.",
                                cond_expr, e)
                known = False
                continue
            try:
                include = convert(include, BOOL)
            except ConversionError as err:
                if known:
                    diags.error("Invalid 'for' condition",
                                f"The 'if' clause value is invalid: {err}.",
                                cond_expr, e)
                known = False
                continue
            if not include.is_known:
                known = False
                continue
            if not include._v:
                continue
        if not is_object:
            values.append(_ev(e.value_expr, scope, diags))
            continue
        assert e.key_expr is not None
        key = _ev(e.key_expr, scope, diags)
        if key.is_null:
            if known:
                diags.error("Invalid object key",
                            "Key expression in 'for' expression must not produce a null value.",
                            e.key_expr, e)
            known = False
            continue
        if not key.is_known:
            known = False
            continue
        try:
            key = convert(key, STRING)
        except ConversionError as err:
            if known:
                diags.error("Invalid object key",
                            f"The key expression produced an invalid result: {err}.",
                            e.key_expr, e)
            known = False
            continue
        name = key.as_string()
        val = _ev(e.value_expr, scope, diags)
        if e.group:
            groups.setdefault(name, []).append(val)
        elif name in attrs:
            diags.error("Duplicate object key",
                        f"Two different items produced the key {go_quote(name)} in this 'for' "
                        "expression. If duplicates are expected, use the ellipsis (...) after "
                        "the value expression to enable grouping by key.",
                        e.key_expr, e)
        else:
            attrs[name] = val
    if not known:
        return DYNAMIC_VALUE
    if not is_object:
        return tuple_value(values)
    if e.group:
        return object_value({k: tuple_value(vs) for k, vs in groups.items()})
    return object_value(attrs)


def _for_condition_fits(e: ForExpr, cond_expr: Expression, ctx: Ctx,
                        diags: Diagnostics) -> bool:
    """The reference first tries the ``if`` clause with its variables unknown,
    and gives up on the whole expression if that fails (so its problems are
    reported once, not once per element)."""
    scope = EvalContext(parent=ctx)
    scope.variables = {name: DYNAMIC_VALUE for name in (e.key_var, e.value_var) if name}
    trial = Diagnostics()
    include = _ev(cond_expr, scope, trial)
    diags.extend(trial)
    if include.is_null:
        diags.error("Condition is null", "The value of the 'if' clause must not be null.",
                    cond_expr, e)
        return False
    try:
        convert(include, BOOL)
    except ConversionError as err:
        diags.error("Invalid 'for' condition", f"The 'if' clause value is invalid: {err}.",
                    cond_expr, e)
        return False
    return not trial.has_errors()


# --- splat ---------------------------------------------------------------------------------------


def _max_elements(ctx: Ctx) -> int:
    return (ctx.limits if ctx is not None else DEFAULT_LIMITS).max_elements


def _splat(e: Expression, ctx: Ctx, diags: Diagnostics) -> Value:
    assert isinstance(e, SplatExpr)
    source_diags = Diagnostics()
    source = _ev(e.source, ctx, source_diags)
    diags.extend(source_diags)
    if source_diags.has_errors():
        return DYNAMIC_VALUE  # ``each`` is not even tried
    ty = source.type
    kind = ty.kind
    sequence = kind in ("list", "tuple", "set")
    if source.is_null:
        if not sequence:
            return tuple_value(())
        diags.error("Splat of null value",
                    "Splat expressions (with the * symbol) cannot be applied to null sequences.",
                    e.source, Span(e.sm, e.source.start, e.marker_end))
        return DYNAMIC_VALUE
    if not source.is_known:
        # The result's type is what ``each`` makes of an element of this type.
        if ty.has_dynamic():  # its elements' types are not all known yet
            return DYNAMIC_VALUE
        if isinstance(ty, Tuple):
            return unknown(Tuple(_each(e, unknown(t), ctx, diags).type for t in ty.elements))
        if ty is DYNAMIC:  # nothing to go on: ``each`` is not even tried
            return DYNAMIC_VALUE
        if not isinstance(ty, CollectionType) or kind == "map":
            _each(e, source, ctx, diags)  # for its diagnostics only
            return DYNAMIC_VALUE
        each = _each(e, unknown(ty.element), ctx, diags)
        return unknown(List(each.type))
    if not sequence:
        source = tuple_value((source,))
        ty, kind = source.type, "tuple"
    if kind != "tuple" and not source.elements():
        assert isinstance(ty, CollectionType)
        each = _each(e, unknown(ty.element), ctx, diags)
        return list_value((), each.type)
    each_diags = Diagnostics()
    charge_elements(len(source.elements()))
    results = [_each(e, v, ctx, each_diags) for v in source.elements()]
    diags.extend(each_diags)
    if each_diags.has_errors():
        # What failed is unknown, and so is the whole result: of the types
        # found for a tuple, of what ``each`` makes of any element for a list.
        if kind == "tuple":
            return unknown(Tuple(r.type for r in results))
        assert isinstance(ty, CollectionType)
        return unknown(List(_each(e, unknown(ty.element), ctx, Diagnostics()).type))
    if kind == "tuple":
        return tuple_value(results)
    first = results[0].type
    if all(r.type == first for r in results):
        return list_value(results, first)
    return tuple_value(results)


def _each(e: SplatExpr, item: Value, ctx: Ctx, diags: Diagnostics) -> Value:
    scope = EvalContext(parent=ctx)
    scope.symbols = {e.item: item}
    return _ev(e.each, scope, diags)


def _anon_symbol(e: Expression, ctx: Ctx, diags: Diagnostics) -> Value:
    found = ctx.symbol(e) if ctx is not None else None
    if found is None:  # only a splat's own steps refer to it
        diags.error("Invalid expression", "This splat item is used outside of its splat.",
                    e)
        return DYNAMIC_VALUE
    return found


# --- function calls ------------------------------------------------------------------------------


def _call(e: Expression, ctx: Ctx, diags: Diagnostics) -> Value:
    """A function call: its code (and the function layer) loaded by the
    first call, which then takes this one's place in the table."""
    from .calls import call  # noqa: PLC0415 - calls imports this module
    _EVALUATORS[FunctionCallExpr] = call
    return call(e, ctx, diags)


def _errors_since(diags: Diagnostics, mark: int) -> bool:
    """Whether an error was added to ``diags`` after its first ``mark`` items."""
    return any(d.severity is Severity.ERROR for d in itertools.islice(diags, mark, None))


_EVALUATORS: dict[type, Evaluator] = {
    LiteralValueExpr: _literal,
    NegatedLiteralExpr: _literal,
    InvalidExpr: _invalid,
    ParenthesesExpr: _parentheses,
    ScopeTraversalExpr: _scope_traversal,
    RelativeTraversalExpr: _relative_traversal,
    IndexExpr: _index,
    TupleConsExpr: _tuple_cons,
    ObjectConsKeyExpr: _object_key,
    ObjectConsExpr: _object_cons,
    TemplateExpr: _template,
    TemplateWrapExpr: _template_wrap,
    TemplateJoinExpr: _template_join,
    BinaryOpExpr: _binary,
    UnaryOpExpr: _unary,
    ConditionalExpr: _conditional,
    ForExpr: _for,
    SplatExpr: _splat,
    AnonSymbolExpr: _anon_symbol,
    FunctionCallExpr: _call,
}

