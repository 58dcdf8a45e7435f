"""Extensions over the syntax-agnostic model: ``dynamic`` blocks, type
constraints with ``optional()`` and defaults, user-defined functions."""

from __future__ import annotations

from . import dynblock, typeexpr, userfunc

__all__ = ["dynblock", "typeexpr", "userfunc"]
