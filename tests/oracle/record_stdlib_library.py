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
    NINF,
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


def format_cases() -> None:
    for f, args in (
        ("%v|%v|%v|%v", [a("a"), a(1.5), a(True), a([1, "a"])]),
        ("%#v|%#v|%#v|%#v|%#v", [a("a\"b"), a(1.5), a({"a": 1}), a(True), DNULL]),
        ("%s|%s|%s|%s", [a("a"), a(1.5), a(True), num("1e30")]),
        ("%s", [a([1])]), ("%d", [a(1.5)]), ("%d", [a("12")]), ("%d", [a("x")]),
        ("%d|%5d|%-5d|%05d|%+d|% d|%+ d", [a(12)] * 6 + [a(-3)]),
        ("%f|%.2f|%8.3f|%e|%E|%g|%G", [a(3.14159)] * 3 + [a(314159)] * 3 + [a(0.000001)]),
        ("%b|%o|%x|%X|%#x|%#o|%#b|%#X", [a(10), a(10), a(255), a(255), a(255), a(8), a(0),
                                         a(-255)]),
        ("%q|%q|%q", [a('a"b'), a(12), a("<&>\u00e9\n\u0001\u2028\u00ad\t\u007f")]),
        ("%t|%t", [a(True), a("true")]), ("%t", [a(1)]), ("%5t|", [a(False)]),
        ("%[2]s %[1]s", [a("a"), a("b")]), ("%[1]d %d", [a(1), a(2)]),
        ("%[3]d", [a(1), a(2)]), ("%[0]d", [a(1)]), ("%[x]d", [a(1)]), ("%[1]5.2f", [a(3)]),
        ("%5[1]d|%.[1]d|", [a(3)]), ("%s %s", [a("a")]), ("%s", [a("a"), a("b")]),
        ("%[2]s", [a(1), a(2), a(3)]), ("%[2]s %s", [a(1), a(2), a(3)]),
        ("%s%[1]s", [a(1), a(2)]), ("%z", [a(1)]), ("100%%", []), ("%", [a(1)]),
        ("%5", [a(1)]), ("%[1", [a(1)]), ("%[", [a(1)]), ("%[1]", [a(1)]), ("%!", [a(1)]),
        ("%\u00e9", [a(1)]), ("\u00e9%z", [a(1)]), ("\u00e9%s %s", [a(1)]), ("%F", [a(1)]),
        ("%c", [a(65)]), ("%5%|", []), ("%*d", [a(5), a(1)]),
        ("%5s|%-5s|%.2s|%5.1s|%05s|%-05s|", [a("abc")] * 6),
        ("%5s|%.3s|%-4s|", [a("\u00e9\u00e9"), a("\u65e5\u672c\u8a9e\u6587"), a("e\u0301")]),
        ("%5.2v|%10v|%-10v|%05v|%+v|%10v|", [a("abcdef"), a([1]), a(True), a("b"), a(5), a(12)]),
        ("%v", [DNULL]), ("%s", [DNULL]), ("%d", [nul("number")]), ("%t", [DNULL]),
        ("%.2f", [DNULL]), ("%x", [a("hi")]), ("%x", [a(1.5)]), ("%x", [num("1e30")]),
        ("%v|%v|%v|%v|%v", [a(1000000), a(123456789), a(0.00001), a(-0.5), num("1e30")]),
        ("%v|%g|%e|%.3f", [num("0." + "3" * 160)] * 4),
        ("%.0f|%.0e|%.3g|%g|%.0f|%.0f|%.1f", [a(2.5), a(2.5), a(1234567), num("1e21"), a(0.5),
                                             a(-0.5), a(0.05)]),
        ("%g|%g|%g|%.3g|%#g|%#.3g|%#e|%#f", [a(100000), num("1e20"), a(0.0001), a(1), a(1),
                                             a(1), a(1), a(1)]),
        ("%08.3f|%-8.3f|%+.2e|%010.4f|%-10.2f|%+010d", [a(-3.14159), a(3.14159), a(12345),
                                                        a(-3.14159), a(2.5), a(42)]),
        ("%v|%d|%f|%s|%e|%10v|", [INF, INF, NINF, INF, NINF, NINF]),
        ("%d|%f|%v|%s|%g|%e", [num("-0")] * 6), ("%f|%e|%g", [num("1e-320")] * 3),
        ("%.50f|%.2d|%.2x|%.0d|%5.0d|", [a(0.1), a(5), a(5), a(0), a(0)]),
        ("%v|%v|%s", [f64("0.1"), f64("1e21"), f64("0.1")]),
        ("%10.3e|%-12.4E|%012.3g", [a(1), a(-123.456), a(-0.000123456)]),
        ("%g|%g|%g|%g|%.2g|%.10g", [a(123456), a(1234567), a(0.00012), a(1e-5), a(0.000999),
                                    a(1 / 7)]),
        ("%e|%E|%.1e|%.0e", [a(9.9999999), a(0), a(0.95), a(15)]),
        ("%v", [a({"a": "x", "b": [True, None]})]), ("%v", [lst("string", "x", "y")]),
        ("%v|%#v", [st("number", 3, 1), mp("number", b=2, a=1)]),
        ("%s", [a({"a": 1})]), ("%d", [a(True)]), ("%s", [a(["a"])]),
        ("%s|%d", [a("x"), unk("number")]), ("%s", [unk("string")]), ("%z", [unk("string")]),
        ("%s", [DYN]), ("%s", [a([US])]), ("%s", [a(1), unk("string")]),
        ("%s %s", [unk("string")]), ("%v", [a([US])]),
    ):
        c("format", a(f), *args)
    c("format", unk("string"), a(1))
    c("format", DYN, a(1))
    c("format", DNULL, a(1))
    c("format", nul("string"))
    c("format", a(12))
    c("format", a(True))
    c("format", a(["%s"]), a(1))
    c("format")
    c("format", a("%s"), unk(LS))
    for f, args in (
        ("%s-%s", [a(["a", "b"]), a("x")]), ("%s-%s", [a(["a", "b"]), a(["x"])]),
        ("%s", [a([])]), ("%s", []), ("a", []), ("%s", [unk(LS)]),
        ("%s-%s", [unk(LS), a(["a"])]), ("%s", [a(["a", US])]), ("%s", [a([["a"]])]),
        ("%s", [a({"a": "b"})]), ("%s", [st("string", "b", "a")]),
        ("%s %s", [a(["a"]), a([1, 2])]), ("%v", [a([None])]), ("%s", [a([None])]),
        ("%s", [DNULL]), ("%s", [a("a"), DNULL]), ("%z", [a(["a"])]), ("%z", [a([])]),
        ("%s", [a(["a"]), a(["b"])]), ("%s", [DYN]), ("%s", [a([1, "a", True])]),
        ("%[2]s=%[1]d", [a([1, 2]), lst("string", "x", "y")]), ("%s", [nul(LS)]),
        ("%05.1f|%x", [a([1, 2.25]), a(255)]), ("%s and %s", [lst("string", "a"), a("b")]),
        ("%s", [mp("string", a="b")]), ("%q", [a(["\u00e9", "<"])]),
        ("%s:%s", [a(["a", "b", "c"]), a(["x", "y"])]), ("%s", [a(["a"]), unk(LS)]),
        ("%s %s", [a(["a", US]), a(["b", "c"])]), ("%[3]s", [a(["a"]), a("b")]),
    ):
        c("formatlist", a(f), *args)
    c("formatlist", unk("string"), a(["a"]))
    c("formatlist", nul("string"), a(["a"]))
    c("formatlist", a(1), a(["a"]))
    c("formatlist", DYN, a(["a"]))
    c("formatlist")


def datetime_cases() -> None:
    t = "2018-01-02T23:12:01Z"
    for f, ts in (
        ("YYYY-MM-DD hh:mm:ss ZZZZ", "2024-05-06T07:08:09Z"),
        ("DD MMM YYYY hh:mm ZZZ", "2018-01-02T23:12:01-08:00"),
        ("EEEE, DD-MMM-YY hh:mm:ss ZZZ", t), ("EEE, DD MMM YYYY hh:mm:ss ZZZ", t),
        ("h:mmaa", "2018-01-02T23:12:01-08:00"), ("H:mm AA", t), ("M/D/YY", t),
        ("Z ZZZZZ ZZZZ ZZZ", "2018-01-02T23:12:01+05:30"), ("Z ZZZ", t),
        ("'quoted' 'it''s' YYYY", t), ("''", t), ("x", "2018-01-02"), ("Q", t),
        ("YYYYY", t), ("s.SSS", "2018-01-02T23:12:01.123456Z"), ("YYY", t),
        ("MMMMM", t), ("DDD", t), ("EE", t), ("E", t), ("EEEEE", t), ("hhh", t), ("HHH", t),
        ("mmm", t), ("sss", t), ("A", t), ("a", t), ("AAA", t), ("ZZ", t), ("ZZZZZZ", t),
        ("'unterminated", t), ("x''y", t), ("MMMM", t), ("D-DD-M", "2018-09-02T05:06:07Z"),
        ("\u00e9 YYYY \u65e5", t), ("yyyy", t),
        ("EEEE EEE MMMM MMM hh h HH H", "2018-09-02T00:06:07Z"),
        ("HH H AA aa", "2018-09-02T12:06:07Z"), ("YY YYYY", "0099-09-02T12:06:07Z"),
        ("YYYY-MM-DD", "9999-12-31T23:59:59-23:59"), ("D MMMM YYYY", "2024-02-29T00:00:00Z"),
        ("EEEE", "0000-01-01T00:00:00Z"), ("EEEE", "1970-01-01T00:00:00Z"),
        ("EEEE D", "2000-02-29T12:00:00+14:00"), ("", t),
    ):
        c("formatdate", a(f), a(ts))
    for ts in ("", "2018", "2018-", "2018-01", "2018-1-02T00:00:00Z", "2018-13-02T00:00:00Z",
               "2018-01-32T00:00:00Z", "2018-02-30T00:00:00Z", "2018-01-02T",
               "2018-01-02T25:00:00Z", "2018-01-02T23:60:00Z", "2018-01-02T23:59:60Z",
               "2018-01-02T23:12", "2018-01-02T23:12:01", "2018-01-02T23:12:01+05",
               "2018-01-02T23:12:01+0530", "2018-01-02T23:12:01+25:00",
               "2018-01-02t23:12:01z", "2018-01-02 23:12:01Z", "2018-01-02T23:12:01.Z",
               "2018-01-02T23:12:01.123Zx", "20180102T231201Z",
               "2018-01-02T23:12:01.1234567891Z", "+2018-01-02T23:12:01Z",
               "0000-01-01T00:00:00Z", "2018-01-02T23:12:01-00:00", "2018-01-02T1:12:01Z",
               "abcd-01-02T23:12:01Z", "2018-0a-02T23:12:01Z", "2100-02-29T00:00:00Z",
               "2018-01-02T23:12:01\u00e9"):
        c("formatdate", a("YYYY-MM-DD hh:mm:ss ZZZZZ ZZZ"), a(ts))
    _common("formatdate", [a("YYYY"), a(t)])
    c("formatdate", unk("string"), a(t))
    c("formatdate", a("YYYY"), unk("string"))
    c("formatdate", a("Q"), unk("string"))
    c("formatdate", a(12), a(t))
    for ts, d in (("2017-11-22T00:00:00Z", "10m"), ("2017-11-22T00:00:00Z", "-1h30m45.5s"),
                  ("2017-11-22T00:00:00+05:00", "1ms2us3ns4\u00b5s5h"),
                  ("2017-11-22T00:00:00Z", "1d"), ("2017-11-22T00:00:00Z", ""),
                  ("x", "1h"), ("2017-11-22T00:00:00.5Z", "0"),
                  ("2017-11-22T00:00:00Z", "1.5h"), ("2017-11-22T00:00:00Z", "1"),
                  ("2017-11-22T00:00:00Z", "h"), ("2017-11-22T00:00:00Z", "+-1h"),
                  ("2017-11-22T00:00:00Z", "1h-1m"), ("2017-11-22T00:00:00Z", ".5h"),
                  ("2017-11-22T00:00:00Z", "5.h"), ("2017-11-22T00:00:00Z", "."),
                  ("2017-11-22T00:00:00Z", "-"), ("2017-11-22T00:00:00Z", "+0"),
                  ("2017-11-22T00:00:00Z", "-0"), ("2017-11-22T00:00:00Z", "1 h"),
                  ("2017-11-22T00:00:00Z", "8760h"), ("2017-11-22T00:00:00Z", "-17520h"),
                  ("2024-02-28T23:30:00-03:00", "1h"), ("2017-12-31T23:59:59Z", "1s"),
                  ("2017-11-22T00:00:00Z", "1\u03bcs"), ("2017-11-22T00:00:00Z", "1H"),
                  ("2017-11-22T00:00:00Z", "99999999999999999999h"),
                  ("2017-11-22T00:00:00Z", "2562047h"), ("2017-11-22T00:00:00Z", "2562048h"),
                  ("2017-01-02", "1h"), ("2017-11-22T00:00:00Z", "1.000000001s"),
                  ("2017-11-22T00:00:00.999999999Z", "1ns"), ("0000-01-01T00:00:00Z", "-1s")):
        c("timeadd", a(ts), a(d))
    _common("timeadd", [a("2017-11-22T00:00:00Z"), a("1h")])
    c("timeadd", unk("string"), a("1h"))
    c("timeadd", a("x"), unk("string"))


def csv_cases() -> None:
    for text in ("a,b\n1,2\n3,4", "a,b\n1,2,3", "a,b\n1", "a,b", "", "a,a\n1,2",
                 '"a""x",b\n"1\n2",3', "a,b\r\n1,2\r\n", "a\n\n1", "a, b\n1, 2",
                 'a,"b\n1,2', 'a,b"c\n1,2', "#a,b\n1,2", "a;b\n1;2", '"a" ,b\n1,2',
                 'a,b\n"x"y,2', "\u00e9,\u65e5\n1,2", "a\n", "\n\na\n1", "a,b\n,",
                 'a\n"', 'a\n"x', 'a\n"x\n\ny', "a,b\n1,2\n\n3", "a\rb\n1",
                 "a,b\n1,2\n3,4,5\n6,7", 'a,b\n"1\n2\n3",4\n5', ",\n1,2", ",\n1",
                 " a \n 1 ", "a\n1\r", "\ufeffa\n1", 'a\n""', 'a\n""""', "a,\n1,2\n"):
        c("csvdecode", a(text))
    for x in (DNULL, DYN, unk("string"), a(1), a(True), a(["a"]), nul("string")):
        c("csvdecode", x)
    c("csvdecode")
    c("csvdecode", a("a"), a("b"))


def setproduct_cases() -> None:
    for args in (
        [a(["a", "b"]), a([1, 2])], [st("string", "a", "b"), st("number", 1)],
        [a(["a"]), a([])], [a(["a"])], [], [a(["a"]), DNULL], [a(["a"]), unk(LS)],
        [a(["a"]), a([US])], [a(["a"]), DYN], [a("a"), a(["b"])],
        [a(["a"]), a(["b"]), a([True])], [a([["a"]]), a([{"a": 1}])],
        [st("string", "a"), a(["b"])], [a(["a", 1]), a(["b"])], [a(["a", "a"]), a(["b"])],
        [st("string", "a", US), st("string", "b")], [a([]), unk(LS)],
        [a({"a": 1}), a(["b"])], [lst("string", "a", "b"), lst("number", 1, 2, 3)],
        [a(["a", [1]]), a(["b"])], [nul(LS), a(["b"])], [a([None, "a"]), a(["b"])],
        [mp("string", a="b"), a(["c"])], [a([]), a([])], [st("string"), lst("number")],
        [a(["a"]), a(["b"]), a(["c"]), a(["d"])], [a([1, 2]), st("number", 2, 1)],
        [a(["\u00e9"]), a([1.5])], [a(["a"]), a(1)], [unk(["set", "string"]), a(["b"])],
    ):
        c("setproduct", *args)


def library_cases() -> list[tuple[str, list[Arg], bool]]:
    CASES.clear()
    regex_cases()
    format_cases()
    datetime_cases()
    csv_cases()
    setproduct_cases()
    return list(CASES)


__all__ = ["DNULL", "DYN", "INF", "LS", "US", "f64", "library_cases", "lst", "mp", "nul", "st"]
