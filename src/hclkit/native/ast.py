"""Syntax tree of the native syntax.

Every node keeps the character offsets of its source (``start``, ``end``)
and the file's :class:`~hclkit.pos.SourceMap`, and makes :class:`Range`
objects when asked.  Expression nodes are named as the information model and
the reference name them (``ScopeTraversalExpr``, ``TemplateWrapExpr``, …);
evaluation is added to them by the evaluator.
"""

from __future__ import annotations

from _thread import RLock
from collections.abc import Iterable, Iterator, Sequence

from ..diagnostics import Diagnostics
from ..model.schema import BodyContent, BodySchema
from ..model.static import StaticCall
from ..model.traversal import Traversal, TraverseAttr, TraverseIndex, TraverseRoot
from ..pos import Range, SourceMap
from ..types import DYNAMIC, FALSE, NUMBER, STRING, TRUE, Value, null, string_value
from ..types import number as N
from . import body as _body

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from typing import Any, ClassVar, Final

    from ..model.body import Attribute as ModelAttribute
    from ..model.context import EvalContext

__all__ = [
    "AnonSymbolExpr",
    "Attribute",
    "BinaryOpExpr",
    "Block",
    "Body",
    "ConditionalExpr",
    "Expression",
    "ForExpr",
    "FunctionCallExpr",
    "IndexExpr",
    "InvalidExpr",
    "LiteralValueExpr",
    "NegatedLiteralExpr",
    "Node",
    "ObjectConsExpr",
    "ObjectConsItem",
    "ObjectConsKeyExpr",
    "ParenthesesExpr",
    "RelativeTraversalExpr",
    "ScopeTraversalExpr",
    "SplatExpr",
    "TemplateExpr",
    "TemplateJoinExpr",
    "TemplateWrapExpr",
    "TupleConsExpr",
    "UnaryOpExpr",
    "walk",
]

# Parts of a node made when first read (a block's body, an object's items,
# a reference's traversal, ...) are made under this lock: two threads
# reading the same shared tree at once get the same object, as one thread
# reading it twice does.  Taken only on the first read of each part.
_FIRST_READ = RLock()  # reentrant: a part may read another part as it is made


class Node:
    """A piece of syntax, from ``start`` to ``end`` (character offsets).

    Each node class lists, once, the attributes that hold its child nodes
    (``fields``, in source order; a field may hold a node, ``None``, or a
    list or mapping of nodes), so that one walker serves every tool over
    the tree: :meth:`iter_child_nodes` and :func:`walk`.
    """

    __slots__ = ("end", "sm", "start")
    fields: ClassVar[tuple[str, ...]] = ()

    def __init__(self, sm: SourceMap, start: int, end: int) -> None:
        self.sm = sm
        self.start = start
        self.end = end

    @property
    def range(self) -> Range:
        """Where the node is in the source (the end is just past its last character)."""
        return self.sm.range(self.start, self.end)

    def source_text(self) -> str:
        """The source this node was parsed from."""
        return self.sm.text[self.start:self.end]

    def iter_child_nodes(self) -> Iterator[Node]:
        """The direct child nodes, field by field."""
        for name in self.fields:
            child = getattr(self, name)
            if isinstance(child, Node):
                yield child
            elif isinstance(child, (list, tuple, dict)):
                for item in child.values() if isinstance(child, dict) else child:
                    if isinstance(item, Node):
                        yield item


def walk(node: Node) -> Iterator[Node]:
    """``node`` and every node below it, depth first in field order (with a
    stack of its own: trees can be deeper than Python's recursion)."""
    stack: list[Node] = [node]
    while stack:
        current = stack.pop()
        yield current
        stack.extend(reversed(list(current.iter_child_nodes())))


# --- atoms ---------------------------------------------------------------------------------
#
# The parser keeps the commonest children of a tuple, a call, an object and a
# template (plain strings, numbers, ``true``/``false``/``null``, plain
# references, a template's literal text) as *atoms*: tuples of strings and
# ints, which the garbage collector stops tracking, in a tuple in place of
# the public list.  The list, with a node for each atom, is made when first
# read (under ``_FIRST_READ``), then the same list on every read.  A large
# file's full collections then walk far fewer objects.
#
# An atom is one of:
# - a plain reference's flat names ``(name, start, end, attr, start, end, …)``
#   (as :meth:`ScopeTraversalExpr.names` takes them; the only atom whose first
#   item is a string);
# - ``(ATOM_STRING, start, end, text)``: a quoted string of plain text;
# - ``(ATOM_LITERAL, start, end, text)``: ``true``, ``false``, ``null`` or a
#   valid number, by its source text;
# - ``(ATOM_TEXT, start, end, text)``: a template's literal text;
# - ``(ATOM_EXPR, start, end)``: an object constructor's value the parser
#   kept unread (the lexer's ``LINE_ITEM_EXPR`` token), read when the items
#   are first made, as a ``LINE_EXPR`` attribute's value is (only in an
#   object's items).

ATOM_STRING, ATOM_LITERAL, ATOM_TEXT, ATOM_EXPR = 0, 1, 2, 3

NULL_LITERAL = null(DYNAMIC)  # values are immutable: one for every null literal
_KEYWORD_VALUES = {"true": TRUE, "false": FALSE, "null": NULL_LITERAL}


def value_atom(src: str, start: int, end: int) -> tuple[object, ...]:
    """The atom of a plain value the lexer read in a line (not a number): a
    string of plain text, ``true``/``false``/``null`` or a variable with
    attributes (not a keyword's), as the token parser's atom for each."""
    if src[start] == '"':  # no escapes, sequences or braces to read
        return (ATOM_STRING, start, end, src[start + 1:end - 1])
    dot = src.find(".", start, end)
    if dot < 0:
        name = src[start:end]
        return (ATOM_LITERAL, start, end, name) if name in _KEYWORD_VALUES else (name, start, end)
    names: list[str | int] = [src[start:dot], start, dot]
    while True:
        at = dot + 1
        dot = src.find(".", at, end)
        if dot < 0:
            names += (src[at:end], at - 1, end)
            return tuple(names)
        names += (src[at:dot], at - 1, dot)


def literal_value(text: str) -> Value:
    """The value of an :data:`ATOM_LITERAL`'s text (a keyword or a valid number)."""
    val = _KEYWORD_VALUES.get(text)
    return Value(NUMBER, N.parse(text)) if val is None else val


def expression_of(sm: SourceMap, child: Expression | tuple[Any, ...]) -> Expression:
    """The node an atom stands for (a node as it is)."""
    if not isinstance(child, tuple):
        return child
    kind = child[0]
    if kind.__class__ is str:
        return ScopeTraversalExpr.names(sm, child[1], child[-1], child)
    if kind == ATOM_EXPR:
        # (The parser's module imports this one.)
        from .parser import line_value  # noqa: PLC0415

        return line_value(sm, child[1], child[2])
    start, end, text = child[1], child[2], child[3]
    if kind == ATOM_STRING:
        return TemplateExpr.plain(sm, start, end, text)
    if kind == ATOM_LITERAL:
        return LiteralValueExpr(sm, start, end, literal_value(text))
    return LiteralValueExpr(sm, start, end, string_value(text))


def atom_of(expr: Expression) -> Expression | tuple[object, ...]:
    """``expr`` as an atom if it is a plain reference not yet made into a
    traversal (and indexes by no value), else ``expr`` itself."""
    if isinstance(expr, ScopeTraversalExpr) and expr._traversal is None:
        names = expr._names
        if not any(n.__class__ is Value for n in names):
            return names
    return expr


def _made(sm: SourceMap, children: Sequence[Expression | tuple[object, ...]]
          ) -> list[Expression]:
    return [expression_of(sm, c) if c.__class__ is tuple else c  # type: ignore[misc]
            for c in children]


class Expression(Node):
    """An expression of the native syntax."""

    __slots__ = ()

    def children(self) -> Iterator[Expression]:
        """Direct sub-expressions, in source order (through the child nodes
        that are not expressions, such as an object's items)."""
        for child in self.iter_child_nodes():
            if isinstance(child, Expression):
                yield child
            else:
                yield from (c for c in child.iter_child_nodes() if isinstance(c, Expression))

    def variables(self) -> list[Traversal]:
        """Every variable traversal this expression refers to, in source
        order, leaving out the names that ``for`` expressions bind."""
        found: list[Traversal] = []
        _collect_variables(self, frozenset(), found)
        return found

    @property
    def start_range(self) -> Range:
        """Where the expression starts (for messages about all of it)."""
        return self.range

    def value(self, ctx: EvalContext | None = None) -> tuple[Value, Diagnostics]:
        """The expression's value in ``ctx`` (``None``: literal-only mode,
        where variables and function calls are errors)."""
        from .evaluate import evaluate  # noqa: PLC0415 - evaluate imports this module
        return evaluate(self, ctx)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.source_text()!r})"


def _collect_variables(root: Expression, bound: frozenset[str], found: list[Traversal]) -> None:
    # Depth first, in source order, with an explicit stack: trees can be deep.
    stack: list[tuple[Expression, frozenset[str]]] = [(root, bound)]
    while stack:
        expr, names = stack.pop()
        if isinstance(expr, ScopeTraversalExpr):
            if expr.traversal.root_name not in names:
                found.append(expr.traversal)
            continue
        if isinstance(expr, ForExpr):
            inner = names | {n for n in (expr.key_var, expr.value_var) if n}
            later = [(c, inner) for c in (expr.key_expr, expr.value_expr, expr.cond_expr)
                     if c is not None]
            stack.extend(reversed([(expr.collection, names), *later]))
            continue
        stack.extend((child, names) for child in reversed(list(expr.children())))


class LiteralValueExpr(Expression):
    """A literal: number, ``true``, ``false``, ``null`` (or a template's literal text)."""

    __slots__ = ("val",)

    def __init__(self, sm: SourceMap, start: int, end: int, val: Value) -> None:
        self.sm = sm
        self.start = start
        self.end = end
        self.val = val

    def static_traversal(self) -> Traversal | None:
        # The keywords read as variables of their names (seed 000, "Static Traversal").
        text = self.source_text()
        if text in ("true", "false", "null"):
            return Traversal((TraverseRoot(text, self.range),))
        return None


class NegatedLiteralExpr(LiteralValueExpr):
    """A number literal after a minus sign, folded into one value; it starts
    at the sign, as a unary operation would."""

    __slots__ = ()

    @property
    def start_range(self) -> Range:
        return self.sm.range(self.start, self.start + 1)


class ScopeTraversalExpr(Expression):
    """A variable and its constant attribute and index steps: ``var.a[0]``."""

    __slots__ = ("_names", "_traversal")

    def __init__(self, sm: SourceMap, start: int, end: int, traversal: Traversal) -> None:
        self.sm = sm
        self.start = start
        self.end = end
        self._traversal: Traversal | None = traversal
        self._names: tuple[str | int | Value, ...] = ()

    @classmethod
    def names(cls, sm: SourceMap, start: int, end: int,
              names: tuple[str | int | Value, ...]) -> ScopeTraversalExpr:
        """A variable and its steps, given flat as ``(key, start, end, …)``,
        root first: a step's key is an attribute's name (a string) or an
        index's key (a :class:`Value`).  The :class:`Traversal` is made when
        first asked for: a tuple of strings and ints is no work for the
        garbage collector, a traversal is a few objects per step."""
        self = cls.__new__(cls)
        self.sm = sm
        self.start = start
        self.end = end
        self._traversal = None
        self._names = names
        return self

    def extended(self, end: int, steps: Sequence[str | int | Value]) -> ScopeTraversalExpr:
        """This traversal followed by ``steps`` (flat, as :meth:`names` takes
        them), ending at ``end``."""
        if self._traversal is None:
            return ScopeTraversalExpr.names(self.sm, self.start, end, self._names + tuple(steps))
        return ScopeTraversalExpr(self.sm, self.start, end,
                                  Traversal((*self._traversal, *steps_of(self.sm, steps))))

    @property
    def traversal(self) -> Traversal:
        traversal = self._traversal
        if traversal is None:
            with _FIRST_READ:
                traversal = self._traversal
                if traversal is None:
                    names, sm = self._names, self.sm
                    root = TraverseRoot.at(
                        names[0], sm, names[1], names[2])  # type: ignore[arg-type]
                    traversal = self._traversal = Traversal((root, *steps_of(sm, names, 3)))
        return traversal

    @traversal.setter
    def traversal(self, traversal: Traversal) -> None:
        self._traversal = traversal

    def static_traversal(self) -> Traversal:
        return self.traversal


def steps_of(sm: SourceMap, flat: Sequence[str | int | Value], first: int = 0
             ) -> list[TraverseAttr | TraverseIndex]:
    """Attribute and index steps from flat ``(key, start, end, …)`` (see
    :meth:`ScopeTraversalExpr.names`), from position ``first``."""
    steps: list[TraverseAttr | TraverseIndex] = []
    for k in range(first, len(flat), 3):
        key, begin, end = flat[k:k + 3]
        if isinstance(key, str):
            steps.append(TraverseAttr.at(key, sm, begin, end))  # type: ignore[arg-type]
        else:
            steps.append(TraverseIndex.at(key, sm, begin, end))  # type: ignore[arg-type]
    return steps


class RelativeTraversalExpr(Expression):
    """Constant attribute and index steps after some other expression: ``f(x).a``."""

    __slots__ = ("source", "traversal")
    fields = ("source",)

    def __init__(self, sm: SourceMap, start: int, end: int, source: Expression,
                 traversal: Traversal) -> None:
        self.sm = sm
        self.start = start
        self.end = end
        self.source = source
        self.traversal = traversal

    def static_traversal(self) -> Traversal | None:
        # Steps after a keyword (``null.a``) continue its traversal.
        if isinstance(self.source, LiteralValueExpr):
            root = self.source.static_traversal()
            if root is not None:
                return Traversal((*root, *self.traversal))
        return None


class FunctionCallExpr(Expression):
    """``name(args...)``; ``expand_final`` if the last argument ends with ``...``."""

    __slots__ = ("_args", "close_paren", "expand_final", "name", "name_end", "open_paren")
    fields = ("args",)

    def __init__(self, sm: SourceMap, start: int, end: int, name: str, name_end: int,
                 args: Sequence[Expression | tuple[object, ...]], expand_final: bool,
                 open_paren: int, close_paren: int) -> None:
        """``args`` as a list of nodes, or the parser's tuple of nodes and
        atoms (see :func:`expression_of`), made into the list when first read."""
        self.sm = sm
        self.start = start
        self.end = end
        self.name = name
        self.name_end = name_end
        self._args = args
        self.expand_final = expand_final
        self.open_paren = open_paren
        self.close_paren = close_paren

    @property
    def args(self) -> list[Expression]:
        """The arguments, in order."""
        args = self._args
        if args.__class__ is tuple:
            with _FIRST_READ:
                args = self._args
                if args.__class__ is tuple:
                    args = self._args = _made(self.sm, args)
        return args  # type: ignore[return-value]

    @args.setter
    def args(self, args: list[Expression]) -> None:
        self._args = args

    @property
    def start_range(self) -> Range:
        return self.sm.range(self.start, self.open_paren + 1)

    def static_call(self) -> StaticCall:
        return StaticCall(self.name, self.name_range, list(self.args),
                          self.sm.range(self.open_paren, self.close_paren + 1))

    @property
    def name_range(self) -> Range:
        return self.sm.range(self.start, self.name_end)

    @property
    def open_paren_range(self) -> Range:
        return self.sm.range(self.open_paren, self.open_paren + 1)

    @property
    def close_paren_range(self) -> Range:
        return self.sm.range(self.close_paren, self.close_paren + 1)


class ConditionalExpr(Expression):
    """``condition ? true_result : false_result``"""

    __slots__ = ("condition", "false_result", "true_result")
    fields = ("condition", "true_result", "false_result")

    def __init__(self, sm: SourceMap, start: int, end: int, condition: Expression,
                 true_result: Expression, false_result: Expression) -> None:
        self.sm = sm
        self.start = start
        self.end = end
        self.condition = condition
        self.true_result = true_result
        self.false_result = false_result

    @property
    def start_range(self) -> Range:
        return self.condition.start_range


class IndexExpr(Expression):
    """``collection[key]`` with a key that is not a constant."""

    __slots__ = ("bracket_start", "collection", "key")
    fields = ("collection", "key")

    def __init__(self, sm: SourceMap, start: int, end: int, collection: Expression,
                 key: Expression, bracket_start: int) -> None:
        self.sm = sm
        self.start = start
        self.end = end
        self.collection = collection
        self.key = key
        self.bracket_start = bracket_start

    @property
    def bracket_range(self) -> Range:
        return self.sm.range(self.bracket_start, self.end)

    @property
    def start_range(self) -> Range:
        return self.sm.range(self.bracket_start, self.bracket_start + 1)


class TupleConsExpr(Expression):
    """``[a, b, …]``"""

    __slots__ = ("_exprs",)
    fields = ("exprs",)

    def __init__(self, sm: SourceMap, start: int, end: int,
                 exprs: Sequence[Expression | tuple[object, ...]]) -> None:
        """``exprs`` as a list of nodes, or the parser's tuple of nodes and
        atoms (see :func:`expression_of`), made into the list when first read."""
        self.sm = sm
        self.start = start
        self.end = end
        self._exprs = exprs

    @property
    def exprs(self) -> list[Expression]:
        """The elements, in order."""
        exprs = self._exprs
        if exprs.__class__ is tuple:
            with _FIRST_READ:
                exprs = self._exprs
                if exprs.__class__ is tuple:
                    exprs = self._exprs = _made(self.sm, exprs)
        return exprs  # type: ignore[return-value]

    @exprs.setter
    def exprs(self, exprs: list[Expression]) -> None:
        self._exprs = exprs

    def static_list(self) -> list[Expression]:
        return list(self.exprs)

    @property
    def start_range(self) -> Range:
        return self.sm.range(self.start, self.start + 1)


class ObjectConsKeyExpr(Expression):
    """An object key: a bare identifier is a literal name unless parenthesised."""

    __slots__ = ("force_non_literal", "wrapped")
    fields = ("wrapped",)

    def __init__(self, sm: SourceMap, start: int, end: int, wrapped: Expression,
                 force_non_literal: bool) -> None:
        self.sm = sm
        self.start = start
        self.end = end
        self.wrapped = wrapped
        self.force_non_literal = force_non_literal

    def unwrap_expression(self) -> Expression | None:
        # A parenthesised key asks to be evaluated: it is not a name.
        return None if self.force_non_literal else self.wrapped

    @property
    def start_range(self) -> Range:
        return self.wrapped.start_range

    def children(self) -> Iterator[Expression]:
        # A bare identifier names the attribute; it is not a variable.
        if self.force_non_literal or not isinstance(self.wrapped, ScopeTraversalExpr) \
                or len(self.wrapped.traversal) != 1:
            yield self.wrapped


class ObjectConsItem(Node):
    """One ``key = value`` of an object constructor."""

    __slots__ = ("key", "value")
    fields = ("key", "value")

    def __init__(self, key: Expression, value: Expression) -> None:
        self.sm = key.sm
        self.start = key.start
        self.end = value.end
        self.key = key
        self.value = value


class ObjectConsExpr(Expression):
    """``{key = value, …}``"""

    __slots__ = ("_items", "_pairs")
    fields = ("items",)

    def __init__(self, sm: SourceMap, start: int, end: int,
                 pairs: Sequence[Expression | tuple[object, ...]]) -> None:
        """``pairs`` alternates keys and values; a key written in parentheses
        comes as its :class:`ObjectConsKeyExpr`, any other as the expression
        itself, or as an atom (see :func:`expression_of`).  The items are
        made when first asked for: two objects fewer per item for the
        garbage collector while they are not, and none for an atom."""
        self.sm = sm
        self.start = start
        self.end = end
        self._items: list[ObjectConsItem] | None = None
        self._pairs: Sequence[Expression | tuple[object, ...]] | None = pairs

    @property
    def items(self) -> list[ObjectConsItem]:
        """The ``key = value`` items, in source order."""
        items = self._items
        if items is None:
            with _FIRST_READ:
                items = self._items
                if items is None:
                    items = self._items = self._made_items()
        return items

    @items.setter
    def items(self, items: list[ObjectConsItem]) -> None:
        self._items = items
        self._pairs = None

    def _pair_nodes(self) -> list[Expression]:
        """Keys and values alternating, as ``pairs`` was given, atoms made
        into their nodes (the same nodes the items are then made of); the
        items' keys and values once the items are made."""
        pairs = self._pairs
        if pairs is None or pairs.__class__ is tuple:
            with _FIRST_READ:
                pairs = self._pairs
                if pairs is None:
                    found: list[Expression] = []
                    for item in self.items:
                        key = item.key
                        if isinstance(key, ObjectConsKeyExpr) and not key.force_non_literal:
                            key = key.wrapped
                        found += (key, item.value)
                    return found
                if pairs.__class__ is tuple:
                    pairs = self._pairs = _made(self.sm, pairs)
        return pairs  # type: ignore[return-value]

    def _made_items(self) -> list[ObjectConsItem]:
        assert self._pairs is not None
        pairs, sm = self._pair_nodes(), self.sm
        self._pairs = None
        items = []
        for k in range(0, len(pairs), 2):
            key = pairs[k]
            if not isinstance(key, ObjectConsKeyExpr):
                key = ObjectConsKeyExpr(sm, key.start, key.end, key, False)
            items.append(ObjectConsItem(key, pairs[k + 1]))
        return items

    def static_map(self) -> list[tuple[Expression, Expression]]:
        return [(item.key, item.value) for item in self.items]

    @property
    def start_range(self) -> Range:
        return self.sm.range(self.start, self.start + 1)


class ForExpr(Expression):
    """``[for k, v in coll: value if cond]`` or ``{for k, v in coll: key => value... if cond}``"""

    __slots__ = ("close_start", "collection", "cond_expr", "group", "key_expr", "key_var",
                 "open_end", "value_expr", "value_var")
    fields = ("collection", "key_expr", "value_expr", "cond_expr")

    def __init__(self, sm: SourceMap, start: int, end: int, key_var: str | None, value_var: str,
                 collection: Expression, key_expr: Expression | None, value_expr: Expression,
                 cond_expr: Expression | None, group: bool, open_end: int,
                 close_start: int) -> None:
        self.sm = sm
        self.start = start
        self.end = end
        self.key_var = key_var
        self.value_var = value_var
        self.collection = collection
        self.key_expr = key_expr
        self.value_expr = value_expr
        self.cond_expr = cond_expr
        self.group = group
        self.open_end = open_end
        self.close_start = close_start

    @property
    def start_range(self) -> Range:
        # The opening bracket, or a template's whole ``%{for …}`` directive.
        return self.sm.range(self.start, self.open_end)


class InvalidExpr(Expression):
    """What stands for an expression that could not be parsed, so that its
    attribute is kept: it evaluates to an unknown value of the dynamic
    pseudo-type without a further message (the syntax error was reported)."""

    __slots__ = ()


class AnonSymbolExpr(Expression):
    """The element a splat's steps apply to."""

    __slots__ = ()


class SplatExpr(Expression):
    """``source[*].each`` or ``source.*.each``: ``each`` applies to every element."""

    __slots__ = ("each", "item", "marker_end", "marker_start", "source")
    fields = ("source", "each")

    def __init__(self, sm: SourceMap, start: int, end: int, source: Expression,
                 each: Expression, item: AnonSymbolExpr, marker_start: int,
                 marker_end: int) -> None:
        self.sm = sm
        self.start = start
        self.end = end
        self.source = source
        self.each = each
        self.item = item
        self.marker_start = marker_start
        self.marker_end = marker_end

    @property
    def start_range(self) -> Range:
        return self.sm.range(self.marker_start, self.marker_end)


class BinaryOpExpr(Expression):
    """``lhs op rhs``; ``op`` is the operator as written (``"+"``, ``"&&"``, …)."""

    __slots__ = ("lhs", "op", "rhs")
    fields = ("lhs", "rhs")

    def __init__(self, sm: SourceMap, start: int, end: int, lhs: Expression, op: str,
                 rhs: Expression) -> None:
        self.sm = sm
        self.start = start
        self.end = end
        self.lhs = lhs
        self.op = op
        self.rhs = rhs

    @property
    def start_range(self) -> Range:
        # Down the left side in a loop: an operator chain is as deep as it is long.
        first: Expression = self.lhs
        while isinstance(first, BinaryOpExpr):
            first = first.lhs
        return first.start_range


class UnaryOpExpr(Expression):
    """``-val`` or ``!val``"""

    __slots__ = ("op", "val")
    fields = ("val",)

    def __init__(self, sm: SourceMap, start: int, end: int, op: str, val: Expression) -> None:
        self.sm = sm
        self.start = start
        self.end = end
        self.op = op
        self.val = val

    @property
    def start_range(self) -> Range:
        return self.sm.range(self.start, self.start + 1)


class ParenthesesExpr(Expression):
    """``(expr)``: the same value, a range that includes the parentheses."""

    __slots__ = ("expression",)
    fields = ("expression",)

    def __init__(self, sm: SourceMap, start: int, end: int, expression: Expression) -> None:
        self.sm = sm
        self.start = start
        self.end = end
        self.expression = expression

    def unwrap_expression(self) -> Expression:
        return self.expression

    @property
    def start_range(self) -> Range:
        return self.expression.start_range


class TemplateExpr(Expression):
    """A template of literal parts and interpolated expressions, joined to a string."""

    __slots__ = ("_parts", "_plain", "_plain_value")
    fields = ("parts",)

    def __init__(self, sm: SourceMap, start: int, end: int,
                 parts: Sequence[Expression | tuple[object, ...]]) -> None:
        """``parts`` as a list of nodes, or the parser's tuple of nodes and
        atoms (see :func:`expression_of`), made into the list when first read."""
        self.sm = sm
        self.start = start
        self.end = end
        self._parts: Sequence[Expression | tuple[object, ...]] | None = parts
        # The text of a quoted string of plain text (see :meth:`plain`), and
        # its value once asked for; None for any other template.
        self._plain: str | None = None
        self._plain_value: Value | None = None

    @classmethod
    def plain(cls, sm: SourceMap, start: int, end: int, text: str) -> TemplateExpr:
        """A quoted string of plain text (``"abc"``, quotes from ``start`` to
        ``end``) whose value is the string ``text``.  Its value and its one
        literal part are made when first asked for: most such strings are
        only evaluated, and a large file's parse stays linear with fewer
        objects for the garbage collector (a string is not one)."""
        self = cls.__new__(cls)
        self.sm = sm
        self.start = start
        self.end = end
        self._parts = None
        self._plain = text
        self._plain_value = None
        return self

    @property
    def plain_value(self) -> Value | None:
        """The value of a quoted string of plain text, folded when parsed;
        None for any other template."""
        val = self._plain_value
        if val is None and self._plain is not None:
            val = self._plain_value = string_value(self._plain)
        return val

    @property
    def parts(self) -> list[Expression]:
        parts = self._parts
        if parts is None or parts.__class__ is tuple:
            with _FIRST_READ:
                parts = self._parts
                if parts is None:
                    value = self.plain_value
                    assert value is not None
                    parts = self._parts = [
                        LiteralValueExpr(self.sm, self.start + 1, self.end - 1, value)]
                elif parts.__class__ is tuple:
                    parts = self._parts = _made(self.sm, parts)
        return parts  # type: ignore[return-value]

    @parts.setter
    def parts(self, parts: list[Expression]) -> None:
        self._parts = parts
        self._plain = None
        self._plain_value = None

    def is_string_literal(self) -> bool:
        """A template of literal text only (``"${0}"`` interpolates a number: it is not)."""
        if self._plain is not None:
            return True
        return all(isinstance(p, LiteralValueExpr) and p.val.type is STRING for p in self.parts)

    @property
    def start_range(self) -> Range:
        # An empty template starts (zero-width) where it ends, as the reference has it.
        if not self.parts:
            return self.sm.range(self.end, self.end)
        first = self.parts[0]
        if isinstance(first, LiteralValueExpr) and first.val.type is STRING:
            # The reference's literal text stops before each ``$`` and ``%``
            # (either may start an interpolation or directive); one at the
            # start is a token of its own, three characters for an escaped
            # ``$${`` or ``%%{``, else one.
            text = first.source_text()
            if text.startswith(("$${", "%%{")):
                return self.sm.range(first.start, first.start + 3)
            cut = min((i for i in (text.find("$"), text.find("%")) if i >= 0), default=-1)
            if cut >= 0:
                return self.sm.range(first.start, first.start + (cut or 1))
        return first.start_range


class TemplateWrapExpr(Expression):
    """A template that is one interpolation and nothing else: its value unwrapped."""

    __slots__ = ("wrapped",)
    fields = ("wrapped",)

    def __init__(self, sm: SourceMap, start: int, end: int, wrapped: Expression) -> None:
        self.sm = sm
        self.start = start
        self.end = end
        self.wrapped = wrapped

    def unwrap_expression(self) -> Expression:
        return self.wrapped


class TemplateJoinExpr(Expression):
    """A ``%{ for }`` directive: the strings its ``for`` expression makes, joined."""

    __slots__ = ("tuple",)
    fields = ("tuple",)

    def __init__(self, sm: SourceMap, start: int, end: int, tuple: Expression) -> None:
        self.sm = sm
        self.start = start
        self.end = end
        self.tuple = tuple


# --- structure ---------------------------------------------------------------------------


class Attribute(Node):
    """``name = expr`` in a body."""

    __slots__ = ("equals_start", "expr", "name", "name_end")
    fields = ("expr",)

    def __init__(self, sm: SourceMap, start: int, end: int, name: str, name_end: int,
                 equals_start: int, expr: Expression) -> None:
        self.sm = sm
        self.start = start
        self.end = end
        self.name = name
        self.name_end = name_end
        self.equals_start = equals_start
        self.expr = expr

    @property
    def name_range(self) -> Range:
        """Where the attribute's name is in the source."""
        return self.sm.range(self.start, self.name_end)

    @property
    def equals_range(self) -> Range:
        """Where the attribute's ``=`` is in the source."""
        return self.sm.range(self.equals_start, self.equals_start + 1)

    def __repr__(self) -> str:
        return f"Attribute({self.name!r}, {self.expr!r})"


class Block(Node):
    """A block of the native syntax, ``type "label" label { body }``: its
    type, labels (quoted or bare) and body, with the range of each.

    The parser keeps each block as a :data:`BlockRecord` (a tuple, which
    the collector stops tracking when all it holds is untracked) in its
    parent, and a :class:`Block` is made from it when the parent's
    ``blocks`` are first read (see :meth:`parsed`).  A block keeps its
    labels as a tuple and its body's attributes and blocks as they were
    parsed; the :class:`Body` and the list of labels are made when first
    asked for (then the same objects on every access)."""

    __slots__ = ("_attrs", "_blocks", "_body", "_body_end", "_body_start", "_labels", "_spans",
                 "close_start", "open_brace", "type", "type_end")
    fields = ("body",)

    def __init__(self, sm: SourceMap, start: int, end: int, type: str, type_end: int,
                 labels: Sequence[str], label_spans: Sequence[int], open_brace: int,
                 attributes: dict[str, Attribute] | dict[str, Attribute | LineAttribute],
                 blocks: Sequence[Block], body_span: tuple[int, int] | None = None,
                 close_start: int | None = None) -> None:
        """``label_spans`` is flat (start, end, start, end, …), one pair per
        label; the body runs from the opening brace to the end unless
        ``body_span`` says otherwise (a one-line block's body is its
        attribute)."""
        self.sm = sm
        self.start = start
        self.end = end
        self.type = type
        self.type_end = type_end
        # Tuples of strings and ints: the collector stops tracking them.
        self._labels: tuple[str, ...] | list[str] = tuple(labels)
        self._spans = tuple(label_spans)
        self.open_brace = open_brace
        self._body: Body | None = None
        # The body's attributes: a dict, or the block's record (parsed).
        self._attrs: dict[str, Attribute] | dict[str, Attribute | LineAttribute] | \
            BlockRecord | None = attributes
        self._blocks = blocks
        self._body_start, self._body_end = (open_brace, end) if body_span is None else body_span
        # Where the closing brace is: the end of the file (zero width) for a
        # block left unclosed.
        self.close_start = end - 1 if close_start is None else close_start

    @classmethod
    def parsed(cls, sm: SourceMap, record: BlockRecord) -> Block:
        """The block a parser's :data:`BlockRecord` stands for (a new
        object on each call: a body keeps the one it made)."""
        self = cls.__new__(cls)
        self.sm = sm
        (self.start, self.end, self.type, self.type_end, self._labels, self._spans,
         self.open_brace, self._body_start, self._body_end, self.close_start) = record[:10]
        self._body = None
        self._attrs = record
        self._blocks = ()
        return self

    @property
    def body(self) -> Body:
        """The block's body (made when first asked for)."""
        body = self._body
        if body is None:
            with _FIRST_READ:
                body = self._body
                if body is None:
                    attrs = self._attrs
                    assert attrs is not None
                    if attrs.__class__ is tuple:
                        # The record stands for the attributes until they
                        # are read (see BlockRecord).
                        body = Body(self.sm, self._body_start, self._body_end,
                                    attrs, attrs[attrs[10]:])  # type: ignore[arg-type]
                    else:
                        body = Body(self.sm, self._body_start, self._body_end,
                                    attrs, self._blocks)  # type: ignore[arg-type]
                    self._body = body
                    self._attrs = None
                    self._blocks = ()
        return body

    @body.setter
    def body(self, body: Body) -> None:
        self._body = body
        self._attrs = None
        self._blocks = ()

    @property
    def labels(self) -> list[str]:
        """The labels, in order, as written (quotes and escapes resolved)."""
        labels = self._labels
        if isinstance(labels, tuple):
            with _FIRST_READ:
                labels = self._labels
                if isinstance(labels, tuple):
                    labels = self._labels = list(labels)
        return labels

    @labels.setter
    def labels(self, labels: list[str]) -> None:
        self._labels = labels

    @property
    def label_spans(self) -> tuple[tuple[int, int], ...]:
        """Where each label is, as (start, end) offsets, quotes included."""
        spans = self._spans
        return tuple(zip(spans[::2], spans[1::2], strict=True))

    @property
    def type_range(self) -> Range:
        """Where the block's type is in the source."""
        return self.sm.range(self.start, self.type_end)

    @property
    def label_ranges(self) -> list[Range]:
        """Where each label is in the source (quotes included), in order."""
        spans, sm = self._spans, self.sm
        return [sm.range(spans[k], spans[k + 1]) for k in range(0, len(spans), 2)]

    @property
    def open_brace_range(self) -> Range:
        """Where the block's opening ``{`` is in the source."""
        return self.sm.range(self.open_brace, self.open_brace + 1)

    @property
    def close_brace_range(self) -> Range:
        """Where the block's closing ``}`` is in the source."""
        return self.sm.range(self.close_start, self.end)

    @property
    def def_range(self) -> Range:
        """The block's header: its type and labels (as the reference's,
        without the opening brace)."""
        end = self._spans[-1] if self._spans else self.type_end
        return self.sm.range(self.start, end)

    def __repr__(self) -> str:
        return f"Block({self.type!r}, {self.labels!r})"


# A block as the parser keeps it in its parent until the parent's blocks are
# first read: ``(start, end, type, type end, labels, label spans, "{", body
# start, body end, "}", k, name, …, item, …, record, …)``: the names of the
# body's attributes, then their items (each as :func:`attribute_of` takes
# it), up to position ``k``, then the records of the body's blocks.  A tuple
# holding only strings, ints and such tuples is not tracked by the collector
# once it has seen it, so a block whose attributes are all lines costs it
# nothing, and one whose attributes hold nodes one tuple (where a Block and
# a dict were).
if TYPE_CHECKING:
    BlockRecord = tuple[Any, ...]
else:
    BlockRecord = tuple


def block_record(start: int, end: int, type: str, type_end: int, labels: Sequence[str],
                 spans: Sequence[int], open_brace: int,
                 attributes: dict[str, Attribute | LineAttribute | Expression],
                 blocks: Sequence[BlockRecord], body_span: tuple[int, int] | None = None,
                 close_start: int | None = None) -> BlockRecord:
    """The record of a parsed block (the arguments as :class:`Block` takes
    them, attributes as the parser keeps them)."""
    body_start, body_end = (open_brace, end) if body_span is None else body_span
    return (start, end, type, type_end, tuple(labels), tuple(spans), open_brace, body_start,
            body_end, end - 1 if close_start is None else close_start,
            11 + 2 * len(attributes), *attributes, *attributes.values(), *blocks)


# An attribute as the parser keeps it from a line of the commonest shape
# (the lexer's LINE_ATTR or LINE_EXPR token: kind, start, end, name end,
# "=", value start, value end, line end): a tuple of ints, which the
# garbage collector stops tracking, made an Attribute when its body's
# attributes are first read.
LineAttribute = tuple[int, ...]
# The lexer's kind of a LINE_EXPR token, whose value the parser reads then.
_LINE_EXPR: Final = 54


def attribute_of(sm: SourceMap, name: str,
                 item: Attribute | LineAttribute | Expression) -> Attribute:
    """The attribute ``name`` of an item as a parser keeps it in a body:
    an :class:`Attribute`, a line's token (:data:`LineAttribute`), or the
    bare value of ``name = value`` written with only spaces or tabs around
    the ``=`` (see :func:`bare_layout`)."""
    if item.__class__ is tuple:
        return _line_attribute(sm, item)
    if isinstance(item, Attribute):
        return item
    return _bare_attribute(sm, name, item)  # type: ignore[arg-type]


def _bare_attribute(sm: SourceMap, name: str, expr: Expression) -> Attribute:
    # Only spaces or tabs between the "=" and the value, and between the
    # name and the "=": the last "=" before the value is it, and the last
    # ``name`` before that is the name (a later one would hold a space).
    src = sm.text
    equals = src.rfind("=", 0, expr.start)
    start = src.rfind(name, 0, equals)
    return Attribute(sm, start, expr.end, name, start + len(name), equals, expr)


def bare_layout(src: str, name_end: int, value_start: int) -> bool:
    """Whether only spaces or tabs are around the ``=`` between an
    attribute's name and its value, where :func:`attribute_of` finds the
    name and the ``=`` again from the value alone."""
    return src[name_end:value_start].strip(" \t") == "="


def compact_attribute(src: str, attr: Attribute) -> Attribute | Expression:
    """What a parser keeps of ``attr`` in its body: its bare value if
    :func:`bare_layout`, else ``attr``.  One object less for the collector
    per attribute."""
    expr = attr.expr
    return expr if bare_layout(src, attr.name_end, expr.start) else attr


def nested_line_value(src: str, start: int, end: int) -> bool:
    """Whether a ``LINE_ATTR`` token's value (``start`` to ``end`` of
    ``src``) is a tuple, call, object constructor or template, which the
    parser makes from its parts, rather than a plain value."""
    return src[end - 1] in "])}" or (src[start] == '"' and src.find("$", start, end) >= 0)


def _line_attribute(sm: SourceMap, tok: LineAttribute) -> Attribute:
    """The attribute of a line the lexer read whole: its value a string of
    plain text, a whole number of up to 150 digits (which cannot fail to
    parse), ``true``/``false``/``null`` or a variable with attributes,
    made as the token parser makes each; a tuple, call, object constructor
    or template of those, made as the parser makes a line's; or, for a
    ``LINE_EXPR`` token, the expression the parser reads now."""
    kind, start, _, name_end, equals_at, value_start, value_end, _ = tok
    src = sm.text
    first = src[value_start]
    expr: Expression
    if kind == _LINE_EXPR:
        # (The parser's module imports this one.)
        from .parser import line_value  # noqa: PLC0415

        expr = line_value(sm, value_start, value_end)
    elif nested_line_value(src, value_start, value_end):
        # A tuple, call, object or template (kept unread where LINE_EXPR
        # values are).
        from .parser import line_shape_value  # noqa: PLC0415

        expr = line_shape_value(sm, value_start, value_end)
    elif "0" <= first <= "9":
        expr = LiteralValueExpr(sm, value_start, value_end,
                                Value(NUMBER, int(src[value_start:value_end])))
    else:
        expr = expression_of(sm, value_atom(src, value_start, value_end))
    return Attribute(sm, start, value_end, src[start:name_end], name_end, equals_at, expr)


class Body(Node):
    """Attributes and blocks, as written; schemas are applied to them as
    :mod:`hclkit.native.body` says.

    A parsed body holds its attributes as the parser keeps them (see
    :func:`attribute_of`; a block's body, its block's record): they are made
    :class:`Attribute` objects, in source order, when the attributes are
    first read; and its blocks as :data:`BlockRecord` tuples, made
    :class:`Block` objects when the blocks are first read."""

    __slots__ = ("_attributes", "_blocks", "_compact")
    fields = ("attributes", "blocks")

    def __init__(self, sm: SourceMap, start: int, end: int,
                 attributes: dict[str, Attribute]
                 | dict[str, Attribute | LineAttribute | Expression],
                 blocks: Sequence[Block] | Sequence[BlockRecord]) -> None:
        self.sm = sm
        self.start = start
        self.end = end
        self._attributes: dict[str, Any] | BlockRecord = attributes
        # Whether attributes may still be kept compact: a body made by a
        # caller is checked once too, which costs one pass over its dict.
        self._compact = True
        # A parser's tuple is kept until the list is first asked for (an
        # empty tuple is no object at all for the collector); anything else
        # is copied, as before.
        self._blocks: tuple[Block | BlockRecord, ...] | list[Block] = \
            blocks if type(blocks) is tuple else list(blocks)  # type: ignore[arg-type]

    @property
    def attributes(self) -> dict[str, Attribute]:
        """The attributes, by name, in source order."""
        if self._compact:
            with _FIRST_READ:
                if self._compact:
                    attrs = self._attributes
                    pairs: Iterable[tuple[str, Any]]
                    if isinstance(attrs, tuple):  # a block's record (see BlockRecord)
                        k: int = attrs[10]
                        pairs = zip(attrs[11:(11 + k) // 2], attrs[(11 + k) // 2:k])
                        attrs = self._attributes = {}
                    else:
                        pairs = attrs.items()  # (made in place: no key is added)
                    sm = self.sm
                    for name, item in pairs:
                        if item.__class__ is tuple:
                            item = _line_attribute(sm, item)
                        elif not isinstance(item, Attribute):
                            item = _bare_attribute(sm, name, item)
                        attrs[name] = item
                    self._compact = False
        return self._attributes  # type: ignore[return-value]

    @attributes.setter
    def attributes(self, attributes: dict[str, Attribute]) -> None:
        self._attributes = attributes
        self._compact = False

    @property
    def blocks(self) -> list[Block]:
        """The blocks, in source order."""
        blocks = self._blocks
        if blocks.__class__ is tuple:
            with _FIRST_READ:
                blocks = self._blocks
                if blocks.__class__ is tuple:
                    sm = self.sm
                    blocks = self._blocks = [
                        Block.parsed(sm, b) if b.__class__ is tuple else b  # type: ignore[misc]
                        for b in blocks]
        return blocks  # type: ignore[return-value]

    @blocks.setter
    def blocks(self, blocks: list[Block]) -> None:
        self._blocks = blocks

    @property
    def missing_item_range(self) -> Range:
        """Where a missing item would have gone: an empty range where the
        body starts (its opening brace, or the start of the file)."""
        # As the reference places it.
        return self.sm.range(self.start, self.start)

    def partial_content(self, schema: BodySchema) -> tuple[BodyContent, Body, Diagnostics]:
        """What ``schema`` names, and a body of everything else."""
        content, attrs, blocks, diags = _body.partial_content(
            self.attributes, self.blocks, schema, self.missing_item_range)
        return content, Body(self.sm, self.start, self.end, attrs, blocks), diags

    def content(self, schema: BodySchema) -> tuple[BodyContent, Diagnostics]:
        """What ``schema`` names; anything else in the body is an error."""
        content, rest, diags = self.partial_content(schema)
        _body.report_unsupported(schema, self.attributes, rest.attributes, rest.blocks, diags)
        return content, diags

    def just_attributes(self) -> tuple[dict[str, ModelAttribute], Diagnostics]:
        """Every attribute; a block here is an error."""
        return _body.just_attributes(self.attributes, self.blocks)

    def __repr__(self) -> str:
        return f"Body({list(self.attributes)!r}, {self.blocks!r})"


def traversal_root(traversal: Traversal) -> TraverseRoot | None:
    first = traversal[0] if traversal else None
    return first if isinstance(first, TraverseRoot) else None
