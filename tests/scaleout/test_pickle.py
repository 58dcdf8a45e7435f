"""Everything a worker process returns or raises pickles: errors,
diagnostics, positions, values, types, parsed files and expressions.  An
unpickled diagnostic renders the same text and carries the same ranges."""

from __future__ import annotations

import multiprocessing
import pickle
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import pytest

import hclkit
from hclkit import types as T
from hclkit.diagwrite import write_json, write_text
from hclkit.stdlib import functions

NATIVE = ('name = "app"\nport = 8080 + offset\n'
          'block "x" "y" {\n  tags = [for t in xs: upper(t)]\n}\n')
JSON = '{"name": "app", "port": "${8080 + offset}", "block": {"x": {"y": {"n": 1}}}}'

# Inputs whose errors come from each stage: lexing, parsing, JSON, evaluation
# (with the "with NAME as VALUE" lines), functions, and a file that is not UTF-8.
BAD = [
    ("native.hcl", b'a = "unterminated\n'),
    ("block.hcl", b'resource "x" {\n  a = \n}\n'),
    ("data.json", b'{"a": [1, 2,]}'),
    ("eval.hcl", b"a = x + 1\nb = upper(1, 2)\nc = {k = 1}.nope\n"),
    ("bytes.hcl", b'a = "caf\xe9"\n'),
]


def _roundtrip(obj: Any) -> Any:
    return pickle.loads(pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL))


def _error(name: str, data: bytes) -> hclkit.HCLError:
    with pytest.raises(hclkit.HCLError) as info:
        hclkit.loads(data, filename=name, variables={"x": "text"}, functions=functions())
    return info.value


def _ranges(diags: hclkit.Diagnostics) -> list[Any]:
    return [(d.subject, d.context, [r for r, _ in d.expression_values]) for d in diags]


@pytest.mark.parametrize(("name", "data"), BAD, ids=[n for n, _ in BAD])
def test_hcl_error_round_trips_with_the_same_text_and_ranges(name: str, data: bytes) -> None:
    err = _error(name, data)
    back = _roundtrip(err)
    assert type(back) is hclkit.HCLError
    assert str(back) == str(err)
    assert list(back.diagnostics) == list(err.diagnostics)
    assert _ranges(back.diagnostics) == _ranges(err.diagnostics)
    assert write_text(back.diagnostics, back.sources, width=78) == \
        write_text(err.diagnostics, err.sources, width=78)


def test_evaluation_diagnostics_keep_their_expression_values() -> None:
    err = _error("eval.hcl", BAD[3][1])
    assert any(d.expression_values for d in err.diagnostics)  # the case is exercised
    back = _roundtrip(err)
    assert [d.expression_values for d in back.diagnostics] == \
        [d.expression_values for d in err.diagnostics]
    assert "with x as" in str(back)


@pytest.mark.parametrize("parse", [hclkit.parse, hclkit.parse_json])
def test_diagnostics_of_a_parse_render_the_same_text(parse: Any) -> None:
    src = b'a = [1,\nb = "x' if parse is hclkit.parse else b'{"a": [1,'
    file, diags = parse(src, "in.hcl")
    assert diags.has_errors()
    file2, diags2 = _roundtrip((file, diags))
    assert type(diags2) is hclkit.Diagnostics
    assert _ranges(diags2) == _ranges(diags)
    assert write_text(diags2, {"in.hcl": file2}, width=60, color=True) == \
        write_text(diags, {"in.hcl": file}, width=60, color=True)
    assert write_json(diags2) == write_json(diags)


def test_positions_and_ranges() -> None:
    pos = hclkit.Pos(3, 7, 42)
    rng = hclkit.Range("f.hcl", hclkit.Pos(1, 1, 0), pos)
    assert _roundtrip(pos) == pos
    assert _roundtrip(rng) == rng
    assert str(_roundtrip(rng)) == str(rng)


VALUES = [
    hclkit.to_value({"a": [1, "x", True], "b": {"c": 1.5}, "d": None}),
    hclkit.to_value(10**40 + 1),
    hclkit.to_value([]),
    T.list_value([T.string_value("a")]),
    T.set_value([T.number_value(1), T.number_value(2)]),
    T.map_value({"k": T.bool_value(False)}),
    T.tuple_value([T.string_value("x"), hclkit.null(T.NUMBER)]),
    hclkit.null(T.STRING),
    hclkit.null(T.DYNAMIC),
    hclkit.null(T.Object({"a": T.NUMBER})),
    hclkit.unknown(T.STRING),
    hclkit.unknown(T.List(T.Map(T.NUMBER))),
    hclkit.DYNAMIC_VALUE,
    T.list_value([hclkit.unknown(T.STRING), T.string_value("x")]),
]


@pytest.mark.parametrize("value", VALUES, ids=repr)
def test_values_keep_their_type_and_kind(value: hclkit.Value) -> None:
    back = _roundtrip(value)
    assert back == value  # raw equality: type, null-ness, known-ness and content
    assert (back.type, back.is_null, back.is_known) == (value.type, value.is_null, value.is_known)
    assert repr(back) == repr(value)
    assert hash(back) == hash(value)


def test_a_capsule_value_keeps_its_payload_and_type_name() -> None:
    # A capsule type is identical only to itself, so the one unpickled is a
    # new type of the same name (a process has its own capsule types).
    thing = T.Capsule("thing")
    back = _roundtrip(T.capsule_value(thing, {"payload": [1, 2]}))
    assert back.capsule() == {"payload": [1, 2]}
    assert back.type.friendly_name() == "thing"


TYPES = [T.STRING, T.NUMBER, T.BOOL, T.DYNAMIC, T.List(T.STRING), T.Set(T.NUMBER),
         T.Map(T.List(T.BOOL)), T.Tuple([T.STRING, T.DYNAMIC]),
         T.Object({"a": T.NUMBER, "b": T.STRING}, optional={"b"})]


@pytest.mark.parametrize("ty", TYPES, ids=repr)
def test_types(ty: T.Type) -> None:
    back = _roundtrip(ty)
    assert back == ty
    assert hash(back) == hash(ty)
    assert repr(back) == repr(ty)


def _context() -> hclkit.EvalContext:
    return hclkit.EvalContext(variables={"offset": hclkit.to_value(1),
                                         "xs": hclkit.to_value(["a", "b"])},
                              functions=functions())


def _attribute_values(file: Any) -> dict[str, Any]:
    attrs, diags = file.body.just_attributes()
    assert not diags.has_errors()
    return {name: attr.expr.value(_context())[0] for name, attr in attrs.items()}


@pytest.mark.parametrize("parse", [hclkit.parse, hclkit.parse_json])
def test_parsed_files_evaluate_the_same(parse: Any) -> None:
    file, _ = parse(JSON if parse is hclkit.parse_json else NATIVE, "f")
    back = _roundtrip(file)
    schema = hclkit.BodySchema(attributes=[hclkit.AttributeSchema("name"),
                                           hclkit.AttributeSchema("port")],
                               blocks=[hclkit.BlockHeaderSchema("block", ["a", "b"])])
    content, diags = file.body.content(schema)
    content2, diags2 = back.body.content(schema)
    assert list(diags2) == list(diags)
    assert [b.labels for b in content2.blocks] == [b.labels for b in content.blocks]
    for name, attr in content.attributes.items():
        attr2 = content2.attributes[name]
        assert attr2.range == attr.range
        assert attr2.expr.value(_context())[0] == attr.expr.value(_context())[0]


def test_expressions_and_templates() -> None:
    for expr in [hclkit.parse_expression("[for t in xs: upper(t)]")[0],
                 hclkit.parse_template("${offset} and %{ for x in xs }${x}%{ endfor }")[0]]:
        back = _roundtrip(expr)
        assert back.range == expr.range
        assert [str(v.range) for v in back.variables()] == [str(v.range) for v in expr.variables()]
        assert back.value(_context())[0] == expr.value(_context())[0]


# --- through a process pool, as hcl2json --jobs and cluster engines use them ---

def _work(name: str, data: bytes) -> Any:
    try:
        return hclkit.loads(data, filename=name, variables={"x": "text"}, functions=functions())
    except hclkit.HCLError:
        raise  # re-raised in the parent: it must pickle on the way back


def _parse_in_worker(src: str) -> Any:
    return hclkit.parse(src, "w.hcl")


def test_a_process_pool_returns_results_and_raises_errors_whole() -> None:
    # "spawn": the worker shares nothing with this process but what was pickled.
    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as pool:
        data = pool.submit(_work, "ok.hcl", b'a = 1\nb = "x"\n').result()
        assert data == {"a": 1, "b": "x"}
        for name, src in BAD:
            expected = _error(name, src)
            with pytest.raises(hclkit.HCLError) as info:
                pool.submit(_work, name, src).result()
            assert str(info.value) == str(expected)
            assert _ranges(info.value.diagnostics) == _ranges(expected.diagnostics)
        file, diags = pool.submit(_parse_in_worker, 'a = [1,\n').result()
        local_file, local_diags = hclkit.parse('a = [1,\n', "w.hcl")
        assert write_text(diags, {"w.hcl": file}) == write_text(local_diags, {"w.hcl": local_file})
