"""docs/hooks.py: a `hclkit.name` in code on a page links to the API entry,
except in code blocks, headings and text that is already a link."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]


def _hooks() -> ModuleType:
    spec = importlib.util.spec_from_file_location("docs_hooks", ROOT / "docs" / "hooks.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


link = _hooks().link_api_names


def test_dotted_names_in_prose_link_optionally() -> None:
    assert link("See `hclkit.loads` or `hclkit.fmt()`.\n") == (
        'See <autoref identifier="hclkit.loads" optional><code>hclkit.loads</code></autoref>'
        ' or <autoref identifier="hclkit.fmt" optional><code>hclkit.fmt()</code></autoref>.\n')


def test_code_blocks_headings_links_and_other_code_stay() -> None:
    page = ("```python\nx = `hclkit.loads`\n```\n"
            "~~~\n`hclkit.a`\n~~~\n"
            "## The `hclkit.dec` package\n"
            "[`hclkit.loads`][hclkit.loads], `json.loads`, ``hclkit.b``\n"
            "```hclkit.inline```\n")
    assert link(page) == page


def test_text_after_a_code_block_links_again() -> None:
    assert "<autoref" in link("```\n`hclkit.a`\n```\nthen `hclkit.b`\n").split("```\n")[-1]
