"""The variable options the commands share: ``--vars``, ``--var`` and ``--var-file``.

    parser = argparse.ArgumentParser()
    varopts.add_arguments(parser)
    opts = parser.parse_args(argv)          # opts.var_sources: list[VarSource]
    values, diags, sources = varopts.resolve(opts.var_sources)

The three options land in one list, ``opts.var_sources``, in command-line
order, each a :class:`VarSource` (``flag``, ``text``); :func:`resolve`
applies them in that order, a later one winning:

* ``-V``/``--vars JSON_OR_FILE`` fills top-level names, as ``hcldec``'s
  ``--vars`` do: a JSON object, or a file of them (``.json``, or literal
  attributes as in ``.tfvars``); each top-level name it gives replaces that
  name (``{"var": {...}}`` replaces the whole ``var`` object);
* ``--var NAME=VALUE`` fills ``var.NAME`` with the string ``VALUE`` (as
  Terraform's ``-var`` for a string variable); a malformed one is a usage
  error at parse time;
* ``--var-file FILE`` fills ``var.NAME`` for each attribute of ``FILE``
  (``.tfvars``/``.hcl``: literal attributes, read by
  :func:`hclkit.load_vars`; ``.json``: a JSON object).

:func:`resolve` returns the values (plain Python data: top-level names, the
``var`` object under ``"var"``), the diagnostics of what could not be read,
and the sources read (``{filename: text}``) for printing them.
:func:`input_variables` gives just the ``var`` object's values, for tools
whose variables are only ``var.NAME`` (Terraform modules).
"""

from __future__ import annotations

import argparse
import io
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from ..diagnostics import Diagnostics

__all__ = ["VAR_OBJECT", "VarSource", "add_arguments", "input_variables", "resolve"]

# The object whose attributes the --var and --var-file options fill.
VAR_OBJECT: Final = "var"
DEST: Final = "var_sources"

_NAME: Final = re.compile(r"[^\W\d][\w-]*\Z")


@dataclass(frozen=True)
class VarSource:
    """One variable option as given: ``flag`` is ``"--vars"``, ``"--var"``
    or ``"--var-file"``; ``text`` its argument."""

    flag: str
    text: str


class _Append(argparse.Action):
    """Appends the option to the one ordered list all three share."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: Any, option_string: str | None = None) -> None:
        flag = "--vars" if self.dest == "vars" else "--" + self.dest.replace("_", "-")
        text = str(values)
        if flag == "--var":
            name, eq, _ = text.partition("=")
            if not eq or not _NAME.match(name):
                raise argparse.ArgumentError(
                    self, f'the given --var option "{text}" is not correctly specified: it '
                          'must be a variable name and value separated by an equals sign, '
                          'like --var="key=value"')
        sources = list(getattr(namespace, DEST, None) or [])
        sources.append(VarSource(flag, text))
        setattr(namespace, DEST, sources)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Adds ``-V``/``--vars``, ``--var`` and ``--var-file`` to ``parser``,
    collected in order into ``var_sources`` (default: an empty list)."""
    parser.set_defaults(**{DEST: []})
    parser.add_argument("-V", "--vars", dest="vars", action=_Append, metavar="JSON_OR_FILE",
                        help="variables by top-level name: a JSON object, or a file of them "
                             "(.json, or literal attributes as in .tfvars); may be repeated")
    parser.add_argument("--var", dest="var", action=_Append, metavar="NAME=VALUE",
                        help="var.NAME as the string VALUE; may be repeated")
    parser.add_argument("--var-file", dest="var_file", action=_Append, metavar="FILE",
                        help="var.NAME for each attribute of FILE (.tfvars, .hcl, or .json); "
                             "may be repeated")


def resolve(sources: Sequence[VarSource]) -> tuple[dict[str, Any], Diagnostics,
                                                   dict[str, Any]]:
    """The values the options give, applied in order (a later one wins),
    the diagnostics of those that could not be read, and the texts read."""
    values: dict[str, Any] = {}
    diags = Diagnostics()
    files: dict[str, Any] = {}
    for n, source in enumerate(sources):
        if source.flag == "--var":
            name, _, value = source.text.partition("=")
            _set_var(values, {name: value})
            continue
        found = _read(source.text, n, diags, files, literal=source.flag == "--vars")
        if found is None:
            continue
        if source.flag == "--vars":
            values.update(found)
        else:
            _set_var(values, found)
    return values, diags, files


def input_variables(values: dict[str, Any]) -> dict[str, Any]:
    """The ``var`` object's values among ``values`` (empty if there is none)."""
    found = values.get(VAR_OBJECT)
    return dict(found) if isinstance(found, dict) else {}


def _set_var(values: dict[str, Any], given: dict[str, Any]) -> None:
    values[VAR_OBJECT] = {**input_variables(values), **given}


def _read(arg: str, n: int, diags: Diagnostics, files: dict[str, Any], *,
          literal: bool) -> dict[str, Any] | None:
    """A file of variables (:func:`hclkit.load_vars`: JSON if its name ends
    in .json, literal attributes as in .tfvars otherwise), or with
    ``literal`` a JSON object given on the command line."""
    from ..convenience.loading import load_vars
    from ..errors import HCLError
    try:
        if literal and arg.lstrip().startswith("{"):
            return load_vars(io.BytesIO(arg.encode("utf-8", "surrogateescape")),
                             filename=f"<vars argument {n}>")
        return load_vars(arg)
    except HCLError as e:
        diags.extend(e.diagnostics)
        files.update(e.sources)
    except (OSError, ValueError):  # ValueError: a path with a NUL in it
        diags.error("Failed to read file", f'The file "{arg}" could not be read.')
    return None
