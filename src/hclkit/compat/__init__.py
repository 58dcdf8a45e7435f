"""Drop-in replacements for other HCL libraries' interfaces: :mod:`hclkit.compat.hcl2`."""

from . import hcl2

__all__ = ["hcl2"]
