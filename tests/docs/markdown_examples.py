"""Run the code examples of a Markdown page and check what they show.

Sybil finds the fenced blocks; this module says what each kind means:

- ```` ```python ````: run, in one namespace per page, in order. Whatever it
  prints must be shown in a ```` ```text ```` block right after it (only
  blank lines between); a block that prints nothing has no such block.
- ```` ```console ````: ``$ command`` lines (a trailing ``\\`` continues one),
  each followed by what it prints (standard output and error, as a terminal
  shows them). Run by the shell with the project's commands on ``PATH``.
  A command ending ``# not run: installs software`` or ``# not run: runs the
  test suite`` is the only kind skipped, and says so on the page.
- ```` ```hcl ```` and ```` ```json ````: configuration shown; it must parse.
- ```` ```text ```` elsewhere: plain text (a grammar, a layout), not run.

Outputs are compared as doctest compares them, with ``...`` matching any
text and runs of whitespace equal, so long values may wrap on the page.
Every page runs in a fresh copy of ``examples/``, so examples name the
bundled files as ``examples/...`` and may write files without touching the
repository.
"""

from __future__ import annotations

import contextlib
import doctest
import io
import json
import os
import re
import shutil
import subprocess
import sys
import types
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sybil import Document, Example, Region, Sybil
from sybil.parsers.markdown.lexers import FencedCodeBlockLexer

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
# The only reasons a command may go unrun: the two exemptions.
EXEMPT = ("# not run: installs software", "# not run: runs the test suite")
LANGUAGES = {"python", "console", "text", "hcl", "json"}
_CHECKER = doctest.OutputChecker()
_OPTIONS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE


@dataclass
class Block:
    language: str
    source: str
    line: int  # of the opening fence, 1-based
    start: int
    end: int


def fenced_blocks(document: Document) -> list[Block]:
    lexer = FencedCodeBlockLexer(r"[^\n]*", mapping={"language": "language", "source": "source"})
    return [Block(str(r.lexemes["language"]).strip(), str(r.lexemes["source"]),
                  document.text.count("\n", 0, r.start) + 1, r.start, r.end)
            for r in lexer(document)]


def indented_code_lines(text: str) -> list[int]:
    """Lines that open an indented (unfenced) code block: none may exist, so
    that no example escapes the checks by its layout."""
    found, previous, in_fence, in_list = [], "", False, False
    for number, line in enumerate(text.splitlines(), 1):
        if line.lstrip().startswith("```"):
            in_fence = not in_fence
        elif not in_fence:
            if line.strip() and not line.startswith(" "):
                in_list = bool(re.match(r"([-*+]|\d+\.) ", line))
            if line.startswith("    ") and not previous.strip() and not in_list:
                found.append(number)
        previous = line
    return found


def _compare(expected: str, got: str, where: str) -> None:
    if not _CHECKER.check_output(expected, got, _OPTIONS):
        raise AssertionError(f"{where}: shown output differs\n--- shown\n{expected}"
                             f"--- got\n{got}")


def _run_python(example: Example) -> None:
    code, expected, line = example.parsed
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile("\n" * (line) + code, example.path, "exec"), example.namespace)
    got = out.getvalue()
    if expected is None:
        assert not got, f"{example.path}:{line}: prints {got!r}, which the page does not show"
    else:
        _compare(expected, got, f"{example.path}:{line}")


def console_commands(source: str) -> Iterator[tuple[str, str]]:
    """(command, shown output) pairs of a console block."""
    command: list[str] = []
    output: list[str] = []
    lines = source.splitlines(keepends=True)
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("$ "):
            if command:
                yield "".join(command), "".join(output)
            command, output = [line[2:]], []
            while command[-1].rstrip("\n").endswith("\\") and i + 1 < len(lines):
                i += 1
                command.append(lines[i])
        else:
            assert command, f"console output before any command: {line!r}"
            output.append(line)
        i += 1
    if command:
        yield "".join(command), "".join(output)


def _run_console(example: Example) -> None:
    source, line = example.parsed
    env = dict(os.environ, COLUMNS="80", NO_COLOR="1",
               PATH=os.pathsep.join([str(Path(sys.executable).parent), os.environ["PATH"]]))
    for command, expected in console_commands(source):
        if command.rstrip().endswith(EXEMPT):
            continue
        assert "# not run" not in command, f"{example.path}:{line}: unknown exemption {command!r}"
        proc = subprocess.run(["bash", "-c", command], stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True, env=env, timeout=300,
                              check=False)
        got = proc.stdout if proc.stdout.endswith("\n") or not proc.stdout else proc.stdout + "\n"
        _compare(expected, got, f"{example.path}:{line}: $ {command}")


def _check_hcl(example: Example) -> None:
    import hclkit

    source, line = example.parsed
    _, diags = hclkit.parse(source.encode(), f"{example.path}:{line}")
    assert not diags.has_errors(), f"{example.path}:{line}: {diags}"


def _check_json(example: Example) -> None:
    source, line = example.parsed
    try:
        json.loads(source)
    except ValueError as e:
        raise AssertionError(f"{example.path}:{line}: {e}") from e


def parse_page(document: Document) -> Iterable[Region]:
    blocks = fenced_blocks(document)
    text = document.text
    skip_next = False
    for i, block in enumerate(blocks):
        if skip_next:
            skip_next = False
            continue
        where = f"{document.path}:{block.line}"
        assert block.language in LANGUAGES, f"{where}: a block of unknown kind {block.language!r}"
        if block.language == "python":
            after = blocks[i + 1] if i + 1 < len(blocks) else None
            shown = (after is not None and after.language == "text"
                     and not text[block.end:after.start].strip())
            expected = after.source if shown and after is not None else None
            skip_next = shown
            end = after.end if shown and after is not None else block.end
            yield Region(block.start, end, (block.source, expected, block.line), _run_python)
        elif block.language == "console":
            yield Region(block.start, block.end, (block.source, block.line), _run_console)
        elif block.language == "hcl":
            yield Region(block.start, block.end, (block.source, block.line), _check_hcl)
        elif block.language == "json":
            yield Region(block.start, block.end, (block.source, block.line), _check_json)


SYBIL = Sybil(parsers=[parse_page])


# The note a generated page carries near its top (tools/function_reference.py).
GENERATED = "This page is generated by"


def pages() -> list[Path]:
    """Every page whose examples run: the README and the documentation,
    less generated pages, whose generator's tests run their examples (the
    function reference: tests/test_function_reference.py)."""
    return [page for page in [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
            if GENERATED not in page.read_text(encoding="utf-8")[:1000]]


def run_page(page: Path, sandbox: Path) -> int:
    """Run every example of the page in a copy of examples/ under sandbox;
    gives how many ran."""
    shutil.copytree(EXAMPLES, sandbox / "examples",
                    ignore=shutil.ignore_patterns("__pycache__", "json-out"))
    document = SYBIL.parse(page)
    module = types.ModuleType(f"page_{page.stem.replace('-', '_')}")
    # Dataclasses defined in an example look their module up by name.
    namespace: dict[str, Any] = module.__dict__
    document.namespace = namespace
    old = os.getcwd()
    sys.modules[module.__name__] = module
    count = 0
    try:
        os.chdir(sandbox)
        for example in document:
            example.evaluate()
            count += 1
    finally:
        os.chdir(old)
        del sys.modules[module.__name__]
    return count


def python_source(page: Path) -> str:
    """The page's Python examples as one module, in order (for mypy)."""
    document = Document(page.read_text(encoding="utf-8"), str(page))
    return "\n".join(b.source for b in fenced_blocks(document) if b.language == "python")


if __name__ == "__main__":
    # One page per process, as a reader runs it: nothing an earlier page
    # imported or defined is there.
    print(run_page(Path(sys.argv[1]), Path(sys.argv[2])), "examples ran")
