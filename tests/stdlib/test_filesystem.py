"""The filesystem group (extended_functions(base_dir=...)): its sandbox,
the path functions, the file readers and hashes, fileset and templates."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path
from typing import Any

import pytest

import hclkit
from hclkit import types as T
from hclkit.function import Function, FunctionError
from hclkit.stdlib import extended_functions
from hclkit.stdlib import filesystem as fs_module

FILESYSTEM_GROUP = {"abspath", "basename", "dirname", "pathexpand", "file", "filebase64",
                    "fileexists", "fileset", "templatefile", "filemd5", "filesha1",
                    "filesha256", "filesha512", "filebase64sha256", "filebase64sha512"}


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    base = tmp_path / "base"
    (base / "sub" / "deep").mkdir(parents=True)
    (base / "hello.txt").write_text("abc")
    (base / "sub" / "a.tf").write_text("a")
    (base / "sub" / "b.tf").write_text("b")
    (base / "sub" / "c.json").write_text("{}")
    (base / "sub" / "deep" / "d.tf").write_text("d")
    (base / "binary.bin").write_bytes(b"\xff\xfe\x00")
    (base / "greeting.tftpl").write_text(
        "%{ for name in names ~}\nHello, ${upper(name)}!\n%{ endfor ~}\n")
    (tmp_path / "secret.txt").write_text("top secret")
    os.symlink(tmp_path / "secret.txt", base / "escape.txt")
    os.symlink(base / "hello.txt", base / "inside-link.txt")
    return base


def table(base: Path, **options: Any) -> dict[str, Function]:
    return extended_functions(base, **options)


def call(t: dict[str, Function], name: str, *args: Any) -> Any:
    return t[name].call([a if isinstance(a, T.Value) else T.to_value(a) for a in args]
                        ).to_python()


def fails(t: dict[str, Function], name: str, *args: Any) -> str:
    with pytest.raises(FunctionError) as info:
        call(t, name, *args)
    return str(info.value)


def test_the_group_needs_a_base_directory(tree: Path) -> None:
    assert not FILESYSTEM_GROUP & set(extended_functions())
    assert set(table(tree)) - set(extended_functions()) == FILESYSTEM_GROUP


def test_file_reads_under_the_base(tree: Path) -> None:
    t = table(tree)
    assert call(t, "file", "hello.txt") == "abc"
    assert call(t, "file", "sub/../hello.txt") == "abc"
    assert call(t, "file", str(tree / "hello.txt")) == "abc"  # absolute, but inside
    assert call(t, "file", "inside-link.txt") == "abc"
    assert "no file exists" in fails(t, "file", "missing.txt")
    assert "is a directory" in fails(t, "file", "sub")
    assert "not valid UTF-8; use the filebase64" in fails(t, "file", "binary.bin")


@pytest.mark.parametrize("path", ["../secret.txt", "sub/../../secret.txt", "escape.txt",
                                  "/etc/passwd", "SECRET"])
def test_paths_out_of_the_base_are_refused(tree: Path, path: str) -> None:
    t = table(tree)
    if path == "SECRET":
        path = str(tree.parent / "secret.txt")
    for name in ("file", "filebase64", "fileexists", "filesha256", "templatefile"):
        args = [path] if name != "templatefile" else [path, {}]
        assert "outside the base directory" in fails(t, name, *args)


def test_the_application_may_allow_escaping(tree: Path) -> None:
    t = table(tree, allow_escape=True)
    assert call(t, "file", "../secret.txt") == "top secret"
    assert call(t, "file", "escape.txt") == "top secret"


def test_fileexists(tree: Path) -> None:
    t = table(tree)
    assert call(t, "fileexists", "hello.txt") is True
    assert call(t, "fileexists", "nope.txt") is False
    assert "not a regular file" in fails(t, "fileexists", "sub")


def test_filebase64_and_hashes(tree: Path) -> None:
    t = table(tree)
    assert call(t, "filebase64", "binary.bin") == "//4A"
    assert call(t, "filemd5", "hello.txt") == "900150983cd24fb0d6963f7d28e17f72"
    assert call(t, "filesha1", "hello.txt") == "a9993e364706816aba3e25717850c26c9cd0d89d"
    assert call(t, "filesha256", "hello.txt") == (
        "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    assert call(t, "filesha512", "binary.bin") == hashlib.sha512(b"\xff\xfe\x00").hexdigest()
    assert call(t, "filebase64sha256", "hello.txt") == (
        "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=")
    assert call(t, "filebase64sha512", "hello.txt") == call(t, "base64sha512", "abc")


def test_reading_is_bounded(tree: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fs_module, "MAX_FILE_SIZE", 2)
    t = table(tree)
    assert "larger than 2 bytes" in fails(t, "file", "hello.txt")


def test_fileset(tree: Path) -> None:
    t = table(tree)
    assert call(t, "fileset", "sub", "*.tf") == ["a.tf", "b.tf"]
    assert call(t, "fileset", "sub", "**/*.tf") == ["a.tf", "b.tf", "deep/d.tf"]
    assert call(t, "fileset", "sub", "{a,c}.*") == ["a.tf", "c.json"]
    assert call(t, "fileset", "sub", "[ab].tf") == ["a.tf", "b.tf"]
    assert call(t, "fileset", "sub", "?.json") == ["c.json"]
    assert call(t, "fileset", ".", "*.txt") == ["hello.txt", "inside-link.txt"]  # not escape
    assert call(t, "fileset", "sub", "nothing*") == []
    assert "outside the base directory" in fails(t, "fileset", "..", "*")
    assert "syntax error" in fails(t, "fileset", "sub", "{a")


def test_fileset_is_bounded(tree: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fs_module, "MAX_FILESET_ENTRIES", 3)
    assert "more than 3 files" in fails(table(tree), "fileset", ".", "**")


def test_path_functions(tree: Path) -> None:
    t = table(tree)
    assert call(t, "dirname", "foo/bar/baz.txt") == "foo/bar"
    assert call(t, "dirname", "/foo") == "/"
    assert call(t, "dirname", "foo") == "."
    assert call(t, "basename", "foo/bar/baz.txt") == "baz.txt"
    assert call(t, "basename", "foo/bar/") == "bar"
    assert call(t, "basename", "/") == "/"
    assert call(t, "basename", "") == "."
    assert call(t, "pathexpand", "~/.ssh/id_rsa") == os.path.expanduser("~") + "/.ssh/id_rsa"
    assert call(t, "pathexpand", "/etc/resolv.conf") == "/etc/resolv.conf"
    assert call(t, "abspath", "sub/a.tf") == str(tree / "sub" / "a.tf")
    assert call(t, "abspath", "/x/../y") == "/y"


def test_templatefile(tree: Path) -> None:
    t = table(tree)
    assert call(t, "templatefile", "greeting.tftpl", {"names": ["ann", "bo"]}) == (
        "Hello, ANN!\nHello, BO!\n")
    message = fails(t, "templatefile", "greeting.tftpl", {})
    assert "greeting.tftpl:1," in message and "Unknown variable" in message
    (tree / "rec.tftpl").write_text('${templatefile("hello.txt", {})}')
    assert "templatefile" in fails(t, "templatefile", "rec.tftpl", {})
    assert "object or a map" in fails(t, "templatefile", "hello.txt", "x")
    assert not t["templatefile"].call([T.to_value("hello.txt"),
                                       T.unknown(T.DYNAMIC)]).is_known


def test_templatestring_without_files() -> None:
    t = extended_functions()
    assert call(t, "templatestring", "Hello, ${name}!", {"name": "Ann"}) == "Hello, Ann!"
    assert call(t, "templatestring", "${sum(xs)}", {"xs": [1, 2]}) == 3
    assert "Unknown variable" in fails(t, "templatestring", "${nope}", {})


def test_a_refused_read_is_a_diagnostic_at_the_call(tree: Path) -> None:
    expr, diags = hclkit.parse_expression('file("../secret.txt")', filename="x.hcl")
    assert expr is not None and not diags.has_errors()
    _, diags = expr.value(hclkit.EvalContext(functions=table(tree)))
    assert diags.has_errors()
    d = next(iter(diags))
    assert "outside the base directory" in (d.detail or "")
    assert d.subject is not None and d.subject.start.column == 1
