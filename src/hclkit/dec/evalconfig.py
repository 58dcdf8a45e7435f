"""``evalconfig``: a configuration read through a spec in one call (seed 004).

The spec is in the evalconfig flavour (``tuple`` where ``hcldec`` says
``array``; either works); the result is a typed :class:`~hclkit.types.Value`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..diagnostics import Diagnostics
from ..errors import HCLError
from ..native import parse
from ..types import Value, to_value
from .load import load_spec
from .spec import decode

__all__ = ["evalconfig", "evalconfig_diags"]


def evalconfig_diags(config_src: str | bytes, spec_src: str | bytes,
                     variables: Mapping[str, Any] | None = None, *,
                     config_filename: str = "<config>", spec_filename: str = "<spec>"
                     ) -> tuple[Value | None, Diagnostics]:
    """The value of ``config_src`` read through ``spec_src``, and what went
    wrong (the value is None where the spec or the configuration failed)."""
    spec, diags = load_spec(spec_src, spec_filename)
    if diags.has_errors() or spec.root is None:
        return None, diags
    file, more = parse(config_src, config_filename)
    diags.extend(more)
    if diags.has_errors():
        return None, diags
    given = {k: v if isinstance(v, Value) else to_value(v) for k, v in (variables or {}).items()}
    val, more = decode(file.body, spec.root, spec.context(given))
    diags.extend(more)
    return (None if diags.has_errors() else val), diags


def evalconfig(config_src: str | bytes, spec_src: str | bytes,
               variables: Mapping[str, Any] | None = None, *,
               config_filename: str = "<config>", spec_filename: str = "<spec>") -> Value:
    """``config_src`` read through the evalconfig-flavoured ``spec_src``,
    with ``variables`` (plain Python data or values) overriding the spec's;
    raises :class:`~hclkit.errors.HCLError` if anything fails."""
    val, diags = evalconfig_diags(config_src, spec_src, variables,
                                  config_filename=config_filename, spec_filename=spec_filename)
    if val is None:
        raise HCLError(diags, {config_filename: config_src, spec_filename: spec_src})
    return val
