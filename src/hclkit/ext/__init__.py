"""Extensions over the information model: features that are not part of the
core specification but that configurations rely on (``try``/``can``,
``dynamic`` blocks, type constraints with ``optional()`` and defaults, user
functions).  ``dynblock``, ``typeexpr`` and ``userfunc`` are imported on
first use (``hclkit.ext.dynblock.expand``), as is ``tryfunc``."""

from __future__ import annotations

from ..lazy import lazy_names

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from . import dynblock, typeexpr, userfunc

__all__ = ["dynblock", "typeexpr", "userfunc"]

__getattr__, __dir__ = lazy_names(__name__, globals(), {}, modules=__all__)
