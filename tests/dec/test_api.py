"""``hclkit.dec``: spec files, decoding, variables and merged bodies as a
Python API (the command's behaviour is checked against the reference in
tests/hcldec)."""

from __future__ import annotations

import pytest

import hclkit
from hclkit import dec
from hclkit import types as T
from hclkit.model.body import Body

SPEC = '''
variables {
  greeting = "hello"
}
function "shout" {
  params = [s]
  result = upper(s)
}
object {
  attr "name" {
    type     = string
    required = true
  }
  block_list "port" {
    min_items = 1
    object {
      attr "number" {
        type = number
      }
    }
  }
  default "mode" {
    attr {
      name = "mode"
      type = string
    }
    literal {
      value = "auto"
    }
  }
}
'''


def _body(src: str, name: str = "in.hcl") -> Body:
    file, diags = hclkit.parse(src, name)
    assert not diags
    return file.body


def test_load_and_decode_with_the_spec_context() -> None:
    spec, diags = dec.load_spec(SPEC, "s.hcldec")
    assert not diags
    assert isinstance(spec.root, dec.ObjectSpec)
    value, diags = dec.decode(_body('name = shout(greeting)\nport {\n  number = "80"\n}\n'),
                              spec, spec.context())
    assert not diags
    assert value.to_python() == {"name": "HELLO", "port": [{"number": 80}], "mode": "auto"}
    assert value.type == T.Object({"name": T.STRING, "mode": T.STRING,
                                   "port": T.List(T.Object({"number": T.NUMBER}))})


def test_given_variables_override_the_spec() -> None:
    spec, _ = dec.load_spec(SPEC, "s.hcldec")
    ctx = spec.context({"greeting": hclkit.to_value("bye")})
    value, _ = dec.decode(_body("name = greeting\nport {\n}\n"), spec, ctx)
    assert value.to_python()["name"] == "bye"


def test_constraints_are_diagnostics_with_ranges() -> None:
    spec, _ = dec.load_spec(SPEC, "s.hcldec")
    _, diags = dec.decode(_body("nmae = 1\n"), spec, spec.context())
    assert [(d.summary, d.subject and d.subject.start.line) for d in diags] == [
        ("Missing required argument", 1),
        ("Unsupported argument", 1),
        ("Insufficient port blocks", 1),
    ]
    assert 'Did you mean "name"?' in diags[1].detail


def test_variables_lists_what_the_input_refers_to() -> None:
    spec, _ = dec.load_spec(SPEC, "s.hcldec")
    body = _body('name = "${a.b}-${c[0]}"\nport {\n  number = [for x in d: x][0]\n}\n')
    refs = dec.variables(body, spec)
    assert [t.root_name for t in refs] == ["a", "c", "d"]


def test_several_bodies_decode_as_one() -> None:
    spec, _ = dec.load_spec(SPEC, "s.hcldec")
    merged = dec.merge_bodies([_body('name = "x"\n', "a.hcl"),
                               _body("port {\n  number = 1\n}\n", "b.hcl")])
    value, diags = dec.decode(merged, spec, spec.context())
    assert not diags
    assert value.to_python() == {"name": "x", "port": [{"number": 1}], "mode": "auto"}
    _, diags = dec.decode(dec.merge_bodies([_body('name = "x"\n', "a.hcl"),
                                            _body('name = "y"\n', "b.hcl")]),
                          spec, spec.context())
    assert [d.summary for d in diags][:1] == ["Duplicate argument"]
    assert "a.hcl:1,1-5" in diags[0].detail


@pytest.mark.parametrize(("src", "expected"), [
    ("any", T.DYNAMIC), ("string", T.STRING), ("list(number)", T.List(T.NUMBER)),
    ("set(bool)", T.Set(T.BOOL)), ("map(list(string))", T.Map(T.List(T.STRING))),
    ("object({a = string, b = tuple([number, any])})",
     T.Object({"a": T.STRING, "b": T.Tuple([T.NUMBER, T.DYNAMIC])})),
])
def test_type_expressions(src: str, expected: T.Type) -> None:
    expr, diags = hclkit.parse_expression(src)
    assert expr is not None and not diags
    ty, diags = dec.type_expr(expr)
    assert not diags
    assert ty == expected


@pytest.mark.parametrize(("src", "summary"), [
    ("lst(string)", "Call to unknown function"), ("strng", "Unknown variable"),
    ('"string"', "Invalid type expression"), ("list(string, number)",
                                              "Too many function arguments"),
    ("object([string])", "Invalid function argument"),
])
def test_bad_type_expressions(src: str, summary: str) -> None:
    expr, _ = hclkit.parse_expression(src)
    assert expr is not None
    ty, diags = dec.type_expr(expr)
    assert ty is T.DYNAMIC
    assert diags[0].summary == summary


def test_spec_functions_are_the_seeds_list_and_reverse_reverses_strings() -> None:
    from hclkit.dec.funcs import spec_functions
    table = spec_functions()
    assert sorted(table) == [
        "abs", "coalesce", "concat", "hasindex", "int", "jsondecode", "jsonencode", "length",
        "lower", "max", "min", "reverse", "strlen", "substr", "upper"]
    assert table["reverse"](hclkit.to_value("abc")).to_python() == "cba"


def test_custom_functions_cannot_be_called_from_the_spec() -> None:
    _spec, diags = dec.load_spec(SPEC.replace('value = "auto"', 'value = shout("x")'), "s")
    assert [d.summary for d in diags] == ["Call to unknown function"]


def test_block_map_labels_are_bounded() -> None:
    # Each label is a level of maps in the result's type; a thousand of them
    # (found by fuzzing) overflowed the stack of the type's own methods.
    from hclkit import dec
    labels = ", ".join(['"n"'] * 1000)
    src = (f'object {{\nblock_map "r" {{\n  labels = [{labels}]\n  attr {{\n    name = "v"\n  }}\n'
           '}\n}\n')
    _, diags = dec.load_spec(src, "x.hcldec")
    found = [d for d in diags if d.summary == "Too many block labels"]
    assert found and found[0].subject is not None and found[0].subject.start.line == 3
    _, diags = dec.load_spec(src.replace(labels, ", ".join(['"n"'] * 100)), "x.hcldec")
    assert not any(d.summary == "Too many block labels" for d in diags)
