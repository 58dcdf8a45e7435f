"""Module calls: ``module`` blocks, their sources and their child modules.

A local source (``./…``, ``../…``) is loaded, with the call's arguments as
the child's variables; any other source (a registry address, a Git URL…)
is recorded but not fetched, and its outputs read as unknown.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..model import Block
from ..pos import Range
from ..types import DYNAMIC, Value, object_value, tuple_value, unknown
from .expansion import InstanceKey
from .sections import block_range

if TYPE_CHECKING:
    from .module import Module

__all__ = ["ModuleCall", "is_local_source"]


def is_local_source(source: str) -> bool:
    """Whether Terraform reads ``source`` as a directory on this machine."""
    return source.startswith(("./", "../")) or source in (".", "..")


@dataclass
class ModuleCall:
    """A ``module`` block and the module(s) it loads."""

    name: str
    source: str | None = None
    version: str | None = None
    #: The declaring block (its header is ``range``).
    block: Block | None = field(default=None, repr=False, compare=False)
    #: The child module (the first instance's with ``count``/``for_each``),
    #: or None: not a local source, not loaded, or its instances unknown.
    module: Module | None = None
    #: Instance key (None, int or str) to the child module of that instance.
    instances: dict[InstanceKey, Module] = field(default_factory=dict)
    #: "single", "count" or "for_each".
    expansion: str = "single"
    #: False when ``count`` or ``for_each`` is unknown (``instances`` empty).
    instances_known: bool = True
    #: The argument values given to each instance.
    arguments: dict[InstanceKey, dict[str, Value]] = field(default_factory=dict)

    def reference_value(self) -> Value:
        """What ``module.NAME`` reads: each instance's outputs as an object."""
        if not self.instances_known or (not self.instances and self.arguments):
            return unknown(DYNAMIC)

        def outputs(key: InstanceKey) -> Value:
            child = self.instances.get(key)
            if child is None:
                return unknown(DYNAMIC)
            return object_value({n: o.value for n, o in child.outputs.items()})

        if self.expansion == "single":
            return outputs(None)
        if self.expansion == "count":
            return tuple_value(outputs(k) for k in self.arguments)
        return object_value({str(k): outputs(k) for k in self.arguments})

    @property
    def range(self) -> Range | None:
        """The declaring block's header (type and labels), for messages;
        ``None`` for an object made directly rather than read from a block."""
        return block_range(self.block) if self.block is not None else None
