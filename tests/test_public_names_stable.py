"""A package's public names keep their meaning whatever is imported later.

Importing a submodule binds it as an attribute of its package; a submodule
named like one of the package's lazily loaded public names would replace
that name (``hclkit.terraform.functions`` became a module once the module
evaluator had imported its function table, issue 24).  Every public name
is read before and after importing every submodule, in a fresh process.
"""

from __future__ import annotations

import json
import subprocess
import sys

PROBE = r"""
import importlib, json, pkgutil, sys
import hclkit

def kinds(package):
    return {f"{package.__name__}.{n}": type(getattr(package, n)).__name__
            for n in getattr(package, "__all__", [])}

found = {}
if sys.argv[1] == "submodules-first":
    for info in pkgutil.walk_packages(hclkit.__path__, "hclkit."):
        try:
            importlib.import_module(info.name)
        except ImportError:    # an optional extra that is not installed
            pass
found.update(kinds(hclkit))
for info in pkgutil.walk_packages(hclkit.__path__, "hclkit."):
    if info.ispkg:             # names read as soon as their package is
        found.update(kinds(importlib.import_module(info.name)))
print(json.dumps(found))
"""


def _kinds(order: str) -> dict[str, str]:
    proc = subprocess.run([sys.executable, "-c", PROBE, order], capture_output=True,
                          text=True, timeout=300, check=True)
    kinds: dict[str, str] = json.loads(proc.stdout)
    return kinds


def test_importing_submodules_first_changes_no_public_name() -> None:
    names_first, submodules_first = _kinds("names-first"), _kinds("submodules-first")
    assert len(names_first) > 200
    changed = {name: (kind, submodules_first[name]) for name, kind in names_first.items()
               if submodules_first[name] != kind}
    assert changed == {}


def test_no_public_name_that_is_not_a_module_shares_a_submodule_name() -> None:
    # The name and the module are two things under one dotted path: the
    # documentation tools (griffe) read hclkit.types.convert as the module
    # and left the function out of the API pages.
    import importlib
    import pkgutil
    from types import ModuleType

    import hclkit

    clashes = []
    for info in [*pkgutil.walk_packages(hclkit.__path__, "hclkit."), None]:
        package = hclkit if info is None else importlib.import_module(info.name)
        if info is not None and not info.ispkg:
            continue
        submodules = {m.name for m in pkgutil.iter_modules(package.__path__)}
        clashes += [f"{package.__name__}.{name}" for name in getattr(package, "__all__", [])
                    if name in submodules
                    and not isinstance(getattr(package, name), ModuleType)]
    assert clashes == []
