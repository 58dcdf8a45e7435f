#!/usr/bin/env python3
"""Record the reference's answers about the built-in functions as test data.

    python tests/oracle/record_stdlib.py [OUT_FILE]
    python tests/oracle/record_stdlib.py --library [OUT_FILE]

Every case is one call ``name(ARG, ...)`` whose arguments are value
expressions of ``tests/oracle/cases.py``: variables (typed JSON values or
unknowns of a type), tuple and object constructors around them (for known
collections with unknown elements), ``convert(...)`` to a type, and inline
numbers (literals, infinities, machine floats) that variables cannot carry.
The reference oracle (``$HCL_REF/hcl-oracle``, default ``/tmp/hcl-ref``;
build it with ``../shared/oracle/build.sh``) evaluates each; the answers go to
``tests/data/stdlib/cases.jsonl``, one line per case:
``{"fn": NAME, "args": [ARG, ...], "request": REQ, "answer": ANSWER}``
(with ``"div3": true`` where the request divides the result by the 53-bit
number 3, which shows the precision the result carries).
``tests/stdlib/test_stdlib.py`` replays them without Go.

base64encode and base64decode are not in the reference's library; they have
unit tests of their own (tests/stdlib/test_unit.py).
"""

from __future__ import annotations

import os
import subprocess
import sys
from decimal import Decimal
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.oracle.cases import Num, Renderer, dump_exact, load_answer, normalise_answer

REF = os.environ.get("HCL_REF", "/tmp/hcl-ref")
OUT = Path(__file__).resolve().parents[1] / "data" / "stdlib" / "cases.jsonl"

Arg = dict[str, Any]

# --- argument builders ---------------------------------------------------------------------------
# Arguments are value expressions of tests/oracle/cases.py: {"lit": {"type", "value"}} (a
# variable), {"unknown": T}, {"tuple": [...]}, {"object": {...}}, {"convert": E, "to": T} and
# {"num": N} (inline numbers: literals, infinities, machine floats).


class Unknown:
    """Stands for an unknown of type ``t`` inside the Python data given to :func:`a`."""

    def __init__(self, t: Any) -> None:
        self.t = t


US = Unknown("string")


def _has_unknown(v: Any) -> bool:
    if isinstance(v, Unknown):
        return True
    if isinstance(v, list):
        return any(map(_has_unknown, v))
    if isinstance(v, dict):
        return any(map(_has_unknown, v.values()))
    return False


def _auto_type(v: Any) -> Any:
    if v is None:
        return "dynamic"
    if isinstance(v, bool):
        return "bool"
    if isinstance(v, (int, float, Decimal, Num)):
        return "number"
    if isinstance(v, str):
        return "string"
    if isinstance(v, list):
        return ["tuple", [_auto_type(e) for e in v]]
    if isinstance(v, dict):
        return ["object", {k: _auto_type(e) for k, e in v.items()}]
    raise TypeError(v)


def _json_value(v: Any) -> Any:
    if isinstance(v, (float, Decimal)):
        return Num(str(v))
    if isinstance(v, list):
        return [_json_value(e) for e in v]
    if isinstance(v, dict):
        return {k: _json_value(e) for k, e in v.items()}
    return v


def a(v: Any, t: Any = None) -> Arg:
    """Python data ``v`` as a value of type ``t`` (worked out if not given).  Data
    with :class:`Unknown` parts becomes a tuple or object expression, converted to
    ``t`` if given."""
    if isinstance(v, Unknown):
        return {"unknown": v.t}
    if _has_unknown(v):
        if isinstance(v, list):
            e: Arg = {"tuple": [a(x) for x in v]}
        else:
            e = {"object": {k: a(x) for k, x in v.items()}}
        return {"convert": e, "to": t} if t is not None else e
    return {"lit": {"type": t if t is not None else _auto_type(v), "value": _json_value(v)}}


def num(text: str) -> Arg:
    """A number written exactly as ``text``, inline."""
    return {"num": {"lit": text}}


def lst(t: Any, *vs: Any) -> Arg:
    return a(list(vs), ["list", t])


def st(t: Any, *vs: Any) -> Arg:
    return a(list(vs), ["set", t])


def mp(t: Any, **vs: Any) -> Arg:
    return a(dict(vs), ["map", t])


def unk(t: Any) -> Arg:
    return {"unknown": t}


def nul(t: Any) -> Arg:
    return {"lit": {"type": t, "value": None}}


INF: Arg = {"num": {"inf": 1}}
NINF: Arg = {"num": {"inf": -1}}
DNULL = nul("dynamic")
DYN = unk("dynamic")


def f64(text: str) -> Arg:
    return {"num": {"f64": text}}


LS = ["list", "string"]
LN = ["list", "number"]
SS = ["set", "string"]
MS = ["map", "string"]

# --- the cases -----------------------------------------------------------------------------------

CASES: list[tuple[str, list[Arg], bool]] = []


def c(name: str, *args: Arg) -> None:
    CASES.append((name, list(args), False))


def c3(name: str, *args: Arg) -> None:
    """A case whose result is divided by the 53-bit 3, which shows the result's
    precision: the quotient has the larger of the two."""
    CASES.append((name, list(args), True))


def precision_cases() -> None:
    for f in ("abs", "ceil", "floor", "int", "signum"):
        for x in (a(-2), num("2.5"), num("-2.5"), f64("2.5"), f64("-7"), num("1e30"),
                  num("100000000000000000000000000001.5"), num("-0")):
            c3(f, x)
    for f in ("max", "min"):
        c3(f, a(2), f64("2"))
        c3(f, f64("2"), a(2))
        c3(f, a(1), f64("2"))
    for s in ("2", "-17", "123456789012345678901234567890", "0", "ffffffffffffffffffff"):
        c3("parseint", a(s), a(16))
    for x, y in ((2, 1), (2, 10), (3, 0.5)):
        c3("pow", a(x), a(y))
    c3("log", a(8), a(2))
    c3("strlen", a("ab"))
    c3("length", a([1, 2]))
    c3("tonumber", a("2"))
    c3("jsondecode", a("2"))
    c3("index", a([1, 2]), a(1))
    c3("element", lst("number", 1, 2), a(1))


def numeric_cases() -> None:
    for f in ("abs", "ceil", "floor", "int", "signum"):
        for x in (a(3), a(-3), num("2.5"), num("-2.5"), num("-0.5"), num("0.5"), num("-0"),
                  a(0), num("100000000000000000000000000001.5"), f64("2.7"), f64("-2.7"),
                  INF, NINF, nul("number"), DNULL, unk("number"), DYN, a("7"), a("x"),
                  a(True), a([1]), num("1e30"), num("9223372036854775807"),
                  num("9223372036854775808"), num("-9223372036854775808")):
            c(f, x)
        c(f)
        c(f, a(1), a(2))
    for x, b in ((8, 2), (100, 10), (1000, 10), (2, 0.5), (0, 2), (2, 0), (1, 2), (1, 10),
                 (2, 1), (-1, 2), (1, 1), (0, 0), (7.5, 3.25), (16, 4), (2, 100), (1e-5, 10)):
        c("log", a(x), a(b))
    for x in (a(-0), INF, NINF, num("1e400"), num("1e-400"), nul("number"), unk("number"),
              DYN, a("8"), a("x")):
        c("log", x, a(2))
        c("log", a(2), x)
    c("log", a(8))
    for x, y in ((2, 10), (2, -1), (2, 0.5), (-8, 3), (-8, 1 / 3), (0, -1), (-0.0, -1),
                 (0, 0), (10, -400), (2, 1024), (1.5, 2), (22.96, 3), (46.958, 3.73),
                 (3, 0.3), (27.81, 0.1), (-2, -3), (0.5, 1074), (2, -1074), (-1, 0.5),
                 (12.5, 7), (7, 12), (1.0000001, 10000000)):
        c("pow", a(x), a(y))
    for x in (INF, NINF, num("-0"), num("1e400"), num("-1e400"), nul("number"),
              unk("number"), DYN, a("2"), a(True)):
        c("pow", x, a(3))
        c("pow", a(3), x)
    c("pow", a(1), INF)
    c("pow", a(-1), NINF)
    c("pow", a(0.5), INF)
    c("pow", num("-0"), a(3))
    for f in ("max", "min"):
        for args in ([a(1), a(3), a(2)], [a(2)], [], [num("-0"), a(0)], [a(0), num("-0")],
                     [a(1), INF], [a(1), NINF], [a("3"), a(2)], [a(True)], [a([1, 2])],
                     [a(1), nul("number")], [DNULL], [a(1), unk("number")], [DYN, a(1)],
                     [f64("2.5"), a(2.5)], [a(2.5), f64("2.5")], [num("1e100"), num("-1e100")],
                     [a("x"), a(1)]):
            c(f, *args)
    for s, base in (("ff", 16), ("FF", 16), ("-ff", 16), ("+12", 10), ("0x1f", 16),
                    ("zz", 36), ("ZZ", 36), ("Zz", 62), ("12", 37), ("101", 2), ("2", 2),
                    ("", 10), ("1.5", 10), ("1_000", 10), (" 1", 10), ("-0", 10),
                    ("010", 8), ("00", 10), ("123456789012345678901234567890", 10),
                    ("7fffffffffffffff", 16), ("-", 10), ("+", 10), ("--1", 10),
                    ("٣", 10), ("12", 1), ("12", 0), ("12", -1), ("12", 63), ("12", 2.5),
                    ("12", "10"), ("1" * 80, 2), ("z" * 60, 61)):
        c("parseint", a(s), a(base))
    for x, b in ((a(12), a(10)), (a(True), a(10)), (a([1]), a(10)), (a(1.5), a(10)),
                 (nul("string"), a(10)), (a("10"), nul("number")), (unk("string"), a(10)),
                 (a("1"), unk("number")), (DYN, a(10)), (a("12"), INF), (a(12), a(1)),
                 (a("zz"), a(1)), (a("12"), num("99999999999999999999")),
                 (unk("number"), a(10)), (a("1"), DYN)):
        c("parseint", x, b)
    c("parseint", a("1"))


def string_cases() -> None:
    samples = ["", "hello world", "HeLLo", "straße", "ǆemal", "İstanbul", "ﬁne", "ΣΑΣ",
               "ᾳ ῳ", "e\u0301", "o'neil x-y a_b c.d 1a", "a\tb\nc\u00a0d\u3000e",
               "\u0430\u2013\u0431"]
    for f in ("upper", "lower", "title"):
        for s in samples:
            c(f, a(s))
        for x in (a(12), a(True), nul("string"), DNULL, unk("string"), DYN, a([1])):
            c(f, x)
    for s in ("a\n", "a\n\n", "a\r\n", "a\r\r\n", "a\n\r", "a\r", "a\n \n", "\n", "",
              "a\r\n\r\n", "a"):
        c("chomp", a(s))
    for x in (a(1), nul("string"), unk("string"), DYN):
        c("chomp", x)
    for s in ("  a b \n\t", "\u00a0a\u3000", "\u200ba", "\u0085a\u2028", "\u180ea\u180e",
              "\x1ca\x1f", "", " \v\f "):
        c("trimspace", a(s))
    for x in (a(1), nul("string"), unk("string")):
        c("trimspace", x)
    for s, cut in (("?!hello?!", "!?"), ("aaa", "a"), ("abc", ""), ("éxé", "é"),
                   ("e\u0301xe", "\u0301"), ("xyx", "xx"), ("  a  ", " ")):
        c("trim", a(s), a(cut))
    for s, p in (("helloworld", "hello"), ("hellohello", "hello"), ("a", ""), ("e\u0301x", "e"),
                 ("abc", "abcd"), ("", "")):
        c("trimprefix", a(s), a(p))
        c("trimsuffix", a(s[::-1]), a(p[::-1]))
    for f in ("trim", "trimprefix", "trimsuffix"):
        c(f, nul("string"), a("a"))
        c(f, a("a"), nul("string"))
        c(f, unk("string"), a("a"))
        c(f, a("a"), DYN)
        c(f, a(12), a(2))
        c(f, a("a"))
    for sep, lists in ((",", [["a", "b"]]), (",", [[]]), (", ", [["a"], ["b", "c"]]),
                       ("", [["a", "b"]]), ("-", [[1, True]])):
        c("join", a(sep), *[lst("string", *x) if x else a([]) for x in lists])
    c("join", a(","))
    c("join", a(","), a([None]))
    c("join", a(","), a(["a", None]))
    c("join", a(","), a(["a"]), a(["b", None]))
    c("join", a(","), a(["a", None]), a(["b"]))
    c("join", a(","), a([[1]]))
    c("join", a(","), unk(LS))
    c("join", a(","), a(["a", US]), lst("string", "b"))
    c("join", a(","), a([None]), a([US]))
    c("join", a(","), a([US]), a([None]))
    c("join", unk("string"), a(["a"]))
    c("join", a(","), DYN)
    c("join", nul("string"), a([]))
    c("join", a(","), nul(LS))
    c("join", a(","), a("a"))
    c("join", a(","), a({"a": "b"}))
    c("join", a(","), st("string", "b", "a"))
    for sep, s in ((",", "a,b"), ("", "abc"), (",", ""), ("", ""), ("é", "aébé"), (",", ",a,"),
                   ("ab", "xabyabz"), ("", "e\u0301a")):
        c("split", a(sep), a(s))
    for x, y in ((nul("string"), a("a")), (a(","), nul("string")), (a(","), unk("string")),
                 (a(1), a("a1b")), (a(","), a(12)), (DYN, a("a"))):
        c("split", x, y)
    for s in ("", "abc", "e\u0301", "🇩🇪🇫🇷", "a\r\nb", "👨‍👩‍👧x", "각a", "a\u200db", "x̧̌y"):
        c("strlen", a(s))
        c("strrev", a(s))
    for f in ("strlen", "strrev"):
        for x in (a(12), nul("string"), unk("string"), DYN):
            c(f, x)
    for s, o, n in (("hello", 1, 3), ("hello", -3, 2), ("hello", 0, -1), ("hello", 2, -2),
                    ("hello", 10, 1), ("hello", -10, 1), ("hello", 5, 1), ("hello", 4, 100),
                    ("e\u0301ab", 0, 1), ("", 0, 0), ("", 1, 1), ("abc", -1, -1),
                    ("abc", 3, 0), ("abc", -3, -1), ("abc", 2, -5), ("🇩🇪🇫🇷", 1, 1),
                    ("hello", 1.5, 1), ("hello", 0, 1.5), ("abc", "1", "1")):
        c("substr", a(s), a(o), a(n))
    for args in ([a("hello"), INF, a(1)], [a("abc"), num("99999999999999999999"), a(1)],
                 [a("abc"), a(0), num("99999999999999999999")], [nul("string"), a(0), a(1)],
                 [a("a"), nul("number"), a(1)], [a("a"), a(0), nul("number")],
                 [unk("string"), a(0), a(1)], [a("abc"), unk("number"), a(1)],
                 [a("abc"), a(0)], [a("abc"), a(1), a(1), a(1)]):
        c("substr", *args)
    for s, old, new in (("hello", "l", "L"), ("hello", "", "-"), ("", "", "-"), ("aaa", "aa", "b"),
                        ("é", "e", "x"), ("e\u0301", "\u0301", "x"), ("a.b", "/./", "x"),
                        ("héllo", "", "-"), ("abc", "b", ""), ("abc", "x", "y")):
        c("replace", a(s), a(old), a(new))
    for args in ([nul("string"), a("a"), a("b")], [a("a"), nul("string"), a("b")],
                 [a("a"), a("a"), nul("string")], [a(1), a(1), a(2)],
                 [unk("string"), a("a"), a("b")], [a("a"), a("a"), unk("string")],
                 [a("a"), a("b")]):
        c("replace", *args)
    for n, s in ((2, "a\nb\n"), (2, "a\n\nb"), (0, "a\nb"), (3, "\n"), (1, "a\n"), (2, ""),
                 (2, "a\r\nb"), (2, "a\rb"), ("2", "a\nb"), (2, 5)):
        c("indent", a(n), a(s))
    for args in ([a(1.5), a("a\nb")], [nul("number"), a("a")], [a(1), nul("string")],
                 [unk("number"), a("a")], [a(1), unk("string")],
                 [num("99999999999999999999"), a("a")], [a(-1), a("a\nb")], [a(-1), a("a")]):
        c("indent", *args)


def collection_cases() -> None:
    for args in ([a([1, 2, 3]), a(2)], [lst("string", "a", "b", "c"), a(2)], [a([]), a(2)],
                 [lst("string"), a(1)], [a([1, 2]), a(0)], [a([]), a(0)], [a([1, 2]), a(-1)],
                 [a([1, 2]), a(1.5)], [nul(LS), a(1)], [a([1]), nul("number")],
                 [unk(LS), a(1)], [a(["a", "x"]), unk("number")], [a(["a", US]), a(1)],
                 [st("number", 1, 2), a(1)],
                 [a("a"), a(1)], [a([1, "a"]), a(1)], [a([[1], ["a"]]), a(1)], [DYN, a(1)],
                 [a(["a", None]), a(1)], [a({"a": 1}), a(1)], [a([1, {"a": 1}]), a(1)],
                 [a([1, 2, 3]), num("99999999999999999999")], [a([1, 2, 3]), a(5)],
                 [unk(["list", "dynamic"]), a(2)], [a([1, 2, 3, 4, 5]), a("2")]):
        c("chunklist", *args)
    for args in ([a("a"), a("b")], [nul("string"), a("b")], [a(""), a("b")], [a(1), a("b")],
                 [DNULL, a(2), a("x")], [], [DNULL], [DNULL, nul("string")],
                 [unk("string"), a("a")], [a("a"), unk("string")],
                 [DNULL, unk("string"), a("a")], [DYN, a("a")], [a([1]), a(["a"])],
                 [a(1), a(True)], [a({"a": 1}), a({"b": 2})], [DNULL, a([])], [a([]), a([1])],
                 [lst("string"), lst("string", "a")], [a(False), a(True)], [a(0), a(1)],
                 [a(1), a([1])], [mp("number", a=1), a({"b": "x"})], [DYN]):
        c("coalesce", *args)
    for args in ([a(["a"]), a(["b"])], [a([]), a(["b"])], [lst("string"), a(["b"])],
                 [a([]), a([])], [], [DNULL, a(["b"])], [a("a")], [a([1]), a(["a", 2])],
                 [unk(LS), a(["a"])], [a(["a"]), unk(LS)], [DYN, a(["a"])], [a([]), unk(LS)],
                 [st("string", "a")], [a({"a": 1})], [a([1]), a("a")], [a(["a"]), DNULL],
                 [a(["a"]), DYN], [nul(LS), a(["a"])], [a(["a"]), nul(LS)],
                 [lst("string", "b", None)], [unk("string"), a(["a"])],
                 [a(["a"]), unk("string")], [unk(LS), a("a")], [a([None])],
                 [lst("string", "a"), a([1])], [unk(["tuple", ["string", "number"]])]):
        c("coalescelist", *args)
    for args in ([a(["a", "", "b"])], [a(["a", None, "b"])], [a([])], [lst("string")],
                 [nul(LS)], [a([1, ""])], [unk(LS)], [a(["a", US])], [st("string", "a", "")],
                 [a("a")], [a([[1]])], [DYN], [a(["", ""])], [a([None])], [a(["a"]), a(["b"])]):
        c("compact", *args)
    c("compact", lst("string", "a", "b"))
    c("compact", a(["", US]))
    for args in ([a(["a"]), a(["b"])], [a([1]), a(["b"])], [], [a([])], [lst("string"), a(["a"])],
                 [lst("string", "a"), lst("number", 1)], [nul(LS), a(["a"])],
                 [a(["a"]), nul(LS)], [unk(LS), a(["a"])], [lst("string", "a"), unk(LS)],
                 [DYN, a(["a"])], [a("a")], [st("string", "a"), a(["b"])], [a({"a": 1})],
                 [lst("string", "a"), a([[1]])],
                 [lst("string", "a"), a(["b", 1])],
                 [unk(["tuple", ["string", "number"]]), a(["a"])], [lst("string", "a"), DYN],
                 [a(["a"]), lst("string", "x")], [lst("string", "a"), lst("string")],
                 [lst("dynamic"), lst("number", 1)],
                 [a([[1]], ["list", ["list", "number"]]), a([["1"]], ["list", ["set", "string"]])],
                 [a([["a"]], ["list", ["list", "string"]]), a([[1]],
                 ["list", ["tuple", ["number"]]])]):
        c("concat", *args)
    for args in ([a(["a"]), a("a")], [a(["a"]), a("b")], [a([1]), a("1")], [a(["1"]), a(1)],
                 [lst("number", 1), a("1")], [st("string", "a"), a("a")],
                 [a({"a": "x"}), a("x")], [nul(LS), a("a")], [a(["a"]), nul("string")],
                 [a([None]), DNULL], [a([]), a("a")], [a("abc"), a("a")], [a([[1]]), a([1])],
                 [a([{"a": 1}]), a({"a": 1})], [unk(LS), a("a")], [a(["a"]), unk("string")],
                 [DYN, a("a")], [a(["a"]), DYN], [a([1, 1.0]), a(1)], [mp("string", a="x"), a("x")],
                 [a([True]), a("true")], [unk("string"), a("a")], [a(["a", 1]), a(1)],
                 [a(["a", None]), a("a")], [a([0]), num("-0")]):
        c("contains", *args)
    for args in ([a(["a", "b", "a"])], [a([1, "1"])], [a([])], [nul(LS)], [unk(LS)],
                 [a(["a", None, None])], [st("string", "a")], [a("a")], [a([[1], [1]])],
                 [a([1, 1.0, 2])], [lst("string")], [a(["b", "a", "b"])], [DYN],
                 [a([0, -0.0])], [a([{"a": 1}, {"a": 1}])], [a(["a", [1]])],
                 [a(["e\u0301", "é"])], [a([[None], [None]])]):
        c("distinct", *args)
    for args in ([a(["a", "b"]), a(1)], [a(["a", "b"]), a(3)], [a(["a", "b"]), a(-1)],
                 [a(["a", "b"]), a(1.5)], [a([]), a(0)], [lst("string"), a(0)],
                 [nul(LS), a(0)], [a(["a"]), nul("number")], [unk(LS), a(0)],
                 [a(["a"]), unk("number")], [a(["a", 1]), a(1)], [a(["a", 1]), a(2)],
                 [lst("string", "a", "b"), a(3)], [st("string", "a"), a(0)],
                 [a({"a": 1}), a(0)], [a("ab"), a(0)], [DYN, a(0)],
                 [unk(["tuple", ["string", "number"]]), a(1)],
                 [unk(["tuple", ["string", "number"]]), a(-1)],
                 [lst("string", "a"), a(-1)], [unk(LS), a(-1)], [lst("string", "a"), a(1.5)],
                 [unk(LS), a(1.5)], [lst("string", "a"), unk("number")], [a([]), unk("number")],
                 [a([]), a(-1)], [a([]), a(1.5)], [lst("string"), a(-1)],
                 [a(["a", "b"]), num("99999999999999999999")], [a(["a", "b"]), a("1")],
                 [a(["a", "b", "c"]), num("9223372036854775807")], [DYN, a(-1)],
                 [lst("string", "a"), num("-0.5")], [a(["a", "b"]), num("-0")]):
        c("element", *args)
    for args in ([a([["a"], ["b", ["c"]]])], [a([])], [a([["a"]], ["list", LS])],
                 [a(["a", ["b"]], ["tuple", ["string", LS]])],
                 [a([["a"]], ["tuple", [SS]])], [nul(LS)], [unk(LS)], [a([["a"], Unknown(LS)])],
                 [a([Unknown(LS)])],
                 [a(["a", US])], [a([None])], [a([[None]])], [st("string", "a", US)],
                 [a(["a", [1, [True]]])],
                 [a("a")], [a({"a": 1})], [a([["a"]], ["set", LS])], [a([{"a": 1}])], [DYN],
                 [a([[], [[]]])], [a([None, ["a"]], ["list", LS])],
                 [a([[3, 1], [2]], ["list", ["set", "number"]])], [st("string", "b", "a")],
                 [a([None, "a"], ["tuple", [LS, "string"]])]):
        c("flatten", *args)
    for args in ([a(["a"]), a(0)], [a(["a"]), a(1)], [a(["a"]), a(-1)], [a(["a"]), a(0.5)],
                 [a(["a"]), a("0")], [a({"a": 1}), a("a")], [mp("number", a=1), a("a")],
                 [mp("number", a=1), a("b")], [mp("string", **{"0": "x"}), a(0)],
                 [st("string", "a"), a("a")], [a("abc"), a(0)], [nul(LS), a(0)],
                 [a(["a"]), nul("number")], [unk(LS), a(0)], [a(["a"]), unk("number")],
                 [DYN, a(0)], [a(["a"]), DYN], [a(["a"]), a(True)], [a(["a"]), a([0])],
                 [lst("string", "a"), a("x")], [unk(MS), a("a")],
                 [unk(["object", {"a": "string"}]), a("a")], [unk(SS), a("a")],
                 [unk("string"), a(0)], [DNULL, a(0)], [a(["a"]), DNULL],
                 [a(["a"]), num("9999999999999999999999")], [a(["a"]), num("-0")],
                 [unk(["tuple", ["string", "number"]]), a(5)], [lst("string", "a"), a(0.5)]):
        c("hasindex", *args)
    tup = ["tuple", ["string", "number"]]
    for args in ([a(["a", "b"]), a(0)], [a(["a", "b"]), a(1)], [a(["a", "b"]), a(2)],
                 [a(["a", "b"]), a(-1)], [a(["a", "b"]), a(0.5)], [a([]), a(0)],
                 [a(["a", "b"]), num("99999999999999999999")], [a(["a", "b"]), a("b")],
                 [lst("string", "a"), a(0)], [lst("string", "a"), a(-1)],
                 [lst("string", "a"), a(0.5)], [lst("string"), a(0)], [lst("string"), a("a")],
                 [mp("string", a="x"), a("a")], [mp("string", a="x"), a("b")],
                 [mp("string", a="x"), a(1)], [mp("string", a="x"), a(True)],
                 [unk(LS), a(0)], [unk(MS), a("a")], [unk(tup), a(0)], [unk(tup), a(1)],
                 [unk(tup), a(2)], [unk(tup), unk("number")], [lst("string", "a"), unk("number")],
                 [mp("string", a="x"), unk("string")], [a(["a", 1]), unk("number")],
                 [unk(["object", {"a": "string"}]), a("a")], [a({"a": "a"}), a("a")],
                 [st("string", "a"), a("a")], [a("a"), a("a")], [nul(LS), a(0)],
                 [a(["a"]), nul("number")], [DYN, a("a")], [a(["a"]), DYN],
                 [unk(MS), a(1)], [unk(LS), a("x")], [unk(LS), a(1.5)], [unk(LS), a(-1)],
                 [a(["a", "b"]), f64("1")]):
        c("index", *args)
    for args in ([a({"b": 1, "a": "x"})], [mp("number", b=1, a=2)], [a({})], [mp("string")],
                 [nul(MS)], [unk(["object", {"a": "string", "b": "bool"}])], [unk(MS)], [DYN],
                 [a(["a"])], [a("a")], [a({"a": "x"})], [mp("string", a="x")],
                 [unk(["map", "dynamic"])], [DNULL], [mp("string", é="1", e="2", z="3", A="4")]):
        c("keys", *args)
    for args in ([a(["a"])], [a("abc")], [a({"a": 1})], [mp("number", a=1)],
                 [st("number", 1, 2)], [nul(LS)], [unk(LS)], [unk(tup)],
                 [unk(["object", {"a": "string"}])], [unk("string")], [DYN], [a(1)], [a(True)],
                 [a([US])], [a([])], [lst("string")], [a(["a", None])], [DNULL],
                 [st("string", US)], [st("string", US, US)], [st("string", "a", US)],
                 [st("string", US, None)], [mp("string", a=US)],
                 [a(["a"]), a(["b"])]):
        c("length", *args)
    c("length", a(["a", "b"], SS))
    for args in ([a({"a": "x"}), a("b"), a("d")], [a({"a": "x"}), a("a"), a("d")],
                 [a({"a": 1}), a("b"), a("d")], [a({"a": "x", "b": 1}), a("b"), a("z")],
                 [mp("string", a="x"), a("b"), a(1)], [mp("number", a=1), a("b"), a("z")],
                 [mp("number", a=1), a("b"), a("2")], [mp("number", a=1), a("a"), a("2")],
                 [mp("string", a="x"), a("a"), a([1])], [a({"a": "x"}), a("a"), a("d"), a("e")],
                 [a({"a": "x"}), a("a")], [a({"a": "x"})], [nul(MS), a("a"), a("d")],
                 [a({"a": "x"}), nul("string"), a("d")], [a({"a": "x"}), a("a"), DNULL],
                 [a({"a": "x"}), a("b"), nul("string")], [a(["a"]), a("0"), a("x")],
                 [a("a"), a("a"), a("x")], [unk(MS), a("a"), a("d")],
                 [unk(["object", {"a": "string"}]), a("b"), a("d")],
                 [unk(["object", {"a": "string"}]), a("a"), a(1)],
                 [a({"a": "x"}), unk("string"), a("d")], [a({"a": "x"}), a("a"), DYN],
                 [mp("string", a="x"), a("a"), unk("number")], [DYN, a("a"), a("d")],
                 [a({"a": "x"}), a("b"), unk("string")], [a({}), a("a"), a("d")],
                 [mp("string"), a("a"), a("d")], [unk(["map", "dynamic"]), a("a"), a("d")],
                 [a({"a": "x"}), a(1), a("d")], [mp("string", **{"1": "x"}), a(1), a("d")],
                 [st("string", "a"), a("a"), a("d")], [DNULL, a("a"), a("d")],
                 [a({"a": "x", "b": 1}), unk("string"), a("z")],
                 [a({"a": ["x"]}, ["map", LS]), a("b"), a(["y", 2])],
                 [a({"a": [1]}, ["map", ["tuple", ["number"]]]), a("b"), a([2])]):
        c("lookup", *args)
    c("lookup", a({"a": "x"}, ["map", "string"]), a("b"), a("d"))
    c("lookup", a({"a": None}, MS), a("a"), a("d"))
    c("lookup", a({"a": None}), a("a"), a("d"))
    c("lookup", a({"a": None}, ["object", {"a": "string"}]), a("b"), a("d"))
    for args in ([a({"a": 1}), a({"b": "x"})], [a({"a": 1}), a({"a": "x"})],
                 [mp("number", a=1), mp("number", b=2)], [mp("number", a=1), mp("string", b="x")],
                 [mp("number", a=1), a({"b": "x"})], [mp("number", a=1), a({"b": [1]})], [],
                 [DNULL], [a({"a": 1}), DNULL], [DNULL, DNULL], [a(["a"])], [a("a")], [a({})],
                 [unk(["object", {"a": "string"}]), a({"b": 1})], [unk(MS), a({"b": 1})],
                 [unk(MS), mp("string", b="x")], [a({"a": 1}), DYN], [DNULL, a({"a": 1})],
                 [mp("number", a=1), mp("bool", b=True)], [a({"a": 1}), mp("string", a="x")],
                 [unk(MS), unk(MS)], [unk(["object", {"a": "string"}])],
                 [mp("string"), mp("string")], [mp("dynamic"), mp("string", a="x")],
                 [st("string", "a")], [lst("string", "a")], [a({"a": 1}), a(["x"])],
                 [a({"a": 1}), unk(LS)], [unk("string"), a({"a": 1})],
                 [a({"a": 1}), DNULL, a({"b": 2})], [mp("string", a="x"), DNULL],
                 [mp("string", a="x"), a({})], [unk(["map", "dynamic"]), mp("string", a="x")],
                 [nul(MS), mp("string", a="x")], [nul(MS), mp("number", a=1)],
                 [nul(["object", {"b": "string"}]), a({"a": 1})], [nul(MS)],
                 [a({"a": 1, "b": 2}), a({"b": "x", "c": True}), a({"c": None})]):
        c("merge", *args)
    for args in ([a(3)], [a(1), a(4)], [a(1), a(4), a(2)], [a(4), a(1)], [a(4), a(1), a(-1)],
                 [a(1), a(4), a(-1)], [a(0)], [a(-3)], [a(0.5), a(2)], [a(0), a(1), a(0.25)],
                 [a(1), a(2), a(0)], [], [a(1), a(2), a(3), a(4)], [nul("number")],
                 [a(1), nul("number")], [unk("number")], [a(1), unk("number")], [a("3")],
                 [a(True)], [INF], [a(0), a(1), a(0.1)], [a(0), a(0.3), a(0.1)], [NINF],
                 [a(0), INF, a(1)], [a(0), a(5), INF], [a(2.5)], [a(1.5), a(1)],
                 [a(0), a(1), f64("0.1")], [DYN], [a(4), a(1), a(1)], [a(1), a(1), a(-1)],
                 [a(1), a(1), a(0)], [a(1), a(1)], [a(0), num("-0")], [num("-0")], [a(-0.5)],
                 [a(1), a(2), num("-0")], [INF, INF], [a(0), a(2), a(3)], [a(5), a(1), a(-1.5)],
                 [a(0), a(1), num("1e-400")], [NINF, a(0), a(1)], [a(0), a(0), a(-1)],
                 [unk("number"), a(1), a(-1)], [a(3), a(1), a(0)], [a(1024)], [a(1025)],
                 [a(0), a(2048), a(2)], [a(0), a(2049), a(2)], [a(10000000000)],
                 [unk("number"), a(1), a(2), a(3)], [a(-5), a(5), a(3)]):
        c("range", *args)
    for args in ([a(["a", 1])], [lst("string", "a", "b")], [a([])], [lst("string")],
                 [st("string", "a", "b")], [nul(LS)], [unk(LS)], [unk(tup)], [unk(SS)], [DYN],
                 [a("ab")], [a({"a": 1})], [a([US, "a"])], [a([US, "a"], LS)], [a([None])],
                 [mp("string", a="b")], [a(1)]):
        c("reverse", *args)
    for args in ([a(["a", "b", "c"]), a(1), a(2)], [a(["a", "b", "c"]), a(0), a(3)],
                 [a(["a", "b", "c"]), a(0), a(4)], [a(["a", "b", "c"]), a(2), a(1)],
                 [a(["a", "b", "c"]), a(-1), a(1)], [a(["a", "b", "c"]), a(1.5), a(2)],
                 [a(["a", "b", "c"]), a(1), a(1)], [lst("string", "a", "b", "c"), a(1), a(3)],
                 [lst("string", "a", "b", "c"), a(3), a(3)], [st("string", "a"), a(0), a(1)],
                 [a("abc"), a(0), a(1)], [nul(LS), a(0), a(1)], [a(["a"]), nul("number"), a(1)],
                 [a(["a"]), a(0), nul("number")], [unk(LS), a(0), a(1)], [unk(tup), a(0), a(1)],
                 [unk(tup), a(1), a(2)], [unk(tup), a(0), a(3)],
                 [a(["a", 1]), unk("number"), a(1)], [lst("string", "a"), unk("number"), a(1)],
                 [a([]), a(0), a(0)], [DYN, a(0), a(1)], [a(["a", "b"]), a("0"), a("1")],
                 [unk(LS), a(2), a(1)], [unk(LS), a(-1), a(1)], [unk(tup), a(1), a(0)],
                 [a(["a"]), a(-1), a(5)], [a(["a"]), a(3), a(2)], [a(["a"]), a(1.5), a(9)],
                 [a(["a"]), a(0), a(-1)], [a(["a"]), a(-2), a(-1)], [a(["a"]), a(0), a(1.5)],
                 [a(["a"]), a(-1), a(1.5)], [a(["a"]), a(5), a(6)], [a(["a"]), unk("number"), a(5)],
                 [a(["a"]), a(5), unk("number")], [a(["a"]), a(-1), unk("number")],
                 [lst("string", "a"), a(5), unk("number")], [unk(LS), a(0), unk("number")],
                 [unk(LS), a(1.5), a(2)], [lst("string", "a", "b"), a(0), a(5)],
                 [unk(LS), a(0), a(99999)], [a(["a"]), num("99999999999999999999"), a(1)],
                 [a(["a", US], LS), a(1), a(2)], [unk(["list", "dynamic"]), a(0), a(1)],
                 [mp("string", a="b"), a(0), a(1)]):
        c("slice", *args)
    for args in ([a(["b", "a", "c"])], [a([3, 10, 2])], [a(["10", "9", "a", "B"])], [a([])],
                 [lst("string")], [nul(LS)], [a(["a", None])], [unk(LS)], [a(["a", US])],
                 [a(["b", US], LS)],
                 [st("string", "b", "a")], [a("a")], [a([[1]])], [a([True, False])], [DYN],
                 [a(["é", "f", "e", "z", "ä"])], [a([None, US])], [a([US, None])],
                 [a(["b", "a", "b"])]):
        c("sort", *args)
    for args in ([a({"b": 1, "a": "x"})], [mp("number", b=1, a=2)], [a({})], [mp("string")],
                 [nul(MS)], [unk(["object", {"a": "string"}])], [unk(MS)], [DYN], [a(["a"])],
                 [a({"a": "x"})], [mp("string", a="x")], [a({"b": {"x": 1}, "a": [1]})],
                 [a("a")], [st("string", "a")]):
        c("values", *args)
    for args in ([a(["a", "b"]), a([1, 2])], [a(["a", "b"]), a([1, "x"])],
                 [lst("string", "a", "b"), lst("number", 1, 2)], [a(["a"]), a([1, 2])],
                 [a(["a", "b"]), a([1])], [a([]), a([])], [lst("string"), lst("number")],
                 [a(["a", "a"]), a([1, 2])], [nul(LS), a([1])], [a(["a"]), nul(LN)],
                 [a([1]), a([1])], [a([True]), a([1])], [a([[1]]), a([1])], [unk(LS), a([1])],
                 [a(["a"]), unk(LN)], [a(["a"]), unk(tup)], [a([US]), a([1])],
                 [a([None]), a([1])], [st("string", "a"), a([1])], [a(["a"]), st("number", 1)],
                 [a("a"), a([1])], [a(["a"]), a("x")], [DYN, a([1])], [a(["a"]), DYN],
                 [a(["a", "b"]), unk(tup)], [a(["a", "a"]), a([1, "x"])],
                 [lst("string", "a", "b"), a([1, "x"])], [a(["a", US]), lst("number", 1, 2)],
                 [a(["a", US]), a([1, 2])],
                 [lst("string", "a"), lst("number", 1, 2)], [a(["a"]), mp("number", a=1)],
                 [a(["a", "b"]), a([1, 2]), a([3])]):
        c("zipmap", *args)
    for f in ("setunion", "setintersection"):
        for args in ([st("string", "a"), st("string", "b")], [a(["a", "b"]), a(["b", "c"])],
                     [a(["a"]), a([1])], [a(["a"]), a([[1]])], [], [a(["a"])], [nul(SS)],
                     [a(["a"]), nul(SS)], [a([])], [a([]), a([])], [a([]), a(["a"])],
                     [unk(SS), a(["a"])], [a(["a", US])], [DYN, a(["a"])], [a("a")],
                     [st("string", US), st("string", US)],
                     [a({"a": 1})], [lst("number", 1), st("string", "a")], [a([1]), a([True])],
                     [a(["a", US]), a(["a"])], [a(["b", US]), a(["a"])],
                     [a(["a", "b", "c"]), a(["b", "c"]), a(["c", "a"])],
                     [a([[1], [2]]), a([[2]])], [a([0]), a([-0.0])], [a(["a"]), DYN]):
            c(f, *args)
    for args in ([a(["a", "b"]), a(["b"])], [a(["a"]), a([])], [a([]), a(["a"])], [a(["a"])],
                 [a(["a"]), a([1])], [a(["a", US]), a(["a"])], [a(["a"]), a([US])],
                 [a(["a", "b"]), a(["b", US])],
                 [nul(SS), a(["a"])], [a(["a"]), nul(SS)], [DYN, a(["a"])],
                 [a(["a"]), a(["b", 1])], [a(["a"]), a([[1]])], [unk(SS), a(["a"])],
                 [st("number", 1, 2, 3), lst("number", 2)], [a("a"), a(["a"])],
                 [a(["a"]), a(["a"]), a(["a"])], [a([[1], [2]]), a([[1]])]):
        c("setsubtract", *args)


def unknown_element_cases() -> None:
    """Known collections with unknown elements."""
    for args in ([a(["a", US]), a("a")], [a(["b", US]), a("a")], [a([US, "a"]), a("a")],
                 [a([US, "b"]), a("a")], [st("string", US, "a"), a("a")],
                 [st("string", US, "b"), a("a")], [a([Unknown("number"), "b"]), a("a")],
                 [a([[US]]), a(["a"])], [a([["b", US]]), a(["a", "c"])]):
        c("contains", *args)
    for args in ([a(["a", US, US])], [a([[US], ["a"]])], [a([{"a": US}, {"a": "b"}])],
                 [a([Unknown("number"), 1])], [a([["x", US], ["a"]], ["list", LS])]):
        c("distinct", *args)
    c("element", a([US, 1]), a(0))
    c("element", lst("string", US), a(0))
    c("keys", a({"a": US}))
    c("keys", mp("string", a=US))
    c("values", a({"a": US}))
    c("values", mp("string", a=US))
    c("lookup", a({"a": US}), a("a"), a("d"))
    c("lookup", a({"a": US}), a("b"), a("d"))
    c("lookup", mp("string", a=US), a("a"), a("d"))
    c("lookup", mp("string", a=US), a("b"), a("d"))
    c("merge", a({"a": US}), a({"b": 1}))
    c("merge", mp("string", a=US), mp("string", b="x"))
    c("concat", a(["a"]), lst("string", US))
    c("reverse", lst("string", US, "a"))
    c("chunklist", a([US]), a(1))
    c("compact", a([US]))
    c("flatten", lst(LS, [US]))
    c("flatten", st("string", US))
    c("flatten", st(LS, Unknown(LS)))
    c("coalescelist", a([US]))
    c("slice", lst("string", "a", US), a(1), a(2))
    c("sort", lst("string", "b", US))
    c("zipmap", a(["a", US]), lst("number", 1, 2))
    c("setunion", st("string", US), st("string", US))
    c("setsubtract", a(["a", "b"]), a(["b", US]))
    c("tolist", a([US, 1]))
    c("length", a([US]))


def mixed_cases() -> None:
    """Interplay that random calls against the reference turned up."""
    c("flatten", mp("string", a=US))
    c("flatten", a({"a": US}))
    c("flatten", mp("string", a="x"))
    c("flatten", a({"a": [US, [1]]}))
    c("flatten", a([None, US]))
    c("flatten", unk("string"))
    c("flatten", st("string", US, "a"))
    c("flatten", a([st("string", US, "a")]))
    c("element", a("x"), a(-1))
    c("element", a("x"), a(1.5))
    c("element", unk("string"), a(-1))
    c("concat", lst("string", "a"), unk(LS), a("x"))
    c("concat", unk(LS), a("x"))
    c("concat", a("x"), unk(LS))
    c("concat", a(["a"]), a("x"), unk(LS))
    c("concat", unk(tup_type()), a("x"))
    c("concat", lst("dynamic"), a([["1"]], ["list", SS]))
    c("concat", lst("dynamic"), lst("dynamic"))
    for args in ([a([]), a([[1]]), a([[1, 2]])], [a([]), a([[1]]), a([["a"]])],
                 [a([[1]]), a([])], [a([[1]]), DYN], [a([{"a": 1}]), a([])],
                 [a([{"a": 1}], ["list", ["map", "number"]]),
                  a([{"b": 1}])]):
        c("setunion", *args)
        c("setintersection", *args)
    c("setsubtract", a([]), a([[1]]))
    c("setsubtract", a([[], [[]]]), a([]))
    for coll in (unk(LS), lst("string", "a"), st("string", "a"), mp("string", a="x"),
                 a(["a", 1]), DYN, a("a")):
        c("index", coll, DYN)
    c("coalesce", DYN, a([1]))
    # The reference stops checking arguments at the first one of the dynamic
    # pseudo-type, so a later null goes unnoticed.
    c("element", DYN, nul("number"))
    c("contains", DYN, DNULL)
    # Converting a set with unknown elements to a list gives an unknown list
    # in the reference (the order is not known).
    c("tolist", st("string", US, "a"))
    c("tolist", st("string", US))


def encoding_cases() -> None:
    for v in ({"b": 1, "a": "x<>&"}, None, [1, 1.5, -0.0], "\u2028é", True, {"a": None}, [],
              {}, "", [[], {}], Decimal("1e30"), Decimal("0.1"), "\x00\x1f\x7f",
              "tab\tnew\nline\"q\\", "e\u0301"):
        c("jsonencode", a(v))
    for args in ([DNULL], [unk("string")], [DYN], [a({"a": "x"})], [INF], [a([1, "a"])],
                 [lst("string")], [st("string", "b", "a")], [mp("number", a=1)], [f64("0.1")],
                 [num("0.1")], [num("123456789012345678901234567890.5")], [nul(LS)], [],
                 [a(1), a(2)]):
        c("jsonencode", *args)
    c("jsonencode", a(["a", US], LS))
    c("jsonencode", a({"a": US}))
    for s in ('{"b":1,"a":[1,"x",null,true]}', "1.5", "null", "", " ", "{", "[", '"abc',
              '{"a"', '{"a":', '{"a":1', '{"a":1,', "[1", "[1,", "tru", "trux", "nul",
              "falsy", "{1:2}", '{"a" 1}', '{"a":1 "b":2}', "[1 2]", '"\\x"', '"\\u12"',
              '"\\u12g4"', "-", "-a", "1.", "1.e5", "1e", "1e+", ".5", "+1", '"a\nb"',
              '"a\tb"', "}", "]", ",", ":", "[1]]", "{}}", "x", "@", '"é"', "[1,2",
              '{"a":[1,{"b":}]}', "1 2", "true false", '"a" "b"', "\ufeff1", "[-]", "0x10",
              "1.5.5", "01.5", "-01", "[1,\n2,]", '{"a":1,}', '"\\', '"\\"', "\x00",
              '{"a":1}{', "nan", '"\x01"', "[[[", '{"a":{"b":', '"abc\\u', "-0", "-0.0",
              "1E2", "2.50", "{,}", "{ 1}", '{"a":1, 1}', '{"a"}', '{"a":}', '{"a",}', "[,]",
              "[1,,2]", '{"a":1]', "[1}", '{"a":[1}', '"\\ud800\\udc00"', '"\\uD83D\\uDE00"',
              '"\\u00e9"', '"\\/"', '"\\b\\f\\n\\r\\t"', "é", "[é]", '{"a":1}]', "[1] ",
              "[1]\n]x", '"a"]', "1]", "\t\n\r 1", "\u00a01", "truefalse", "true]", "null,",
              "[1]{", "[true,", "[-", "[1.", '{"a":t', '{"a":tx}', "[1e]", "[01]",
              "[1.2.3]", '{"\\x":1}', '{"a"\n:\n1}', '"\\ud800x"', '"abc\x7f"', "1.5e3",
              "-0.0e0", "1E+2", "1x", "truex", "[1,'a']", '{"a\\u0000":1}', '["a"1]',
              '{"é"}', '{"a"é}', '[1e+]', "[1]\t}", '{"a":1,"a":"x"}', '"\\uDE00\\uD800"',
              "123456789012345678901234567890.5", "1e400", '{"a":[{"b":[null]}]}',
              '[1e-400, 0.1, 3]', '"\\u0041\\u00DF"'):
        c("jsondecode", a(s))
    for args in ([nul("string")], [unk("string")], [a(1)], [a(True)], [DYN], [a([1])], []):
        c("jsondecode", *args)


def conversion_cases() -> None:
    for f in ("tostring", "tonumber", "tobool", "tolist", "toset", "tomap"):
        for x in (a("a"), a("1.5"), a("true"), a(1.5), a(True), DNULL, nul("string"),
                  nul("number"), nul(LS), a([1]), a({}), unk("number"), unk("string"), DYN,
                  unk(LS), unk(["object", {"a": "string"}]), a(["a", 1]), a(["a", [1]]),
                  lst("string", "a"), st("string", "b", "a"), a([]), a({"a": 1, "b": "x"}),
                  a({"a": 1, "b": [1]}), mp("number", a=1), unk(tup_type()), num("-0"),
                  INF):
            c(f, x)
        c(f)
        c(f, a(1), a(2))
    for s in ("x", " 1", "1e3", "0x10", "inf", "Inf", "-Inf", "+Inf", "infinity", "+1", ".5",
              "5.", "1_000", "", "-0", "1E3", "NaN", '"quoted"', "1e400"):
        c("tonumber", a(s))
    for s in ("True", "1", "0", "false", "FALSE", "x", "", "yes"):
        c("tobool", a(s))
    for v in ([None, "a"], [None], [[1], ["a", 2]], [{"a": 1}, {"b": 2}], [[1], ["a"]]):
        c("tolist", a(v))
        c("toset", a(v))
    for v in ({"a": None}, {"a": [1], "b": ["a"]}, {"a": {"x": 1}, "b": {"y": "a"}}):
        c("tomap", a(v))
    c("tostring", num("123456789012345678901234567890.5"))
    c("tostring", f64("0.1"))
    c("tolist", unk(SS))
    c("toset", unk(LS))
    c("toset", lst("string", "a", "a"))
    c("tomap", unk(MS))


def tup_type() -> Any:
    return ["tuple", ["string", "number"]]


def all_cases() -> list[tuple[str, list[Arg], bool]]:
    CASES.clear()
    numeric_cases()
    string_cases()
    collection_cases()
    unknown_element_cases()
    mixed_cases()
    encoding_cases()
    conversion_cases()
    precision_cases()
    return list(CASES)


# --- requests and recording ----------------------------------------------------------------------


def request(name: str, args: list[Arg], div3: bool = False) -> dict[str, Any]:
    r = Renderer()
    parts = [r.render(arg) for arg in args]
    call = f"{name}({', '.join(parts)})"
    req = r.request(f"{call} / pow(3, 1)" if div3 else call)
    req["kind"] = "expr"
    return req


def record(cases: list[tuple[str, list[Arg], bool]], out: Path) -> None:
    """Ask the oracle about ``cases`` and write the answers to ``out``."""
    oracle = Path(REF) / "hcl-oracle"
    if not oracle.is_file():
        sys.exit(f"no oracle at {oracle}: run ../shared/oracle/build.sh")
    requests = [request(name, args, div3) for name, args, div3 in cases]
    text = "".join(dump_exact(r) + "\n" for r in requests)
    run = subprocess.run([str(oracle), "eval"], input=text.encode(), capture_output=True,
                         check=True)
    answers = run.stdout.decode().split("\n")
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8") as f:
        for (name, args, div3), req, line in zip(cases, requests, answers):
            answer = normalise_answer(load_answer(line))
            record: dict[str, Any] = {"fn": name, "args": args}
            if div3:
                record["div3"] = True
            record.update(request=req, answer=answer)
            f.write(dump_exact(record) + "\n")
    print(f"{len(cases)} cases -> {out}")


def main() -> None:
    if sys.argv[1:2] == ["--library"]:
        # The functions added with the full library (issue 12) have their cases
        # in record_stdlib_library.py and their answers in a file of their own.
        from tests.oracle.record_stdlib_library import OUT as LIBRARY_OUT
        from tests.oracle.record_stdlib_library import library_cases

        args = sys.argv[2:]
        record(library_cases(), Path(args[0]) if args else LIBRARY_OUT)
        return
    record(all_cases(), Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)


if __name__ == "__main__":
    main()
