"""``--color`` and ``NO_COLOR``: one rule (hclkit.cli.color) that every
command follows."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from hclkit.cli.color import check_choice, wants_color


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_the_rule() -> None:
    term, pipe = _Terminal(), io.StringIO()
    assert wants_color("auto", term, {}) and not wants_color("auto", pipe, {})
    assert not wants_color("auto", term, {"NO_COLOR": "1"})
    assert wants_color("auto", term, {"NO_COLOR": ""})  # empty: not set, by the convention
    assert wants_color("always", pipe, {"NO_COLOR": "1"})  # the command line wins
    assert not wants_color("never", term, {})
    assert check_choice("auto") is None
    assert check_choice("sometimes") == ('invalid argument "sometimes" for "--color" flag: '
                                         "use auto, always or never")


def _hcldec(tmp_path: Path, args: list[str], stderr: io.StringIO) -> int:
    from hclkit.cli.hcldec import main
    (tmp_path / "spec.hcldec").write_text('attr {\n  name = "a"\n  type = number\n}\n',
                                          encoding="utf-8")
    (tmp_path / "in.hcl").write_text('a = "x"\n', encoding="utf-8")
    return main([f"--spec={tmp_path / 'spec.hcldec'}", *args, str(tmp_path / "in.hcl")],
                stdout=io.StringIO(), stderr=stderr)


def test_hcldec_honours_color_and_no_color(tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NO_COLOR", raising=False)
    err = io.StringIO()
    assert _hcldec(tmp_path, ["--color=always"], err) == 2
    assert "\x1b[31m" in err.getvalue()
    err = _Terminal()
    assert _hcldec(tmp_path, [], err) == 2
    assert "\x1b[" in err.getvalue()  # a terminal: colour
    monkeypatch.setenv("NO_COLOR", "1")
    err = _Terminal()
    assert _hcldec(tmp_path, [], err) == 2
    assert "\x1b[" not in err.getvalue() and "Error: Incorrect attribute value type" in \
        err.getvalue()
    err = _Terminal()
    assert _hcldec(tmp_path, ["--color", "never"], err) == 2 and "\x1b[" not in err.getvalue()


def test_hcldec_refuses_a_bad_color(tmp_path: Path) -> None:
    err = io.StringIO()
    assert _hcldec(tmp_path, ["--color=pink"], err) == 2
    assert err.getvalue().startswith('invalid argument "pink" for "--color" flag')
    assert "usage: hcldec" in err.getvalue() and "Traceback" not in err.getvalue()
