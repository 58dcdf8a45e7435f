"""Functions a configuration defines for itself::

    function "greet" {
      params         = [name]
      variadic_param = titles     # optional: the further arguments, as a tuple
      result         = "Hello, ${join(" ", titles)} ${name}!"
    }

:func:`decode` takes the ``function`` blocks out of a body (of any syntax)
and gives the functions they define, for an :class:`EvalContext` to offer,
and the rest of the body for the application to read as usual.  A function
body is evaluated in the context ``context_getter`` gives when the function
is called (so it may call other functions, user-defined ones included), with
the parameters as variables.  A function that calls itself, directly or
through others, fails with a diagnostic instead of recursing forever.
"""

from __future__ import annotations

from collections.abc import Callable

from ..diagnostics import Diagnostics
from ..function import Function
from ..function.defined import defined_function
from ..model import (
    AttributeSchema,
    Block,
    BlockHeaderSchema,
    Body,
    BodySchema,
    EvalContext,
    Expression,
    abs_traversal_for_expr,
    expr_list,
)
from ..types import Value

__all__ = ["decode"]

_FUNCTION_SCHEMA = BodySchema([AttributeSchema("params", required=True),
                               AttributeSchema("variadic_param"),
                               AttributeSchema("result", required=True)])


def decode(body: Body, block_type: str = "function",
           context_getter: Callable[[], EvalContext | None] | None = None
           ) -> tuple[dict[str, Function], Body, Diagnostics]:
    """The functions the ``block_type`` blocks of ``body`` define (by name),
    what is left of ``body``, and what was wrong.  ``context_getter`` gives
    the context function bodies are evaluated in (None: literal values and
    the parameters only); anything else but a callable is a ``TypeError``
    at once, not a failure at the first call."""
    if context_getter is not None and not callable(context_getter):
        raise TypeError("context_getter must be a callable that returns an EvalContext or "
                        f"None, not {type(context_getter).__name__}")
    content, rest, diags = body.partial_content(
        BodySchema(blocks=[BlockHeaderSchema(block_type, ["name"])]))
    functions: dict[str, Function] = {}
    for block in content.blocks:
        # A name defined again: the later definition counts, as in the reference.
        found = _function(block.labels[0], block, context_getter, diags)
        if found is not None:
            functions[block.labels[0]] = found
    return functions, rest, diags


def _function(name: str, block: Block, context_getter: Callable[[], EvalContext | None] | None,
              diags: Diagnostics) -> Function | None:
    content, more = block.body.content(_FUNCTION_SCHEMA)
    diags.extend(more)
    ok = not more.has_errors()
    params: list[str] = []
    params_attr = content.attributes.get("params")
    if params_attr is not None:
        exprs, more = expr_list(params_attr.expr)
        diags.extend(more)
        ok = ok and not more.has_errors()
        for expr in exprs:
            param = _identifier(expr)
            if param is None:
                diags.error("Invalid param element", "Each parameter name must be an identifier.",
                            expr.range)
                ok = False
            else:
                params.append(param)
    variadic: str | None = None
    variadic_attr = content.attributes.get("variadic_param")
    if variadic_attr is not None:
        variadic = _identifier(variadic_attr.expr)
        if variadic is None:
            diags.error("Invalid variadic_param",
                        "The variadic parameter name must be an identifier.",
                        variadic_attr.expr.range)
            ok = False
    result_attr = content.attributes.get("result")
    if not ok or result_attr is None:
        return None
    return defined_function(name, params, variadic, _body(result_attr.expr, context_getter))


def _body(result: Expression, context_getter: Callable[[], EvalContext | None] | None
          ) -> Callable[[dict[str, Value]], tuple[Value, Diagnostics]]:
    def evaluate(arguments: dict[str, Value]) -> tuple[Value, Diagnostics]:
        base = context_getter() if context_getter is not None else None
        ctx = base.child(arguments) if base is not None else EvalContext(arguments)
        return result.value(ctx)
    return evaluate


def _identifier(expr: Expression) -> str | None:
    """The name ``expr`` is, if it is a bare name."""
    traversal, diags = abs_traversal_for_expr(expr)
    if diags.has_errors() or len(traversal) != 1:
        return None
    return traversal.root_name
