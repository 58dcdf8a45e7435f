"""The cases for the functions added with the whole library (issue 12) that
the reference oracle offers: regex, regexall, regex_replace, format,
formatlist, formatdate, timeadd, csvdecode and setproduct.

    python tests/oracle/record_stdlib.py --library [OUT_FILE]

records them into ``tests/data/stdlib/library.jsonl`` in the form of
``cases.jsonl`` (see record_stdlib.py, whose argument builders these use);
``tests/stdlib/test_stdlib.py`` replays both files.
"""

from __future__ import annotations

from pathlib import Path

from tests.oracle.record_stdlib import (
    DNULL,
    DYN,
    INF,
    LS,
    US,
    Arg,
    a,
    f64,
    lst,
    mp,
    nul,
    num,
    st,
    unk,
)

OUT = Path(__file__).resolve().parents[1] / "data" / "stdlib" / "library.jsonl"

CASES: list[tuple[str, list[Arg], bool]] = []


def c(name: str, *args: Arg) -> None:
    CASES.append((name, list(args), False))


# The wrong-type, null, unknown and dynamic arguments every function gets.
def _common(name: str, good: list[Arg]) -> None:
    for i in range(len(good)):
        for bad in (DNULL, DYN, a([1]), a({"a": 1})):
            args = list(good)
            args[i] = bad
            c(name, *args)
    c(name, *good[:-1])
    c(name, *good, a("x"))


def regex_cases() -> None:
    pairs = [("[a-z]+", "123abc456"), ("(\\d+)-(\\d+)", "10-20"),
             ("(?P<y>\\d{4})-(?P<m>\\d{2})", "2024-05-06"), ("x", "abc"), ("", "abc"),
             ("(a)(b)?", "a"), ("(?P<a>a)(?P<b>b)?", "a"), ("(?i)straße", "STRAßE"),
             ("é+", "ééé"), ("^", "abc"), ("$", "abc"), ("a|", "baab"), ("a*", "baaa"),
             ("(?P<x>a)(b)", "ab"), ("(a", "a"), ("a**", "a"), ("[z-a]", "a"), ("\\8", "a"),
             ("a{1001}", "a"), ("(?<x>a)", "a"), ("(?=a)", "a"), ("\\C", "a"), ("a)", "a"),
             ("[a", "a"), ("*a", "a"), ("a\\", "a"), ("(?P<x>a)(?P<x>b)", "ab"),
             ("(?P<1x>a)", "a"), ("\\pN+", "x\u0661\u0662"), ("\\p{Greek}+", "a\u03b2\u03b3"),
             ("[[:alpha:]]+", "1ab"),
             ("(?s).+", "a\nb"), (".+", "a\nb"), ("(?m)^b", "a\nb"), ("\\bfoo\\b", "a foo"),
             ("(a+)+$", "a" * 40 + "!"), ("\\x{1F600}", "x😀"), ("(?U)a+", "aaa"),
             ("\\Qa.b\\E", "a.b"), ("a{2,3}", "aaaa"), ("[^a]", "aé"), ("\\z", "ab"),
             ("\\Z", "ab"), ("(?P<n>)", ""), ("()", ""), ("(?:a)(b)", "ab")]
    for f in ("regex", "regexall"):
        for p, s in pairs:
            c(f, a(p), a(s))
        _common(f, [a("a"), a("a")])
        c(f, a("(a)"), unk("string"))
        c(f, a("(?P<x>a)"), unk("string"))
        c(f, a("a"), unk("string"))
        c(f, unk("string"), a("a"))
        c(f, a("("), unk("string"))
        c(f, a("a"), a(1))
        c(f, a("t"), a(True))
        c(f, a("1"), num("1.50"))
    for s, p, r in (("abc", "b+", "<$0>"), ("abc", "(?P<n>b)", "[$n]"), ("abc", "(b)", "[$1x]"),
                    ("abc", "(b)", "[$$1]"), ("abc", "", "-"), ("héllo", "", "-"),
                    ("baaa", "a*", "-"), ("baab", "a|", "-"), ("a$", "a", "$$x"),
                    ("aa", "a", "$"), ("aa", "(a)", "$1$1"), ("ab", "(a)(b)", "$2$1"),
                    ("ab", "(a)", "$9"), ("ab", "(?P<x>a)", "$y|$x"), ("ab", "a", "$!"),
                    ("ab", "a", "${"), ("ab", "a", "$-"), ("ab", "(a)", "$01"),
                    ("2024-05-06", "(\\d+)-(\\d+)-(\\d+)", "$3/$2/$1"), ("xyz", "q", "r"),
                    ("日本語", ".", "[$0]"), ("a\nb", "(?m)^", "> "), ("ab", "(", "x"),
                    ("", "", "x"), ("aaa", "a", "é"), ("ab", "(?P<x>a)(b)", "x")):
        c("regex_replace", a(s), a(p), a(r))
    _common("regex_replace", [a("a"), a("a"), a("b")])
    c("regex_replace", unk("string"), a("a"), a("b"))
    c("regex_replace", a("a"), unk("string"), a("b"))
    c("regex_replace", a("a"), a("("), unk("string"))
    c("regex_replace", a(12), a("1"), a(3))


def library_cases() -> list[tuple[str, list[Arg], bool]]:
    CASES.clear()
    regex_cases()
    return list(CASES)


__all__ = ["DNULL", "DYN", "INF", "LS", "US", "f64", "library_cases", "lst", "mp", "nul", "st"]
