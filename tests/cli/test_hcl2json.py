"""The ``hcl2json`` command: inputs (files, directories, stdin), output,
--jobs, --vars, diagnostics as hcldec prints them, exit codes, and never a
traceback."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hclkit.cli.hcl2json import main, walk


def _run(args: list[str], stdin: bytes = b"") -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(args, stdin=io.BytesIO(stdin), stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    """A folder of configuration files, with files and folders to skip."""
    (tmp_path / "b.hcl").write_text('name = "b"\nport = 80\n', encoding="utf-8")
    (tmp_path / "a.tf").write_text('name = "a"\nratio = 0.5\n', encoding="utf-8")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "c.tf.json").write_text('{"name": "c", "tags": ["x"]}',
                                                encoding="utf-8")
    (tmp_path / "sub" / "notes.txt").write_text("not configuration", encoding="utf-8")
    (tmp_path / "sub" / "package.json").write_text('{"x": 1}', encoding="utf-8")
    (tmp_path / ".terraform").mkdir()
    (tmp_path / ".terraform" / "skip.tf").write_text("x = 1\n", encoding="utf-8")
    return tmp_path


def test_one_file_gives_its_data(tree: Path) -> None:
    code, out, err = _run([str(tree / "b.hcl")])
    assert (code, err) == (0, "")
    assert out == '{"name":"b","port":80}\n'
    code, out, _ = _run(["--pretty", str(tree / "b.hcl")])
    assert out == '{\n  "name": "b",\n  "port": 80\n}\n'


def test_a_directory_gives_each_file_under_its_path_in_order(tree: Path) -> None:
    code, out, err = _run([str(tree)])
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert list(data) == [str(tree / "a.tf"), str(tree / "b.hcl"),
                          str(tree / "sub" / "c.tf.json")]
    assert data[str(tree / "sub" / "c.tf.json")] == {"name": "c", "tags": ["x"]}
    code, pretty, _ = _run(["--pretty", str(tree)])
    assert json.loads(pretty) == data and pretty.startswith('{\n  "')
    code, out, _ = _run(["--ext", ".json", str(tree)])
    assert list(json.loads(out)) == [str(tree / "sub" / "c.tf.json"),
                                     str(tree / "sub" / "package.json")]


def test_walk_skips_dot_folders_and_links(tree: Path) -> None:
    if hasattr(os, "symlink"):
        (tree / "loop").symlink_to(tree, target_is_directory=True)
    assert [Path(p).name for p in walk(str(tree), (".tf",))] == ["a.tf"]
    assert list(walk(str(tree / "missing"), (".tf",))) == []


def test_several_inputs_and_stdin(tree: Path) -> None:
    code, out, _ = _run([str(tree / "b.hcl"), "-"], stdin=b'x = "from stdin"\n')
    assert code == 0
    assert json.loads(out) == {str(tree / "b.hcl"): {"name": "b", "port": 80},
                               "-": {"x": "from stdin"}}
    assert _run([], stdin=b'{"x": [1, 2]}')[1] == '{"x":[1,2]}\n'  # JSON by its first "{"
    assert _run(["-"], stdin=b"x = true\n")[1] == '{"x":true}\n'


def test_jobs_keep_the_order(tmp_path: Path) -> None:
    for i in range(40):
        (tmp_path / f"f{i:02}.hcl").write_text(f"n = {i}\n", encoding="utf-8")
    (tmp_path / "f07.hcl").write_text("n = \n", encoding="utf-8")  # one broken file
    one = _run(["--jobs", "1", str(tmp_path)])
    two = _run(["--jobs", "2", str(tmp_path)])
    assert one == two
    code, out, err = two
    assert code == 1 and err.count("Error: ") == 1 and "f07.hcl line 1" in err
    data = json.loads(out)
    assert len(data) == 39 and [v["n"] for v in data.values()] == [
        i for i in range(40) if i != 7]
    assert _run(["-j", "0", str(tmp_path)]) == one  # 0: one process per CPU


def test_diagnostics_as_hcldec_prints_them(tree: Path) -> None:
    from hclkit.diagwrite import write_text
    from hclkit.native import parse
    bad = tree / "bad.hcl"
    src = 'service "x" {\n  port = \n}\n'
    bad.write_text(src, encoding="utf-8")
    code, out, err = _run([str(bad), str(tree / "b.hcl")])
    assert code == 1
    assert json.loads(out) == {str(tree / "b.hcl"): {"name": "b", "port": 80}}
    file, diags = parse(src, str(bad))
    assert err == write_text(diags, {str(bad): file})
    assert f'on {bad} line 2, in service "x":' in err
    code, out, err = _run(["--diags", "json", str(bad)])
    assert code == 1 and out == ""
    assert json.loads(err)["diagnostics"][0]["summary"] == "Invalid expression"


def test_a_missing_file(tmp_path: Path) -> None:
    code, out, err = _run([str(tmp_path / "nope.hcl")])
    assert (code, out) == (1, "")
    assert err.startswith("Error: Failed to read file\n")
    assert "Traceback" not in err


def test_vars(tree: Path) -> None:
    src = tree / "v.hcl"
    src.write_text("x = 1\n", encoding="utf-8")
    (tree / "v.tfvars").write_text('region = "eu"\n', encoding="utf-8")
    (tree / "v.json").write_text('{"n": 2}', encoding="utf-8")
    for args in (['--vars={"a": 1}'], ["-V", str(tree / "v.tfvars")],
                 ["--vars", str(tree / "v.json")]):
        assert _run([*args, str(src)])[0] == 0
    (tree / "bad.tfvars").write_text("region = var.x\n", encoding="utf-8")
    code, out, err = _run(["--vars", str(tree / "bad.tfvars"), str(src)])
    assert (code, out) == (1, "") and "Error: Variables not allowed" in err
    code, out, err = _run(["--vars", str(tree / "none.tfvars"), str(src)])
    assert (code, out) == (1, "") and "Error: Failed to read file" in err
    code, out, err = _run(["--vars", "{oops", str(src)])
    assert code == 1 and "Traceback" not in err


# One variable option: (the option, what it sets: top-level names, var.NAME)
_OPTION = st.one_of(
    st.dictionaries(st.sampled_from(["t", "u", "var"]), st.integers(0, 9), min_size=1).map(
        lambda d: ("--vars", d)),
    st.tuples(st.sampled_from(["a", "b", "c"]), st.text("xyz=", max_size=3)).map(
        lambda kv: ("--var", kv)),
    st.dictionaries(st.sampled_from(["a", "b", "c"]), st.integers(0, 9), min_size=1).map(
        lambda d: ("--var-file", d)),
)


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(options=st.lists(_OPTION, max_size=6), file_kind=st.sampled_from(["tfvars", "json"]))
def test_variable_options_apply_in_command_line_order(
        tmp_path: Path, options: list[tuple[str, object]], file_kind: str) -> None:
    # --vars fills top-level names (a later one replaces a name, the var
    # object included), --var and --var-file fill var.NAME: later wins.
    args: list[str] = []
    top: dict[str, object] = {}
    for n, (flag, option) in enumerate(options):
        if flag == "--vars":
            assert isinstance(option, dict)
            args += [flag, json.dumps(option)]
            top.update(option)
        elif flag == "--var":
            name, value = option  # type: ignore[misc]
            args += [flag, f"{name}={value}"]
            top["var"] = {**(top["var"] if isinstance(top.get("var"), dict) else {}),
                          name: value}
        else:
            assert isinstance(option, dict)
            path = tmp_path / f"f{n}.{file_kind}"
            path.write_text(json.dumps(option) if file_kind == "json"
                            else "".join(f"{k} = {v}\n" for k, v in option.items()),
                            encoding="utf-8")
            args += [flag, str(path)]
            top["var"] = {**(top["var"] if isinstance(top.get("var"), dict) else {}), **option}
    src = b'all = {t = try(t, null), u = try(u, null), v = try(var, null)}\n'
    code, out, err = _run([*args, "--unknowns=raise", "-"], stdin=src)
    assert (code, err) == (0, "")
    var = top.get("var")
    assert json.loads(out) == {"all": {"t": top.get("t"), "u": top.get("u"), "v": var}}


def test_a_var_object_given_in_part_keeps_the_rest_as_text(tmp_path: Path) -> None:
    src = b'a = var.a\nb = var.b\nc = "${var.b}-x"\nd = try(var.b, "fb")\n'
    code, out, err = _run(["--var", "a=1", "-"], stdin=src)
    assert (code, err) == (0, "")
    assert json.loads(out) == {"a": "1", "b": "${var.b}", "c": "${var.b}-x",
                               "d": '${try(var.b, "fb")}'}
    code, out, err = _run(["--var", "a=1", "--unknowns=raise", "-"], stdin=src)
    assert code == 1 and 'This object does not have an attribute named "b"' in err


@pytest.mark.parametrize("args", [["--var", "novalue"], ["--var", "=x"], ["--var", "1a=x"]])
def test_a_malformed_var_is_a_usage_error(args: list[str]) -> None:
    code, out, err = _run([*args, "-"], stdin=b"a = 1\n")
    assert (code, out) == (2, "") and "is not correctly specified" in err


@pytest.mark.parametrize("flag", ["--var-file", "--vars"])
def test_variable_files_with_errors(tmp_path: Path, flag: str) -> None:
    bad = tmp_path / "bad.tfvars"
    bad.write_text("region = var.x\n", encoding="utf-8")
    code, out, err = _run([flag, str(bad), "-"], stdin=b"a = 1\n")
    assert (code, out) == (1, "") and "Error: Variables not allowed" in err
    code, out, err = _run([flag, str(tmp_path / "none.tfvars"), "-"], stdin=b"a = 1\n")
    assert (code, out) == (1, "") and "Error: Failed to read file" in err


@pytest.mark.parametrize("src", [
    "a = 1e5000\n", "a = -1e5000\nb = [2e9999]\n", 'x "l" {\n  a = {k = 1e4400}\n}\n'])
@pytest.mark.parametrize("pretty", [[], ["--pretty"]])
def test_numbers_past_what_int_prints_are_written_in_full(src: str, pretty: list[str]) -> None:
    # As the reference's hcldec writes them; Python's int would refuse to print them.
    from decimal import Decimal

    import hclkit
    code, out, err = _run([*pretty, "-"], stdin=src.encode())
    assert (code, err) == (0, "")
    want = hclkit.loads(src, numbers="decimal")
    assert json.loads(out, parse_int=Decimal) == want
    assert "e" not in out.lower().replace("\n", "")  # every digit, as hcldec writes them


def test_an_infinity_is_an_error_at_its_attribute() -> None:
    src = b'b "l" {\n  ok = 1\n  a = [1, pow(2, 2147483648)]\n}\n'
    code, out, err = _run(["-"], stdin=src)
    assert (code, out) == (1, "")
    assert err.startswith("Error: Cannot write JSON\n\n  on <stdin> line 3, in b \"l\":\n")
    assert "cannot serialize infinity as JSON (the value at b.l.a[1])" in err


@pytest.mark.parametrize("args", [
    ["--jobs", "x"], ["--jobs=-1"], ["--compat", "hcl1"], ["--color=pink"], ["--bogus"],
    ["--diags", "xml"], ["--unknowns"], ["--pretty=yes"],
])
def test_bad_command_lines(args: list[str]) -> None:
    code, out, err = _run(args)
    assert code == 2 and out == ""
    assert err.startswith("usage: hcl2json") and "hcl2json: error:" in err
    assert "Traceback" not in err


def test_help_and_version() -> None:
    code, out, err = _run(["--help"])
    assert code == 0 and err == "" and out.startswith("usage: hcl2json") and "Exit codes:" in out
    from hclkit import __version__
    assert _run(["--version"]) == (0, f"{__version__}\n", "")


def test_color_and_no_color(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bad = tmp_path / "bad.hcl"
    bad.write_text("x = \n", encoding="utf-8")
    assert "\x1b[" in _run(["--color=always", str(bad)])[2]
    assert "\x1b[" not in _run([str(bad)])[2]  # not a terminal

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    monkeypatch.setenv("NO_COLOR", "1")
    err = Terminal()
    assert main([str(bad)], stdout=io.StringIO(), stderr=err) == 1
    assert "\x1b[" not in err.getvalue()
    monkeypatch.delenv("NO_COLOR")
    err = Terminal()
    assert main([str(bad)], stdout=io.StringIO(), stderr=err) == 1
    assert "\x1b[" in err.getvalue()


@pytest.mark.parametrize("data", [
    b"\xff\xfe\x00", b"a = [" * 5000, b'{"a": ' * 5000, b"${", b"a = <<EOT\n", b"\x00" * 10,
    b'x = "\xc3"\n', b"{" * 100000,
])
def test_hostile_inputs_are_diagnostics(data: bytes) -> None:
    code, out, err = _run(["-"], stdin=data)
    assert code == 1 and out == "" and err.startswith("Error: ")
    assert "Traceback" not in err and "Internal error" not in err


def test_python_m_hclkit(tree: Path) -> None:
    proc = subprocess.run([sys.executable, "-m", "hclkit", str(tree / "b.hcl")],
                          capture_output=True, text=True, timeout=60, check=False)
    assert (proc.returncode, proc.stdout) == (0, '{"name":"b","port":80}\n')
    proc = subprocess.run([sys.executable, "-m", "hclkit", "--jobs"],
                          capture_output=True, text=True, timeout=60, check=False)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr


SERVICE = 'service "a" {\n  port = 1\n  host = var.host\n}\nname = upper("x")\n'


def test_the_shape_of_hclkit_loads(tmp_path: Path) -> None:
    import hclkit
    path = tmp_path / "svc.hcl"
    path.write_text(SERVICE, encoding="utf-8")
    code, out, err = _run([str(path)])
    assert (code, err) == (0, "")
    assert json.loads(out) == hclkit.loads(SERVICE, unknowns="expression") == {
        "service": {"a": {"port": 1, "host": "${var.host}"}}, "name": "X"}
    code, out, _ = _run(["--vars", '{"var": {"host": "h"}}', str(path)])
    assert json.loads(out)["service"]["a"]["host"] == "h"
    code, out, err = _run(["--unknowns", "raise", str(path)])
    assert (code, out) == (1, "")
    assert f'on {path} line 3, in service "a":' in err and "Error: Unknown variable" in err


def test_compat_hcl2(tmp_path: Path) -> None:
    import hclkit.compat.hcl2
    path = tmp_path / "svc.hcl"
    path.write_text(SERVICE, encoding="utf-8")
    code, out, err = _run(["--compat", "hcl2", str(path)])
    assert (code, err) == (0, "")
    assert json.loads(out) == hclkit.compat.hcl2.loads(SERVICE)
    assert json.loads(out)["service"] == [{"a": {"port": 1, "host": "${var.host}"}}]
    code, out, err = _run(["--compat", "hcl2", "--vars", '{"a": 1}', str(path)])
    assert (code, out) == (2, "") and "--vars has no effect with --compat hcl2" in err
    path.write_text('service "a" {\n  port = \n}\n', encoding="utf-8")
    code, out, err = _run(["--compat", "hcl2", str(path)])
    assert (code, out) == (1, "") and f'on {path} line 2, in service "a":' in err


_WORDS = ["--jobs", "-j", "2", "x", "-1", "--vars", "{", '{"a": 1}', "--compat", "hcl2",
          "--var", "a=b", "--var-file", "a", "=x",
          "--pretty", "-", "--ext", "", ".hcl", "--color", "never", "--diags", "json",
          "--unknowns", "raise", "--", "-V", "--version", "-h", "/nonexistent", "=", "--pretty=1"]


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(args=st.lists(st.sampled_from(_WORDS), max_size=6), data=st.binary(max_size=60))
def test_any_command_line_ends_cleanly(args: list[str], data: bytes) -> None:
    code, out, err = _run(args, stdin=data)
    assert code in (0, 1, 2)
    assert "Traceback" not in err and "Internal error" not in err
    if code == 2:
        assert "hcl2json: error:" in err
    elif code == 0 and not {"-h", "--version"} & set(args):
        json.loads(out)  # the output is JSON


def test_function_tables(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """--functions picks the reference's table, the wider plain one or
    Terraform's (with files read under the current directory)."""
    (tmp_path / "note.txt").write_text("hi")
    src = tmp_path / "main.tf"
    src.write_text('a = length("hello")\nb = index(["a", "b"], "b")\n')
    monkeypatch.chdir(tmp_path)
    code, out, _ = _run(["--functions", "terraform", str(src)])
    assert code == 0 and json.loads(out) == {"a": 5, "b": 1}
    for table in ("plain", "extended"):
        code, out, err = _run(["--functions", table, str(src)])
        assert code != 0 and 'Call to function "length" failed' in err
    src.write_text('a = file("note.txt")\n')
    code, out, _ = _run(["--functions", "terraform", str(src)])
    assert code == 0 and json.loads(out) == {"a": "hi"}
    code, out, err = _run([str(src)])  # the reference's table has no file(): kept as text
    assert json.loads(out) == {"a": '${file("note.txt")}'}
