"""MkDocs hooks: the command reference is each command's own help text,
taken from its parser when the site is built, so the page cannot drift;
the generated function reference joins the nav where it exists; a
dotted name in code on a page (`hclkit.loads`) links to its API entry; and
a name that ``hclkit`` re-exports from a package is documented once, under
``hclkit``, not again under its package."""

from __future__ import annotations

import importlib
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path
from typing import Any

_MARK = re.compile(r"<!-- command-help: (.+?) -->")
_BIN = Path(sys.executable).parent


def _help(command: str) -> str:
    argv = shlex.split(command)
    env = dict(os.environ, COLUMNS="80", NO_COLOR="1")
    proc = subprocess.run([str(_BIN / argv[0]), *argv[1:]], capture_output=True, text=True,
                          env=env, timeout=60, check=False)
    text = (proc.stdout + proc.stderr).rstrip()
    if not text:
        raise RuntimeError(f"{command!r} printed nothing")
    return f"```text\n$ {command}\n{text}\n```"


# `hclkit.name` in prose, not already a link's text, nor in a heading.
_NAME = re.compile(r"(?<![\[`])`(?P<name>hclkit(?:\.\w+)+)(?P<call>\(\))?`(?![\]`])")
_FENCE = re.compile(r"^ *(```|~~~)(?!.*```)")


def _link(match: re.Match[str]) -> str:
    name = match["name"]
    code = f'<code>{name}{match["call"] or ""}</code>'
    return f'<autoref identifier="{name}" optional>{code}</autoref>'


def link_api_names(markdown: str) -> str:
    """*markdown* with each `hclkit.x` code span outside code blocks an
    optional link to x's API entry (plain code where the site has none)."""
    out: list[str] = []
    fence = ""
    for line in markdown.splitlines(keepends=True):
        opened = _FENCE.match(line)
        if opened and (not fence or opened.group(1) == fence):
            fence = "" if fence else opened.group(1)
        elif not fence and not line.startswith("#"):
            line = _NAME.sub(_link, line)
        out.append(line)
    return "".join(out)


# A package's API block: "::: hclkit.types" alone on its line.
_PACKAGE_BLOCK = re.compile(r"^::: (hclkit\.[\w.]+)[ \t]*$", re.MULTILINE)
# mkdocstrings' default filter (no private names), which a block's own
# filters replace rather than extend.
_PRIVATE = "!^_[^_]"


def shared_with_top(package: str) -> list[str]:
    """The names *package* exports that ``hclkit`` exports too, as the same object."""
    top = importlib.import_module("hclkit")
    module = importlib.import_module(package)
    return sorted(name for name in getattr(module, "__all__", ())
                  if name in top.__all__ and getattr(top, name) is getattr(module, name))


def document_once(markdown: str) -> str:
    """*markdown* with each package's API block leaving out the names that
    ``hclkit`` re-exports (documented under ``hclkit``), and saying so."""
    def block(match: re.Match[str]) -> str:
        shared = shared_with_top(match[1])
        if not shared:
            return match[0]
        filters = ", ".join(f'"{f}"' for f in [_PRIVATE, *(f"!^{n}$" for n in shared)])
        names = ", ".join(f"[`{n}`][hclkit.{n}]" for n in shared)
        return (f"{match[0]}\n    options:\n      filters: [{filters}]\n\n"
                f"Also exported by this package, and documented under `hclkit`: {names}.\n")
    return _PACKAGE_BLOCK.sub(block, markdown)


def on_page_markdown(markdown: str, **_: Any) -> str:
    return link_api_names(document_once(_MARK.sub(lambda m: _help(m.group(1)), markdown)))


# Written by tools/function_reference.py; while a branch lacks it, the site
# still builds (strict mode refuses a nav entry whose page is missing).
_FUNCTION_REFERENCE = "reference/functions.md"


def on_config(config: Any, **_: Any) -> Any:
    if (Path(config["docs_dir"]) / _FUNCTION_REFERENCE).exists():
        for section in config["nav"]:
            if isinstance(section, dict) and "Reference" in section:
                pages = section["Reference"]
                at = next(i for i, page in enumerate(pages) if "Functions" in page)
                pages.insert(at + 1, {"Function reference": _FUNCTION_REFERENCE})
    return config
