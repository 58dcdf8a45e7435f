"""Template functions: templatestring and (with a base directory)
templatefile.

A template is rendered in a scope of its own: the variables are only those
passed in, the functions are the table the function came from, less the
template functions themselves (a template may not render templates).

The template language is the native syntax's, which sits above this layer:
the renderer (:mod:`hclkit.native.templatefunc`) is looked up by name when
a template is first rendered, so neither package imports the other and
parsing does not load the function library.  An application may install
another renderer with :func:`set_renderer`.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence

from ..function import ArgumentError, Function, Parameter
from ..types import DYNAMIC, DYNAMIC_VALUE, STRING, Type, Value

__all__ = ["Renderer", "set_renderer", "template_function"]

# (template text, filename, variables, functions) -> value; raises FunctionError
Renderer = Callable[[str, str, Mapping[str, Value], Mapping[str, Function]], Value]

_renderer: list[Renderer] = []

TEMPLATE_FUNCTIONS = frozenset({"templatefile", "templatestring"})


def set_renderer(render: Renderer) -> None:
    """Install the function that parses and evaluates templates."""
    _renderer[:] = [render]


def _variables(v: Value, index: int, parameter: Parameter) -> dict[str, Value]:
    if v.is_null:
        return {}
    if v.type.kind not in ("object", "map"):
        raise ArgumentError(index, "template variables must be given as an object or a map",
                            parameter)
    found = dict(v.as_dict())
    for name in found:
        if not (name[:1].isalpha() or name[:1] == "_") or not all(
                c.isalnum() or c in "_-" for c in name):
            raise ArgumentError(index, f"invalid template variable name {name!r}: must start "
                                       "with a letter, followed by zero or more letters, "
                                       "digits, and underscores", parameter)
    return found


def template_function(first: Parameter, read: Callable[[Value], tuple[str, str]],
                      table: Callable[[], Mapping[str, Function]]) -> Function:
    """A template function: ``read`` gives the template's text and a name for
    messages from the first argument, ``table`` the functions a template may call."""
    variables = Parameter("vars", DYNAMIC, allow_null=True)

    def impl(args: Sequence[Value], ret: Type) -> Value:
        if not args[1].is_wholly_known:
            return DYNAMIC_VALUE
        given = _variables(args[1], 1, variables)
        text, name = read(args[0])
        if not _renderer:
            renderer = importlib.import_module("hclkit.native.templatefunc")
            set_renderer(renderer.render_template)
        functions = {k: f for k, f in table().items() if k not in TEMPLATE_FUNCTIONS}
        return _renderer[0](text, name, given, functions)

    return Function([first, variables], returns=DYNAMIC, impl=impl)


def templatestring(table: Callable[[], Mapping[str, Function]]) -> Function:
    """templatestring(template, vars): the string rendered as a template."""
    return template_function(Parameter("template", STRING),
                             lambda v: (v.as_string(), "<templatestring>"), table)
