"""Packaging: the licence, the version in one place, the commands, a
changelog, a README that links only inside the repository, and benchmarks
that need nothing beyond the ``bench`` extra."""

from __future__ import annotations

import ast
import importlib.metadata
import re
import sys
from pathlib import Path
from typing import Any

import pytest

import hclkit

ROOT = Path(__file__).resolve().parents[1]


def _pyproject() -> dict[str, Any]:
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+
    data: dict[str, Any] = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return data


def test_license_file_matches_the_metadata() -> None:
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License\n")
    project = _pyproject()["project"]
    assert project["license"] == {"text": "MIT"}
    assert "License :: OSI Approved :: MIT License" in project["classifiers"]


def test_the_version_is_written_once() -> None:
    data = _pyproject()
    assert "version" not in data["project"] and data["project"]["dynamic"] == ["version"]
    assert data["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "hclkit.__version__"}
    assert re.fullmatch(r"\d+\.\d+\.\d+", hclkit.__version__)
    written = [p for p in (ROOT / "src").rglob("*.py")
               if f'"{hclkit.__version__}"' in p.read_text(encoding="utf-8")]
    assert written == [ROOT / "src" / "hclkit" / "__init__.py"]
    assert importlib.metadata.version("hclkit") == hclkit.__version__


def test_commands_and_classifiers() -> None:
    project = _pyproject()["project"]
    assert project["scripts"] == {"hcldec": "hclkit.cli.hcldec:run",
                                  "hcl2json": "hclkit.cli.hcl2json:run",
                                  "hclfmt": "hclkit.cli.hclfmt:run",
                                  "hclkit-hcl2tojson": "hclkit.cli.hcl2tojson:run",
                                  "hclkit-jsontohcl2": "hclkit.cli.jsontohcl2:run"}
    versions = {c.rsplit(" ", 1)[-1] for c in project["classifiers"]
                if c.startswith("Programming Language :: Python :: 3.")}
    assert f"3.{sys.version_info.minor}" in versions or sys.version_info >= (3, 14)
    assert project["requires-python"] == ">=3.10" and "3.10" in versions


def test_changelog_covers_this_version() -> None:
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert f"## {hclkit.__version__}" in text and "## Unreleased" in text
    assert "hclkit.decode" in text and "hcl2json" in text


def test_readme_links_only_inside_the_repository() -> None:
    for doc in ("README.md", "CONTRIBUTING.md", "CHANGELOG.md", "examples/README.md"):
        text = (ROOT / doc).read_text(encoding="utf-8")
        assert not re.search(r"\bhttps?://|\bwww\.", text), doc
        for target in re.findall(r"\]\(([^)#]+)", text):
            assert (ROOT / doc).parent.joinpath(target).exists(), (doc, target)


# What the benchmarks may import: the standard library, hclkit, the bench
# extra's packages (by import name: python-hcl2 is hcl2), and the
# repository's own test helpers (their module-level imports held to the same rule).
_BENCH_EXTRA = {"hcl2", "pygohcl"}


def _imports(tree: ast.AST, top_level_only: bool) -> list[str]:
    nodes = tree.body if top_level_only and isinstance(tree, ast.Module) else ast.walk(tree)
    found: list[str] = []
    for node in nodes:
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append(node.module)
    return found


def _check(path: Path, top_level_only: bool, seen: set[Path]) -> None:
    seen.add(path)
    for name in _imports(ast.parse(path.read_text(encoding="utf-8")), top_level_only):
        root = name.split(".")[0]
        if root == "tests":
            module = ROOT.joinpath(*name.split("."))
            target = module / "__init__.py" if module.is_dir() else module.with_suffix(".py")
            if target not in seen:
                _check(target, True, seen)
            continue
        assert root in sys.stdlib_module_names or root in _BENCH_EXTRA \
            or root in ("hclkit", "__future__"), f"{path.name} imports {name}"


@pytest.mark.parametrize("script", sorted((ROOT / "bench").glob("*.py")), ids=lambda p: p.name)
def test_benchmarks_need_only_the_bench_extra(script: Path) -> None:
    _check(script, False, set())
