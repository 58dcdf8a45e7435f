"""The memory budget of one evaluation (``Limits.max_eval_bytes``): the
strings and collections that functions build are counted across the whole
evaluation of an expression, before they are built; and memory that runs
out anyway is a diagnostic from the public calls, never a ``MemoryError``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import hclkit
from hclkit import types as T

MIB = 1 << 20


def _value(src: str, max_eval_bytes: int, table: dict[str, hclkit.Function] | None = None,
           **variables: Any) -> tuple[T.Value, str]:
    functions = hclkit.stdlib.extended_functions() if table is None else table
    ctx = hclkit.EvalContext(variables, functions,
                             limits=hclkit.Limits(max_eval_bytes=max_eval_bytes))
    expr, diags = hclkit.parse_expression(src)
    assert expr is not None and not diags.has_errors()
    value, diags = expr.value(ctx)
    return value, " ".join(d.detail or d.summary for d in diags)


# Each builds about 2 MiB (s is a million characters, "é" beyond ASCII).
BUILDERS = ['format("%2000000d", 1)', "join(s, [s, s])", 'replace(s, "a", "bb")',
            "indent(2000000, \"a\\nb\")", "urlencode(e)", "strrev(e)", "substr(e, 1, 10)",
            "strlen(e)", 'formatlist("%2000000d", [1])']


@pytest.mark.parametrize("builder", BUILDERS)
def test_each_builder_is_charged_before_it_builds(builder: str) -> None:
    strings = {"s": "a" * 1_000_000, "e": "é" * 1_000_000}
    _, problems = _value(builder, 512 * MIB, **strings)
    assert problems == ""
    value, problems = _value(builder, MIB, **strings)
    assert "Limits.max_eval_bytes" in problems and not value.is_known


# Each builds more than LOW bytes from SIZE characters (s and the data
# strings) or a collection of ELEMENTS elements (xs, ss, ys, m), in the
# expression's own evaluation (templates, constructors, for, splat) or in a
# function; each fits in HIGH.
SIZE = 20_000
ELEMENTS = 2_000
LOW, HIGH = 16_000, 64 * MIB
EVALUATION = ['"${s}${s}"', '"%{for x in [s, s]}${x}%{endfor}"', "[for x in xs: x]",
              "{for x in ss: x => x}", "xs[*]", "[" + "1," * ELEMENTS + "]",
              "{" + "".join(f"a{i} = 1\n" for i in range(ELEMENTS)) + "}"]
STRINGS = ["upper(s)", "lower(s)", "title(s)", "chomp(s)", "trimspace(s)", 'trim(s, "b")',
           'trimprefix(s, "b")', 'trimsuffix(s, "b")', 'split("a", s)', "base64encode(s)",
           "base64decode(b64)", "base64gzip(s)", 'textencodebase64(s, "UTF-16")',
           'textdecodebase64(b64, "UTF-8")', "jsonencode([s, s])", "yamlencode([s, s])",
           'formatdate(f, "2020-01-02T03:04:05Z")', 'regex_replace(s, "a", "bb")',
           'regexall("a", s)', "csvdecode(csv)", "jsondecode(json)", "yamldecode(yaml)"]
COLLECTIONS = ["chunklist(xs, 1)", "compact(ss)", "distinct(xs)", "reverse(xs)",
               "slice(xs, 0, 2000)", "sort(ss)", "concat(xs, xs)", "flatten([xs, xs])",
               "keys(m)", "values(m)", "merge(m, m)", "zipmap(ss, xs)", "setunion(ys, ys)",
               "setintersection(ys, ys)", "setsubtract(ys, [])",
               "setproduct(slice(ss, 0, 50), slice(xs, 0, 50))", "transpose({a = ss})",
               "matchkeys(xs, xs, [1])", "tolist(ys)", "tomap(m)", "toset(xs)",
               "convert(xs, list(number))", 'formatlist("%d", xs)']


def _inputs(src: str) -> dict[str, Any]:
    """The variables ``src`` uses."""
    xs = list(range(ELEMENTS))
    ss = [f"k{i}" for i in xs]
    given = {"s": "a" * SIZE, "xs": xs, "ss": ss, "ys": set(ss), "m": dict.fromkeys(ss, 1),
             "b64": "YWFh" * (SIZE // 4), "csv": "a,b\n" + "1,2\n" * (SIZE // 4),
             "f": "MMMM," * (SIZE // 5), "json": "[" + "1," * (SIZE // 2) + "1]",
             "yaml": "[" + "1," * (SIZE // 2) + "1]"}
    return {k: v for k, v in given.items() if k in src}


def _charged(src: str, table: dict[str, hclkit.Function] | None = None) -> None:
    value, problems = _value(src, HIGH, table, **_inputs(src))
    assert problems == "" and value.is_known
    value, problems = _value(src, LOW, table, **_inputs(src))
    assert "Limits.max_eval_bytes" in problems and not value.is_known


@pytest.mark.parametrize("builder", EVALUATION + STRINGS + COLLECTIONS)
def test_every_builder_is_charged(builder: str) -> None:
    _charged(builder)


TERRAFORM = ['replace(s, "a", "bb")', 'replace(s, "/a/", "bb")', "base64gzip(s)",
             "yamlencode([s, s])", "matchkeys(xs, xs, [1])", 'file("big.txt")',
             'filebase64("big.txt")', 'templatefile("big.txt", {})', "templatestring(s, {})",
             'fileset(".", "*.txt")']


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("files")
    (root / "big.txt").write_text("a" * SIZE)
    for i in range(300):  # fileset's names: more than LOW bytes as a set
        (root / f"f{i}.txt").touch()
    return root


@pytest.mark.parametrize("builder", TERRAFORM)
def test_terraforms_builders_are_charged(builder: str, files: Path) -> None:
    from hclkit import terraform

    _charged(builder, terraform.functions(files))


def test_evaluations_diagnostic() -> None:
    expr, _ = hclkit.parse_expression('  "${s}${s}"')
    assert expr is not None
    ctx = hclkit.EvalContext({"s": "a" * 1000}, limits=hclkit.Limits(max_eval_bytes=1000))
    value, diags = expr.value(ctx)
    assert [(d.summary, d.detail, d.subject.start.column if d.subject else None)
            for d in diags] == [
        ("Too much memory", "The evaluation would build more than 1000 bytes of strings and "
                            "collections (Limits.max_eval_bytes).", 3)]
    assert not value.is_known


def test_encoding_counts_shared_parts_each_time_they_are_written() -> None:
    # 4,096 strings of a thousand characters in twelve tuples of two: 12 KB
    # held, 4 MB written.
    v = T.string_value("a" * 1000)
    for _ in range(12):
        v = T.tuple_value([v, v])
    for name in ("jsonencode", "yamlencode"):
        assert _value(f"strlen({name}(v))", 16 * MIB, v=v)[1] == ""
        value, problems = _value(f"{name}(v)", MIB, v=v)
        assert "Limits.max_eval_bytes" in problems and not value.is_known


def test_the_budget_is_the_whole_evaluations() -> None:
    # Each call is well under the budget; together they are not.
    src = 'length([for i in range(100): format("%1000000d", i)])'
    assert _value(src, 512 * MIB)[0] == T.number_value(100)
    value, problems = _value(src, 64 * MIB)
    assert "Limits.max_eval_bytes" in problems and not value.is_known
    assert _value(src, 64 * MIB)[1] == problems  # a fresh budget for each evaluation


def test_the_default_budget_is_stated() -> None:
    assert hclkit.Limits().max_eval_bytes == 1 << 30


def _memory_error(*_: object, **__: object) -> Any:
    raise MemoryError


def test_a_function_out_of_memory_is_a_diagnostic() -> None:
    boom = hclkit.Function(params=[], returns=T.STRING, impl=_memory_error)
    with pytest.raises(hclkit.HCLError, match="ran out of memory"):
        hclkit.loads("x = boom()", functions={"boom": boom})


def test_public_calls_turn_memory_errors_into_diagnostics(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from hclkit.convenience import loading
    from hclkit.dec import spec as spec_module
    from hclkit.native import evaluate

    monkeypatch.setattr(evaluate, "_ev", _memory_error)
    expr, _ = hclkit.parse_expression("1 + 1")
    assert expr is not None
    value, diags = expr.value(hclkit.EvalContext({}))
    assert [d.summary for d in diags] == ["Out of memory"] and not value.is_known

    monkeypatch.setattr(spec_module, "decode", _memory_error)
    spec, _ = hclkit.dec.load_spec('attr {\n  name = "a"\n  type = number\n}\n', "s.hcldec")
    file, _ = hclkit.parse("a = 1\n")
    value, diags = hclkit.dec.decode(file.body, spec)
    assert [d.summary for d in diags] == ["Out of memory"]

    monkeypatch.setattr(loading, "_parse", _memory_error)
    with pytest.raises(hclkit.HCLError, match="Out of memory"):
        hclkit.loads("a = 1\n")
