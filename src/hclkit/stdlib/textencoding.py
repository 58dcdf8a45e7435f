"""Text encodings: urlencode, base64gzip, textencodebase64, textdecodebase64.

``urlencode`` escapes for a URL query (space as ``+``; letters, digits and
``-_.~`` kept).  ``base64gzip`` gzips the UTF-8 text (no timestamp, so the
same text always gives the same result) and base64-encodes it.
``textencodebase64``/``textdecodebase64`` go through a named character
encoding (``UTF-16LE``, ``windows-1252``, ``Shift_JIS``: the names Python's
codecs know, which include the IANA names and aliases).
"""

from __future__ import annotations

import base64
import binascii
import codecs
import gzip
import urllib.parse
from collections.abc import Sequence

from ..budget import charge
from ..function import ArgumentError, Function, FunctionError, Parameter
from ..types import STRING, Type, Value, string_value
from ._util import MAX_STRING_LENGTH, check_string_size, string_result

__all__ = ["functions"]

_STR = Parameter("str", STRING)
_STRING = Parameter("string", STRING)
_SOURCE = Parameter("source", STRING)
_ENCODING = Parameter("encoding", STRING)


# Bytes urlencode writes as themselves (a space as "+"); any other takes three.
_URL_AS_IS = (b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-~ ")


def _urlencode(args: Sequence[Value], ret: Type) -> Value:
    s = args[0].as_string()
    check_string_size(len(s))
    data = s.encode("utf-8", "surrogatepass")
    # The result's size, known before it is built.
    size = len(data) + 2 * len(data.translate(None, _URL_AS_IS))
    check_string_size(size)
    charge(size)
    return string_value(urllib.parse.quote_plus(s, safe=""))


def _base64gzip(args: Sequence[Value], ret: Type) -> Value:
    text = args[0].as_string()
    charge(3 * len(text))  # its bytes, the packed bytes (rarely more), their Base64
    packed = gzip.compress(text.encode(), mtime=0)
    return string_result(base64.b64encode(packed).decode())


def _codec(name: str) -> codecs.CodecInfo:
    try:
        codec = codecs.lookup(name)
    except (LookupError, ValueError):  # ValueError: a NUL in the name
        codec = None
    # Python also has codecs from bytes to bytes (base64, zlib): not character encodings.
    if codec is None or not getattr(codec, "_is_text_encoding", True):
        raise ArgumentError(1, f'"{name}" is not a supported IANA encoding name or alias',
                            _ENCODING)
    return codec


def _textencodebase64(args: Sequence[Value], ret: Type) -> Value:
    text, name = args[0].as_string(), args[1].as_string()
    codec = _codec(name)
    charge(4 * len(text))  # the encoded bytes: at most four a character
    try:
        encoded, _ = codec.encode(text)
    except UnicodeEncodeError:
        raise ArgumentError(0, f"the given string contains characters that cannot be "
                               f"represented in {name}", _STRING) from None
    check_string_size((len(encoded) + 2) // 3 * 4)
    charge((len(encoded) + 2) // 3 * 4)
    return string_result(base64.b64encode(encoded).decode())


def _textdecodebase64(args: Sequence[Value], ret: Type) -> Value:
    source, name = args[0].as_string(), args[1].as_string()
    codec = _codec(name)
    charge(2 * len(source))  # the decoded bytes, and the text they make: no longer
    try:
        raw = base64.b64decode(source, validate=True)
    except (binascii.Error, ValueError):
        raise ArgumentError(0, "the given value is not a valid base64 string",
                            _SOURCE) from None
    try:
        text, _ = codec.decode(raw)
    except UnicodeDecodeError:
        raise ArgumentError(0, f"the given value has bytes that are not valid in {name}",
                            _SOURCE) from None
    if len(text) > MAX_STRING_LENGTH:
        raise FunctionError(f"the result would be longer than {MAX_STRING_LENGTH} characters")
    return string_value(text)


def functions() -> dict[str, Function]:
    return {
        "urlencode": Function([_STR], returns=STRING, impl=_urlencode),
        "base64gzip": Function([_STR], returns=STRING, impl=_base64gzip),
        "textencodebase64": Function([_STRING, _ENCODING], returns=STRING,
                                     impl=_textencodebase64),
        "textdecodebase64": Function([_SOURCE, _ENCODING], returns=STRING,
                                     impl=_textdecodebase64),
    }
