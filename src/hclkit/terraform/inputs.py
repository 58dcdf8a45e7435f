"""``variable`` and ``locals`` blocks outside Terraform: Nomad job files
and Packer templates declare them in the same shapes (and read
``NOMAD_VAR_``/``PKR_VAR_`` environment variables).  :func:`load_inputs`
evaluates them and gives the context the rest of the file is evaluated in.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..diagnostics import Diagnostics
from ..function import Function
from ..model import Attribute, Block, BlockHeaderSchema, Body, BodySchema, EvalContext
from ..types import DYNAMIC, Value, object_value, unknown
from .config import Declared
from .graph import dependency_order
from .references import parse_reference
from .sections import read_section
from .variables import VarFile, Variable, assign_values, declare_variable

__all__ = ["Inputs", "load_inputs"]


@dataclass
class Inputs:
    """Variables and locals, evaluated; ``context`` has ``var`` and
    ``local`` (and the functions) for evaluating the rest; ``blocks`` are
    the other top-level blocks."""

    variables: dict[str, Variable] = field(default_factory=dict)
    locals: dict[str, Value] = field(default_factory=dict)
    blocks: list[Block] = field(default_factory=list)
    context: EvalContext = field(default_factory=EvalContext)
    diagnostics: Diagnostics = field(default_factory=Diagnostics)


def load_inputs(body: Body, block_types: Mapping[str, Sequence[str]], *,
                env: Mapping[str, str] | None = None, env_prefix: str = "NOMAD_VAR_",
                var_files: Sequence[VarFile] = (), variables: Mapping[str, Any] | None = None,
                functions: Mapping[str, Function] | None = None) -> Inputs:
    """Evaluate the ``variable`` and ``locals`` blocks of ``body``, whose
    other top-level blocks are ``block_types`` (type -> label names).
    Values: defaults, then ``env``'s ``env_prefix + NAME`` entries, then
    ``var_files``, then ``variables``; locals in dependency order."""
    out = Inputs()
    diags = out.diagnostics
    schema = BodySchema(blocks=[BlockHeaderSchema("variable", ["name"]),
                                BlockHeaderSchema("locals"),
                                *(BlockHeaderSchema(t, labels) for t, labels in
                                  block_types.items())])
    content, more = body.content(schema)
    diags.extend(more)
    local_attrs: dict[str, Attribute] = {}
    for block in content.blocks:
        if block.type == "variable":
            section, more = read_section(block.body, {"validation": ()})
            diags.extend(more)
            out.variables[block.labels[0]] = declare_variable(
                block.labels[0], Declared(block, section), diags)
        elif block.type == "locals":
            attrs, more = block.body.just_attributes()
            diags.extend(more)
            local_attrs.update(attrs)
        else:
            out.blocks.append(block)
    diags.extend(assign_values(out.variables, env=env, env_prefix=env_prefix,
                               auto_files=False, var_files=var_files, given=variables))
    var_value = object_value({n: v.value for n, v in out.variables.items()})
    deps: dict[str, list[str]] = {}
    for name, attr in local_attrs.items():
        refs = [parse_reference(t, diags) for t in attr.expr.variables()]
        deps[name] = [r.key[6:] for r in refs if r is not None and r.root == "local"]
    order, cycles = dependency_order(deps)
    broken = {n for c in cycles for n in c}
    for cycle in cycles:
        diags.error("Cycle: " + ", ".join(f"local.{n}" for n in cycle),
                    "These depend on one another, so none of them can be evaluated.",
                    local_attrs[cycle[0]].range)
    funcs = dict(functions) if functions is not None else None
    for name in order:
        if name in broken:
            out.locals[name] = unknown(DYNAMIC)
            continue
        ctx = EvalContext({"var": var_value, "local": object_value(dict(out.locals))}, funcs)
        value, more = local_attrs[name].expr.value(ctx)
        diags.extend(more)
        out.locals[name] = value if not more.has_errors() else unknown(DYNAMIC)
    out.context = EvalContext({"var": var_value, "local": object_value(out.locals)}, funcs)
    return out
