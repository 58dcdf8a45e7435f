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


once = _hooks().document_once


def test_a_package_block_leaves_out_what_hclkit_re_exports() -> None:
    page = once("::: hclkit\n\n::: hclkit.types\n\n::: hclkit.ext\n")
    types_block = page.split("::: hclkit.types")[1].split("::: hclkit.ext")[0]
    assert '"!^Value$"' in types_block and '"!^convert$"' in types_block
    assert '"!^_[^_]"' in types_block  # the default filter is kept
    assert "[`Value`][hclkit.Value]" in types_block
    assert page.startswith("::: hclkit\n\n")  # the top block documents everything
    assert page.endswith("::: hclkit.ext\n")  # nothing shared: unchanged


def test_a_same_named_but_different_object_stays() -> None:
    # hclkit.compat.hcl2.loads is python-hcl2's loads, not hclkit.loads.
    block = once("::: hclkit.compat.hcl2\n")
    assert '"!^loads$"' not in block
