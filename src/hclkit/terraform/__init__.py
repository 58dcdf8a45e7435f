"""Terraform configurations: Terraform's own function semantics
(:func:`functions`) and module evaluation (:func:`load_module`).

This package sits above the extensions and the convenience layer and
imports only downwards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..lazy import lazy_names

if TYPE_CHECKING:
    from .calls import ModuleCall
    from .functiontable import functions
    from .inputs import Inputs, load_inputs
    from .module import Module, load_module
    from .outputs import Output
    from .resources import Resource
    from .variables import Variable

# Loaded on first use: the function table and the module evaluator are
# independent, and a program that needs one should not pay for the other.
_LAZY: dict[str, str] = {
    "functions": ".functiontable",
    "load_module": ".module",
    "load_inputs": ".inputs",
    "Inputs": ".inputs",
    "Module": ".module",
    "ModuleCall": ".calls",
    "Output": ".outputs",
    "Resource": ".resources",
    "Variable": ".variables",
}


__getattr__, __dir__ = lazy_names(__name__, globals(), _LAZY)

__all__ = ["Inputs", "Module", "ModuleCall", "Output", "Resource", "Variable", "functions",
           "load_inputs", "load_module"]
