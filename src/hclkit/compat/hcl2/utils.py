"""python-hcl2 8's ``hcl2.utils``: ``SerializationOptions`` and its helpers
for the ``"${…}"`` strings of its shape (behaving as python-hcl2's do)."""

import re as _re
from typing import Final as _Final

from ._options import SerializationOptions
from ._serializer import unescape as _unescape

__all__ = ["HEREDOC_PATTERN", "HEREDOC_TRIM_PATTERN", "SerializationOptions", "is_dollar_string",
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
