"""Properties of the type system that must hold for every type and value."""

from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from hclkit import types as T
from hclkit.types import number as N
from tests.types.strategies import numbers, python_numbers, safe_target, types, values, values_of


@given(types().flatmap(lambda t: st.tuples(values_of(t), safe_target(t))))
def test_safe_conversions_round_trip(case: tuple[T.Value, T.Type]) -> None:
    value, target = case
    assert T.can_convert(value.type, target, safe=True)
    there = T.convert(value, target, safe=True)
    assume(T.can_convert(there.type, value.type))  # lists do not convert back to tuples
    back = T.convert(there, value.type)
    assert back == value


@given(st.lists(types(dynamic=True), min_size=1, max_size=4), st.booleans())
def test_unify_result_is_a_type_all_inputs_convert_to(inputs: list[T.Type], unsafe: bool) -> None:
    unified = T.unify(inputs, unsafe=unsafe)
    assume(unified is not None)
    assert unified is not None
    for t in inputs:
        assert T.can_convert(t, unified, safe=not unsafe), (t, unified)


# Without the dynamic pseudo-type among the inputs: with it, the reference's
# unification can give types with dynamic parts that values of different
# element types cannot share (the type-level property above still holds).
@given(st.lists(types(), min_size=1, max_size=3).flatmap(
    lambda ts: st.tuples(st.just(ts), st.tuples(*(values_of(t) for t in ts)))))
def test_values_of_each_type_convert_to_the_safe_unification(
        case: tuple[list[T.Type], tuple[T.Value, ...]]) -> None:
    inputs, vals = case
    unified = T.unify(inputs)
    assume(unified is not None)
    assert unified is not None
    for v in vals:
        converted = T.convert(v, unified)
        assert converted.type.matches(unified) or unified.has_dynamic()


@given(values())
def test_equality_is_reflexive_on_known_values(v: T.Value) -> None:
    assert v.equals(v) is T.TRUE
    assert v == v  # noqa: PLR0124 - raw equality is reflexive too
    rebuilt = T.from_json(T.to_json(v, with_type=True)) if _jsonable(v) else v
    assert v.equals(rebuilt) is T.TRUE


@given(values(unknowns=True, dynamic=True), values(unknowns=True, dynamic=True))
def test_equality_is_symmetric(a: T.Value, b: T.Value) -> None:
    assert a.equals(b) == b.equals(a)
    assert (a == b) == (b == a)


def test_raw_equality_of_sets_matches_elements_one_to_one() -> None:
    # Found by the property above: unknown elements are never merged, so a
    # set of two unknowns and a null is not the set of three unknowns.
    s = T.Set(T.Object({}))
    u, n = T.unknown(s), T.null(s)
    a, b = T.set_value([u, u, n]), T.set_value([u, u, u])
    assert a != b and b != a
    assert T.set_value([u, n, u]) == a


@given(values(unknowns=True))
def test_raw_equality_agrees_with_hash(v: T.Value) -> None:
    twin = _copy(v)
    assert twin == v and hash(twin) == hash(v)


@given(python_numbers())
def test_number_string_number_is_identity(n: object) -> None:
    v = T.number_value(n)  # type: ignore[arg-type]
    text = T.convert(v, T.STRING)
    back = T.convert(text, T.NUMBER)
    assert back == v  # HCL number equality: the same number as it prints
    assert T.convert(back, T.STRING) == text
    assert N.is_negative_zero(back.as_number()) == N.is_negative_zero(v.as_number())


@given(numbers(), numbers(), st.sampled_from([N.add, N.subtract, N.multiply, N.divide]))
def test_arithmetic_results_survive_string_round_trip(a: T.Value, b: T.Value, op: object) -> None:
    try:
        result = op(a.as_number(), b.as_number())  # type: ignore[operator]
    except N.NumberError:
        return
    back = N.parse(N.to_text(result))
    assert N.equal(back, result)
    # Exactly so, unless it is an exact integer wider than the 512 bits text is
    # read at and prints as its 512-bit twin does.
    if not (isinstance(result, int) and result.bit_length() > N.DEFAULT_PREC):
        assert N.compare(back, result) == 0


@given(values())
def test_json_with_type_round_trips(v: T.Value) -> None:
    assume(_jsonable(v))
    text = T.to_json(v, with_type=True)
    assert T.from_json(text) == v
    assert T.from_json(T.to_json(v), v.type) == v


@given(st.lists(types(), min_size=1, max_size=1).flatmap(
    lambda ts: st.lists(values_of(ts[0], nulls=True), max_size=5)), st.randoms())
def test_set_order_is_stable_for_the_same_content(elems: list[T.Value], rnd: object) -> None:
    assume(elems)
    ety = elems[0].type
    shuffled = list(elems)
    rnd.shuffle(shuffled)  # type: ignore[attr-defined]
    a, b = T.set_value(elems, ety), T.set_value(shuffled, ety)
    assert a == b
    from hclkit.types.sets import digest

    digests = [digest(e) for e in a.elements()]
    if ety.is_primitive or len(set(digests)) == len(digests):
        assert a.elements() == b.elements()


@settings(max_examples=50)
@given(st.lists(st.integers(min_value=-(2**600), max_value=2**600), min_size=2, max_size=2))
def test_number_order_matches_integer_order(pair: list[int]) -> None:
    x, y = pair
    assert N.compare(x, y) == (x > y) - (x < y)
    bx = N.from_int(x, N.INT64_PREC) if abs(x) < 2**63 else x
    assert N.compare(bx, y) == (x > y) - (x < y)


def _jsonable(v: T.Value) -> bool:
    """Wholly known and without infinities: what JSON can hold."""
    if not v.is_known:
        return False
    if v.is_null:
        return True
    kind = v.type.kind
    if kind == "number":
        return not N.is_inf(v.as_number())
    if kind in ("list", "set", "tuple"):
        return all(_jsonable(e) for e in v.elements())
    if kind in ("map", "object"):
        return all(_jsonable(e) for e in v.as_dict().values())
    return True


def _copy(v: T.Value) -> T.Value:
    return T.Value(v.type, v._v)


def test_strategies_reach_every_kind() -> None:
    kinds: set[str] = set()

    def walk(t: T.Type) -> None:
        kinds.add(t.kind)
        for inner in _children(t):
            walk(inner)

    @settings(max_examples=300, database=None)
    @given(types(dynamic=True))
    def collect(t: T.Type) -> None:
        walk(t)

    collect()
    assert {"string", "number", "bool", "dynamic", "list", "set", "map", "object", "tuple"} <= kinds


def _children(t: T.Type) -> list[T.Type]:
    if t.is_collection:
        return [t.element]  # type: ignore[attr-defined]
    if t.kind == "object":
        return list(t.attributes.values())  # type: ignore[attr-defined]
    if t.kind == "tuple":
        return list(t.elements)  # type: ignore[attr-defined]
    return []
