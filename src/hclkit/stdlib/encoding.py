"""Encoding functions: base64decode, base64encode, jsondecode, jsonencode.

``jsondecode`` has a parser of its own so that it reports malformed JSON in
the reference's words ("invalid character 'x' after array element") and
reads numbers exactly; objects become objects, arrays tuples, ``null`` a
null of the dynamic pseudo-type.
"""

from __future__ import annotations

import base64
from collections.abc import Sequence
from typing import Any

from ..budget import charge, charge_elements, current_limits
from ..function import Function, FunctionError, Parameter
from ..types import (
    DYNAMIC,
    FALSE,
    NUMBER,
    STRING,
    TRUE,
    ConversionError,
    Type,
    Value,
    null,
    object_value,
    string_value,
    to_json,
    tuple_value,
    unknown,
)
from ..types import number as N
from ..types.sets import go_quote
from ..types.value import ValueTooDeep
from ._util import charge_encoding, check_string_size

__all__ = ["functions"]


# --- jsonencode ----------------------------------------------------------------------------------


def _jsonencode(args: Sequence[Value], ret: Type) -> Value:
    v = args[0]
    if not v.is_wholly_known:
        return unknown(STRING)
    charge_encoding(v)
    try:
        text = to_json(v)
    except ConversionError as e:
        if "infinite" in e.reason:
            raise FunctionError("cannot serialize infinity as JSON") from None
        raise FunctionError(str(e)) from None
    except N.NumberError as e:
        raise FunctionError(str(e)) from None
    return string_value(text)


# --- jsondecode ----------------------------------------------------------------------------------


class _JSONError(Exception):
    pass


_SPACE = " \t\n\r"
_ESCAPES = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r",
            "t": "\t"}
_HEX = frozenset("0123456789abcdefABCDEF")
_LITERALS = {"t": ("true", TRUE), "f": ("false", FALSE), "n": ("null", null(DYNAMIC))}


def _quote_char(ch: str) -> str:
    """A character as the reference quotes it in messages; a non-ASCII
    character shows as the first byte of its UTF-8 encoding."""
    if not ch.isascii():
        ch = chr(ch.encode("utf-8", "surrogatepass")[0])
    if ch == "'":
        return "'\\''"
    if ch == '"':
        return "'\"'"
    return "'" + go_quote(ch)[1:-1] + "'"


def _invalid(ch: str, context: str) -> _JSONError:
    return _JSONError(f"invalid character {_quote_char(ch)} {context}")


_EOF = "EOF"
_UNEXPECTED_EOF = "unexpected EOF"


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def skip_space(self) -> str | None:
        """The next character that is not white space (not consumed), or None at the end."""
        text, pos = self.text, self.pos
        while pos < len(text) and text[pos] in _SPACE:
            pos += 1
        self.pos = pos
        return text[pos] if pos < len(text) else None

    def parse(self) -> Value:
        """The value at the current position.  Arrays and objects nest on a
        stack of their own, not Python's, so depth costs no recursion."""
        # Open arrays ([elements]) and objects ([attributes, key of the value being read]).
        stack: list[list[Any]] = []
        max_depth = current_limits().max_value_depth
        while True:
            ch = self.skip_space()
            value: Value
            if ch is None:
                raise _JSONError(_EOF)
            if ch in "[{":
                # The reference has no limit; values are bounded so that
                # whatever walks them fits in Python's stack.
                if len(stack) >= max_depth:
                    raise ValueTooDeep(max_depth)
                self.pos += 1
                after = self.skip_space()
                if ch == "[" and after == "]":
                    self.pos += 1
                    value = tuple_value(())
                elif ch == "{" and after == "}":
                    self.pos += 1
                    value = object_value({})
                elif ch == "[":
                    if after is None:
                        raise _JSONError(_EOF)
                    stack.append([[]])
                    continue
                else:
                    stack.append([{}, self.key(after, first=True)])
                    continue
            elif ch == '"':
                value = string_value(self.string())
            elif ch == "-" or "0" <= ch <= "9":
                value = self.number()
            elif ch in _LITERALS:
                word, value = _LITERALS[ch]
                self.literal(word)
            else:
                raise _invalid(ch, "looking for beginning of value")
            # A value is complete: add it to the innermost open array or object,
            # closing those that end after it.
            while True:
                if not stack:
                    return value
                frame = stack[-1]
                is_array = len(frame) == 1
                if is_array:
                    frame[0].append(value)
                else:
                    frame[0][frame[1]] = value
                ch = self.skip_space()
                if ch is None:
                    raise _JSONError(_EOF)
                self.pos += 1
                if ch == ("]" if is_array else "}"):
                    stack.pop()
                    charge_elements(len(frame[0]))
                    value = tuple_value(frame[0]) if is_array else object_value(frame[0])
                    continue
                if ch != ",":
                    raise _invalid(ch, "after array element" if is_array
                                   else "after object key:value pair")
                if not is_array:
                    frame[1] = self.key(self.skip_space(), first=False)
                break

    def key(self, ch: str | None, first: bool) -> str:
        """An object key and the colon after it."""
        if ch is None:
            raise _JSONError(_EOF)
        if ch != '"':
            if first:
                raise _JSONError(f"invalid character {_quote_char(ch)}")
            raise _invalid(ch, "looking for beginning of object key string")
        key = self.string()
        ch = self.skip_space()
        if ch is None:
            raise _JSONError(_EOF)
        if ch != ":":
            raise _invalid(ch, "after object key")
        self.pos += 1
        return key

    def string(self) -> str:
        text = self.text
        pos = self.pos + 1
        out: list[str] = []
        while True:
            end = pos
            while end < len(text) and text[end] not in '"\\' and text[end] >= " ":
                end += 1
            out.append(text[pos:end])
            pos = end
            if pos >= len(text):
                raise _JSONError(_UNEXPECTED_EOF)
            ch = text[pos]
            if ch == '"':
                self.pos = pos + 1
                return "".join(out)
            if ch != "\\":
                raise _invalid(ch, "in string literal")
            pos += 1
            if pos >= len(text):
                raise _JSONError(_UNEXPECTED_EOF)
            esc = text[pos]
            if esc in _ESCAPES:
                out.append(_ESCAPES[esc])
                pos += 1
                continue
            if esc != "u":
                raise _invalid(esc, "in string escape code")
            code, pos = self.hex4(pos + 1)
            if 0xD800 <= code < 0xDC00 and text[pos:pos + 2] == "\\u":
                low, after = self.hex4(pos + 2)
                if 0xDC00 <= low < 0xE000:
                    out.append(chr(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)))
                    pos = after
                    continue
            out.append("\ufffd" if 0xD800 <= code < 0xE000 else chr(code))

    def hex4(self, pos: int) -> tuple[int, int]:
        text = self.text
        for i in range(pos, pos + 4):
            if i >= len(text):
                raise _JSONError(_UNEXPECTED_EOF)
            if text[i] not in _HEX:
                raise _invalid(text[i], "in \\u hexadecimal character escape")
        return int(text[pos:pos + 4], 16), pos + 4

    def number(self) -> Value:
        text, start = self.text, self.pos
        pos = start
        if text[pos] == "-":
            pos += 1
        pos = self._digits(pos, "in numeric literal", leading=True)
        if pos < len(text) and text[pos] == ".":
            pos = self._digits(pos + 1, "after decimal point in numeric literal")
        if pos < len(text) and text[pos] in "eE":
            pos += 1
            if pos < len(text) and text[pos] in "+-":
                pos += 1
            pos = self._digits(pos, "in exponent of numeric literal")
        self.pos = pos
        try:
            return Value(NUMBER, N.parse(text[start:pos]))
        except (N.NumberError, ValueError) as e:
            raise _JSONError(str(e)) from None

    def _digits(self, pos: int, context: str, leading: bool = False) -> int:
        text = self.text
        if pos >= len(text):
            raise _JSONError(_UNEXPECTED_EOF)
        if not "0" <= text[pos] <= "9":
            raise _invalid(text[pos], context)
        if leading and text[pos] == "0":
            return pos + 1  # a leading zero stands alone
        while pos < len(text) and "0" <= text[pos] <= "9":
            pos += 1
        return pos

    def literal(self, word: str) -> None:
        text, pos = self.text, self.pos
        for i, expected in enumerate(word):
            if pos + i >= len(text):
                raise _JSONError(_UNEXPECTED_EOF)
            if text[pos + i] != expected:
                context = f"in literal {word} (expecting {_quote_char(expected)})"
                raise _invalid(text[pos + i], context)
        self.pos = pos + len(word)


def decode_json(text: str) -> Value:
    """A value from JSON text; raises :class:`FunctionError` with the reference's wording."""
    parser = _Parser(text)
    try:
        result = parser.parse()
        ch = parser.skip_space()
    except _JSONError as e:
        raise FunctionError(str(e)) from None
    # The reference stops at the end of the first value; a closing bracket
    # after it goes unnoticed, anything else is an error.
    if ch is not None and ch not in "]}":
        raise FunctionError("extraneous data after JSON object")
    return result


def _jsondecode(args: Sequence[Value], ret: Type) -> Value:
    text = args[0].as_string()
    charge(len(text))  # its strings; each array and object is charged as it closes
    return decode_json(text)


# --- base64 --------------------------------------------------------------------------------------

_B64_ALPHABET = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")


def _base64encode(args: Sequence[Value], ret: Type) -> Value:
    text = args[0].as_string()
    charge(len(text))  # the UTF-8 bytes
    data = text.encode("utf-8", "surrogatepass")
    check_string_size((len(data) + 2) // 3 * 4)
    charge((len(data) + 2) // 3 * 4)
    return string_value(base64.b64encode(data).decode("ascii"))


def _base64_error(data: bytes) -> int | None:
    """Where standard, padded Base64 (line breaks ignored) first goes wrong, or None."""
    quantum = 0  # characters so far in the current group of four
    want_pad = finished = False
    for i, byte in enumerate(data):
        if byte in b"\r\n":
            continue
        if finished:
            return i  # nothing may follow padding
        if byte == ord("="):
            if quantum < 2:
                return i
            if quantum == 2:
                want_pad, quantum = True, 3
            else:
                want_pad, finished, quantum = False, True, 0
        elif want_pad or byte not in _B64_ALPHABET:
            return i
        else:
            quantum = (quantum + 1) % 4
    return None if quantum == 0 and not want_pad else len(data)


def _base64decode(args: Sequence[Value], ret: Type) -> Value:
    text = args[0].as_string()
    charge(len(text) * 5 // 2)  # its bytes, then the decoded bytes and text (3/4 as long)
    data = text.encode("utf-8", "surrogatepass")
    where = _base64_error(data)
    if where is not None:
        raise FunctionError(f"failed to decode base64 data: illegal base64 data at input byte "
                            f"{where}")
    decoded = base64.b64decode(data.replace(b"\r", b"").replace(b"\n", b""))
    try:
        result = decoded.decode("utf-8")
    except UnicodeDecodeError:
        raise FunctionError("the result of decoding the provided string is not valid UTF-8"
                            ) from None
    return string_value(result)


def functions() -> dict[str, Function]:
    return {
        "base64decode": Function([Parameter("str", STRING)], returns=STRING,
                                 impl=_base64decode),
        "base64encode": Function([Parameter("str", STRING)], returns=STRING,
                                 impl=_base64encode),
        "jsondecode": Function([Parameter("str", STRING)], returns=DYNAMIC, impl=_jsondecode),
        "jsonencode": Function([Parameter("val", allow_null=True, allow_dynamic=True)],
                               returns=STRING, impl=_jsonencode),
    }
