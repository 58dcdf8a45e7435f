"""Expressions of the JSON syntax (notes/json-syntax.md, "Expressions").

A JSON value is an expression.  With no evaluation context (literal-only
mode) it means what it says: strings are strings, ``${`` and all.  With one,
each string, property names included, is a native-syntax template (a lone
interpolation unwraps to its value), parsed with positions in the JSON file.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..diagnostics import Diagnostics
from ..model.traversal import Traversal
from ..native.parser import parse_expression, parse_template
from ..pos import Pos, Range, SourceMap
from ..types import (
    BOOL,
    DYNAMIC,
    DYNAMIC_VALUE,
    NUMBER,
    STRING,
    ConversionError,
    Value,
    convert,
    null,
    object_value,
    tuple_value,
)
from ..types import number as N
from .parser import JArray, JKeyword, JNode, JNumber, JObject, JString

if TYPE_CHECKING:
    from ..model.context import EvalContext
    from ..model.static import StaticCall

__all__ = ["JSONExpression"]


class _StringMap(SourceMap):
    """Positions in a JSON string's value, as positions in the file."""

    __slots__ = ("_file", "_offsets")

    def __init__(self, file: SourceMap, s: JString) -> None:
        super().__init__(s.value, file.filename)
        self._file = file
        self._offsets = s.offsets

    def pos(self, offset: int) -> Pos:
        offsets = self._offsets
        return self._file.pos(offsets[min(offset, len(offsets) - 1)])


class JSONExpression:
    """A JSON value standing for an expression."""

    def __init__(self, node: JNode) -> None:
        self.node = node

    @property
    def range(self) -> Range:
        """Where the JSON value is in the file."""
        return self.node.range

    @property
    def start_range(self) -> Range:
        """The same as :attr:`range`: a JSON value has no narrower start."""
        return self.range

    def source_text(self) -> str:
        """The JSON value's text, as written in the file."""
        return self.node.sm.text[self.node.start:self.node.end]

    def __repr__(self) -> str:
        return f"JSONExpression({self.source_text()!r})"

    # --- templates -------------------------------------------------------------------------------

    def _template(self, s: JString) -> tuple[Any, Diagnostics]:
        return parse_template(s.value, _StringMap(self.node.sm, s))

    def variables(self) -> list[Traversal]:
        """Every variable the value's strings refer to, read as templates (as
        :meth:`value` reads them with a context), in source order.
        """
        found: list[Traversal] = []
        stack: list[JNode] = [self.node]
        while stack:
            node = stack.pop()
            if isinstance(node, JString):
                expr, _ = self._template(node)
                if expr is not None:
                    found.extend(expr.variables())
            elif isinstance(node, JObject):
                for prop in reversed(node.properties):
                    stack.append(prop.value)
                    stack.append(prop.name)
            elif isinstance(node, JArray):
                stack.extend(reversed(node.elements))
        return found

    # --- values ----------------------------------------------------------------------------------

    def value(self, ctx: EvalContext | None = None) -> tuple[Value, Diagnostics]:
        """Evaluate the JSON value: ``(value, diagnostics)``.

        With ``ctx`` ``None`` (literal-only mode) strings are taken as they
        are, ``${`` and all.  With a context each string, property names
        included, is a native-syntax template evaluated in ``ctx`` (a lone
        ``"${expr}"`` gives the expression's value, of any type).  Arrays
        give tuples, objects give objects.  With errors (a template that
        does not parse, a property name that is not a string, a duplicate
        name) the value is a placeholder, often unknown.
        """
        diags = Diagnostics()
        # Values nest only as deep as the parser let them, so this recursion
        # fits in Python's stack.
        return self._value(self.node, ctx, diags), diags

    def _value(self, node: JNode, ctx: EvalContext | None, diags: Diagnostics) -> Value:
        if isinstance(node, JString):
            if ctx is None:
                return Value(STRING, node.value)
            expr, more = self._template(node)
            diags.extend(more)
            if expr is None or more.has_errors():
                return DYNAMIC_VALUE
            val, more = expr.value(ctx)
            diags.extend(more)
            return val  # type: ignore[no-any-return]
        if isinstance(node, JNumber):
            try:
                return Value(NUMBER, N.parse(node.text))
            except N.NumberError as e:  # beyond hclkit's limits on literals
                diags.error("Invalid number", f"This number cannot be read: {e}.", node.range)
                return DYNAMIC_VALUE
        if isinstance(node, JKeyword):
            return null(DYNAMIC) if node.word == "null" else Value(BOOL, node.word == "true")
        if isinstance(node, JArray):
            return tuple_value([self._value(e, ctx, diags) for e in node.elements])
        assert isinstance(node, JObject)
        attrs: dict[str, Value] = {}
        where: dict[str, JString] = {}
        known = True
        for prop in node.properties:
            key = self._value(prop.name, ctx, diags)
            val = self._value(prop.value, ctx, diags)
            if key.is_null:
                diags.error("Invalid object key expression",
                            "Cannot use null value as an object key.", prop.name.range)
                known = False
                continue
            try:
                key = convert(key, STRING)
            except ConversionError as e:
                diags.error("Invalid object key expression",
                            f"Cannot use this expression as an object key: {e}.",
                            prop.name.range)
                known = False
                continue
            if not key.is_known:
                known = False
                continue
            name = key.as_string()
            if name in attrs:
                diags.error("Duplicate object attribute",
                            f'An attribute named "{name}" was already defined at '
                            f"{where[name].range}.", prop.name.range)
                continue
            attrs[name] = val
            where[name] = prop.name
        if not known:
            return DYNAMIC_VALUE
        return object_value(attrs)

    # --- static analysis -------------------------------------------------------------------------

    def static_list(self) -> list[JSONExpression] | None:
        """The elements of a JSON array, as expressions; ``None`` when the value
        is not an array.
        """
        if isinstance(self.node, JArray):
            return [JSONExpression(e) for e in self.node.elements]
        return None

    def static_map(self) -> list[tuple[JSONExpression, JSONExpression]] | None:
        """The ``(name, value)`` pairs of a JSON object, as expressions, in
        order; ``None`` when the value is not an object.
        """
        if isinstance(self.node, JObject):
            return [(JSONExpression(p.name), JSONExpression(p.value))
                    for p in self.node.properties]
        return None

    def _native(self) -> Any:
        """The string's content as a native-syntax expression (or None)."""
        node = self.node
        if not isinstance(node, JString):
            return None
        expr, diags = parse_expression(node.value, _StringMap(node.sm, node))
        return None if expr is None or diags.has_errors() else expr

    def static_call(self) -> StaticCall | None:
        """The function call a JSON string holds (``"max(1, 2)"``), read
        without evaluating it; ``None`` when the value is not a string or its
        text is not a call.
        """
        expr = self._native()
        method = getattr(expr, "static_call", None)
        return method() if callable(method) else None

    def static_traversal(self) -> Traversal | None:
        """The traversal a JSON string holds (``"var.a.b"``), read without
        evaluating it; ``None`` when the value is not a string or its text is
        not a traversal.
        """
        expr = self._native()
        method = getattr(expr, "static_traversal", None)
        return method() if callable(method) else None
