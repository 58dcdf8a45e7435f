"""Paths as Terraform resolves them: relative to the root module's
directory (which stands in for Terraform's working directory; the
process's own is never changed), and the filesystem functions confined to
a base directory."""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping, Sequence

from ..function import Function
from ..types import STRING, Type, Value, string_value

__all__ = ["common_directory", "rooted_functions"]

# The functions whose first argument is a path to resolve.
PATH_FUNCTIONS = frozenset({
    "abspath", "file", "filebase64", "fileexists", "fileset", "templatefile", "filemd5",
    "filesha1", "filesha256", "filesha512", "filebase64sha256", "filebase64sha512"})


def common_directory(directories: Iterable[str]) -> str:
    """The smallest directory holding all of ``directories`` (real paths)."""
    return os.path.commonpath([os.path.realpath(d) for d in directories])


def _rooted(root: str, args: Sequence[Value]) -> list[Value]:
    out = list(args)
    first = out[0] if out else None
    if (isinstance(first, Value) and first.type is STRING and first.is_known
            and not first.is_null):
        given = first.as_string()
        if given and not os.path.isabs(given) and not given.startswith("~"):
            out[0] = string_value(os.path.normpath(os.path.join(root, given)))
    return out


def _wrap(fn: Function, root: str) -> Function:
    impl = fn.impl
    returns = fn.returns

    def run(args: Sequence[Value], ret: Type) -> Value:
        return impl(_rooted(root, args), ret)

    rule = returns if isinstance(returns, Type) else (
        lambda args: returns(_rooted(root, args)))
    return Function(fn.params, fn.var_param, rule, run, fn.description)


def rooted_functions(table: Mapping[str, Function], root: str) -> dict[str, Function]:
    """``table`` with the filesystem functions taking relative paths from
    ``root`` (as Terraform takes them from its working directory)."""
    out = dict(table)
    for name in PATH_FUNCTIONS & set(out):
        out[name] = _wrap(out[name], root)
    return out
