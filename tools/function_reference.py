"""Generate the function reference, docs/reference/functions.md, from the
function tables themselves (each function's parameters, and the summary,
examples and limits its table's documentation gives it), so that the page
cannot drift from the code.

    python tools/function_reference.py          # write the page
    python tools/function_reference.py --check  # exit 1 if it is out of date

``tests/test_function_reference.py`` runs every example and fails when the
committed page differs from what this writes.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import hclkit
from hclkit import types as T
from hclkit.dec.funcs import spec_functions
from hclkit.function import Function, Parameter
from hclkit.types import number as N
from hclkit.write.literal import quote_string

ROOT = Path(__file__).resolve().parents[1]
PAGE = ROOT / "docs" / "reference" / "functions.md"
# The directory the examples of the filesystem functions read.
EXAMPLE_FILES = ROOT / "tests" / "data" / "function_reference" / "files"
REGENERATE = "python tools/function_reference.py"
# The variables the examples may refer to (Terraform's templatestring needs one).
EXAMPLE_VARIABLES = {"local": {"template": "Hello, ${name}!"}}


@dataclass(frozen=True)
class Table:
    """A function table as the reference presents it."""

    key: str
    title: str
    call: str  # how to get it
    purpose: str
    build: Callable[[Path | None], dict[str, Function]]


TABLES = (
    Table("standard", "standard", "hclkit.stdlib.functions()",
          "the reference implementation's library: what `hcldec` and the Go tools "
          "offer, and hclkit's default",
          lambda base: hclkit.stdlib.functions()),
    Table("extended", "extended", "hclkit.stdlib.extended_functions(base_dir=None)",
          "the standard table and the rest of the plain library (hashes, YAML, network, "
          "text encodings, Terraform's additions), for applications in the style of Nomad "
          "and Packer; the filesystem functions only with `base_dir`",
          hclkit.stdlib.extended_functions),
    Table("terraform", "Terraform", "hclkit.terraform.functions(base_dir=None)",
          "Terraform's language, with Terraform's definitions where they differ; the "
          "filesystem functions only with `base_dir`",
          hclkit.terraform.functions),
    Table("hcldec", "hcldec spec", "hclkit.dec.funcs.spec_functions()",
          "what expressions in an `hcldec` spec file may call",
          lambda base: spec_functions()),
)


@dataclass
class Definition:
    """One definition of a function name and the tables that have it."""

    name: str
    function: Function
    tables: list[str]
    needs_base_dir: bool
    same_as: str | None  # the table's name for it where it is another function's


def definitions() -> dict[str, list[Definition]]:
    """Name -> its definitions, in the order of :data:`TABLES`.  Functions
    are the same definition when their documentation is the same."""
    found: dict[str, list[Definition]] = {}
    for table in TABLES:
        plain = table.build(None)
        with_files = table.build(EXAMPLE_FILES)
        for name, fn in sorted(with_files.items()):
            same_as = None
            if table.key == "hcldec":
                same_as = next((n for n, f in hclkit.stdlib.functions().items()
                                if f is fn and n != name), None)
            key = (fn.summary, fn.examples, fn.limits)
            defs = found.setdefault(name, [])
            match = next((d for d in defs if (d.function.summary, d.function.examples,
                                               d.function.limits) == key
                          and d.same_as == same_as), None)
            if match is None:
                match = Definition(name, fn, [], name not in plain, same_as)
                defs.append(match)
            match.tables.append(table.key)
    return dict(sorted(found.items()))


def table_for(definition: Definition) -> dict[str, Function]:
    """A table holding ``definition``, to run its examples with."""
    table = next(t for t in TABLES if t.key == definition.tables[0])
    return table.build(EXAMPLE_FILES)


# --- values and types as the page writes them ---------------------------------------------------


def type_expression(t: Any) -> str:
    """A type in the JSON form of ``hclkit.types.type_to_json`` as a type expression."""
    if isinstance(t, str):
        return "any" if t == "dynamic" else t
    kind, arg = t[0], t[1]
    if kind == "object":
        return "object({" + ", ".join(f"{k} = {type_expression(v)}" for k, v in arg.items()) + "})"
    if kind == "tuple":
        return "tuple([" + ", ".join(type_expression(v) for v in arg) + "])"
    return f"{kind}({type_expression(arg)})"


def render(value: T.Value) -> str:
    """A value as an expression that evaluates to it: ``tolist``, ``toset``
    and ``tomap`` mark lists, sets and maps (tuples and objects are
    brackets and braces); an unknown value is ``(unknown TYPE)``."""
    if not value.is_known:
        return f"(unknown {type_expression(T.type_to_json(value.type))})"
    if value.is_null:
        return "null"
    kind = value.type.kind
    if kind == "number":
        return N.to_text(value.as_number())
    if kind == "string":
        return quote_string(value.as_string())
    if kind == "bool":
        return "true" if value.to_python() else "false"
    if kind in ("list", "set", "tuple"):
        inner = "[" + ", ".join(render(e) for e in value.elements()) + "]"
        return inner if kind == "tuple" else f"to{kind}({inner})"
    items = value.as_dict()
    inner = "{" + ", ".join(f"{_key(k)} = {render(v)}" for k, v in items.items()) + "}"
    return inner if kind == "object" else f"tomap({inner})"


def _key(name: str) -> str:
    return name if name.isidentifier() and name.isascii() else quote_string(name)


def evaluate(expression: str, functions: dict[str, Function]) -> T.Value:
    """An example's expression evaluated with ``functions``; raises
    ``ValueError`` with the diagnostics if it fails."""
    expr, diags = hclkit.parse_expression(expression)
    if expr is None or diags.has_errors():
        raise ValueError(f"{expression}: {diags}")
    variables = {k: T.to_value(v) for k, v in EXAMPLE_VARIABLES.items()}
    value, diags = expr.value(hclkit.EvalContext(variables=variables, functions=functions))
    if diags.has_errors():
        raise ValueError(f"{expression}: {diags}")
    return value


# --- the page -----------------------------------------------------------------------------------


def signature(name: str, fn: Function) -> str:
    params = [_parameter(p) for p in fn.params]
    if fn.var_param is not None:
        params.append(_parameter(fn.var_param) + "...")
    return f"{name}({', '.join(params)})"


def _parameter(p: Parameter) -> str:
    if p.expression:
        return f"{p.name} expression"
    return f"{p.name} {type_expression(T.type_to_json(p.type))}"


def _table_names(keys: list[str]) -> str:
    titles = {t.key: t.title for t in TABLES}
    return ", ".join(titles[k] for k in keys)


def lines() -> Iterator[str]:
    defs = definitions()
    yield "# Function reference"
    yield ""
    yield ("Every function of every table hclkit offers: its signature, what it does, "
           "which tables have it, its limits, and examples that the test suite runs "
           "(`tests/test_function_reference.py`; the standard table's examples are also "
           "checked against the reference implementation's answers). Which table to "
           "use is explained in [Functions](../functions.md).")
    yield ""
    yield (f"This page is generated by `{REGENERATE}` from the tables and their "
           "documentation files (`src/hclkit/stdlib/documentation.py`, "
           "`src/hclkit/terraform/documentation.py`): edit those, not the page.")
    yield ""
    yield "| table | how to get it | for |"
    yield "| --- | --- | --- |"
    for t in TABLES:
        yield f"| {t.title} | `{t.call}` | {t.purpose} |"
    yield ""
    yield ("A signature gives each parameter's type as a type expression (`any`: "
           "any type); `...` marks a variadic parameter, which takes any number of "
           "arguments, and `expression` a parameter that takes its argument "
           "unevaluated. Arguments are converted to the parameter types first. "
           "Results are written as expressions: `tolist([...])`, `toset([...])` "
           "and `tomap({...})` for lists, sets and maps, brackets and braces for "
           "tuples and objects.")
    yield ""
    yield ("Limits common to all: every string or collection a function builds is "
           "charged to the evaluation's budget (`Limits.max_eval_bytes`), a string "
           "result is at most 16 MiB, and values nest at most `Limits.max_value_depth` "
           "deep; a call past a limit fails with a diagnostic.")
    yield ""
    yield ("Filesystem functions exist only in a table built with `base_dir`; they "
           "read regular files under that directory only (anywhere with "
           "`allow_escape=True`). Their examples read a directory holding "
           "`hello.txt` (the text `Hello, world!` and a newline) and `greeting.tftpl` "
           "(`Hello, ${name}!` and a newline), and the examples may refer to "
           "`local.template`, a string holding the template `Hello, ${name}!`.")
    yield ""
    yield "| function | " + " | ".join(t.title for t in TABLES) + " |"
    yield "| --- | " + " | ".join("---" for _ in TABLES) + " |"
    for name, ds in defs.items():
        cells = []
        for t in TABLES:
            mark = ""
            for i, d in enumerate(ds):
                if t.key in d.tables:
                    mark = "yes" if len(ds) == 1 else f"yes ({_variant(i)})"
                    if d.needs_base_dir:
                        mark += ", with base_dir"
            cells.append(mark)
        yield f"| [`{name}`](#{name.replace('_', '_')}) | " + " | ".join(cells) + " |"
    for name, ds in defs.items():
        yield ""
        yield f"## {name}"
        for i, d in enumerate(ds):
            yield ""
            if len(ds) > 1:
                yield f"### {name} ({_variant(i)}: {_table_names(d.tables)})"
                yield ""
            if d.same_as is not None:
                yield (f"In {_table_names(d.tables)}: the function the other tables "
                       f"call [`{d.same_as}`](#{d.same_as}), under this name.")
                continue
            yield "```hcl"
            yield signature(name, d.function)
            yield "```"
            yield ""
            yield d.function.summary
            yield ""
            tables = f"Tables: {_table_names(d.tables)}"
            if d.needs_base_dir:
                tables += " (with `base_dir` only)"
            yield tables + "."
            if d.function.limits:
                yield ""
                yield f"Limits: {d.function.limits}"
            if d.function.examples:
                yield ""
                yield "| expression | result |"
                yield "| --- | --- |"
                for ex in d.function.examples:
                    yield f"| {_code(ex.expression)} | {_code(ex.result)} |"


def _variant(i: int) -> str:
    return chr(ord("a") + i)


def _code(text: str) -> str:
    """Inline code in a table cell (backticks fenced past; no pipes, which
    Markdown renderers escape differently in code in tables)."""
    if "|" in text:
        raise ValueError(f"an example may not hold a pipe: {text}")
    fence = "``" if "`" in text else "`"
    return f"{fence}{text}{fence}"


def page() -> str:
    return "\n".join(lines()) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="exit 1 if the committed page is out of date")
    args = parser.parse_args(argv)
    text = page()
    if args.check:
        if not PAGE.is_file() or PAGE.read_text(encoding="utf-8") != text:
            print(f"{PAGE} is out of date: run {REGENERATE}", file=sys.stderr)
            return 1
        return 0
    PAGE.parent.mkdir(parents=True, exist_ok=True)
    PAGE.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
