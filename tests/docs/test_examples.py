"""Every code example of the README and of docs/ runs, and shows what it
prints (tests/docs/markdown_examples.py says how each kind of block is run)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.docs.markdown_examples import (
    ROOT,
    SYBIL,
    fenced_blocks,
    indented_code_lines,
    pages,
)


@pytest.mark.parametrize("page", pages(), ids=lambda p: str(p.relative_to(ROOT)))
def test_page_examples_run_and_show_their_output(page: Path, tmp_path: Path) -> None:
    text = page.read_text(encoding="utf-8")
    assert not indented_code_lines(text), "indented code blocks: write them fenced, with their kind"
    # A page whose examples need an optional extra names its packages
    # (`<!-- examples need: dask distributed -->`); CI installs them all.
    for need in re.findall(r"<!-- examples need: ([^>]*?) -->", text):
        for package in need.split():
            pytest.importorskip(package, reason=f"{page.name}'s examples need {package}")
    proc = subprocess.run([sys.executable, "-m", "tests.docs.markdown_examples", str(page),
                           str(tmp_path)], cwd=ROOT, capture_output=True, text=True,
                          timeout=900, check=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_the_readme_and_the_tutorial_have_examples_of_each_kind() -> None:
    for page in (ROOT / "README.md", ROOT / "docs" / "tutorial.md"):
        kinds = {b.language for b in fenced_blocks(SYBIL.parse(page))}
        assert {"python", "console"} <= kinds, page


def test_examples_readme_lists_every_example() -> None:
    listed = (ROOT / "examples" / "README.md").read_text(encoding="utf-8")
    for path in sorted((ROOT / "examples").iterdir()):
        if path.name != "README.md" and not path.name.startswith((".", "__")):
            assert f"`{path.name}" in listed, path.name


def test_readme_finds_loads_the_drop_in_and_hcl2json_early() -> None:
    head = "\n".join((ROOT / "README.md").read_text(encoding="utf-8").splitlines()[:70])
    for name in ("hclkit.loads", "hclkit.compat.hcl2", "hcl2json"):
        assert name in head, name


LINKING = [*pages(), ROOT / "CONTRIBUTING.md", ROOT / "examples" / "README.md"]


@pytest.mark.parametrize("page", LINKING, ids=lambda p: str(p.relative_to(ROOT)))
def test_relative_links_stay_inside_the_repository(page: Path) -> None:
    text = page.read_text(encoding="utf-8")
    assert "../shared" not in text
    for target in re.findall(r"\]\(([^)#\s]+)", text):
        if re.match(r"[a-z]+://", target):
            continue  # public web pages are fine
        path = (page.parent / target).resolve()
        assert path.is_relative_to(ROOT) and path.exists(), target
