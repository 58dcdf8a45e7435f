"""Budgets a caller can set on parsing and evaluation.

Every budget has a default that no sensible configuration comes near, and
each one, when exceeded, is a diagnostic with a source range, never an
exception or a stall.  Pass a :class:`Limits` to the parse functions
(``limits=``) and to :class:`hclkit.EvalContext` (``limits=``); a child
context uses its parent's.

Nesting is bounded by counting, never by changing Python's recursion limit
(interpreter-wide state that other threads would see): the parser allows
``max_depth`` levels, or fewer when the caller's own stack leaves less room
than that needs, and says which in its message.
"""

from __future__ import annotations

import sys

from ._record import FrozenRecord
from ._record import set_field as _set
from .diagnostics import Diagnostics
from .pos import Pos, Range

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from typing import Final

__all__ = ["DEFAULT_LIMITS", "Limits", "input_too_large", "nesting_room"]


class Limits(FrozenRecord):
    """What one parse or one evaluation may cost."""

    __slots__ = _fields = ("max_input_bytes", "max_depth", "max_diagnostics", "max_elements",
                           "max_instances", "max_value_depth", "max_eval_bytes")

    #: Largest source text, in bytes (characters for ``str`` input).
    max_input_bytes: int
    #: Deepest nesting of brackets, blocks, templates, conditionals and
    #: unary operators (and of JSON arrays and objects).
    max_depth: int
    #: Diagnostics one parse reports before it stops reading.
    max_diagnostics: int
    #: Elements that ``for`` expressions may build in all during one
    #: evaluation of an expression (splats build no more than their source
    #: holds, and count against ``max_eval_bytes``).
    max_elements: int
    #: Instances that one resource or module call may expand into through
    #: ``count`` or ``for_each`` (:func:`hclkit.terraform.load_module`).
    max_instances: int
    #: Deepest nesting of lists, tuples, sets, maps and objects in a value
    #: decoded from data (``jsondecode``, ``yamldecode``, ``from_json``,
    #: ``to_value``): as deep as source text may nest, so every function
    #: and method that walks values fits in Python's stack.  (The default
    #: is ``hclkit.types.MAX_VALUE_DEPTH``, which ``to_value`` and
    #: ``from_json`` apply; this layer imports no type code.)
    max_value_depth: int
    #: Bytes that the strings and collections one evaluation of an
    #: expression builds may take in all (a string counts a byte a
    #: character, a collection element 64): templates, tuple and object
    #: constructors, ``for`` expressions, splats and functions, each
    #: checked before building.
    max_eval_bytes: int

    def __init__(self, max_input_bytes: int = 256 * 1024 * 1024, max_depth: int = 100,
                 max_diagnostics: int = 10_000, max_elements: int = 10_000_000,
                 max_instances: int = 100_000, max_value_depth: int = 100,
                 max_eval_bytes: int = 1 << 30) -> None:
        _set(self, "max_input_bytes", max_input_bytes)
        _set(self, "max_depth", max_depth)
        _set(self, "max_diagnostics", max_diagnostics)
        _set(self, "max_elements", max_elements)
        _set(self, "max_instances", max_instances)
        _set(self, "max_value_depth", max_value_depth)
        _set(self, "max_eval_bytes", max_eval_bytes)


DEFAULT_LIMITS: Final = Limits()

# Python frames one level of nesting may take while parsing or evaluating
# (a template inside a template takes the most, seven), with room to spare.
_FRAMES_PER_LEVEL: Final = 8
# Frames left for what the parser or evaluator calls at the innermost level.
_MARGIN: Final = 60


def nesting_room(limits: Limits) -> int:
    """How many levels of nesting may be read from here: the limit, or
    fewer if the caller's stack is already so deep that Python's recursion
    limit would be reached first."""
    frame = sys._getframe(1)
    depth = 0
    while frame is not None:
        depth += 1
        frame = frame.f_back  # type: ignore[assignment]
    room = (sys.getrecursionlimit() - depth - _MARGIN) // _FRAMES_PER_LEVEL
    return max(0, min(limits.max_depth, room))


def input_too_large(size: int, limits: Limits, filename: str) -> Diagnostics | None:
    """The "Input too large" error for a source of ``size`` bytes, or
    ``None`` when ``size`` is within ``limits.max_input_bytes``."""
    if size <= limits.max_input_bytes:
        return None
    diags = Diagnostics()
    start = Pos(1, 1, 0)
    diags.error("Input too large",
                f"The input is {size} bytes long; at most {limits.max_input_bytes} are read.",
                Range(filename, start, start))
    return diags
