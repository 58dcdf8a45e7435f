"""String functions: chomp, indent, join, lower, replace, split, strlen, strrev,
substr, title, trim, trimprefix, trimspace, trimsuffix, upper.

Strings are sequences of Unicode code points in NFC; ``strlen``, ``strrev``
and ``substr`` count grapheme clusters.  Case mappings are the simple,
one-character-to-one-character mappings the reference applies (so ``ß``
stays ``ß`` in ``upper``), not Python's full ones.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..budget import ELEMENT_BYTES, charge
from ..function import ArgumentError, Function, FunctionError, Parameter
from ..types import (
    BOOL,
    NUMBER,
    STRING,
    List,
    Type,
    Value,
    bool_value,
    list_value,
    string_value,
    unknown,
)
from ._util import check_string_size, graphemes, int64_number, string_result, to_int64

__all__ = ["functions"]

# The characters the reference counts as white space (Unicode White_Space).
_SPACE = ("\t\n\v\f\r \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007"
          "\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000")


def _str(name: str = "str") -> Parameter:
    return Parameter(name, STRING)


def _string_fn(op: Callable[[str], str]) -> Function:
    def impl(args: Sequence[Value], ret: Type) -> Value:
        s = args[0].as_string()
        charge(len(s))  # case maps and trims build at most a copy
        return string_value(op(s))

    return Function([_str()], returns=STRING, impl=impl)


def _cut_fn(op: Callable[[str, str], str], second: str) -> Function:
    """A function that cuts the second string's characters or text off the first."""
    def impl(args: Sequence[Value], ret: Type) -> Value:
        s = args[0].as_string()
        charge(len(s))
        return string_value(op(s, args[1].as_string()))

    return Function([_str(), _str(second)], returns=STRING, impl=impl)


# --- case ----------------------------------------------------------------------------------------

# Characters whose simple mapping Python's full mapping does not show: the
# Greek letters with ypogegrammeni map to their title-case forms, and the
# dotted capital I lower-cases to a plain i.
_UPPER_SPECIAL = {
    **{chr(c): chr(c + 8) for r in (0x1F80, 0x1F90, 0x1FA0) for c in range(r, r + 8)},
    "\u1fb3": "\u1fbc", "\u1fc3": "\u1fcc", "\u1ff3": "\u1ffc",
}  # fmt: skip
_LOWER_SPECIAL = {"\u0130": "i"}


class _CaseMap:
    """A simple case mapping: each character to one character (itself where
    Python's full mapping would give several)."""

    def __init__(self, method: Callable[[str], str], special: dict[str, str]) -> None:
        self.method = method
        self.cache = dict(special)

    def one(self, ch: str) -> str:
        mapped = self.cache.get(ch)
        if mapped is None:
            full = self.method(ch)
            mapped = full if len(full) == 1 else ch
            self.cache[ch] = mapped
        return mapped

    def __call__(self, s: str) -> str:
        if s.isascii():
            return self.method(s)
        return "".join(map(self.one, s))


_upper = _CaseMap(str.upper, _UPPER_SPECIAL)
_lower = _CaseMap(str.lower, _LOWER_SPECIAL)
_title_case = _CaseMap(str.title, {})


def _separates_words(ch: str) -> bool:
    if ch.isascii():
        return not (ch.isalnum() or ch == "_")
    return ch in _SPACE


def _title(s: str) -> str:
    out = []
    previous = " "
    to_title = _title_case.one
    for ch in s:
        out.append(to_title(ch) if _separates_words(previous) else ch)
        previous = ch
    return "".join(out)


# --- join, split, replace, indent ----------------------------------------------------------------

_JOIN_PARAMS = (_str("separator"), Parameter("lists", List(STRING)))


def _join(args: Sequence[Value], ret: Type) -> Value:
    lists = args[1:]
    if not lists:
        raise FunctionError("at least one list is required")
    elements = [list_.elements() for list_ in lists]
    if any(not e.is_known for elems in elements for e in elems):
        return unknown(STRING)
    parts: list[str] = []
    for j, elems in enumerate(elements):
        for i, e in enumerate(elems):
            if e.is_null:
                where = f"element {i} of list {j + 1}" if len(lists) > 1 else f"element {i}"
                raise ArgumentError(1 + j, f"{where} is null; cannot concatenate null values",
                                    _JOIN_PARAMS[1])
            parts.append(e.as_string())
    sep = args[0].as_string()
    size = sum(map(len, parts)) + len(sep) * max(len(parts) - 1, 0)
    check_string_size(size)
    charge(size)
    return string_value(sep.join(parts))


def _split(args: Sequence[Value], ret: Type) -> Value:
    sep, s = args[0].as_string(), args[1].as_string()
    count = len(s) if sep == "" else s.count(sep) + 1
    charge(len(s) + count * ELEMENT_BYTES)  # before the pieces are cut
    pieces = list(s) if sep == "" else s.split(sep)
    return list_value((string_value(p) for p in pieces), STRING)


def _replace(args: Sequence[Value], ret: Type) -> Value:
    s, old, new = (a.as_string() for a in args)
    count = len(s) + 1 if old == "" else s.count(old)
    size = len(s) + count * (len(new) - len(old))
    check_string_size(size)
    charge(size)
    return string_result(s.replace(old, new))


def _indent(args: Sequence[Value], ret: Type) -> Value:
    spaces = to_int64(args[0])
    s = args[1].as_string()
    if spaces < 0:
        # The reference crashes on this.
        raise FunctionError("the number of spaces must not be negative")
    newlines = s.count("\n")
    if not newlines:
        return args[1]  # nothing to indent, however many spaces were asked for
    # The size is checked before any padding is built.
    check_string_size(len(s) + newlines * spaces)
    charge(len(s) + newlines * spaces)
    return string_value(s.replace("\n", "\n" + " " * spaces))


# --- grapheme clusters ---------------------------------------------------------------------------


def _clusters(s: str) -> list[str]:
    """``s``'s grapheme clusters, charged before they are built: a list
    entry each (and, beyond ASCII, a string each)."""
    charge(len(s) * (8 if s.isascii() else ELEMENT_BYTES))
    return graphemes(s)


def _strlen(args: Sequence[Value], ret: Type) -> Value:
    s = args[0].as_string()
    if s.isascii():  # each character a cluster, but for CR LF
        return int64_number(len(s) - s.count("\r\n"))
    return int64_number(len(_clusters(s)))


def _strrev(args: Sequence[Value], ret: Type) -> Value:
    s = args[0].as_string()
    clusters = _clusters(s)
    charge(len(s))
    return string_value("".join(reversed(clusters)))


def _substr(args: Sequence[Value], ret: Type) -> Value:
    s = args[0].as_string()
    offset = to_int64(args[1])
    length = to_int64(args[2])
    clusters = _clusters(s)
    n = len(clusters)
    if offset < 0:
        # Counted from the end, a length of zero takes the rest, as in the reference.
        if length == 0:
            length = -1
        offset = max(n + offset, 0)
    if offset >= n:
        return string_value("")
    if length < 0 or offset + length > n:
        length = n - offset
    return string_value("".join(clusters[offset:offset + length]))


def functions() -> dict[str, Function]:
    return {
        "chomp": _string_fn(lambda s: s.rstrip("\r\n")),
        "indent": Function([Parameter("spaces", NUMBER), _str()], returns=STRING, impl=_indent),
        "join": Function(_JOIN_PARAMS[:1], var_param=_JOIN_PARAMS[1], returns=STRING,
                         impl=_join),
        "lower": _string_fn(_lower),
        "replace": Function([_str(), _str("substr"), _str("replace")], returns=STRING,
                            impl=_replace),
        "split": Function([_str("separator"), _str()], returns=List(STRING), impl=_split),
        "strlen": Function([_str()], returns=NUMBER, impl=_strlen),
        "strrev": Function([_str()], returns=STRING, impl=_strrev),
        "substr": Function([_str(), Parameter("offset", NUMBER), Parameter("length", NUMBER)],
                           returns=STRING, impl=_substr),
        "title": _string_fn(_title),
        "trim": _cut_fn(str.strip, "cutset"),
        "trimprefix": _cut_fn(str.removeprefix, "prefix"),
        "trimspace": _string_fn(lambda s: s.strip(_SPACE)),
        "trimsuffix": _cut_fn(str.removesuffix, "suffix"),
        "upper": _string_fn(_upper),
    }


# --- Terraform's ---------------------------------------------------------------------------------


def _string_test(test: Callable[[str, str], bool], second: str) -> Function:
    def impl(args: Sequence[Value], ret: Type) -> Value:
        return bool_value(test(args[0].as_string(), args[1].as_string()))

    return Function([_str("string"), _str(second)], returns=BOOL, impl=impl)


def extended_functions() -> dict[str, Function]:
    """startswith, endswith, strcontains."""
    return {
        "startswith": _string_test(str.startswith, "prefix"),
        "endswith": _string_test(str.endswith, "suffix"),
        "strcontains": _string_test(str.__contains__, "substr"),
    }
