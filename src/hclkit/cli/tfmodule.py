"""``hcl2json --terraform DIR``: a Terraform module, evaluated, as JSON.

    hcl2json --terraform DIR [--var NAME=VALUE] [--var-file FILE] [--workspace W]
             [--pretty] [--diags text|json]

``--var`` and ``--var-file`` may be repeated and are applied in the order
given, after ``terraform.tfvars`` and ``*.auto.tfvars``, as Terraform
applies its own options; ``TF_VAR_`` variables of the environment are
read.  The output is :func:`hclkit.terraform.export.module_data`'s.  Exit
codes: 0, the module evaluated without errors; 1, it has errors (the
JSON is still written) or the output could not be written; 2, a bad
command line.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    import argparse
    from typing import Any, NoReturn, TextIO

# argparse, json and the variable options are imported when this command
# runs: hcl2json imports this module for wants_terraform on every start.

__all__ = ["main", "wants_terraform"]


def wants_terraform(argv: Sequence[str]) -> bool:
    """Whether an ``hcl2json`` command line asks for this command."""
    return any(a == "--terraform" or a.startswith("--terraform=") for a in argv)


class _Usage(Exception):
    pass


class _Shown(Exception):
    pass


def _parser(out: TextIO, err: TextIO) -> argparse.ArgumentParser:
    import argparse

    from . import varopts

    class Parser(argparse.ArgumentParser):
        def error(self, message: str) -> NoReturn:
            raise _Usage(message)

        def exit(self, status: int = 0, message: str | None = None) -> NoReturn:
            if message:
                err.write(message)
            raise _Shown

        def _print_message(self, message: str, file: Any = None) -> None:
            if message:
                out.write(message)

    p = Parser(prog="hcl2json --terraform", description="Evaluate a Terraform module and "
               "write it as JSON.")
    p.add_argument("--terraform", required=True, metavar="DIR", help="the module directory")
    # The options every command shares (hclkit.cli.varopts), read here as
    # Terraform reads them: --var by the variable's type, in order with the
    # --var-file files.
    varopts.add_arguments(p)
    p.add_argument("--workspace", default="default", help="terraform.workspace")
    p.add_argument("--pretty", action="store_true", help="indent the JSON output")
    p.add_argument("--diags", choices=["text", "json"], default="text")
    return p


def main(argv: Sequence[str], stdout: TextIO | None = None,
         stderr: TextIO | None = None) -> int:
    out = stdout if stdout is not None else sys.stdout
    err = stderr if stderr is not None else sys.stderr
    parser = _parser(out, err)
    try:
        opts = parser.parse_args(list(argv))
    except _Usage as e:
        err.write(f"{parser.format_usage()}hcl2json: error: {e}\n")
        return 2
    except _Shown:  # --help
        return 0
    if any(source.flag == "--vars" for source in opts.var_sources):
        err.write(f"{parser.format_usage()}hcl2json: error: --vars gives top-level names; a "
                  "Terraform module's input variables are given with --var and --var-file\n")
        return 2
    var_files = [tuple(s.text.split("=", 1)) if s.flag == "--var" else s.text
                 for s in opts.var_sources]
    from ..diagwrite import text_width, write_json, write_text
    from ..terraform import load_module
    from ..terraform.export import module_data
    module = load_module(opts.terraform, var_files=var_files, env=os.environ,
                         workspace=opts.workspace)
    data = module_data(module)
    import json
    text = json.dumps(data, indent=2 if opts.pretty else None, ensure_ascii=False,
                      default=str)
    try:
        out.write(text + "\n")
    except (BrokenPipeError, OSError) as e:
        err.write(f"hcl2json: cannot write the output: {e}\n")
        return 1
    if module.diagnostics:
        if opts.diags == "json":
            err.write(write_json(module.diagnostics))
        else:
            files: dict[str, Any] = {}
            for d in module.diagnostics:
                name = d.subject.filename if d.subject is not None else None
                if name and name not in files and os.path.isfile(name):
                    try:
                        with open(name, "rb") as f:
                            files[name] = f.read()
                    except OSError:
                        pass
            err.write(write_text(module.diagnostics, files, width=text_width(out)))
    return 1 if module.diagnostics.has_errors() else 0
