"""The example checker itself: what it accepts, and what it refuses."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.docs.markdown_examples import console_commands, indented_code_lines, run_page

FENCE = "```"


def _page(tmp_path: Path, text: str) -> Path:
    tmp_path.mkdir(parents=True, exist_ok=True)
    page = tmp_path / "page.md"
    page.write_text(text.replace("'''", FENCE), encoding="utf-8")
    return page


def _run(tmp_path: Path, text: str) -> int:
    sandbox = tmp_path / "sandbox"
    sandbox.mkdir(parents=True)
    return run_page(_page(tmp_path, text), sandbox)


def test_python_output_is_compared_with_the_text_block_after_it(tmp_path: Path) -> None:
    assert _run(tmp_path, "'''python\nx = 2\nprint(x * 21)\n'''\n\n'''text\n42\n'''\n") == 1
    with pytest.raises(AssertionError, match="shown output differs"):
        _run(tmp_path / "b", "'''python\nprint(41)\n'''\n\n'''text\n42\n'''\n")


def test_python_that_prints_must_show_it(tmp_path: Path) -> None:
    with pytest.raises(AssertionError, match="which the page does not show"):
        _run(tmp_path, "'''python\nprint(1)\n'''\n")


def test_pages_share_one_namespace_in_order(tmp_path: Path) -> None:
    page = "'''python\nx = 1\n'''\n\n'''python\nprint(x)\n'''\n'''text\n1\n'''\n"
    assert _run(tmp_path, page) == 2


def test_console_commands_run_on_a_copy_of_the_examples(tmp_path: Path) -> None:
    assert _run(tmp_path, "'''console\n$ ls examples/infra\ndecode.py\nmain.tf\ntypo.tf\n"
                          "$ echo a \\\n  b\na b\n'''\n") == 1
    with pytest.raises(AssertionError, match="shown output differs"):
        _run(tmp_path / "b", "'''console\n$ echo no\nyes\n'''\n")


def test_only_the_two_exemptions_skip_a_command(tmp_path: Path) -> None:
    assert _run(tmp_path, "'''console\n$ false  # not run: installs software\n"
                          "$ false  # not run: runs the test suite\n'''\n") == 1
    with pytest.raises(AssertionError, match="unknown exemption"):
        _run(tmp_path / "b", "'''console\n$ false  # not run: too slow\n'''\n")


def test_configuration_must_parse_and_kinds_must_be_known(tmp_path: Path) -> None:
    assert _run(tmp_path, "'''hcl\na = 1\n'''\n'''json\n{\"a\": 1}\n'''\n") == 2
    with pytest.raises(AssertionError):
        _run(tmp_path / "b", "'''hcl\na = = 1\n'''\n")
    with pytest.raises(AssertionError, match="unknown kind"):
        _run(tmp_path / "c", "'''\nsomething\n'''\n")


def test_indented_code_blocks_are_found() -> None:
    assert indented_code_lines("text\n\n    code\n") == [3]
    assert indented_code_lines("- item\n\n    continued item\n") == []


def test_console_commands_and_their_output() -> None:
    assert list(console_commands("$ a \\\n  b\nout\n$ c\n")) == [("a \\\n  b\n", "out\n"),
                                                                ("c\n", "")]
