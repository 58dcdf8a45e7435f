"""Public names imported on first use, so that a command loads only what it
runs (PEP 562's module ``__getattr__``)."""

from __future__ import annotations

import sys

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from collections.abc import Callable, Collection, Mapping
    from typing import Any

__all__ = ["lazy_names"]


def lazy_names(package: str, namespace: dict[str, Any], names: Mapping[str, str],
               modules: Collection[str] = (),
               ) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """A package's ``__getattr__`` and ``__dir__``: each name in ``names``
    comes from the submodule it maps to (relative to ``package``), each name
    in ``modules`` is that submodule itself.  A name found is kept in
    ``namespace``, the package's globals, so the lookup happens once."""

    def __getattr__(name: str) -> Any:
        where = names.get(name)
        if where is None and name in modules:
            where = f".{name}"
        if where is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        # (__import__, not importlib, which would load warnings and more)
        __import__(package + where)  # where: a submodule, relative (".x")
        module = sys.modules[package + where]
        value = module if name in modules else getattr(module, name)
        namespace[name] = value
        return value

    def __dir__() -> list[str]:
        return sorted(set(namespace) | set(names) | set(modules))

    return __getattr__, __dir__
