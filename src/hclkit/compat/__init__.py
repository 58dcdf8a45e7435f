"""Drop-in replacements for other HCL libraries' interfaces: :mod:`hclkit.compat.hcl2`."""
