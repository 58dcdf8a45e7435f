"""Regular-expression functions: regex, regexall, regex_replace.

Patterns are RE2's syntax and semantics, matched by the ``google-re2``
package: no backtracking, so a match takes time linear in the subject
whatever the pattern (``regex("(a+)+$", ...)`` cannot run away).  The
result's shape follows the pattern's groups: no groups gives the matched
string, unnamed groups a tuple of strings, named groups an object (a group
that took no part in the match is null).  A pattern may not mix named and
unnamed groups.

Matches are found as the reference finds them: leftmost-first, successive
and non-overlapping, an empty match right after a previous match skipped.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator, Sequence
from typing import Any

from ..budget import ELEMENT_BYTES, charge
from ..function import ArgumentError, Function, FunctionError, Parameter
from ..types import (
    DYNAMIC,
    STRING,
    List,
    Object,
    Tuple,
    Type,
    Value,
    list_value,
    null,
    object_value,
    string_value,
    tuple_value,
)
from ._optional import optional_module
from ._util import MAX_STRING_LENGTH, check_string_size

__all__ = ["compile_pattern", "functions", "replace_all"]

# RE2's error texts in the reference's words (its parser words them so).
_ERROR_WORDS = {
    "missing )": "missing closing )",
    "missing ]": "missing closing ]",
    "unexpected )": "unexpected )",
    "trailing \\": "trailing backslash at end of expression",
    "no argument for repetition operator": "missing argument to repetition operator",
    "invalid repetition size": "invalid repeat count",
    "bad repetition operator": "invalid nested repetition operator",
    "invalid perl operator": "invalid or unsupported Perl syntax",
    "invalid named capture group": "invalid named capture",
    "invalid escape sequence": "invalid escape sequence",
    "invalid character class": "invalid character class",
    "invalid character class range": "invalid character class range",
    "invalid UTF-8": "invalid UTF-8",
    "duplicate capture group name": "duplicate capture group name",
    "pattern too large - compile failed": "expression too large",
}

_PATTERN = Parameter("pattern", STRING)
_GROUP_NAME = re.compile(r"\{([A-Za-z0-9_]+)\}|([A-Za-z0-9_]+)")


class Pattern:
    """A compiled pattern and the shape of the values its matches give."""

    def __init__(self, compiled: Any, names: dict[int, str], groups: int) -> None:
        self.compiled = compiled
        self.names = names
        self.groups = groups

    @property
    def match_type(self) -> Type:
        if self.groups == 0:
            return STRING
        if self.names:
            return Object({name: STRING for name in self.names.values()})
        return Tuple([STRING] * self.groups)

    def matches(self, subject: bytes) -> Iterator[Any]:
        """The successive matches, as the reference takes them: RE2's over the
        UTF-8 text, less empty matches inside a character or right after a
        previous match."""
        previous_end = -1
        for m in self.compiled.finditer(subject):
            start, stop = m.span()
            if start == stop and (start == previous_end or _inside_char(subject, start)):
                continue
            previous_end = stop
            yield m

    def value(self, m: Any) -> Value:
        """One match as a value of :attr:`match_type`."""
        if self.groups == 0:
            return string_value(m.group(0).decode())
        parts = [_group(m, i) for i in range(1, self.groups + 1)]
        if self.names:
            return object_value({self.names[i + 1]: v for i, v in enumerate(parts)})
        return tuple_value(parts)


def _group(m: Any, i: int) -> Value:
    text = m.group(i)
    return null(STRING) if text is None else string_value(text.decode())


def _inside_char(b: bytes, i: int) -> bool:
    return i < len(b) and 0x80 <= b[i] < 0xC0


def _unsupported_syntax(pattern: str) -> str | None:
    """Syntax RE2 accepts and the reference does not: ``(?<name>`` and ``\\C``."""
    i = 0
    while i < len(pattern):
        ch = pattern[i]
        if ch == "\\":
            if pattern[i + 1:i + 2] == "C":
                return "invalid escape sequence in \\C"
            i += 2
            continue
        if pattern.startswith("(?<", i) and not pattern.startswith(("(?<=", "(?<!"), i):
            return "invalid or unsupported Perl syntax in (?<"
        i += 1
    return None


@functools.lru_cache(maxsize=256)
def compile_pattern(pattern: str, raw_errors: bool = False) -> Pattern:
    """The compiled pattern; raises :class:`FunctionError` (the reason) if it
    is bad, worded as the regex functions word it or, with ``raw_errors``, as
    regex_replace does."""
    re2 = optional_module("re2", "google-re2", "regular expressions")
    problem = _unsupported_syntax(pattern)
    if problem is not None:
        if raw_errors:
            words, _, arg = problem.partition(" in ")
            raise FunctionError(f"error parsing regexp: {words}: `{arg}`")
        raise FunctionError(f"invalid regexp pattern: {problem}")
    options = re2.Options()
    options.log_errors = False
    try:
        compiled = re2.compile(pattern.encode(), options)
    except re2.error as e:
        if raw_errors:
            words, arg = _error_parts(e)
            raise FunctionError(f"error parsing regexp: {words}: `{arg}`") from None
        raise FunctionError(f"invalid regexp pattern: {_reason(e)}") from None
    groups = compiled.groups
    return Pattern(compiled, _group_names(pattern, groups), groups)


def _group_names(pattern: str, groups: int) -> dict[int, str]:
    """Group number -> name for the named groups, in the pattern's order (a
    name may be given twice: the later group wins in the result object)."""
    names: dict[int, str] = {}
    index = 0
    i = 0
    n = len(pattern)
    in_class = False
    while i < n:
        ch = pattern[i]
        if ch == "\\":
            if pattern.startswith("Q", i + 1):
                end = pattern.find("\\E", i + 2)
                i = n if end < 0 else end + 2
            else:
                i += 2
            continue
        if in_class:
            if pattern.startswith("[:", i):
                end = pattern.find(":]", i + 2)
                i = n if end < 0 else end + 2
                continue
            if ch == "]":
                in_class = False
            i += 1
            continue
        if ch == "[":
            in_class = True
            i += 1
            if pattern.startswith("^", i):
                i += 1
            if pattern.startswith("]", i):  # a ']' first in a class stands for itself
                i += 1
            continue
        if ch == "(":
            if pattern.startswith("(?P<", i):
                index += 1
                end = pattern.find(">", i)
                names[index] = pattern[i + 4:end]
            elif not pattern.startswith("(?", i):
                index += 1
        i += 1
    return names if index == groups else {}


def _error_parts(e: Exception) -> tuple[str, str]:
    """RE2's complaint as the reference words it, and the text it is about."""
    raw = e.args[0] if e.args else ""
    text = raw.decode(errors="replace") if isinstance(raw, bytes) else str(raw)
    code, _, arg = text.partition(": ")
    return _ERROR_WORDS.get(code, code), arg


def _reason(e: Exception) -> str:
    words, arg = _error_parts(e)
    return f"{words} in {arg}"


def _pattern_arg(v: Value) -> Pattern:
    try:
        pattern = compile_pattern(v.as_string())
    except FunctionError as e:
        raise ArgumentError(0, e.message, _PATTERN) from None
    if pattern.names and len(pattern.names) != pattern.groups:
        raise ArgumentError(0, "invalid regexp pattern: cannot mix both named and unnamed "
                               "capture groups", _PATTERN)
    return pattern


def _regex_type(args: Sequence[Value]) -> Type:
    if not args[0].is_known:
        return DYNAMIC
    return _pattern_arg(args[0]).match_type


def _regex(args: Sequence[Value], ret: Type) -> Value:
    pattern = _pattern_arg(args[0])
    for m in pattern.matches(args[1].as_string().encode()):
        return pattern.value(m)
    raise FunctionError("pattern did not match any part of the given string")


def _regexall_type(args: Sequence[Value]) -> Type:
    if not args[0].is_known:
        return List(DYNAMIC)
    return List(_pattern_arg(args[0]).match_type)


def _regexall(args: Sequence[Value], ret: Type) -> Value:
    pattern = _pattern_arg(args[0])
    assert isinstance(ret, List)
    found = []
    per_match = ELEMENT_BYTES * (1 + pattern.groups)
    for m in pattern.matches(args[1].as_string().encode()):
        charge(per_match + m.end() - m.start())  # before its value is built
        found.append(pattern.value(m))
    return list_value(found, ret.element)


def replace_all(text: str, pattern_text: str, replacement: str) -> str:
    """``text`` with every match of the pattern replaced by the replacement
    template (``$1``, ``$name``, ``${name}``, ``$$``), as ``regex_replace``
    and Terraform's ``replace`` with a ``/pattern/`` do; raises
    :class:`FunctionError` with the reference's wording for a bad pattern."""
    subject = text.encode()
    pattern = compile_pattern(pattern_text, raw_errors=True)
    template = [p.encode() if isinstance(p, str) else p
                for p in _parse_template(replacement, pattern)]
    out: list[bytes] = []
    size = 0
    last = 0
    for m in pattern.matches(subject):
        start, stop = m.span()
        pieces = [subject[last:start]]
        pieces.extend(p if isinstance(p, bytes) else m.group(p) or b"" for p in template)
        piece_size = sum(map(len, pieces))
        charge(2 * piece_size)  # the pieces, and the bytes they are joined into
        size += piece_size
        if size > 4 * MAX_STRING_LENGTH:  # UTF-8: at most four bytes a character
            check_string_size(size // 4)
        out.extend(pieces)
        last = stop
    out.append(subject[last:])
    charge(2 * (len(subject) - last) + size + len(subject) - last)  # the tail, then the text
    result = b"".join(out).decode()
    check_string_size(len(result))
    return result


def _regex_replace(args: Sequence[Value], ret: Type) -> Value:
    return string_value(replace_all(args[0].as_string(), args[1].as_string(),
                                    args[2].as_string()))


def _parse_template(template: str, pattern: Pattern) -> list[str | int]:
    """A replacement template as literal pieces and group numbers: ``$name``,
    ``${name}`` and ``$1`` name groups (an unknown name gives nothing),
    ``$$`` is a dollar sign and any other ``$`` stands for itself."""
    numbers = {name: i for i, name in pattern.names.items()}
    parts: list[str | int] = []
    literal: list[str] = []
    i = 0
    n = len(template)
    while i < n:
        ch = template[i]
        if ch != "$" or i + 1 >= n:
            literal.append(ch)
            i += 1
            continue
        if template[i + 1] == "$":
            literal.append("$")
            i += 2
            continue
        m = _GROUP_NAME.match(template, i + 1)
        if m is None:
            literal.append(ch)
            i += 1
            continue
        if literal:
            parts.append("".join(literal))
            literal.clear()
        name = m.group(1) or m.group(2)
        # Digits name a group by number, unless they start with a zero.
        if name.isdigit() and (name[0] != "0" or name == "0"):
            if int(name) <= pattern.groups:
                parts.append(int(name))
        elif name in numbers:
            parts.append(numbers[name])
        i = m.end()
    if literal:
        parts.append("".join(literal))
    return parts


def functions() -> dict[str, Function]:
    string = Parameter("string", STRING)
    return {
        "regex": Function([_PATTERN, string], returns=_regex_type, impl=_regex),
        "regexall": Function([_PATTERN, string], returns=_regexall_type, impl=_regexall),
        "regex_replace": Function(
            [Parameter("str", STRING), _PATTERN, Parameter("replace", STRING)],
            returns=STRING, impl=_regex_replace),
    }
