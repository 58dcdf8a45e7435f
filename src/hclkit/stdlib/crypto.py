"""Hash and crypto functions: md5, sha1, sha256, sha512 (hexadecimal),
base64sha256, base64sha512, bcrypt, rsadecrypt, uuid, uuidv4, uuidv5.

Strings are hashed as their UTF-8 bytes.  ``bcrypt`` (package ``bcrypt``)
writes ``$2a$`` hashes; its cost is at most :data:`MAX_BCRYPT_COST`, since
each step doubles the time (31, the format's maximum, takes days).
``rsadecrypt`` (package ``cryptography``) takes base64 ciphertext made with
PKCS #1 v1.5 padding and a PEM (PKCS #1 or PKCS #8) or OpenSSH private key.
``uuid``/``uuidv4`` give a new random UUID at each call; ``uuidv5`` names
one in a namespace (``dns``, ``url``, ``oid``, ``x500`` or a UUID).
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import uuid
from collections.abc import Callable, Iterable, Sequence

from ..function import ArgumentError, Function, FunctionError, Parameter
from ..types import NUMBER, STRING, Type, Value, string_value
from ._optional import optional_module
from ._util import to_int64

__all__ = ["MAX_BCRYPT_COST", "functions", "hash_functions"]

MAX_BCRYPT_COST = 15  # about two seconds; every step doubles it
_DEFAULT_BCRYPT_COST = 10

_STR = Parameter("str", STRING)


def _hex_hash(algorithm: str) -> Function:
    def impl(args: Sequence[Value], ret: Type) -> Value:
        return string_value(hashlib.new(algorithm, args[0].as_string().encode()).hexdigest())

    return Function([_STR], returns=STRING, impl=impl)


def _base64_hash(algorithm: str) -> Function:
    def impl(args: Sequence[Value], ret: Type) -> Value:
        digest = hashlib.new(algorithm, args[0].as_string().encode()).digest()
        return string_value(base64.b64encode(digest).decode())

    return Function([_STR], returns=STRING, impl=impl)


def hash_functions(read: Callable[[Value], bytes | Iterable[bytes]], prefix: str,
                   parameter: Parameter) -> dict[str, Function]:
    """The hash functions over bytes that ``read`` gets from the argument
    (all at once, or piece by piece: a file is hashed in constant memory):
    ``filemd5`` and the like, when ``read`` reads a file."""

    def make(algorithm: str, encode: Callable[[bytes], str]) -> Function:
        def impl(args: Sequence[Value], ret: Type) -> Value:
            h = hashlib.new(algorithm)
            data = read(args[0])
            for chunk in (data,) if isinstance(data, bytes) else data:
                h.update(chunk)
            return string_value(encode(h.digest()))

        return Function([parameter], returns=STRING, impl=impl)

    def hexa(d: bytes) -> str:
        return d.hex()

    def b64(d: bytes) -> str:
        return base64.b64encode(d).decode()

    return {
        f"{prefix}md5": make("md5", hexa),
        f"{prefix}sha1": make("sha1", hexa),
        f"{prefix}sha256": make("sha256", hexa),
        f"{prefix}sha512": make("sha512", hexa),
        f"{prefix}base64sha256": make("sha256", b64),
        f"{prefix}base64sha512": make("sha512", b64),
    }


# --- bcrypt --------------------------------------------------------------------------------------


def _bcrypt(args: Sequence[Value], ret: Type) -> Value:
    password = args[0].as_string().encode()
    cost = _DEFAULT_BCRYPT_COST
    if len(args) > 2:
        raise ArgumentError(2, "bcrypt() takes no more than two arguments", _COST)
    if len(args) == 2:
        cost = to_int64(args[1], "")
        if not 4 <= cost <= MAX_BCRYPT_COST:
            raise ArgumentError(1, f"the cost must be between 4 and {MAX_BCRYPT_COST} (each "
                                   "step doubles the time)", _COST)
    if len(password) > 72:
        raise FunctionError("failed to hash password: bcrypt: password length exceeds 72 bytes")
    bcrypt = optional_module("bcrypt", "bcrypt", "bcrypt")
    hashed = bcrypt.hashpw(password, bcrypt.gensalt(rounds=cost, prefix=b"2a"))
    return string_value(hashed.decode())


_COST = Parameter("cost", NUMBER)


# --- rsadecrypt ----------------------------------------------------------------------------------


def _rsadecrypt(args: Sequence[Value], ret: Type) -> Value:
    text, pem = args[0].as_string(), args[1].as_string()
    try:
        ciphertext = base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError):
        raise ArgumentError(0, "failed to decode input: cipher text must be base64-encoded",
                            Parameter("ciphertext", STRING)) from None
    serialization = optional_module("cryptography.hazmat.primitives.serialization",
                                    "cryptography", "rsadecrypt")
    padding = optional_module("cryptography.hazmat.primitives.asymmetric.padding",
                              "cryptography", "rsadecrypt")
    key_bytes = pem.encode()
    try:
        if b"OPENSSH PRIVATE KEY" in key_bytes:
            key = serialization.load_ssh_private_key(key_bytes, password=None)
        else:
            key = serialization.load_pem_private_key(key_bytes, password=None)
    except (ValueError, TypeError) as e:
        raise ArgumentError(1, f"invalid private key: {e}", Parameter("privatekey", STRING)
                            ) from None
    if not hasattr(key, "decrypt") or not hasattr(key, "private_numbers"):
        raise ArgumentError(1, "invalid private key: not an RSA key",
                            Parameter("privatekey", STRING))
    try:
        plain = key.decrypt(ciphertext, padding.PKCS1v15())
    except ValueError:
        raise FunctionError("failed to decrypt: crypto/rsa: decryption error") from None
    try:
        return string_value(plain.decode())
    except UnicodeDecodeError:
        raise FunctionError("the decrypted text is not valid UTF-8") from None


# --- UUIDs ---------------------------------------------------------------------------------------

_NAMESPACES = {"dns": uuid.NAMESPACE_DNS, "url": uuid.NAMESPACE_URL, "oid": uuid.NAMESPACE_OID,
               "x500": uuid.NAMESPACE_X500}


def _uuid(args: Sequence[Value], ret: Type) -> Value:
    return string_value(str(uuid.uuid4()))


def _uuidv5(args: Sequence[Value], ret: Type) -> Value:
    given = args[0].as_string()
    namespace = _NAMESPACES.get(given)
    if namespace is None:
        try:
            namespace = uuid.UUID(given)
        except ValueError:
            raise ArgumentError(0, f"uuidv5() doesn't support namespace prefix {given!r}; use "
                                   "dns, url, oid, x500 or a UUID",
                                Parameter("namespace", STRING)) from None
    return string_value(str(uuid.uuid5(namespace, args[1].as_string())))


def functions() -> dict[str, Function]:
    return {
        "md5": _hex_hash("md5"),
        "sha1": _hex_hash("sha1"),
        "sha256": _hex_hash("sha256"),
        "sha512": _hex_hash("sha512"),
        "base64sha256": _base64_hash("sha256"),
        "base64sha512": _base64_hash("sha512"),
        "bcrypt": Function([_STR], var_param=_COST, returns=STRING, impl=_bcrypt),
        "rsadecrypt": Function([Parameter("ciphertext", STRING),
                                Parameter("privatekey", STRING)], returns=STRING,
                               impl=_rsadecrypt),
        "uuid": Function([], returns=STRING, impl=_uuid),
        "uuidv4": Function([], returns=STRING, impl=_uuid),
        "uuidv5": Function([Parameter("namespace", STRING), Parameter("name", STRING)],
                           returns=STRING, impl=_uuidv5),
    }
