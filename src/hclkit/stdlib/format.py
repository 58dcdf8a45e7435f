"""String formatting: format and formatlist.

A format string is text with verbs ``%[flags][width][.precision][[n]]verb``:

| verb | what it formats |
| --- | --- |
| ``%v`` | the value's default form (below) |
| ``%#v`` | JSON (strings quoted) |
| ``%t`` | a bool |
| ``%s`` | a string (numbers and bools converted); precision cuts it |
| ``%q`` | a string as a JSON string literal |
| ``%d %b %o %x %X`` | an integer in base 10, 2, 8, 16 (``#`` adds ``0b``, ``0``, ``0x``) |
| ``%e %E %f %g %G`` | a number with an exponent, without one, or whichever is shorter |
| ``%%`` | a percent sign |

The default form: strings as they are, numbers in the shortest ``%g``
form, bools, ``null``; collections as JSON.  For ``%e`` and ``%f`` the
precision is decimal places (default 6); for ``%g``, significant digits
(default: as many as needed).

Flags: ``-`` (pad on the right), ``+`` and space (sign), ``0`` (pad with
zeros), ``#`` (alternate form).  ``[n]`` takes the n-th argument (1-based);
later verbs go on from there.  Widths count characters (code points).

Limits: a width or the length of a result may not exceed
:data:`~hclkit.stdlib._util.MAX_STRING_LENGTH` characters, and a precision
:data:`MAX_PRECISION` digits (the reference has none and runs out of memory).
"""

from __future__ import annotations

import decimal
from collections.abc import Sequence

from .._record import Record
from ..budget import charge, charge_elements
from ..function import ArgumentError, Function, FunctionError, Parameter
from ..types import (
    BOOL,
    DYNAMIC,
    NUMBER,
    STRING,
    ConversionError,
    List,
    Type,
    Value,
    convert,
    list_value,
    string_value,
    to_json,
    unknown,
)
from ..types import number as N
from ._util import MAX_STRING_LENGTH, check_string_size

__all__ = ["MAX_PRECISION", "functions", "render"]

# Digits after the point (or significant digits) one verb may ask for.
MAX_PRECISION = 100_000

_VERBS = frozenset("vtsqdboxXeEfgG")
_FLAGS = frozenset("-+# 0")
_BASES = {"d": 10, "b": 2, "o": 8, "x": 16, "X": 16}
_PREFIXES = {"b": "0b", "o": "0", "x": "0x", "X": "0X"}


class _Verb(Record):
    __slots__ = _fields = ("text", "offset", "verb", "flags", "width", "precision", "index")

    def __init__(self, text: str,  # as written, for messages
                 offset: int,  # byte offset of its '%'
                 verb: str, flags: str, width: int | None, precision: int | None,
                 index: int | None = None) -> None:  # an explicit argument index, 1-based
        self.text = text
        self.offset = offset
        self.verb = verb
        self.flags = flags
        self.width = width
        self.precision = precision
        self.index = index


def _byte_offset(text: str, i: int) -> int:
    return len(text[:i].encode())


class _Offsets:
    """Byte offsets of characters met in increasing order, counted as the
    scan goes (the reference's messages give byte offsets)."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.index = 0
        self.byte = 0

    def __call__(self, i: int) -> int:
        if i < self.index:
            return _byte_offset(self.text, i)
        self.byte += len(self.text[self.index:i].encode())
        self.index = i
        return self.byte


def _parse(fmt: str) -> list[str | _Verb]:
    """The format string as literal text and verbs; raises :class:`FunctionError`."""
    offsets = _Offsets(fmt)
    parts: list[str | _Verb] = []
    literal: list[str] = []
    i = 0
    n = len(fmt)
    while i < n:
        ch = fmt[i]
        if ch != "%":
            literal.append(ch)
            i += 1
            continue
        start = i
        i += 1
        if i < n and fmt[i] == "%":
            literal.append("%")
            i += 1
            continue
        flags = []
        while i < n and fmt[i] in _FLAGS:
            flags.append(fmt[i])
            i += 1
        width, i = _digits(fmt, i)
        precision = None
        if i < n and fmt[i] == ".":
            precision, i = _digits(fmt, i + 1)
            if precision is None:
                precision = 0
        index = None
        if i < n and fmt[i] == "[":
            i += 1
            if i < n and not ("1" <= fmt[i] <= "9"):
                _unrecognized(fmt, i)
            index, i = _digits(fmt, i)
            if i < n and fmt[i] != "]":
                _unrecognized(fmt, i)
            i += 1
        if i >= n:
            raise FunctionError(
                f"invalid format string starting at offset {len(fmt.encode())}")
        verb = fmt[i]
        if not (verb.isascii() and verb.isalpha()):
            _unrecognized(fmt, i)
        i += 1
        if literal:
            parts.append("".join(literal))
            literal.clear()
        text = fmt[start:i]
        if verb not in _VERBS:
            raise FunctionError(f"unsupported format verb {verb!r} in \"{text}\" at offset "
                                f"{offsets(start)}")
        for limit in (width, precision, index):
            if limit is not None and limit > MAX_STRING_LENGTH:
                raise FunctionError(f"the width, precision or argument index in \"{text}\" is "
                                    f"larger than {MAX_STRING_LENGTH}")
        if precision is not None and precision > MAX_PRECISION:
            raise FunctionError(f"the precision in \"{text}\" is larger than {MAX_PRECISION}")
        parts.append(_Verb(text, offsets(start), verb, "".join(flags), width,
                           precision, index))
    if literal:
        parts.append("".join(literal))
    return parts


def _digits(fmt: str, i: int) -> tuple[int | None, int]:
    j = i
    while j < len(fmt) and "0" <= fmt[j] <= "9":
        j += 1
    if j == i:
        return None, i
    # Long runs of digits are refused by the limits; do not build a huge int.
    return (int(fmt[i:j]) if j - i <= 12 else MAX_STRING_LENGTH + 1), j


def _unrecognized(fmt: str, i: int) -> None:
    if i >= len(fmt):
        raise FunctionError(f"invalid format string starting at offset {len(fmt.encode())}")
    raise FunctionError(f"unrecognized format character {fmt[i]!r} at offset "
                        f"{_byte_offset(fmt, i)}")


class _TooMany(Exception):
    def __init__(self, used: int) -> None:
        self.used = used


def render(fmt: str, args: Sequence[Value]) -> str:
    """The format string with its verbs replaced by the arguments; raises
    :class:`FunctionError`, or :class:`_TooMany` when arguments are left over."""
    parts = _parse(fmt)
    out: list[str] = []
    size = 0
    next_arg = 0
    used = 0
    for part in parts:
        if isinstance(part, str):
            piece = part
        else:
            if part.index is not None:
                next_arg = part.index - 1
            if next_arg >= len(args):
                raise FunctionError(f"not enough arguments for \"{part.text}\" at {part.offset}: "
                                    f"need index {next_arg + 1} but have {len(args)} total")
            arg = args[next_arg]
            next_arg += 1
            used = max(used, next_arg)
            try:
                piece = _format_value(part, arg)
            except _Unsupported as e:
                raise FunctionError(f"unsupported value for \"{part.text}\" at {part.offset}: "
                                    f"{e}") from None
        size += len(piece)
        check_string_size(size)
        out.append(piece)
    if used < len(args):
        raise _TooMany(used)
    charge(size)
    return "".join(out)


class _Unsupported(Exception):
    pass


def _format_value(v: _Verb, arg: Value) -> str:
    if arg.is_null and not (v.verb == "v"):
        raise _Unsupported("null value cannot be formatted")
    verb = v.verb
    if verb == "v":
        if "#" in v.flags:
            return _pad_text(_json(arg), v)
        return _pad_text(_default_form(arg), v)
    if verb == "t":
        return "true" if _as(arg, BOOL, "bool").as_bool() else "false"
    if verb in "sq":
        s = _as(arg, STRING, "string").as_string()
        if v.precision is not None:
            s = s[:v.precision]
        if verb == "q":
            s = _json(string_value(s))
        return _pad_text(s, v)
    n = _as(arg, NUMBER, "number").as_number()
    if verb in _BASES:
        if N.is_inf(n) or not N.is_integer(n):
            raise _Unsupported("an integer is required")
        return _format_integer(N.to_int(n), v)
    return _format_float(n, v)


def _as(arg: Value, ty: Type, what: str) -> Value:
    try:
        return convert(arg, ty)
    except ConversionError:
        # A string that does not read as one is worded apart from a wrong type.
        if arg.type is STRING:
            raise _Unsupported(f"a {what} is required") from None
        raise _Unsupported(f"{what} required") from None


def _json(v: Value) -> str:
    try:
        return to_json(v)
    except (ConversionError, N.NumberError) as e:
        raise _Unsupported(str(e)) from None


def _default_form(v: Value) -> str:
    if v.is_null:
        return "null"
    if v.type is STRING:
        return v.as_string()
    if v.type is BOOL:
        return "true" if v.as_bool() else "false"
    if v.type is NUMBER:
        return _format_float(v.as_number(), _Verb("%v", 0, "g", "", None, None))
    return _json(v)


def _pad(s: str, v: _Verb, flags: str, zero_after: int = 0) -> str:
    """``s`` padded to the verb's width: on the right with ``-``, with zeros
    (after the first ``zero_after`` characters: sign and prefix) with ``0``."""
    width = v.width
    if width is None or len(s) >= width:
        return s
    fill = width - len(s)
    charge(width)  # before the padding is built: a width may be millions
    if "-" in flags:
        return s + " " * fill
    if "0" in flags:
        return s[:zero_after] + "0" * fill + s[zero_after:]
    return " " * fill + s


def _pad_text(s: str, v: _Verb) -> str:
    """Text padded to the verb's width; ``0`` pads with zeros even on the right."""
    width = v.width
    if width is None or len(s) >= width:
        return s
    charge(width)  # before the padding is built
    fill = ("0" if "0" in v.flags else " ") * (width - len(s))
    return s + fill if "-" in v.flags else fill + s
    return " " * fill + s


def _sign(negative: bool, flags: str) -> str:
    if negative:
        return "-"
    if "+" in flags:
        return "+"
    return " " if " " in flags else ""


def _format_integer(i: int, v: _Verb) -> str:
    base = _BASES[v.verb]
    magnitude = abs(i)
    if base == 10:
        digits = _decimal_digits(magnitude)
    else:
        digits = format(magnitude, {2: "b", 8: "o", 16: "x"}[base])
        if v.verb == "X":
            digits = digits.upper()
    if v.precision is not None:
        if v.precision == 0 and magnitude == 0:
            return ""
        digits = digits.rjust(v.precision, "0")
    head = _sign(i < 0, v.flags) + (_PREFIXES.get(v.verb, "") if "#" in v.flags else "")
    flags = v.flags if v.precision is None else v.flags.replace("0", "")
    return _pad(head + digits, v, flags, len(head))


def _decimal_digits(n: int) -> str:
    return str(n) if n.bit_length() < 10_000 else str(decimal.Decimal(n))


# --- numbers with a point ------------------------------------------------------------------------

_MAX_MAGNITUDE_BITS = 3 * 1_000_000  # about a million decimal digits either side of the point


def _format_float(n: N.Number, v: _Verb) -> str:
    verb = v.verb
    if N.is_inf(n):
        text = "-Inf" if N.sign(n) < 0 else "+Inf"
        return _pad(text, v, v.flags.replace("0", ""))
    negative = N.sign(n) < 0 or N.is_negative_zero(n)
    num, den = _fraction(n)
    if verb in "fF":
        body = _fixed(num, den, 6 if v.precision is None else v.precision)
    elif verb in "eE":
        body = _exponent(num, den, 6 if v.precision is None else v.precision, verb)
    else:
        body = _general(n, num, den, v.precision, "e" if verb == "g" else "E")
    sign = _sign(negative, v.flags)
    return _pad(sign + body, v, v.flags, len(sign))


def _fraction(n: N.Number) -> tuple[int, int]:
    """|n| as numerator and denominator (a power of two)."""
    if isinstance(n, int):
        return abs(n), 1
    mant, exp = n.mant, n.exp
    if abs(exp + mant.bit_length()) > _MAX_MAGNITUDE_BITS:
        raise FunctionError("the number is too large or too small to format")
    return (mant << exp, 1) if exp >= 0 else (mant, 1 << -exp)


def _round_div(num: int, den: int) -> int:
    """num / den rounded to the nearest integer, ties to even."""
    q, r = divmod(num, den)
    if 2 * r > den or (2 * r == den and q % 2 == 1):
        q += 1
    return q


def _fixed(num: int, den: int, places: int) -> str:
    scaled = _round_div(num * 10**places, den)
    digits = _decimal_digits(scaled).rjust(places + 1, "0")
    if places == 0:
        return digits
    return f"{digits[:-places]}.{digits[-places:]}"


def _decimal_exponent(num: int, den: int) -> int:
    """The exponent d with 10**d <= num/den < 10**(d+1) (num > 0)."""
    d = int((num.bit_length() - den.bit_length()) * 0.30102999566398120)
    while True:
        if d >= 0:
            low_ok = num >= den * 10**d
            high_ok = num < den * 10 ** (d + 1)
        else:
            low_ok = num * 10**-d >= den
            high_ok = num * 10 ** (-d - 1) < den if d + 1 <= 0 else num < den * 10 ** (d + 1)
        if not low_ok:
            d -= 1
        elif not high_ok:
            d += 1
        else:
            return d


def _significant(num: int, den: int, count: int) -> tuple[str, int]:
    """The first ``count`` significant digits (rounded, ties to even) and the
    exponent of the first."""
    if num == 0:
        return "0" * count, 0
    d = _decimal_exponent(num, den)
    shift = count - 1 - d
    m = _round_div(num * 10**shift, den) if shift >= 0 else _round_div(num, den * 10**-shift)
    digits = _decimal_digits(m)
    if len(digits) > count:  # rounding carried into a new digit
        digits = digits[:count]
        d += 1
    return digits, d


def _with_exponent(digits: str, d: int, letter: str) -> str:
    head = digits[0] + ("." + digits[1:] if len(digits) > 1 else "")
    return f"{head}{letter}{'-' if d < 0 else '+'}{abs(d):02d}"


def _exponent(num: int, den: int, places: int, letter: str) -> str:
    digits, d = _significant(num, den, places + 1)
    return _with_exponent(digits, d, letter)


def _general(n: N.Number, num: int, den: int, precision: int | None, letter: str) -> str:
    if precision is None:
        digits, d = _shortest_digits(n, num, den)
        limit = 6
        count = len(digits)
    else:
        count = max(precision, 1)
        digits, d = _significant(num, den, count)
        digits = digits.rstrip("0") or "0"
        limit = count
        if limit > len(digits) and len(digits) >= d + 1:
            limit = len(digits)
    if d < -4 or d >= limit:
        return _with_exponent(digits[:max(min(count, len(digits)), 1)], d, letter)
    point = d + 1  # digits before the point
    shown = len(digits) if count > point else count
    places = max(shown - point, 0)
    if point <= 0:
        return "0." + "0" * -point + digits if places else "0"
    whole = digits[:point].ljust(point, "0")
    frac = digits[point:point + places].ljust(places, "0")
    return f"{whole}.{frac}" if places else whole


def _shortest_digits(n: N.Number, num: int, den: int) -> tuple[str, int]:
    """The fewest significant digits that identify ``n`` at its precision,
    and the exponent of the first."""
    if num == 0:
        return "0", 0
    if den == 1 and isinstance(n, int):
        text = _decimal_digits(num)
        return text.rstrip("0"), len(text) - 1
    assert isinstance(n, N.BigFloat)
    mantissa, exp10 = N._shortest(n.mant, n.exp, n.prec)
    text = _decimal_digits(mantissa)
    stripped = text.rstrip("0")
    return stripped, exp10 + len(text) - 1


# --- the functions -------------------------------------------------------------------------------

_FORMAT = Parameter("format", STRING)
_ARGS = Parameter("args", DYNAMIC, allow_null=True, allow_unknown=True)


def _format(args: Sequence[Value], ret: Type) -> Value:
    if not all(a.is_wholly_known for a in args):
        return unknown(ret)
    try:
        return string_value(render(args[0].as_string(), args[1:]))
    except _TooMany as e:
        raise ArgumentError(1 + e.used, _too_many(e.used), _ARGS) from None


def _too_many(used: int) -> str:
    if used == 0:
        return "too many arguments; no verbs in format string"
    return f"too many arguments; only {used} used by format string"


def _formatlist(args: Sequence[Value], ret: Type) -> Value:
    fmt = args[0]
    values = args[1:]
    if not fmt.is_known or any(not a.is_known and (_is_sequence(a) or a.type is DYNAMIC)
                               for a in values):
        return unknown(ret)
    if not values:
        # Nothing to iterate over: the format string on its own, once.
        return list_value([string_value(render(fmt.as_string(), ()))], STRING)
    length = None
    length_from = 0
    for i, a in enumerate(values):
        if _is_sequence(a) and not a.is_null:
            n = a.length()
            if length is None:
                length, length_from = n, i
            elif n != length:
                raise ArgumentError(
                    1 + i, f"argument {i + 1} has length {n}, which is inconsistent with "
                           f"argument {length_from + 1} of length {length}", _ARGS)
    count = 1 if length is None else length
    columns = [a.elements() if _is_sequence(a) and not a.is_null else None for a in values]
    charge_elements(count)  # each row's text is charged as it is rendered
    results: list[Value] = []
    size = 0
    for row in range(count):
        row_args = [a if col is None else col[row] for a, col in zip(values, columns)]
        if not all(a.is_wholly_known for a in row_args):
            results.append(unknown(STRING))
            continue
        try:
            text = render(fmt.as_string(), row_args)
        except _TooMany as e:
            raise FunctionError(f"error on format iteration {row}: {_too_many(e.used)}"
                                ) from None
        except FunctionError as e:
            raise FunctionError(f"error on format iteration {row}: {e.message}") from None
        size += len(text)
        check_string_size(size)
        results.append(string_value(text))
    return list_value(results, STRING)


def _is_sequence(v: Value) -> bool:
    return v.type.kind in ("list", "set", "tuple")


def functions() -> dict[str, Function]:
    return {
        "format": Function([_FORMAT], var_param=_ARGS, returns=STRING, impl=_format),
        "formatlist": Function([_FORMAT], var_param=_ARGS, returns=List(STRING),
                               impl=_formatlist),
    }
