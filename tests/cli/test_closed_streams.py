"""Commands started without a standard stream (``<&-``, ``>&-``, ``2>&-``)
give a message (where one can go) and an exit code, never a traceback;
every command module runs its command under ``python -m``; hclfmt follows
``NO_COLOR`` as the other commands do."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

COMMANDS = {
    "hcl2json": ["hclkit.cli.hcl2json"],
    "hclfmt": ["hclkit.cli.hclfmt"],
    "hcldec": ["hclkit.cli.hcldec", "--spec={spec}"],
}


def _run(tmp_path: Path, command: str, args: list[str], close: str
         ) -> subprocess.CompletedProcess[bytes]:
    spec = tmp_path / "s.hcldec"
    spec.write_text('attr {\n  name = "a"\n  type = number\n}\n', encoding="utf-8")
    module, *fixed = COMMANDS[command]
    argv = [sys.executable, "-m", module, *(a.format(spec=spec) for a in fixed), *args]
    # The shell closes the descriptor, as a user's shell would.
    shell = " ".join(f"'{a}'" for a in argv) + f" {close}"
    return subprocess.run(["sh", "-c", shell], capture_output=close != "2>&- >&-",
                          timeout=120, check=False, env={**os.environ, "NO_COLOR": "1"})


@pytest.mark.parametrize("command", sorted(COMMANDS))
@pytest.mark.parametrize("close", ["<&-", ">&-", "2>&- >&-"])
def test_a_closed_stream_is_a_message_and_an_exit_code(tmp_path: Path, command: str,
                                                       close: str) -> None:
    src = tmp_path / "f.tf"
    src.write_text("a = 1\n", encoding="utf-8")
    args = ["-"] if command == "hcl2json" and close == "<&-" else \
        [] if close == "<&-" else [str(src)]
    result = _run(tmp_path, command, args, close)
    assert result.returncode == 1
    if close != "2>&- >&-":
        err = result.stderr.decode()
        assert "Traceback" not in err
        stream = "input" if close == "<&-" else "output"
        assert f"standard {stream} is closed" in err


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_each_command_module_runs_its_command(tmp_path: Path, command: str) -> None:
    result = _run(tmp_path, command, ["--version"], "")
    assert result.returncode == 0 and result.stdout.strip()


def test_hclfmt_honours_no_color(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from hclkit.cli.hclfmt import main

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    bad = tmp_path / "bad.hcl"
    bad.write_text("x = \n", encoding="utf-8")
    monkeypatch.delenv("NO_COLOR", raising=False)
    err = Terminal()
    assert main(["-check", str(bad)], stdout=io.StringIO(), stderr=err) == 1
    assert "\x1b[" in err.getvalue()
    monkeypatch.setenv("NO_COLOR", "1")
    err = Terminal()
    assert main(["-check", str(bad)], stdout=io.StringIO(), stderr=err) == 1
    assert "\x1b[" not in err.getvalue() and "Error:" in err.getvalue()


def test_a_fifo_among_the_inputs_is_a_diagnostic(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "x.tf")
    (tmp_path / "y.tf").write_text("a = 1\n", encoding="utf-8")
    for command, args in (("hcl2json", [str(tmp_path)]), ("hclfmt", [str(tmp_path / "x.tf")]),
                          ("hcldec", [str(tmp_path / "x.tf")])):
        result = _run(tmp_path, command, args, "")
        assert result.returncode in (1, 2), command
        err = " ".join(result.stderr.decode().split())  # the message is wrapped
        assert "Traceback" not in err and ("not a regular file" in err or "could not be read"
                                           in err), command
    assert b'"a":1' in _run(tmp_path, "hcl2json", [str(tmp_path)], "").stdout
