"""The information model's rules for functions and their call semantics."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from hclkit import ArgumentError, ArityError, Function, FunctionError, Parameter
from hclkit import types as T
from tests.spec_rules import rule

S, NUM = T.string_value, T.number_value


def upper_impl(args: Sequence[T.Value], ret: T.Type) -> T.Value:
    return S(args[0].as_string().upper())


UPPER = Function(params=[Parameter("str", T.STRING)], returns=T.STRING, impl=upper_impl)


def max_impl(args: Sequence[T.Value], ret: T.Type) -> T.Value:
    if not args:
        raise FunctionError("must pass at least one number")
    return max(args, key=lambda v: v.as_float())


MAX = Function(var_param=Parameter("numbers", T.NUMBER, allow_dynamic=True),
               returns=T.NUMBER, impl=max_impl)

LENGTH = Function(
    params=[Parameter("collection", T.DYNAMIC, allow_dynamic=True)],
    returns=T.NUMBER,
    impl=lambda args, ret: NUM(args[0].length()),
)


@rule("fn-parameters")
def test_parameters_carry_name_type_and_flags() -> None:
    p = Parameter("value", T.List(T.DYNAMIC), allow_null=True, allow_unknown=True)
    assert (p.name, p.type, p.allow_null, p.allow_unknown, p.allow_dynamic) == (
        "value", T.List(T.DYNAMIC), True, True, False)
    assert Parameter("x").type is T.DYNAMIC  # a parameter accepts any type by default
    assert UPPER.params[0].name == "str"


@rule("fn-variadic")
def test_variadic_parameter_collects_the_rest() -> None:
    assert MAX.call([NUM(1), NUM(5), NUM(3)]) == NUM(5)
    assert MAX.parameter_for(7) is MAX.var_param
    join = Function(params=[Parameter("sep", T.STRING)], var_param=Parameter("parts", T.STRING),
                    returns=T.STRING,
                    impl=lambda a, r: S(a[0].as_string().join(x.as_string() for x in a[1:])))
    assert join.call([S("-"), S("a"), NUM(1)]) == S("a-1")
    assert join.call([S("-")]) == S("")


@rule("fn-result-type")
def test_result_type_definition() -> None:
    assert UPPER.return_type([T.unknown(T.STRING)]) is T.STRING
    assert LENGTH.return_type([T.to_value([1, 2])]) is T.NUMBER


@rule("fn-result-value")
def test_result_value_definition() -> None:
    assert UPPER.call([S("abc")]) == S("ABC")
    assert UPPER(S("x")) == S("X")  # a Function is callable


@rule("fn-missing-args")
def test_too_few_arguments() -> None:
    with pytest.raises(ArityError) as info:
        UPPER.call([])
    err = info.value
    assert err.missing is UPPER.params[0] and err.expected == 1 and err.given == 0
    assert str(err) == 'expects 1 argument(s). Missing value for "str".'


@rule("fn-extra-args")
def test_too_many_arguments() -> None:
    with pytest.raises(ArityError) as info:
        UPPER.call([S("a"), S("b")])
    assert info.value.extra_index == 1
    assert str(info.value) == "expects only 1 argument(s)."


@rule("fn-type-mismatch")
def test_arguments_are_converted_or_refused() -> None:
    assert UPPER.call([NUM(1)]) == S("1")  # converted to the parameter's type
    with pytest.raises(ArgumentError) as info:
        UPPER.call([T.to_value([1])])
    assert info.value.index == 0
    assert str(info.value) == 'Invalid value for "str" parameter: string required'
    with pytest.raises(ArgumentError) as info:
        MAX.call([NUM(1), S("x")])
    assert info.value.index == 1 and info.value.message == "a number is required"
    assert MAX.call([NUM(1), S("2")]) == NUM(2)


@rule("fn-null")
def test_null_arguments_are_refused_unless_allowed() -> None:
    with pytest.raises(ArgumentError) as info:
        UPPER.call([T.null(T.DYNAMIC)])
    assert info.value.message == "argument must not be null"
    with pytest.raises(ArgumentError) as info:
        MAX.call([NUM(1), T.null(T.NUMBER)])
    assert info.value.index == 1
    # As in the reference, every argument is converted before nulls are refused.
    with pytest.raises(ArgumentError) as info:
        MAX.call([T.null(T.DYNAMIC), S("x")])
    assert info.value.index == 1 and info.value.message == "a number is required"
    nullable = Function(params=[Parameter("v", allow_null=True)], returns=T.BOOL,
                        impl=lambda a, r: T.bool_value(a[0].is_null))
    assert nullable.call([T.null(T.STRING)]) is T.TRUE


@rule("fn-dynamic")
def test_dynamic_argument_makes_result_dynamic() -> None:
    identity = Function(params=[Parameter("v")], returns=lambda a: a[0].type,
                        impl=lambda a, r: a[0])
    assert identity.call([T.DYNAMIC_VALUE]) == T.DYNAMIC_VALUE
    assert identity.return_type([T.DYNAMIC_VALUE]) is T.DYNAMIC
    # A parameter of a concrete type converts the dynamic value to an unknown
    # of that type first, so the result type stays what the rule says.
    assert UPPER.call([T.DYNAMIC_VALUE]) == T.unknown(T.STRING)
    # A parameter that accepts it lets the result-type rule decide.
    assert LENGTH.return_type([T.DYNAMIC_VALUE]) is T.NUMBER


@rule("fn-result-type-rule")
def test_result_type_may_depend_on_values() -> None:
    def decode_type(args: Sequence[T.Value]) -> T.Type:
        if not args[0].is_known:
            return T.DYNAMIC
        return T.from_json('{"type": ' + args[0].as_string() + ', "value": null}').type

    decode = Function(params=[Parameter("t", T.STRING)], returns=decode_type,
                      impl=lambda a, r: T.null(r))
    assert decode.call([S('["list","number"]')]) == T.null(T.List(T.NUMBER))
    assert decode.call([S('"bool"')]) == T.null(T.BOOL)
    assert decode.call([T.unknown(T.STRING)]) == T.DYNAMIC_VALUE


@rule("fn-unknown")
def test_unknown_arguments_give_unknown_results() -> None:
    calls = []

    def impl(args: Sequence[T.Value], ret: T.Type) -> T.Value:
        calls.append(args)
        return S("ran")

    f = Function(params=[Parameter("a", T.STRING), Parameter("b", T.STRING, allow_unknown=True)],
                 returns=T.STRING, impl=impl)
    assert f.call([T.unknown(T.STRING), S("x")]) == T.unknown(T.STRING)
    assert not calls
    assert f.call([S("x"), T.unknown(T.STRING)]) == S("ran")  # b accepts unknowns
    assert UPPER.call([T.unknown(T.NUMBER)]) == T.unknown(T.STRING)


@rule("fn-impl")
def test_implementation_computes_the_result() -> None:
    as_list = Function(params=[Parameter("v", T.DYNAMIC)], returns=T.List(T.STRING),
                       impl=lambda a, r: T.to_value([1, 2]))
    # A result of another type is converted to the promised type...
    assert as_list.call([T.TRUE]) == T.list_value([S("1"), S("2")])
    bad = Function(returns=T.NUMBER, impl=lambda a, r: S("x"))
    # ...and one that cannot be says so.
    with pytest.raises(FunctionError, match="returned string where it promised number"):
        bad.call([])
    broken = Function(returns=T.NUMBER, impl=lambda a, r: 1 / 0)  # type: ignore[arg-type,return-value]
    with pytest.raises(FunctionError, match="ZeroDivisionError"):
        broken.call([])
    with pytest.raises(FunctionError, match="must pass at least one number"):
        MAX.call([])


def test_each_failure_words_its_own_diagnostic() -> None:
    """The function layer words every failure as the reference does; the
    evaluator only places it (tests/data/eval/functions.jsonl)."""
    with pytest.raises(ArityError) as arity:
        UPPER.call([])
    assert arity.value.diagnostic("upper") == (
        "Not enough function arguments",
        'Function "upper" expects 1 argument(s). Missing value for "str".')
    with pytest.raises(ArityError) as arity:
        UPPER.call([S("a"), S("b")])
    assert arity.value.diagnostic("upper") == (
        "Too many function arguments", 'Function "upper" expects only 1 argument(s).')
    assert arity.value.extra_index == 1
    with pytest.raises(ArityError) as arity:
        Function(params=[Parameter("a"), Parameter("b")], var_param=Parameter("c"),
                 impl=lambda a, r: a[0]).call([S("x")])
    assert arity.value.diagnostic("f")[1] == (
        'Function "f" expects at least 2 argument(s). Missing value for "b".')
    with pytest.raises(ArgumentError) as arg:
        UPPER.call([T.tuple_value([])])
    assert arg.value.diagnostic("upper") == (
        "Invalid function argument", 'Invalid value for "str" parameter: string required.')
    with pytest.raises(FunctionError) as failed:
        MAX.call([])
    assert failed.value.diagnostic("max") == (
        "Error in function call", 'Call to function "max" failed: must pass at least one number.')


def test_an_argument_error_gets_the_parameter_its_index_matches() -> None:
    def impl(args: Sequence[T.Value], ret: T.Type) -> T.Value:
        raise ArgumentError(1, "too big")

    fn = Function(params=[Parameter("a"), Parameter("b")], impl=impl)
    with pytest.raises(ArgumentError) as info:
        fn.call([NUM(1), NUM(2)])
    assert info.value.parameter is fn.params[1]
    assert info.value.diagnostic("f")[1] == 'Invalid value for "b" parameter: too big.'
