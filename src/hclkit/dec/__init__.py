"""``hcldec``'s spec language as a Python API (seeds 003 and 004).

    spec, diags = hclkit.dec.load_spec(spec_src, "spec.hcldec")
    value, diags = hclkit.dec.decode(file.body, spec, spec.context())

:func:`load_spec` reads a spec file (of either flavour: ``array``, or
``tuple`` as evalconfig says); :func:`decode` reads a body
through a spec; :func:`variables` lists the traversals the parts of a body
that a spec reads refer to; :func:`merge_bodies` makes several files' bodies
one.  :func:`hclkit.evalconfig` does all of it for one configuration.
"""

from __future__ import annotations

from ..budget import OUT_OF_MEMORY
from ..diagnostics import Diagnostics
from ..model import EvalContext, Traversal
from ..model.body import Body
from ..model.merged import MergedBody, merge_bodies
from ..types import DYNAMIC, DYNAMIC_VALUE, Value, null
from . import spec as _spec
from .load import SpecFile, load_spec
from .spec import (
    AttrSpec,
    BlockAttrsSpec,
    BlockListSpec,
    BlockMapSpec,
    BlockSetSpec,
    BlockSpec,
    DefaultSpec,
    LiteralSpec,
    ObjectSpec,
    Spec,
    TransformSpec,
    TupleSpec,
)
from .typeexpr import type_expr

__all__ = [
    "AttrSpec",
    "BlockAttrsSpec",
    "BlockListSpec",
    "BlockMapSpec",
    "BlockSetSpec",
    "BlockSpec",
    "DefaultSpec",
    "LiteralSpec",
    "MergedBody",
    "ObjectSpec",
    "Spec",
    "SpecFile",
    "TransformSpec",
    "TupleSpec",
    "decode",
    "load_spec",
    "merge_bodies",
    "type_expr",
    "variables",
]


def decode(body: Body, spec: Spec | SpecFile, ctx: EvalContext | None = None
           ) -> tuple[Value, Diagnostics]:
    """``body`` read through ``spec`` (a spec, or a loaded spec file's root),
    its expressions evaluated in ``ctx`` (None: literal-only mode).

    Returns ``(value, diagnostics)``: a null of the dynamic pseudo-type
    for a spec file without a root (one that did not load), otherwise the
    value the spec builds, with unknowns (or nulls) where parts failed
    and the diagnostics say why.  Never raises for bad input; past every
    memory budget the answer is an "out of memory" error diagnostic."""
    root = spec.root if isinstance(spec, SpecFile) else spec
    if root is None:
        return null(DYNAMIC), Diagnostics()
    try:
        return _spec.decode(body, root, ctx)
    except MemoryError:  # past every budget: a diagnostic still
        diags = Diagnostics()
        diags.error(*OUT_OF_MEMORY)
        return DYNAMIC_VALUE, diags


def variables(body: Body, spec: Spec | SpecFile) -> list[Traversal]:
    """The variable traversals in the parts of ``body`` that ``spec`` reads."""
    root = spec.root if isinstance(spec, SpecFile) else spec
    return [] if root is None else _spec.variables(body, root)
