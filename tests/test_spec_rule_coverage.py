"""Every rule of the information model listed in tests/spec_rules.py has a test."""

from __future__ import annotations

import importlib
import pkgutil

import tests
from tests.spec_rules import COVERED, RULES


def test_every_rule_has_a_test() -> None:
    for module in pkgutil.walk_packages(tests.__path__, "tests."):
        if module.name.rsplit(".", 1)[-1].startswith("test_"):
            importlib.import_module(module.name)
    missing = sorted(set(RULES) - set(COVERED))
    assert not missing, f"rules without a test: {missing}"
