"""``loads``, ``load`` and ``load_vars``: configuration to plain Python data in one call."""

from __future__ import annotations

import os
from collections.abc import Mapping

from ..budget import OUT_OF_MEMORY
from ..diagnostics import Diagnostics
from ..model import EvalContext
from ..native.file import parse_eagerly
from .plain import Numbers, Unknowns, body_data, python_data

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from typing import IO, Any, TypeAlias

    from ..errors import HCLError
    from ..function import Function
    from ..model import Body

__all__ = ["load", "load_vars", "loads"]

Source = str | bytes
# (A string at run time, where typing is not loaded.)
PathOrFile: TypeAlias = "str | os.PathLike[str] | IO[str] | IO[bytes]"

# Names whose syntax is the native one whatever their content looks like.
_NATIVE_SUFFIXES = (".hcl", ".tf", ".tfvars", ".nomad", ".hcldec")


def loads(text: Source, *, filename: str | None = None,
          variables: Mapping[str, Any] | None = None,
          functions: Mapping[str, Function] | None = None, dynamic_blocks: bool = True,
          unknowns: Unknowns = "raise", numbers: Numbers = "float") -> dict[str, Any]:
    """Configuration text as plain Python data (the shape is
    :mod:`hclkit.convenience.plain`'s).

    The syntax is JSON if ``filename`` ends in ``.json``, native if it ends
    in a native extension (``.hcl``, ``.tf``, ``.tfvars``, ``.nomad``), and
    otherwise JSON exactly when the text starts with ``{`` or ``[``.
    Expressions see ``variables`` (plain Python values or
    :class:`hclkit.Value`) and ``functions`` (default: the standard
    library).  ``dynamic_blocks`` expands ``dynamic`` blocks (native
    syntax) into the blocks they stand for.  ``unknowns="expression"``
    keeps an attribute that needs what was not given as its source text,
    ``"${…}"``.  ``numbers="decimal"``
    gives fractions as :class:`decimal.Decimal`.  Raises
    :class:`hclkit.HCLError` with the diagnostics if anything is wrong."""
    name = filename if filename is not None else "<input>"
    try:
        return _loads(text, name, filename, variables, functions, dynamic_blocks, unknowns,
                      numbers)
    except MemoryError:
        raise out_of_memory(text, name) from None


def out_of_memory(text: Source, name: str) -> HCLError:
    """The error for memory that ran out anyway (budgets keep it rare)."""
    diags = Diagnostics()
    diags.error(*OUT_OF_MEMORY)
    return _failure(diags, name, text)


def _failure(diags: Diagnostics, name: str, text: Source) -> HCLError:
    """The error that carries the errors of ``diags`` (its module loaded when
    something fails)."""
    from ..errors import HCLError  # noqa: PLC0415
    return HCLError(diags.errors(), {name: text})


def _loads(text: Source, name: str, filename: str | None,
           variables: Mapping[str, Any] | None, functions: Mapping[str, Function] | None,
           dynamic_blocks: bool, unknowns: Unknowns, numbers: Numbers) -> dict[str, Any]:
    body, diags = _parse(text, name, filename)
    if diags.has_errors():
        raise _failure(diags, name, text)
    if functions is None:
        from .. import stdlib  # noqa: PLC0415  (loaded when needed: hcl2json starts faster)
        functions = stdlib.functions()
    ctx = EvalContext(dict(variables or {}), functions)
    data, more = body_data(body, ctx, dynamic_blocks=dynamic_blocks, unknowns=unknowns,
                           numbers=numbers)
    diags.extend(more)
    if diags.has_errors():
        raise _failure(diags, name, text)
    return data


def load(source: PathOrFile, *, filename: str | None = None,
         variables: Mapping[str, Any] | None = None,
         functions: Mapping[str, Function] | None = None, dynamic_blocks: bool = True,
         unknowns: Unknowns = "raise", numbers: Numbers = "float") -> dict[str, Any]:
    """:func:`loads` of a file: a path, or an open file (text or binary).
    The file's name, if it has one, chooses the syntax and names it in
    messages.  A file that cannot be read raises :class:`OSError`, as
    :func:`open` does."""
    text, name = _read(source, filename)
    return loads(text, filename=name, variables=variables, functions=functions,
                 dynamic_blocks=dynamic_blocks, unknowns=unknowns, numbers=numbers)


def load_vars(source: PathOrFile, *, filename: str | None = None,
              numbers: Numbers = "float") -> dict[str, Any]:
    """A variable definitions file (``.tfvars``, or ``.tfvars.json``) as a
    dict of values.  Only literal values are allowed, as Terraform reads
    such files: a variable, a function call or a block is an error, raised
    as :class:`hclkit.HCLError` with every such diagnostic."""
    text, name = _read(source, filename)
    name = name if name is not None else "<input>"
    body, diags = _parse(text, name, name)
    if diags.has_errors():
        raise _failure(diags, name, text)
    attrs, more = body.just_attributes()
    diags.extend(more)
    values: dict[str, Any] = {}
    for attr_name, attr in attrs.items():
        val, more = attr.expr.value(None)  # literal-only mode
        diags.extend(more)
        if not more.has_errors():
            values[attr_name] = python_data(val, attr.expr, numbers == "decimal", diags)
    if diags.has_errors():
        raise _failure(diags, name, text)
    return values


def _read(source: PathOrFile, filename: str | None) -> tuple[Source, str | None]:
    if isinstance(source, (str, os.PathLike)):
        path = os.fspath(source)
        with open(path, "rb") as f:
            return f.read(), filename if filename is not None else path
    text = source.read()
    if filename is None:
        name = getattr(source, "name", None)
        filename = name if isinstance(name, str) else None
    return text, filename


def _is_json(text: Source, filename: str | None) -> bool:
    if filename is not None:
        if filename.endswith(".json"):
            return True
        if filename.endswith(_NATIVE_SUFFIXES):
            return False
    if isinstance(text, str):
        return text.lstrip().startswith(("{", "["))
    return text.lstrip().startswith((b"{", b"["))


def _parse(text: Source, name: str, filename: str | None) -> tuple[Body, Diagnostics]:
    if _is_json(text, filename):
        from ..json import parse_json  # noqa: PLC0415  (loaded when used)
        jfile, diags = parse_json(text, name)
        return jfile.body, diags
    nfile, diags = parse_eagerly(text, name)
    return nfile.body, diags
