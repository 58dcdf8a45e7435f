"""Terraform's ``replace``: a substring wrapped in forward slashes
(``"/w.*d/"``) is a regular expression (RE2 syntax, as ``regex`` takes),
and the replacement may then name its capture groups (``$1``, ``$name``,
``${name}``); otherwise every occurrence of the substring is replaced."""

from __future__ import annotations

from collections.abc import Sequence

from ..budget import charge
from ..function import Function, Parameter
from ..stdlib._util import check_string_size, string_result
from ..stdlib.regex import replace_all
from ..types import STRING, Type, Value

__all__ = ["functions"]


def _replace(args: Sequence[Value], ret: Type) -> Value:
    text, old, new = (a.as_string() for a in args)
    if len(old) > 1 and old.startswith("/") and old.endswith("/"):
        return string_result(replace_all(text, old[1:-1], new))
    count = len(text) + 1 if old == "" else text.count(old)
    size = len(text) + count * (len(new) - len(old))
    check_string_size(size)
    charge(size)
    return string_result(text.replace(old, new))


def functions() -> dict[str, Function]:
    return {"replace": Function([Parameter("str", STRING), Parameter("substr", STRING),
                                 Parameter("replace", STRING)], returns=STRING,
                                impl=_replace)}
