"""The commands import only what they run: the modules each one loads,
counted in a fresh interpreter, stay under a stated bound (start-up time
follows the count; bench/bench_startup.py measures it)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

# What each command may load beyond the interpreter's own start-up, and why
# so much: hclfmt needs the lexer and the formatter; hcl2json on a small
# file of literals the lexer and the json module (hclkit.cli.literalfile),
# on any other native file the parser, evaluation, types, values and the
# model, not the function layer, conversion or the steps of traversals
# (PATH_ONLY); hcldec --version nothing of the decoder.  A file that calls a
# function loads the function layer and library too.  Each bound is two
# modules above the count on CPython 3.11 (33, 33, 62, 113 and 16).
BOUNDS = {"hclfmt": 35, "hcl2json": 35, "hcl2json with the parser": 64,
          "hcl2json with calls": 115, "hcldec": 18}

# What a file that neither calls a function, converts a value nor reports
# anything does without: each loads on first use (issue 23: together a
# tenth of such a run's instructions).
PATH_ONLY = ["hclkit.function", "hclkit.native.calls", "hclkit.types.conversion",
             "hclkit.types.unification", "hclkit.types.interop", "hclkit.types.path",
             "hclkit.model.ops", "hclkit.model.exprvalues", "hclkit.model.names",
             "hclkit.native.nav", "hclkit.errors", "bisect", "array"]

# What the library's classes once cost every command that parses: the
# dataclasses module and what it imports (hclkit._record replaces it); and
# argparse, which a command line of paths alone does without.
HEAVY = ["dataclasses", "inspect", "ast", "dis", "tokenize", "linecache", "argparse"]

# What a parse and evaluation of a small file does without (issue 23): typing
# (the modules test a TYPE_CHECKING flag of their own, and the run-time
# checkable protocols load it when named), decimal and unicodedata (numbers
# past a plain form, text past ASCII), importlib (lazy names use __import__)
# and what it brings.  Each cost a few million instructions of a start.
UNNEEDED = ["typing", "decimal", "unicodedata", "importlib", "warnings"]

_COUNT = """\
import sys
before = set(sys.modules)
from hclkit.cli.{command} import main
code = main({args!r})
after = set(sys.modules)
sys.stdout.flush()
sys.stderr.write(repr((code, sorted(after - before))))
"""


def _modules(command: str, args: list[str]) -> list[str]:
    proc = subprocess.run([sys.executable, "-c", _COUNT.format(command=command, args=args)],
                          capture_output=True, text=True, timeout=120, check=False)
    code, modules = ast.literal_eval(proc.stderr.splitlines()[-1])
    assert code == 0, proc.stderr
    return list(modules)


@pytest.fixture
def tiny(tmp_path: Path) -> str:
    path = tmp_path / "tiny.hcl"
    path.write_text('name = "x"\nport = 8080\n', encoding="utf-8")
    return str(path)


def test_hclfmt_loads_the_lexer_not_the_parser(tiny: str) -> None:
    modules = _modules("hclfmt", [tiny])
    assert "hclkit.native.lexer" in modules  # the count is of a real run
    assert len(modules) <= BOUNDS["hclfmt"], modules
    for heavy in ["hclkit.native.parser", "hclkit.types", "hclkit.diagnostics", "dataclasses",
                  *UNNEEDED]:
        assert heavy not in modules


def test_hcl2json_reads_a_small_file_of_literals_without_the_parser(tiny: str) -> None:
    modules = _modules("hcl2json", [tiny])
    assert "hclkit.native.lexer" in modules  # the count is of a real run
    assert len(modules) <= BOUNDS["hcl2json"], modules
    for heavy in ["hclkit.native.parser", "hclkit.types", "hclkit.diagnostics", "dataclasses",
                  "argparse", *UNNEEDED]:
        assert heavy not in modules


def test_hcl2json_loads_no_function_library_for_a_file_without_calls(tmp_path: Path) -> None:
    path = tmp_path / "refs.hcl"
    path.write_text('name = "x-${var.a}"\nport = 8080\n', encoding="utf-8")
    modules = _modules("hcl2json", [str(path)])
    assert "hclkit.native.parser" in modules
    assert len(modules) <= BOUNDS["hcl2json with the parser"], modules
    assert not [m for m in modules if m.startswith(("hclkit.stdlib", "hclkit.json"))]
    assert [m for m in UNNEEDED if m in modules] == []
    assert [m for m in PATH_ONLY if m in modules] == []
    assert "contextlib" not in modules  # (the parser catches its Abort itself)


def test_the_protocols_and_decimal_still_work_when_asked_for() -> None:
    # What the start-up path leaves out loads on first use, and is the real thing.
    code = ("import decimal, hclkit\n"
            "from hclkit.function import ExpressionArgument\n"
            "from hclkit.model import Body, Expression\n"
            "body = hclkit.parse('a = 1\\n')[0].body\n"
            "expr = body.attributes['a'].expr\n"
            "print(isinstance(body, Body), isinstance(expr, Expression),\n"
            "      isinstance(expr, ExpressionArgument),\n"
            "      hclkit.types.to_value(decimal.Decimal('1.5')).as_decimal())\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60, check=True)
    assert proc.stdout.split() == ["True", "True", "False", "1.5"]


def test_hcl2json_loads_the_library_when_a_file_calls_a_function(tmp_path: Path) -> None:
    path = tmp_path / "calls.hcl"
    path.write_text('name = upper("x")\n', encoding="utf-8")
    assert "hclkit.stdlib" in _modules("hcl2json", [str(path)])


@pytest.mark.parametrize(("text", "bound"), [
    ('name = "x-${var.a}"\nport = 8080\n', "hcl2json with the parser"),
    ('name = "x-${var.a}"\nup = upper(trimspace(" x "))\nn = max(1, 2)\n'
     'when = formatdate("YYYY", "2024-01-02T03:04:05Z")\ns = format("%05d", 7)\n',
     "hcl2json with calls"),
])
def test_hcl2json_with_references_and_calls_loads_no_dataclasses(
        tmp_path: Path, text: str, bound: str) -> None:
    path = tmp_path / "refs.hcl"
    path.write_text(text, encoding="utf-8")
    modules = _modules("hcl2json", [str(path)])
    assert "hclkit.native.evaluate" in modules  # the count is of a real evaluation
    assert [m for m in HEAVY if m in modules] == []
    assert len(modules) <= BOUNDS[bound], modules


def test_hcldec_version_loads_almost_nothing() -> None:
    modules = _modules("hcldec", ["--version"])
    assert len(modules) <= BOUNDS["hcldec"], modules
    assert not [m for m in modules if m.startswith(("hclkit.native", "hclkit.dec"))]


def test_a_lazy_name_is_the_function_even_after_its_module_was_imported() -> None:
    # hclkit.dumps comes from hclkit.write.datawriter, imported first here.
    code = ("import hclkit.write.datawriter, hclkit\n"
            "print(hclkit.dumps({'a': 1}).strip())\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60, check=True)
    assert proc.stdout.strip() == "a = 1"


@pytest.mark.parametrize(("source", "want"), [
    # The first conversion fails: its error is caught as the conversion error
    # it is, though the evaluator had not loaded conversion before.
    ('"x${[1]}"', "Invalid template interpolation value"),
    ('{for k in [[1]]: k => 1}', "Invalid object key"),
    ("[1, 2][0]", "1"),  # the first index, and the first traversal step
    ("{a = {b = 3}}.a.b", "3"),
    ('true ? 1 : "a"', "1"),  # the first unification and conversion
    ('upper("x")', "X"),  # the first call
])
def test_what_the_evaluator_loads_on_first_use_works_in_a_fresh_process(
        source: str, want: str) -> None:
    code = ("import hclkit, sys\n"
            f"expr, _ = hclkit.parse_expression({source!r})\n"
            "assert 'hclkit.types.conversion' not in sys.modules\n"
            "value, diags = expr.value(hclkit.EvalContext(functions=hclkit.stdlib.functions()))\n"
            "print(diags[0].summary if diags else value.to_python())\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60, check=True)
    assert proc.stdout.strip() == want
