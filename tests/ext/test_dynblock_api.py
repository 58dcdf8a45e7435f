"""``dynblock`` beyond the recorded cases: partial content, block types the
schema does not name, literal-only mode and the variables a body needs."""

from __future__ import annotations

from hypothesis import given, settings

import hclkit
from hclkit import types as T
from hclkit.dec import load_spec
from hclkit.ext import dynblock
from hclkit.model import AttributeSchema, BlockHeaderSchema, BodySchema, EvalContext
from hclkit.native import File
from tests.support.cost import assert_linear
from tests.types.strategies import values

SRC = '''
name = "top"
dynamic "port" {
  for_each = var.ports
  iterator = p
  labels = [p.key]
  content {
    number = p.value
    host = var.host
  }
}
dynamic "other" {
  for_each = [1]
  content {}
}
'''
PORTS = {"var": {"ports": {"http": 80, "https": 443}, "host": "h"}}


def _names(traversals: list[hclkit.Traversal]) -> list[str]:
    return [".".join([t.root_name, *(getattr(s, "name", "?") for s in list(t)[1:])])
            for t in traversals]


def test_partial_content_leaves_other_dynamic_blocks_for_later() -> None:
    file, _ = hclkit.parse(SRC)
    ctx = EvalContext(PORTS)
    body = dynblock.expand(file.body, ctx)
    content, rest, diags = body.partial_content(
        BodySchema([AttributeSchema("name")], [BlockHeaderSchema("port", ["name"])]))
    assert not diags
    assert [(b.type, b.labels) for b in content.blocks] == [
        ("port", ["http"]), ("port", ["https"])]
    more, diags = rest.content(BodySchema([], [BlockHeaderSchema("other")]))
    assert not diags
    assert [b.type for b in more.blocks] == ["other"]


def test_a_dynamic_block_of_a_type_the_schema_lacks_is_unsupported() -> None:
    file, _ = hclkit.parse(SRC)
    body = dynblock.expand(file.body, EvalContext(PORTS))
    _, diags = body.content(BodySchema([AttributeSchema("name")],
                                       [BlockHeaderSchema("port", ["name"])]))
    assert [(d.summary, d.detail) for d in diags] == [
        ("Unsupported block type", 'Blocks of type "other" are not expected here.')]
    assert diags[0].subject is not None and diags[0].subject.start.line == 12


def test_generated_attributes_see_the_callers_context_and_the_iterator() -> None:
    file, _ = hclkit.parse(SRC)
    body = dynblock.expand(file.body, EvalContext(PORTS))
    content, _, _ = body.partial_content(BodySchema([], [BlockHeaderSchema("port", ["n"])]))
    inner, diags = content.blocks[0].body.content(
        BodySchema([AttributeSchema("number"), AttributeSchema("host")]))
    assert not diags
    later = EvalContext({"var": {"host": "later"}})
    value, _ = inner.attributes["host"].expr.value(later)
    assert value.as_string() == "later"
    number, _ = inner.attributes["number"].expr.value(later)
    assert number.as_int() == 80
    # The iterator is no variable the caller provides.
    assert _names(inner.attributes["number"].expr.variables()) == []
    assert _names(inner.attributes["host"].expr.variables()) == ["var.host"]


def test_literal_only_mode_still_sees_the_iterator() -> None:
    file, _ = hclkit.parse('dynamic "b" {\n for_each = [1, 2]\n content {\n  v = b.value\n }\n}\n')
    body = dynblock.expand(file.body, None)
    content, diags = body.content(BodySchema([], [BlockHeaderSchema("b")]))
    assert not diags
    values = []
    for block in content.blocks:
        inner, _ = block.body.content(BodySchema([AttributeSchema("v")]))
        values.append(inner.attributes["v"].expr.value(None)[0].as_int())
    assert values == [1, 2]


def test_variables_with_a_body_schema() -> None:
    file, _ = hclkit.parse(SRC)
    found = dynblock.variables(file.body, BodySchema(
        [AttributeSchema("name")], [BlockHeaderSchema("port", ["name"])]))
    assert _names(found) == ["var.ports", "var.host"]


def test_variables_with_a_spec_without_iterators_in_nested_dynamic_blocks() -> None:
    spec, diags = load_spec('''
block_list {
  block_type = "port"
  object {
    attr "number" {
      type = number
    }
    block_list "inner" {
      block_type = "inner"
      attr {
        name = "v"
        type = string
      }
    }
  }
}
''', "spec.hcldec")
    assert not diags
    file, _ = hclkit.parse('''
dynamic "port" {
  for_each = var.ports
  content {
    number = port.value + local.offset
    dynamic "inner" {
      for_each = port.value
      iterator = i
      content {
        v = "${i.value}${port.key}${other}"
      }
    }
  }
}
''')
    assert spec.root is not None
    found = dynblock.variables(file.body, spec.root)
    assert _names(found) == ["var.ports", "local.offset", "other"]


def test_expansion_feeds_the_decoder() -> None:
    spec, _ = load_spec('block_list {\n block_type = "b"\n attr {\n  name = "v"\n'
                        '  type = number\n }\n}\n', "spec.hcldec")
    file, _ = hclkit.parse('dynamic "b" {\n for_each = [3, 4]\n content {\n  v = b.value\n }\n}\n')
    value, diags = hclkit.dec.decode(dynblock.expand(file.body, None), spec, EvalContext({}))
    assert not diags
    assert value.type == T.List(T.NUMBER)
    assert value.to_python() == [3, 4]


def _dynamic_of(n: int) -> tuple[File, EvalContext, int]:
    file, _ = hclkit.parse('dynamic "b" {\n for_each = xs\n labels = [b.key]\n'
                           ' content {\n  v = b.value\n }\n}\n')
    return file, EvalContext({"xs": {f"k{i}": i for i in range(n)}}), n


def _expand_all(case: tuple[File, EvalContext, int]) -> None:
    file, ctx, n = case
    content, diags = dynblock.expand(file.body, ctx).content(
        BodySchema([], [BlockHeaderSchema("b", ["k"])]))
    for block in content.blocks:
        inner, _ = block.body.content(BodySchema([AttributeSchema("v")]))
        inner.attributes["v"].expr.value(ctx)
    assert not diags and len(content.blocks) == n


def test_expansion_cost_grows_linearly() -> None:
    # Processor time, best of three, with a second try: the wall-clock
    # version failed under a busy machine's load.
    assert_linear(_dynamic_of, _expand_all, 1_000)


@settings(max_examples=150, deadline=None)
@given(values(unknowns=True, dynamic=True))
def test_any_for_each_value_expands_or_is_diagnosed(each: T.Value) -> None:
    file, _ = hclkit.parse('dynamic "b" {\n for_each = xs\n labels = [b.key]\n'
                           ' content {\n  v = b.value\n  k = b.key\n }\n}\n')
    ctx = EvalContext({"xs": each})
    content, diags = dynblock.expand(file.body, ctx).content(
        BodySchema([], [BlockHeaderSchema("b", ["k"])]))
    iterable = each.type.is_collection or each.type.is_structural
    if each.is_null or not (iterable or each.type is T.DYNAMIC):
        assert [d.summary for d in diags] == ["Invalid dynamic for_each value"]
        assert content.blocks == []
    elif each.is_known and each.type.kind in ("list", "tuple", "map", "object"):
        # Keys of lists and maps are always usable labels.
        assert not diags
        assert len(content.blocks) == each.length()
    for block in content.blocks:
        inner, more = block.body.content(BodySchema([AttributeSchema("v"), AttributeSchema("k")]))
        assert not more
        for attr in inner.attributes.values():
            attr.expr.value(ctx)
