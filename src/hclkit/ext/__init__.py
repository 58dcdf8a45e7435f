"""Extensions over the information model: features that are not part of the
core specification but that configurations rely on (``try``/``can``,
``dynamic`` blocks, type constraints with ``optional()`` and defaults, user
functions).  ``dynblock``, ``typeexpr`` and ``userfunc`` are imported with the
package (``hclkit.ext.dynblock.expand``); ``tryfunc`` on use."""

from __future__ import annotations

from . import dynblock, typeexpr, userfunc

__all__ = ["dynblock", "typeexpr", "userfunc"]
