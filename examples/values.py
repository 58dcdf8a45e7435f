"""Build HCL values, convert and unify them, call a function, and print the
results as JSON the way hcldec prints them.

    python examples/values.py
"""

from __future__ import annotations

from collections.abc import Sequence

import hclkit
from hclkit import types as T
from hclkit.types import number

# A service description as an application might receive it from Python code.
service = hclkit.to_value({
    "name": "web",
    "port": "8080",
    "replicas": 3,
    "ratio": 0.1,
    "tags": ["frontend", "public", "frontend"],
    "limits": {"cpu": 500, "memory": "256"},
})

# The type the application wants: conversion does the rest, as HCL would.
wanted = T.Object({
    "name": T.STRING,
    "port": T.NUMBER,
    "replicas": T.NUMBER,
    "ratio": T.NUMBER,
    "tags": T.Set(T.STRING),
    "limits": T.Map(T.NUMBER),
})
typed = hclkit.convert(service, wanted)
print(hclkit.to_json(typed, with_type=True))

# A value that does not fit says what was wrong, and where.
try:
    hclkit.convert(hclkit.to_value({"port": "http"}), T.Object({"port": T.NUMBER}))
except hclkit.ConversionError as err:
    print(f"error: {err}")

# Unification: the type both branches of a conditional would share.
print("unify:", hclkit.unify([T.Object({"a": T.NUMBER}), T.Object({"b": T.STRING})],
                             unsafe=True))

# Numbers are binary floats of 512 bits, as in the reference, yet decimal
# literals behave as people expect, and integers are exact at any size.
tenth, fifth = T.number_value("0.1").as_number(), T.number_value("0.2").as_number()
print("0.1 + 0.2 =", number.to_text(number.add(tenth, fifth)))
print("1 / 3 =", number.to_text(number.divide(1, 3))[:24] + "...")
print("2**100 =", hclkit.to_json(hclkit.to_value(2**100)))


# A function with HCL's call semantics: arguments are converted, nulls refused,
# unknown arguments give an unknown result.
def repeat(args: Sequence[T.Value], ret: T.Type) -> T.Value:
    return T.string_value(args[0].as_string() * args[1].as_int())


repeat_fn = hclkit.Function(
    params=[hclkit.Parameter("text", T.STRING), hclkit.Parameter("times", T.NUMBER)],
    returns=T.STRING,
    impl=repeat,
)
print(hclkit.to_json(repeat_fn.call([hclkit.to_value("ab"), hclkit.to_value("3")])))
print(repr(repeat_fn.call([hclkit.unknown(T.STRING), hclkit.to_value(2)])))
