"""Properties of the built-in functions, checked with hypothesis."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from hclkit import types as T
from hclkit.function import FunctionError
from hclkit.stdlib import functions
from tests.types.strategies import numbers, types, values, values_of

F = functions()
NAMES = sorted(F)

strings = st.text(max_size=12).map(T.string_value)
ascii_words = st.text(alphabet="abcxyz019 _-.", max_size=8)
string_lists = st.lists(strings, max_size=6).map(lambda es: T.list_value(es, T.STRING))
string_sets = st.lists(strings, max_size=6).map(lambda es: T.set_value(es, T.STRING))
number_sets = st.lists(numbers(), max_size=6).map(lambda es: T.set_value(es, T.NUMBER))


def call(name: str, *args: Any) -> T.Value:
    return F[name].call([a if isinstance(a, T.Value) else T.to_value(a) for a in args])


@given(st.sampled_from(NAMES), st.lists(values(unknowns=True, dynamic=True), max_size=4))
def test_calls_give_a_value_or_a_function_error(name: str, args: list[T.Value]) -> None:
    """Whatever the arguments, a call gives a value or a FunctionError of the
    function's own wording, never a crash inside the implementation."""
    try:
        result = F[name].call(args)
    except FunctionError as e:
        assert not e.message.startswith("internal error"), e.message
        assert "returned" not in e.message or "promised" not in e.message, e.message
        return
    assert isinstance(result, T.Value)


@given(st.sampled_from(["reverse", "sort", "distinct", "compact", "flatten", "keys",
                        "values", "length", "tolist", "toset", "jsonencode", "setunion"]),
       types(dynamic=True).flatmap(lambda t: values_of(t, nulls=True, unknowns=True)))
def test_one_argument_calls_never_crash(name: str, arg: T.Value) -> None:
    try:
        F[name].call([arg])
    except FunctionError as e:
        assert not e.message.startswith("internal error"), e.message


@given(st.lists(values_of(T.STRING, nulls=True), max_size=6))
def test_reverse_twice_is_identity(elems: list[T.Value]) -> None:
    lst = T.list_value(elems, T.STRING)
    assert call("reverse", call("reverse", lst)) == lst
    tup = T.tuple_value(elems)
    assert call("reverse", call("reverse", tup)) == tup


@given(st.one_of(st.tuples(string_sets, string_sets), st.tuples(number_sets, number_sets)))
def test_setunion_is_commutative(pair: tuple[T.Value, T.Value]) -> None:
    a, b = pair
    assert call("setunion", a, b) == call("setunion", b, a)
    assert call("setintersection", a, b) == call("setintersection", b, a)


@given(string_sets, string_sets)
def test_set_operations_agree(a: T.Value, b: T.Value) -> None:
    union = set(call("setunion", a, b).to_python())
    inter = set(call("setintersection", a, b).to_python())
    diff = set(call("setsubtract", a, b).to_python())
    sa, sb = set(a.to_python()), set(b.to_python())
    assert (union, inter, diff) == (sa | sb, sa & sb, sa - sb)


@given(st.integers(min_value=-1024, max_value=1024))
def test_range_has_the_asked_for_length(n: int) -> None:
    assert call("range", n).length() == abs(n)


@given(st.integers(-50, 50), st.integers(-50, 50), st.integers(-7, 7).filter(bool))
def test_range_is_pythons_range(start: int, end: int, step: int) -> None:
    try:
        got = call("range", start, end, step).to_python()
    except FunctionError:
        assert (step > 0 and end < start) or (step < 0 and end > start)
        return
    assert got == list(range(start, end, step))


@given(st.lists(ascii_words, max_size=6), st.sampled_from([",", "::", "\n"]))
def test_split_undoes_join(parts: list[str], sep: str) -> None:
    assume(parts)
    joined = call("join", sep, T.list_value([T.string_value(p) for p in parts], T.STRING))
    assert call("split", sep, joined).to_python() == parts


@given(st.text(alphabet="abcé漢😀 \t", max_size=10))
def test_strrev_twice_and_substr_whole(s: str) -> None:
    v = T.string_value(s)
    assert call("strrev", call("strrev", v)) == v
    assert call("substr", v, 0, -1) == v
    assert call("strlen", call("strrev", v)).as_int() == call("strlen", v).as_int()


@given(st.lists(values_of(T.NUMBER, nulls=False), max_size=10), st.integers(0, 5))
def test_chunklist_then_flatten_is_identity(elems: list[T.Value], size: int) -> None:
    lst = T.list_value(elems, T.NUMBER)
    chunks = call("chunklist", lst, size)
    assert call("flatten", chunks) == T.tuple_value(elems)


@given(st.dictionaries(st.text(max_size=4), values_of(T.STRING), max_size=5))
def test_zipmap_of_keys_and_values_is_the_map(items: dict[str, T.Value]) -> None:
    m = T.map_value(items, T.STRING)
    assert call("zipmap", call("keys", m), call("values", m)) == m


@given(string_lists)
def test_sort_and_distinct_are_idempotent(lst: T.Value) -> None:
    once = call("sort", lst)
    assert call("sort", once) == once
    d = call("distinct", lst)
    assert call("distinct", d) == d
    assert sorted(d.to_python()) == sorted(set(lst.to_python()))


@given(st.lists(st.integers(-10**30, 10**30), min_size=1, max_size=6))
def test_max_and_min_are_pythons(ns: list[int]) -> None:
    assert call("max", *ns).to_python() == max(ns)
    assert call("min", *ns).to_python() == min(ns)


def _to_base(n: int, base: int) -> str:
    digits = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    if n == 0:
        return "0"
    sign, n = ("-", -n) if n < 0 else ("", n)
    out = []
    while n:
        n, r = divmod(n, base)
        out.append(digits[r])
    return sign + "".join(reversed(out))


@given(st.integers(-10**40, 10**40), st.integers(2, 62))
def test_parseint_reads_what_to_base_writes(n: int, base: int) -> None:
    assert call("parseint", _to_base(n, base), base).to_python() == n


@given(values(nulls=True, unknowns=False))
def test_jsondecode_reads_what_jsonencode_writes(v: T.Value) -> None:
    try:
        text = call("jsonencode", v)
    except FunctionError:
        return  # infinities
    assert call("jsonencode", call("jsondecode", text)) == text


@given(st.text(max_size=20))
def test_base64_round_trip(s: str) -> None:
    v = T.string_value(s)
    assert call("base64decode", call("base64encode", v)) == v


@given(st.text(max_size=20))
def test_jsondecode_never_crashes(s: str) -> None:
    try:
        call("jsondecode", s)
    except FunctionError as e:
        assert not e.message.startswith("internal error"), e.message


@pytest.mark.parametrize("name", ["setunion", "setintersection", "setsubtract"])
def test_sets_of_a_dynamic_null_and_objects_are_incompatible(name: str) -> None:
    """A list(dynamic) holding a null beside a set of objects: the reference
    panics; hclkit reports the sets' element types as incompatible."""
    nulls = T.list_value([T.null(T.DYNAMIC)], T.DYNAMIC)
    objects = T.set_value([T.to_value({"a": 1})])
    for args in ([nulls, objects], [objects, nulls]):
        with pytest.raises(FunctionError, match="compatible element types"):
            F[name].call(args)
