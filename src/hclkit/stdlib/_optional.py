"""Optional packages of the function library, imported when a call first
needs one: importing hclkit never fails for want of them."""

from __future__ import annotations

import importlib
from typing import Any

from ..function import FunctionError

__all__ = ["optional_module"]


def optional_module(module: str, package: str, purpose: str) -> Any:
    """The optional library ``module`` (installed as ``package``), imported on
    first use; a call that needs it while it is missing fails with an error
    naming the package, and importing hclkit never does."""
    try:
        return importlib.import_module(module)
    except ImportError:
        raise FunctionError(
            f"{purpose} needs the Python package {package!r}, which is not installed "
            f"(pip install {package})") from None
