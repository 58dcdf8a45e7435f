"""The functions the reference oracle lacks (hclkit.stdlib.extended_functions),
against their documented behaviour (Terraform's function reference) and
standard test vectors: FIPS 180 and RFC 1321 hashes, RFC 4648 base64,
RFC 4122 UUIDs, RFC 4632 CIDR blocks."""

from __future__ import annotations

import base64
import gzip
import hashlib
import re
import sys
from typing import Any

import pytest

from hclkit import types as T
from hclkit.function import FunctionError
from hclkit.stdlib import combine as combine_module
from hclkit.stdlib import crypto as crypto_module
from hclkit.stdlib import extended_functions, functions
from hclkit.stdlib import yaml as yaml_module

TABLE = extended_functions()


def call(name: str, *args: Any) -> Any:
    values = [a if isinstance(a, T.Value) else T.to_value(a) for a in args]
    return TABLE[name].call(values).to_python()


def value(name: str, *args: Any) -> T.Value:
    return TABLE[name].call([a if isinstance(a, T.Value) else T.to_value(a) for a in args])


def fails(name: str, *args: Any) -> str:
    with pytest.raises(FunctionError) as info:
        call(name, *args)
    return str(info.value)


def test_the_reference_library_is_part_of_the_wider_one() -> None:
    assert set(functions()) <= set(TABLE)
    assert "md5" not in functions() and "file" not in TABLE


# --- hashes (FIPS 180-4 and RFC 1321 examples) ---------------------------------------------------


@pytest.mark.parametrize(("name", "text", "digest"), [
    ("md5", "", "d41d8cd98f00b204e9800998ecf8427e"),
    ("md5", "abc", "900150983cd24fb0d6963f7d28e17f72"),
    ("md5", "message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
    ("sha1", "abc", "a9993e364706816aba3e25717850c26c9cd0d89d"),
    ("sha1", "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
     "84983e441c3bd26ebaae4aa1f95129e5e54670f1"),
    ("sha256", "abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    ("sha256", "", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("sha512", "abc", "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
                      "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f"),
])
def test_hex_hashes(name: str, text: str, digest: str) -> None:
    assert call(name, text) == digest


def test_hashes_take_utf8() -> None:
    assert call("md5", "é") == hashlib.md5(b"\xc3\xa9").hexdigest()
    assert call("sha512", "日本") == hashlib.sha512("日本".encode()).hexdigest()


def test_base64_hashes() -> None:
    # Terraform's documented example.
    assert call("base64sha256", "hello world") == "uU0nuZNNPgilLlLX2n2r+sSE7+N6U4DukIj3rOLvzek="
    assert call("base64sha512", "hello world") == (
        "MJ7MSJwS1utMxA9QyQLytNDtd+5RGnx6m808qG1M2G+YndNbxf9JlnDaNCVbRbDP2DDoH2Bdz33FVC6TrpzXbw==")


def test_nulls_and_unknowns_follow_the_call_rules() -> None:
    with pytest.raises(FunctionError):
        value("sha1", T.null(T.STRING))
    assert not value("sha1", T.unknown(T.STRING)).is_known


# --- bcrypt, rsadecrypt, uuids -------------------------------------------------------------------


def test_bcrypt() -> None:
    bcrypt = pytest.importorskip("bcrypt")
    hashed = call("bcrypt", "hello world", 4)
    assert hashed.startswith("$2a$04$") and len(hashed) == 60
    assert bcrypt.checkpw(b"hello world", hashed.encode())
    assert call("bcrypt", "x").startswith("$2a$10$")
    assert "between 4 and 15" in fails("bcrypt", "x", 3)
    assert "between 4 and 15" in fails("bcrypt", "x", 31)  # days of work: refused at once
    assert "72 bytes" in fails("bcrypt", "x" * 73)
    assert "no more than two" in fails("bcrypt", "x", 4, 5)


def test_rsadecrypt() -> None:
    pytest.importorskip("cryptography")
    from cryptography.hazmat.primitives import serialization
    from cryptography.hazmat.primitives.asymmetric import padding, rsa

    key = rsa.generate_private_key(public_exponent=65537, key_size=1024)
    pem = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                            serialization.NoEncryption()).decode()
    pkcs1 = key.private_bytes(serialization.Encoding.PEM,
                              serialization.PrivateFormat.TraditionalOpenSSL,
                              serialization.NoEncryption()).decode()
    ciphertext = base64.b64encode(key.public_key().encrypt("héllo".encode(),
                                                           padding.PKCS1v15())).decode()
    assert call("rsadecrypt", ciphertext, pem) == "héllo"
    assert call("rsadecrypt", ciphertext, pkcs1) == "héllo"
    assert "base64" in fails("rsadecrypt", "not base64!", pem)
    assert "invalid private key" in fails("rsadecrypt", ciphertext, "nonsense")
    assert "failed to decrypt" in fails("rsadecrypt", base64.b64encode(b"abc").decode(), pem)


def test_missing_crypto_packages_are_named(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "bcrypt", None)
    assert "'bcrypt'" in fails("bcrypt", "x", 4)
    monkeypatch.setitem(sys.modules, "cryptography.hazmat.primitives.serialization", None)
    assert "'cryptography'" in fails("rsadecrypt", "AAAA", "x")


_UUID4 = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}")


def test_random_uuids_are_version_4() -> None:
    a, b = call("uuid"), call("uuidv4")
    assert _UUID4.fullmatch(a) and _UUID4.fullmatch(b) and a != b


@pytest.mark.parametrize(("namespace", "name", "expected"), [
    # Terraform's documented examples.
    ("dns", "www.terraform.io", "a5008fae-b28c-5ba5-96cd-82b4c53552d6"),
    ("url", "https://www.terraform.io/", "9db6f67c-dd95-5ea0-aa5b-e70e5c5f7cf5"),
    ("oid", "1.3.6.1.4", "af9d40a5-7a36-5c07-b23a-851cd99fbfa5"),
    ("x500", "CN=Example,C=GB", "84e09961-4aa4-57f8-95b7-03edb1073253"),
    # The DNS namespace (RFC 4122 appendix C) written out.
    ("6ba7b810-9dad-11d1-80b4-00c04fd430c8", "www.terraform.io",
     "a5008fae-b28c-5ba5-96cd-82b4c53552d6"),
])
def test_uuidv5(namespace: str, name: str, expected: str) -> None:
    assert call("uuidv5", namespace, name) == expected


def test_uuidv5_refuses_unknown_namespaces() -> None:
    assert "namespace" in fails("uuidv5", "dnss", "x")


# --- text encodings (RFC 4648 section 10 vectors) ------------------------------------------------


@pytest.mark.parametrize(("text", "encoded"), [
    ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="),
    ("fooba", "Zm9vYmE="), ("foobar", "Zm9vYmFy"),
])
def test_textencodebase64_utf8_is_rfc4648(text: str, encoded: str) -> None:
    assert call("textencodebase64", text, "UTF-8") == encoded
    assert call("textdecodebase64", encoded, "UTF-8") == text


def test_textencodebase64_other_encodings() -> None:
    # Terraform's documented example.
    assert call("textencodebase64", "Hello World", "UTF-16LE") == (
        "SABlAGwAbABvACAAVwBvAHIAbABkAA==")
    assert call("textdecodebase64", "SABlAGwAbABvACAAVwBvAHIAbABkAA==", "UTF-16LE") == (
        "Hello World")
    assert call("textencodebase64", "é", "windows-1252") == "6Q=="
    assert "cannot be represented" in fails("textencodebase64", "日本", "ISO-8859-1")
    assert "not a supported" in fails("textencodebase64", "a", "no-such-encoding")
    assert "not a supported" in fails("textencodebase64", "a", "base64")
    assert "not a valid base64" in fails("textdecodebase64", "***", "UTF-8")
    assert "not valid in" in fails("textdecodebase64", "/w==", "UTF-8")


def test_base64gzip() -> None:
    packed = call("base64gzip", "héllo wörld")
    assert gzip.decompress(base64.b64decode(packed)).decode() == "héllo wörld"
    assert call("base64gzip", "x") == call("base64gzip", "x")  # no timestamp inside


@pytest.mark.parametrize(("text", "encoded"), [
    # Terraform's documented examples, and Go's query escaping.
    ("Hello World!", "Hello+World%21"), ("☃", "%E2%98%83"),
    ("foo:bar@localhost?foo=bar&bar=baz", "foo%3Abar%40localhost%3Ffoo%3Dbar%26bar%3Dbaz"),
    ("a-b_c.d~e/f", "a-b_c.d~e%2Ff"), ("", ""),
])
def test_urlencode(text: str, encoded: str) -> None:
    assert call("urlencode", text) == encoded


# --- network (RFC 4632 and Terraform's examples) -------------------------------------------------


def test_cidrhost() -> None:
    assert call("cidrhost", "10.12.112.0/20", 16) == "10.12.112.16"
    assert call("cidrhost", "10.12.112.0/20", 268) == "10.12.113.12"
    assert call("cidrhost", "fd00:fd12:3456:7890:00a2::/72", 34) == "fd00:fd12:3456:7890::22"
    assert call("cidrhost", "10.0.0.0/8", -1) == "10.255.255.255"
    assert call("cidrhost", "192.168.1.7/24", 0) == "192.168.1.0"  # host bits ignored
    assert "cannot accommodate a host numbered 256" in fails("cidrhost", "10.0.0.0/24", 256)
    assert "invalid CIDR address" in fails("cidrhost", "10.0.0.0", 1)
    assert "invalid CIDR address" in fails("cidrhost", "10.0.0.256/8", 1)
    assert "whole number" in fails("cidrhost", "10.0.0.0/8", 1.5)


def test_cidrnetmask() -> None:
    assert call("cidrnetmask", "172.16.0.0/12") == "255.240.0.0"
    assert call("cidrnetmask", "10.0.0.0/32") == "255.255.255.255"
    assert call("cidrnetmask", "0.0.0.0/0") == "0.0.0.0"
    assert "IPv6" in fails("cidrnetmask", "fd00::/8")


def test_cidrsubnet() -> None:
    assert call("cidrsubnet", "172.16.0.0/12", 4, 2) == "172.18.0.0/16"
    assert call("cidrsubnet", "10.1.2.0/24", 4, 15) == "10.1.2.240/28"
    assert call("cidrsubnet", "fd00:fd12:3456:7890::/56", 16, 162) == (
        "fd00:fd12:3456:7800:a200::/72")
    # RFC 4632 section 3.1: 192.168.0.0/16 holds 256 /24 networks.
    assert call("cidrsubnet", "192.168.0.0/16", 8, 255) == "192.168.255.0/24"
    assert "does not accommodate a subnet numbered 256" in fails(
        "cidrsubnet", "192.168.0.0/16", 8, 256)
    assert "insufficient address space" in fails("cidrsubnet", "10.0.0.0/30", 3, 0)


def test_cidrsubnets() -> None:
    assert call("cidrsubnets", "10.1.0.0/16", 4, 4, 8, 4) == [
        "10.1.0.0/20", "10.1.16.0/20", "10.1.32.0/24", "10.1.48.0/20"]
    assert call("cidrsubnets", "fd00:fd12:3456:7890::/56", 16, 16, 16, 32) == [
        "fd00:fd12:3456:7800::/72", "fd00:fd12:3456:7800:100::/72",
        "fd00:fd12:3456:7800:200::/72", "fd00:fd12:3456:7800:300::/88"]
    assert call("cidrsubnets", "10.0.0.0/8") == []
    assert "not enough remaining address space" in fails("cidrsubnets", "10.0.0.0/30", 1, 1, 1)
    assert "at least one bit" in fails("cidrsubnets", "10.0.0.0/8", 0)
    assert "too long" in fails("cidrsubnets", "10.0.0.0/8", 25)


# --- strings and collections ---------------------------------------------------------------------


def test_string_tests() -> None:
    assert call("startswith", "hello world", "hello") is True
    assert call("startswith", "hello world", "world") is False
    assert call("endswith", "hello world", "world") is True
    assert call("strcontains", "hello world", "wor") is True
    assert call("strcontains", "hello world", "wod") is False
    assert call("startswith", "é", "") is True
    assert not value("endswith", T.unknown(T.STRING), "x").is_known


def test_alltrue_anytrue() -> None:
    assert call("alltrue", ["true", True]) is True
    assert call("alltrue", [True, False]) is False
    assert call("alltrue", []) is True
    assert call("anytrue", ["true", False]) is True
    assert call("anytrue", [False]) is False
    assert call("anytrue", []) is False
    some = T.tuple_value([T.TRUE, T.unknown(T.BOOL)])
    assert not value("alltrue", some).is_known
    assert call("anytrue", some) is True
    assert call("alltrue", T.tuple_value([T.FALSE, T.unknown(T.BOOL)])) is False


def test_one() -> None:
    assert call("one", []) is None
    assert call("one", ["hello"]) == "hello"
    assert "either zero or one" in fails("one", ["a", "b"])
    assert call("one", T.set_value([T.string_value("x")])) == "x"
    assert value("one", T.list_value([], T.STRING)).type is T.STRING
    assert "must be a list, set, or tuple" in fails("one", "a")


def test_sum() -> None:
    assert call("sum", [10, 13, 6, 4.5]) == 33.5
    assert call("sum", ["1", 2]) == 3
    assert "empty" in fails("sum", [])
    assert "noniterable" in fails("sum", "a")
    assert "number required" in fails("sum", [1, "x"])


def test_matchkeys() -> None:
    assert call("matchkeys", ["i-123", "i-abc", "i-def"], ["us-west", "us-east", "us-east"],
                ["us-east"]) == ["i-abc", "i-def"]
    assert call("matchkeys", ["a"], ["x"], []) == []
    assert "length of keys and values" in fails("matchkeys", ["a"], ["x", "y"], ["x"])


def test_transpose() -> None:
    assert call("transpose", {"a": ["1", "2"], "b": ["2", "3"]}) == {
        "1": ["a"], "2": ["a", "b"], "3": ["b"]}
    assert call("transpose", {}) == {}


def test_setproduct_is_bounded() -> None:
    hundred = list(range(100))
    message = fails("setproduct", hundred, hundred, hundred, hundred, hundred)
    assert "10000000000 elements" in message
    assert combine_module.MAX_PRODUCT == 100_000


# --- dates ---------------------------------------------------------------------------------------


def test_timestamp_and_timecmp() -> None:
    now = call("timestamp")
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", now)
    assert call("timecmp", "2017-11-22T00:00:00Z", "2017-11-22T00:00:00Z") == 0
    assert call("timecmp", "2017-11-22T00:00:00Z", "2017-11-22T01:00:00Z") == -1
    assert call("timecmp", "2017-11-22T01:00:00Z", "2017-11-22T00:59:59Z") == 1
    assert call("timecmp", "2017-11-22T01:00:00+01:00", "2017-11-22T00:00:00Z") == 0
    assert call("timecmp", now, "2017-11-22T00:00:00Z") == 1
    assert "RFC3339" in fails("timecmp", "2017-11-22", "2017-11-22T00:00:00Z")


# --- YAML ----------------------------------------------------------------------------------------


def test_yamldecode_types() -> None:
    doc = ("a: 1\nb: 1.5\nc: true\nd: ~\ne: yes\nf: 0o17\ng: 0x1f\nh: .inf\ni: '1'\n"
           "j: [x, 2]\nk: !!binary aGVsbG8=\nl: !!timestamp 2001-12-14 21:59:43.10 -5\n"
           "m: 2001-12-14\nn: !!str 5\n")
    assert call("yamldecode", doc) == {
        "a": 1, "b": 1.5, "c": True, "d": None, "e": "yes", "f": 15, "g": 31,
        "h": float("inf"), "i": "1", "j": ["x", 2], "k": "aGVsbG8=",
        "l": "2001-12-14T21:59:43.1-05:00", "m": "2001-12-14", "n": "5"}
    assert call("yamldecode", "") is None
    assert call("yamldecode", "hello") == "hello"


def test_yamldecode_anchors_and_merge_keys() -> None:
    doc = "base: &b {x: 1, y: 2}\nuse: *b\nmore:\n  <<: *b\n  y: 3\n"
    assert call("yamldecode", doc) == {"base": {"x": 1, "y": 2}, "use": {"x": 1, "y": 2},
                                       "more": {"x": 1, "y": 3}}


@pytest.mark.parametrize(("doc", "problem"), [
    ("a: 1\n---\nb: 2\n", "only one YAML document"),
    ("a: &x [*x]\n", "inside itself"),
    ("a: *nowhere\n", "parse YAML"),
    ("a: 1\na: 2\n", "more than once"),
    ("a: .nan\n", "NaN"),
    ("a: [1, 2\n", "parse YAML"),
    ("? [1]\n: x\n", "mapping keys"),
    ("a: !!set {x}\n", "unsupported tag"),
])
def test_yamldecode_errors(doc: str, problem: str) -> None:
    assert problem in fails("yamldecode", doc)


def test_yamldecode_alias_bomb_fails_fast() -> None:
    # "Billion laughs": nine levels of ten aliases each, 10**9 values.
    lines = ['a0: &a0 ["lol"]']
    for i in range(1, 10):
        lines.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]")
    assert "expands to more than" in fails("yamldecode", "\n".join(lines))


def test_yamldecode_nesting_is_bounded() -> None:
    deep = "[" * 600 + "]" * 600
    assert "nests more than" in fails("yamldecode", deep)
    ok = "[" * 400 + "]" * 400
    assert value("yamldecode", ok).is_known


def test_yamlencode() -> None:
    # Terraform's documented examples.
    assert call("yamlencode", {"a": "b", "c": "d"}) == '"a": "b"\n"c": "d"\n'
    assert call("yamlencode", {"foo": [1, 2, 3], "bar": "baz"}) == (
        '"bar": "baz"\n"foo":\n- 1\n- 2\n- 3\n')
    assert call("yamlencode", {"foo": [1, {"a": "b", "c": "d"}, 3], "bar": "baz"}) == (
        '"bar": "baz"\n"foo":\n- 1\n- "a": "b"\n  "c": "d"\n- 3\n')
    assert call("yamlencode", ["é\nx", 1.5, None, True]) == '- "é\\nx"\n- 1.5\n- null\n- true\n'
    assert call("yamlencode", {}) == "{}\n"
    assert not value("yamlencode", T.unknown(T.STRING)).is_known


def test_yaml_round_trip() -> None:
    v = {"a": [1.5, "x", {"b": None, "c": ["yes", "0o17"]}], "d": -3}
    assert call("yamldecode", call("yamlencode", v)) == v


def test_missing_pyyaml_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "yaml", None)
    assert "'PyYAML'" in fails("yamldecode", "a: 1")
    assert yaml_module.MAX_YAML_NODES == 1_000_000
    assert crypto_module.MAX_BCRYPT_COST == 15
