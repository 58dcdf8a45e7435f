"""User-defined functions: parameters, the variadic parameter, the rest of the
body, recursion (an error, never a RecursionError) and bad definitions."""

from __future__ import annotations

import pytest

import hclkit
from hclkit import types as T
from hclkit.ext import userfunc
from hclkit.function.defined import MAX_NESTING
from hclkit.model import AttributeSchema, BodySchema, EvalContext


def _decode(src: str, extra: dict[str, hclkit.Function] | None = None,
            variables: dict[str, object] | None = None
            ) -> tuple[dict[str, hclkit.Function], hclkit.model.Body, hclkit.Diagnostics,
                       EvalContext]:
    file, diags = hclkit.parse(src, filename="f.hcl")
    assert not diags.has_errors()
    ctx = EvalContext(variables or {}, dict(hclkit.stdlib.functions()) | (extra or {}))
    funcs, rest, diags = userfunc.decode(file.body, "function", lambda: ctx)
    ctx.functions = (ctx.functions or {}) | funcs
    return funcs, rest, diags, ctx


def _eval(src: str, ctx: EvalContext) -> tuple[T.Value, hclkit.Diagnostics]:
    expr, diags = hclkit.parse_expression(src)
    assert not diags.has_errors()
    return expr.value(ctx)


DEFS = '''
function "add" {
  params = [a, b]
  result = a + b
}
function "greet" {
  params = [name]
  variadic_param = titles
  result = "Hello, ${join(" ", concat(titles, [name]))}!"
}
function "count" {
  params = []
  variadic_param = xs
  result = length(xs)
}
function "twice" {
  params = [x]
  result = add(x, x) * factor
}
answer = add(20, 22)
'''


def test_params_bind_the_arguments() -> None:
    funcs, _, diags, ctx = _decode(DEFS, variables={"factor": 1})
    assert not diags
    assert sorted(funcs) == ["add", "count", "greet", "twice"]
    assert _eval("add(1, 2)", ctx)[0].as_int() == 3
    _value, diags = _eval("add(1)", ctx)
    assert [d.summary for d in diags] == ["Not enough function arguments"]


def test_variadic_parameter_gets_the_rest_as_a_tuple() -> None:
    _, _, _, ctx = _decode(DEFS, variables={"factor": 1})
    assert _eval('greet("Ada")', ctx)[0].as_string() == "Hello, Ada!"
    assert _eval('greet("Ada", "Dr", "Prof")', ctx)[0].as_string() == "Hello, Dr Prof Ada!"
    assert _eval("count()", ctx)[0].as_int() == 0
    assert _eval("count(1, true, \"x\")", ctx)[0].as_int() == 3


def test_bodies_see_the_context_of_the_call_time_and_other_functions() -> None:
    _, _, _, ctx = _decode(DEFS, variables={"factor": 10})
    assert _eval("twice(2)", ctx)[0].as_int() == 40
    # Parameters hide variables of the same name.
    _, _, _, ctx = _decode('function "f" {\n params = [factor]\n result = factor\n}\n',
                           variables={"factor": 10})
    assert _eval("f(3)", ctx)[0].as_int() == 3


def test_the_rest_of_the_body_is_left_for_the_application() -> None:
    _, rest, _diags, ctx = _decode(DEFS, variables={"factor": 1})
    content, more = rest.content(BodySchema([AttributeSchema("answer")]))
    assert not more
    assert content.attributes["answer"].expr.value(ctx)[0].as_int() == 42


def test_without_a_context_getter_only_parameters_are_known() -> None:
    file, _ = hclkit.parse('function "f" {\n params = [x]\n result = [x, x]\n}\n')
    funcs, _, diags = userfunc.decode(file.body)
    assert not diags
    assert _eval("f(1)", EvalContext(functions=funcs))[0].to_python() == [1, 1]


def test_a_later_definition_of_a_name_counts() -> None:
    _funcs, _, diags, ctx = _decode('function "f" {\n params = [a]\n result = 1\n}\n'
                                   'function "f" {\n params = [a]\n result = 2\n}\n')
    assert not diags
    assert _eval("f(0)", ctx)[0].as_int() == 2


def test_the_json_syntax_defines_functions_too() -> None:
    file, diags = hclkit.parse_json(
        '{"function": {"inc": {"params": ["x"], "result": "${x + 1}"}}}')
    assert not diags.has_errors()
    funcs, _, diags = userfunc.decode(file.body)
    assert not diags
    assert _eval("inc(1)", EvalContext(functions=funcs))[0].as_int() == 2


@pytest.mark.parametrize("src", [
    'function "f" {\n params = [x]\n result = f(x)\n}\n',
    'function "f" {\n params = [x]\n result = g(x)\n}\nfunction "g" {\n params = [x]\n'
    ' result = f(x)\n}\n',
    'function "f" {\n params = [x]\n result = x == 0 ? 0 : f(x - 1)\n}\n',
])
def test_recursion_is_an_error(src: str) -> None:
    _, _, diags, ctx = _decode(src)
    assert not diags
    _value, diags = _eval("f(3)", ctx)
    assert diags.has_errors()
    assert any("recursion is not allowed" in d.detail for d in diags), diags
    assert diags[0].subject is not None


def test_a_long_chain_of_distinct_functions_fails_before_the_stack_does() -> None:
    n = MAX_NESTING * 3
    src = "".join(f'function "f{i}" {{\n params = [x]\n result = f{i + 1}(x) + 1\n}}\n'
                  for i in range(n))
    src += f'function "f{n}" {{\n params = [x]\n result = x\n}}\n'
    _, _, diags, ctx = _decode(src)
    assert not diags
    value, diags = _eval("f0(0)", ctx)
    assert diags.has_errors()
    assert any("nested more than" in d.detail for d in diags)
    # A chain within the limit works.
    value, diags = _eval(f"f{n - MAX_NESTING + 1}(0)", ctx)
    assert not diags and value.as_int() == MAX_NESTING - 1


def test_errors_in_a_body_are_reported_at_the_call() -> None:
    _, _, _, ctx = _decode(DEFS, variables={"factor": 1})
    _value, diags = _eval('add(1, "x")', ctx)
    assert [d.summary for d in diags] == ["Error in function call"]
    assert "Unsuitable value for right operand" in diags[0].detail
    assert "f.hcl:4,16-17: Invalid operand" in diags[0].detail


@pytest.mark.parametrize(("src", "problems"), [
    ('function "f" {\n result = 1\n}\n', [("Missing required argument", 1)]),
    ('function "f" {\n params = []\n}\n', [("Missing required argument", 1)]),
    ('function "f" {\n params = [a.b, "c", d]\n result = 1\n}\n',
     [("Invalid param element", 2), ("Invalid param element", 2)]),
    ('function "f" {\n params = x\n result = 1\n}\n', [("Invalid expression", 2)]),
    ('function "f" {\n params = []\n variadic_param = [r]\n result = 1\n}\n',
     [("Invalid variadic_param", 3)]),
    ('function "f" {\n params = []\n result = 1\n extra = 2\n}\n',
     [("Unsupported argument", 4)]),
    ('function "f" {\n params = []\n result = 1\n inner {}\n}\n',
     [("Unsupported block type", 4)]),
    ('function {\n params = []\n result = 1\n}\n', [("Missing name for function", 1)]),
])
def test_bad_definitions_are_diagnosed_and_not_defined(
        src: str, problems: list[tuple[str, int]]) -> None:
    funcs, _, diags, _ = _decode(src)
    assert funcs == {}
    assert [(d.summary, d.subject.start.line if d.subject else 0) for d in diags] == problems


def test_names_declared_twice_bind_the_later_argument_as_the_reference_does() -> None:
    _, _, diags, ctx = _decode('function "f" {\n params = [a, a]\n result = a\n}\n'
                               'function "g" {\n params = [b]\n variadic_param = b\n'
                               ' result = b\n}\n')
    assert not diags
    assert _eval("[f(1, 2), g(1, 2)]", ctx)[0].to_python() == [2, [2]]


@pytest.mark.parametrize("getter", [hclkit.EvalContext({}), "ctx", 1])
def test_a_context_getter_that_is_not_callable_is_refused_at_once(getter: object) -> None:
    file, _ = hclkit.parse('function "f" {\n  params = []\n  result = 1\n}\n')
    with pytest.raises(TypeError, match="context_getter must be a callable"):
        hclkit.ext.userfunc.decode(file.body, "function", getter)  # type: ignore[arg-type]
