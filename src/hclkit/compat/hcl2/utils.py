"""python-hcl2 8's ``hcl2.utils``: ``SerializationOptions``,
``SerializationContext`` and the helpers for the ``"${…}"`` strings of its
shape (behaving as python-hcl2's do)."""

import re as _re
from collections.abc import Iterator as _Iterator
from contextlib import contextmanager as _contextmanager
from dataclasses import dataclass as _dataclass
from dataclasses import replace as _replace
from typing import Any as _Any
from typing import Final as _Final

from ._options import SerializationOptions
from ._serializer import unescape as _unescape

__all__ = ["HEREDOC_PATTERN", "HEREDOC_TRIM_PATTERN", "SerializationContext",
           "SerializationOptions", "is_dollar_string",
           "process_escape_sequences", "to_dollar_string", "unwrap_dollar_string",
           "wrap_into_parentheses"]

# A heredoc as python-hcl2's shape holds it: its marker, then its text up to the marker again.
HEREDOC_PATTERN: _Final = _re.compile(r"<<([a-zA-Z][a-zA-Z0-9._-]*)\r?\n([\s\S]*)\1", _re.DOTALL)
HEREDOC_TRIM_PATTERN: _Final = _re.compile(r"<<-([a-zA-Z][a-zA-Z0-9._-]*)\r?\n([\s\S]*)\1",
                                         _re.DOTALL)


def is_dollar_string(value: str) -> bool:
    """Whether ``value`` is wrapped as ``${…}``."""
    return isinstance(value, str) and value.startswith("${") and value.endswith("}")


def to_dollar_string(value: str) -> str:
    """``value`` wrapped as ``${…}``, unless it already is."""
    return value if is_dollar_string(value) else "${" + value + "}"


def unwrap_dollar_string(value: str) -> str:
    """``value`` without its ``${…}`` wrapper, if it has one."""
    return value[2:-1] if is_dollar_string(value) else value


def wrap_into_parentheses(value: str) -> str:
    """``value`` in parentheses, inside its ``${…}`` wrapper if it has one."""
    if is_dollar_string(value):
        return "${(" + value[2:-1] + ")}"
    return "(" + value + ")"


def process_escape_sequences(value: str) -> str:
    """HCL's escapes in ``value`` resolved in one pass (``\\\\n`` is a
    backslash and ``n``); any other escape kept as written."""
    return _unescape(value)


@_dataclass
class SerializationContext:
    """Where serializing is, as python-hcl2's tree methods pass it down:
    inside a ``"${…}"`` string, inside parentheses.  hclkit's serializer
    keeps its own; :meth:`StartRule.serialize
    <hclkit.compat.hcl2.Document.serialize>` accepts one, and a whole file's
    result does not depend on it (as with python-hcl2)."""

    inside_dollar_string: bool = False
    inside_parentheses: bool = False

    def replace(self, **kwargs: _Any) -> "SerializationContext":
        """A copy with the fields given changed."""
        return _replace(self, **kwargs)

    @_contextmanager
    def modify(self, **kwargs: _Any) -> _Iterator[None]:
        """Change the fields given for the ``with`` block, then put them back."""
        before = {name: getattr(self, name) for name in kwargs}
        for name, value in kwargs.items():
            setattr(self, name, value)
        try:
            yield
        finally:
            for name, value in before.items():
                setattr(self, name, value)
