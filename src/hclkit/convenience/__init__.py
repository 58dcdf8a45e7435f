"""The convenience layer: configuration as plain Python data in one call
(``loads``, ``load``, ``load_vars``), and python-hcl2's shape (``hclkit.compat.hcl2``)."""
