"""Terraform configurations: Terraform's own function semantics
(:func:`functions`) and, to come, module evaluation.

This package sits above the extensions and the convenience layer and
imports only downwards.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .functions import functions

# Loaded on first use: the function table and the module evaluator are
# independent, and a program that needs one should not pay for the other.
_LAZY: dict[str, str] = {
    "functions": ".functions",
}


def __getattr__(name: str) -> Any:
    where = _LAZY.get(name)
    if where is None:
        raise AttributeError(f"module 'hclkit.terraform' has no attribute {name!r}")
    value = getattr(importlib.import_module(where, __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))


__all__ = ["functions"]
