"""Bad arguments of every kind give the library's own errors, never an
internal error (a Python exception caught by Function.call): random calls
of the functions added with the whole library, built from fragments that
its parsers find awkward."""

from __future__ import annotations

import random
from pathlib import Path

from hclkit import types as T
from hclkit.function import FunctionError
from hclkit.stdlib import extended_functions, functions

ADDED_TO_THE_REFERENCE_SET = {"format", "formatlist", "formatdate", "timeadd", "regex",
                              "regexall", "regex_replace", "csvdecode", "setproduct"}
PIECES = ["", "a", "%", "%s", "%d", "%[2]v", "%#x", "%.3f", "%-05q", "(", ")", "[", "]", "*",
          "+", "?", "\\", "$", "${", "{", "}", ",", '"', "\n", "\r", "\u00e9", "\U0001f600",
          "0", "1", "-", ":", "T", "Z", "/", ".", "..", "~", "YYYY", "'", "h", "ms",
          "10.0.0.0/8", "fd00::/8", "&a", "*a", "<<", "- ", ": ", "!!int", "---", "\x00", "\t",
          "2018-01-02T23:12:01Z", "9" * 30]


def _text(rng: random.Random) -> str:
    return "".join(rng.choice(PIECES) for _ in range(rng.randint(0, 6)))


def _value(rng: random.Random, depth: int = 0) -> T.Value:
    r = rng.random()
    if r < 0.45:
        return T.string_value(_text(rng))
    if r < 0.6:
        return T.to_value(rng.choice([0, 1, -1, 2.5, 1e30, -7, 4, 33, 129, 10**20]))
    if r < 0.65:
        return T.to_value(rng.choice([True, False]))
    if r < 0.7:
        return T.null(rng.choice([T.STRING, T.NUMBER, T.DYNAMIC]))
    if r < 0.75:
        return T.unknown(rng.choice([T.STRING, T.NUMBER, T.DYNAMIC, T.List(T.STRING)]))
    if depth < 2 and r < 0.88:
        return T.tuple_value([_value(rng, depth + 1) for _ in range(rng.randint(0, 3))])
    if depth < 2:
        return T.object_value({_text(rng) or "k": _value(rng, depth + 1)
                               for _ in range(rng.randint(0, 2))})
    return T.string_value("x")


def test_random_calls_give_no_internal_errors(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text("x")
    table = extended_functions(tmp_path)
    reference = set(functions())
    names = sorted(n for n in table if n not in reference or n in ADDED_TO_THE_REFERENCE_SET)
    rng = random.Random(12)
    internal = []
    for _ in range(4000):
        name = rng.choice(names)
        fn = table[name]
        count = len(fn.params) + (rng.randint(0, 3) if fn.var_param is not None else 0)
        args = [_value(rng) for _ in range(count)]
        if name == "bcrypt":
            args = args[:1]  # the cost's own limit has its test; keep this quick
        try:
            fn.call(args)
        except FunctionError as e:
            if "internal error" in str(e):
                internal.append(f"{name}{args!r}: {e}")
    assert internal == []
