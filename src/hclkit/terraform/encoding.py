"""Terraform's base64gzip and yamlencode.

``base64gzip`` writes the gzip header Terraform writes (no file name, no
timestamp, no extra flags, operating system "unknown"), so results start
``H4sIAAAAAAAA/``; the compressed bytes after it are zlib's deflate at the
default level, which may differ from Terraform's (Go's own deflate), while
decompressing to the same text.

``yamlencode`` of a lone plain scalar (a number, a bool or null) ends with
the YAML document end marker ``...``, as Terraform's encoder writes it;
strings are double-quoted and need none.
"""

from __future__ import annotations

import base64
import struct
import zlib
from collections.abc import Sequence

from ..budget import charge
from ..function import Function, Parameter
from ..stdlib._util import string_result
from ..stdlib.yaml import encode_yaml
from ..types import DYNAMIC, STRING, Type, Value, unknown

__all__ = ["GZIP_HEADER", "functions", "gzip_bytes"]

# Magic, deflate, no flags, no modification time, no extra flags, OS unknown.
GZIP_HEADER = b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\xff"


def gzip_bytes(data: bytes) -> bytes:
    """``data`` as a gzip member with Terraform's header."""
    packer = zlib.compressobj(zlib.Z_DEFAULT_COMPRESSION, zlib.DEFLATED, -zlib.MAX_WBITS)
    body = packer.compress(data) + packer.flush()
    trailer = struct.pack("<II", zlib.crc32(data), len(data) & 0xFFFFFFFF)
    return GZIP_HEADER + body + trailer


def _base64gzip(args: Sequence[Value], ret: Type) -> Value:
    text = args[0].as_string()
    charge(3 * len(text))  # its bytes, the packed bytes (rarely more), their Base64
    packed = gzip_bytes(text.encode())
    return string_result(base64.b64encode(packed).decode())


def _yamlencode(args: Sequence[Value], ret: Type) -> Value:
    v = args[0]
    if not v.is_wholly_known:
        return unknown(STRING)
    text = encode_yaml(v)
    if v.is_null or v.type.kind in ("number", "bool"):
        text += "...\n"
    return string_result(text)


def functions() -> dict[str, Function]:
    return {
        "base64gzip": Function([Parameter("str", STRING)], returns=STRING, impl=_base64gzip),
        "yamlencode": Function([Parameter("value", DYNAMIC, allow_null=True,
                                          allow_unknown=True)], returns=STRING,
                               impl=_yamlencode),
    }
