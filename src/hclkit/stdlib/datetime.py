"""Date and time functions: formatdate and timeadd (the go-cty set), and
Terraform's timestamp and timecmp.

Timestamps are RFC 3339 (``2024-05-06T07:08:09Z``, ``...+05:30``, with an
optional fraction of a second), read as the reference reads them and with
its messages.  Times are kept as whole nanoseconds since 0000-01-01 in the
proleptic Gregorian calendar, so years 0 to 9999 and nanosecond durations
work exactly (Python's ``datetime`` has neither).

``formatdate`` letters: ``YYYY``/``YY`` year, ``MMMM``/``MMM``/``MM``/``M``
month, ``DD``/``D`` day, ``EEEE``/``EEE`` weekday, ``hh``/``h`` 24-hour,
``HH``/``H`` 12-hour, ``AA``/``aa`` AM/PM, ``mm``/``m`` minute, ``ss``/``s``
second, ``ZZZZZ`` (+05:30), ``ZZZZ`` (+0530), ``ZZZ`` (UTC or +0530), ``Z``
(Z or +05:30); text in single quotes is literal (``''`` is a quote), other
letters are errors and anything else stands for itself.

``timeadd`` durations are Go's: a sign, then numbers with units ``ns``,
``us``/``µs``, ``ms``, ``s``, ``m``, ``h`` (``1h30m``, ``-2.5s``).
"""

from __future__ import annotations

import re
import time
from collections.abc import Sequence

from .._record import FrozenRecord
from .._record import set_field as _set
from ..budget import charge
from ..function import ArgumentError, Function, FunctionError, Parameter
from ..types import NUMBER, STRING, Type, Value, string_value
from ..types.sets import go_quote
from ._util import int64_number

__all__ = ["extended_functions", "functions"]

_NS = 1_000_000_000
_DAY_NS = 86_400 * _NS
_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December")
_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


class Timestamp(FrozenRecord):
    """A moment: nanoseconds since 0000-01-01T00:00:00Z, and the UTC offset
    (seconds) it was written with."""

    __slots__ = _fields = ("ns", "offset")
    ns: int
    offset: int

    def __init__(self, ns: int, offset: int) -> None:
        _set(self, "ns", ns)
        _set(self, "offset", offset)

    def local(self) -> tuple[int, int, int, int, int, int, int, int]:
        """(year, month, day, hour, minute, second, nanosecond, weekday) in its offset."""
        t = self.ns + self.offset * _NS
        days, rest = divmod(t, _DAY_NS)
        year, month, day = _civil(days)
        seconds, nano = divmod(rest, _NS)
        hour, seconds = divmod(seconds, 3600)
        minute, second = divmod(seconds, 60)
        weekday = (days + 5) % 7  # 0000-01-01 was a Saturday
        return year, month, day, hour, minute, second, nano, weekday


def _days_before_year(y: int) -> int:
    return 365 * y + (y + 3) // 4 - (y + 99) // 100 + (y + 399) // 400


def _is_leap(y: int) -> bool:
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def _month_lengths(y: int) -> tuple[int, ...]:
    return (31, 29 if _is_leap(y) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


def _days(year: int, month: int, day: int) -> int:
    return _days_before_year(year) + sum(_month_lengths(year)[:month - 1]) + day - 1


def _civil(days: int) -> tuple[int, int, int]:
    year = days * 400 // 146097
    while _days_before_year(year + 1) <= days:
        year += 1
    while _days_before_year(year) > days:
        year -= 1
    rest = days - _days_before_year(year)
    for month, length in enumerate(_month_lengths(year), start=1):
        if rest < length:
            return year, month, rest + 1
        rest -= length
    raise AssertionError("day beyond the year")


# --- reading RFC 3339 ----------------------------------------------------------------------------


class _Bad(Exception):
    pass


def parse_timestamp(text: str) -> Timestamp:
    """The timestamp; raises :class:`FunctionError` worded as the reference."""
    try:
        return _parse(text)
    except _Bad as e:
        raise FunctionError(f"not a valid RFC3339 timestamp: {e}") from None


def _number(text: str, i: int, what: str, digits: int, low: int, high: int,
            flexible: bool = False) -> tuple[int, int]:
    if i >= len(text):
        raise _Bad(f"end of string before {what}")
    j = i
    while j < len(text) and j - i < digits and text[j].isascii() and text[j].isdigit():
        j += 1
    if j - i < digits and not (flexible and j > i):
        raise _Bad(f"cannot use {go_quote(text[i:])} as {what}")
    value = int(text[i:j])
    if not low <= value <= high:
        raise _Bad(f"cannot use {go_quote(text[j:])} as {what}")
    return value, j


def _expect(text: str, i: int, ch: str) -> int:
    if i >= len(text):
        raise _Bad(f"end of string where {go_quote(ch)} is expected")
    if text[i] != ch:
        raise _Bad(f"found {go_quote(text[i:])} where {go_quote(ch)} is expected")
    return i + 1


def _parse(text: str) -> Timestamp:
    if not text:
        raise _Bad("end of string before year")
    if len(text) < 4 or not all(c.isascii() and c.isdigit() for c in text[:4]):
        raise _Bad(f"cannot use {go_quote(text)} as year")
    year = int(text[:4])
    i = _expect(text, 4, "-")
    month, i = _number(text, i, "month", 2, 1, 12)
    i = _expect(text, i, "-")
    day, i = _number(text, i, "day", 2, 0, 99)  # checked against the month at the end
    if i >= len(text) or text[i] != "T":
        raise _Bad("missing required time introducer 'T'")
    hour, i = _number(text, i + 1, "hour", 2, 0, 23, flexible=True)
    i = _expect(text, i, ":")
    minute, i = _number(text, i, "minute", 2, 0, 59)
    i = _expect(text, i, ":")
    second, i = _number(text, i, "second", 2, 0, 59)
    nano = 0
    if i + 1 < len(text) and text[i] == "." and text[i + 1].isascii() and text[i + 1].isdigit():
        j = i + 1
        while j < len(text) and text[j].isascii() and text[j].isdigit():
            j += 1
        nano = int(text[i + 1:j][:9].ljust(9, "0"))
        i = j
    if i >= len(text):
        raise _Bad("end of string before UTC offset")
    if text[i] == "Z":
        offset = 0
        i += 1
    else:
        m = _OFFSET.match(text, i)
        if m is None:
            raise _Bad(f"cannot use {go_quote(text[i:])} as UTC offset")
        offset = (int(m.group(2)) * 3600 + int(m.group(3)) * 60) * (-1 if m.group(1) == "-"
                                                                      else 1)
        i = m.end()
    if i < len(text):
        raise _Bad(f"cannot use {go_quote(text[i:])} as timestamp segment")
    if not 1 <= day <= _month_lengths(year)[month - 1]:
        raise _Bad("day out of range")
    local = _days(year, month, day) * _DAY_NS + (hour * 3600 + minute * 60 + second) * _NS + nano
    return Timestamp(local - offset * _NS, offset)


_OFFSET = re.compile(r"([+-])([0-9]{2}):([0-9]{2})")


def rfc3339(t: Timestamp) -> str:
    """The timestamp in RFC 3339 form, whole seconds, in its own offset."""
    year, month, day, hour, minute, second, _, _ = t.local()
    return (f"{_year(year)}-{month:02d}-{day:02d}T{hour:02d}:{minute:02d}:{second:02d}"
            f"{_zone(t.offset, colon=True, utc='Z')}")


def _year(year: int) -> str:
    return f"-{-year:04d}" if year < 0 else f"{year:04d}"


def _zone(offset: int, colon: bool, utc: str | None = None) -> str:
    if offset == 0 and utc is not None:
        return utc
    sign = "-" if offset < 0 else "+"
    hours, minutes = divmod(abs(offset) // 60, 60)
    return f"{sign}{hours:02d}{':' if colon else ''}{minutes:02d}"


# --- formatdate ----------------------------------------------------------------------------------

_LETTER_RUNS = {
    "Y": ({2, 4}, 'year must either be "YY" or "YYYY"'),
    "M": ({1, 2, 3, 4}, 'month must be "M", "MM", "MMM", or "MMMM"'),
    "D": ({1, 2}, 'day of month must either be "D" or "DD"'),
    "E": ({3, 4}, 'day of week must either be "EEE" or "EEEE"'),
    "h": ({1, 2}, '24-hour must either be "h" or "hh"'),
    "H": ({1, 2}, '12-hour must either be "H" or "HH"'),
    "A": ({2}, 'must be "AA"'),
    "a": ({2}, 'must be "aa"'),
    "m": ({1, 2}, 'minute must either be "m" or "mm"'),
    "s": ({1, 2}, 'second must either be "s" or "ss"'),
    "Z": ({1, 3, 4, 5}, "timezone must be Z, ZZZZ, or ZZZZZ"),
}


def _format_parts(fmt: str) -> list[str]:
    """The format as literal pieces (prefixed ``'``) and letter runs; raises
    :class:`FunctionError` for an unknown or malformed letter run."""
    parts: list[str] = []
    i = 0
    n = len(fmt)
    while i < n:
        ch = fmt[i]
        if ch == "'":
            j = i + 1
            literal: list[str] = []
            if fmt.startswith("'", j):  # '' on its own is a quote
                parts.append("''")
                i = j + 1
                continue
            while True:
                if j >= n:
                    raise FunctionError("unterminated literal '")
                if fmt[j] == "'":
                    if fmt.startswith("'", j + 1):
                        literal.append("'")
                        j += 2
                        continue
                    break
                literal.append(fmt[j])
                j += 1
            parts.append("'" + "".join(literal))
            i = j + 1
            continue
        if ch.isascii() and ch.isalpha():
            j = i
            while j < n and fmt[j] == ch:
                j += 1
            run = fmt[i:j]
            allowed = _LETTER_RUNS.get(ch)
            if allowed is None:
                raise FunctionError(f'invalid date format verb "{run}"')
            if len(run) not in allowed[0]:
                raise FunctionError(f'invalid date format verb "{run}": {allowed[1]}')
            parts.append(run)
            i = j
            continue
        j = i
        while j < n and fmt[j] != "'" and not (fmt[j].isascii() and fmt[j].isalpha()):
            j += 1
        parts.append("'" + fmt[i:j])
        i = j
    return parts


def format_date(fmt: str, t: Timestamp) -> str:
    year, month, day, hour, minute, second, _, weekday = t.local()
    hour12 = hour % 12 or 12
    fields = {
        "YYYY": _year(year), "YY": f"{year % 100:02d}",
        "MMMM": _MONTHS[month - 1], "MMM": _MONTHS[month - 1][:3], "MM": f"{month:02d}",
        "M": str(month), "DD": f"{day:02d}", "D": str(day),
        "EEEE": _DAYS[weekday], "EEE": _DAYS[weekday][:3],
        "hh": f"{hour:02d}", "h": str(hour), "HH": f"{hour12:02d}", "H": str(hour12),
        "AA": "PM" if hour >= 12 else "AM", "aa": "pm" if hour >= 12 else "am",
        "mm": f"{minute:02d}", "m": str(minute), "ss": f"{second:02d}", "s": str(second),
        "ZZZZZ": _zone(t.offset, colon=True), "ZZZZ": _zone(t.offset, colon=False),
        "ZZZ": _zone(t.offset, colon=False, utc="UTC"), "Z": _zone(t.offset, True, "Z"),
    }
    out = []
    for part in _format_parts(fmt):
        out.append(part[1:] if part.startswith("'") else fields[part])
    return "".join(out)


_FORMAT = Parameter("format", STRING)
_TIME = Parameter("time", STRING)


def _formatdate(args: Sequence[Value], ret: Type) -> Value:
    try:
        t = parse_timestamp(args[1].as_string())
    except FunctionError as e:
        raise ArgumentError(1, e.message, _TIME) from None
    fmt = args[0].as_string()
    charge(3 * len(fmt))  # a name or number for each letter of the format, at most
    try:
        return string_value(format_date(fmt, t))
    except FunctionError as e:
        raise ArgumentError(0, e.message, _FORMAT) from None


# --- timeadd -------------------------------------------------------------------------------------

_UNITS = {"ns": 1, "us": 1000, "\u00b5s": 1000, "\u03bcs": 1000, "ms": 1_000_000, "s": _NS,
          "m": 60 * _NS, "h": 3600 * _NS}
_DURATION_PART = re.compile(r"([0-9]*)(?:\.([0-9]*))?([^0-9.]*)")
_MAX_DURATION = 2**63 - 1


def parse_duration(text: str) -> int:
    """A Go duration in nanoseconds; raises :class:`FunctionError` worded as Go words it."""
    quoted = go_quote(text)
    rest = text
    negative = False
    if rest[:1] in ("-", "+"):
        negative = rest[0] == "-"
        rest = rest[1:]
    if rest == "0":
        return 0
    if not rest:
        raise FunctionError(f"time: invalid duration {quoted}")
    total = 0
    i = 0
    while i < len(rest):
        m = _DURATION_PART.match(rest, i)
        assert m is not None
        whole, frac, unit = m.group(1), m.group(2), m.group(3)
        if not whole and not frac:
            raise FunctionError(f"time: invalid duration {quoted}")
        if not unit:
            raise FunctionError(f"time: missing unit in duration {quoted}")
        if unit not in _UNITS:
            raise FunctionError(f"time: unknown unit {go_quote(unit)} in duration {quoted}")
        scale = _UNITS[unit]
        if len(whole) > 20:
            raise FunctionError(f"time: invalid duration {quoted}")
        value = int(whole or "0") * scale
        if frac:
            digits = frac[:30]
            value += int(digits) * scale // 10 ** len(digits)
        total += value
        if total > _MAX_DURATION + (1 if negative else 0):
            raise FunctionError(f"time: invalid duration {quoted}")
        i = m.end()
    return -total if negative else total


def _timeadd(args: Sequence[Value], ret: Type) -> Value:
    t = parse_timestamp(args[0].as_string())
    shifted = Timestamp(t.ns + parse_duration(args[1].as_string()), t.offset)
    return string_value(rfc3339(shifted))


# --- Terraform's timestamp and timecmp -----------------------------------------------------------


def _timestamp(args: Sequence[Value], ret: Type) -> Value:
    now = time.time_ns()
    epoch = _days(1970, 1, 1) * _DAY_NS
    return string_value(rfc3339(Timestamp(epoch + now, 0)))


def _timecmp(args: Sequence[Value], ret: Type) -> Value:
    stamps = []
    for i, (arg, param) in enumerate(zip(args, _TIMECMP_PARAMS)):
        try:
            stamps.append(parse_timestamp(arg.as_string()).ns)
        except FunctionError as e:
            raise ArgumentError(i, e.message, param) from None
    a, b = stamps
    return int64_number((a > b) - (a < b))


_TIMECMP_PARAMS = (Parameter("timestamp_a", STRING), Parameter("timestamp_b", STRING))


def functions() -> dict[str, Function]:
    return {
        "formatdate": Function([_FORMAT, _TIME], returns=STRING, impl=_formatdate),
        "timeadd": Function([Parameter("timestamp", STRING), Parameter("duration", STRING)],
                            returns=STRING, impl=_timeadd),
    }


def extended_functions() -> dict[str, Function]:
    return {
        "timestamp": Function([], returns=STRING, impl=_timestamp),
        "timecmp": Function(list(_TIMECMP_PARAMS), returns=NUMBER, impl=_timecmp),
    }
