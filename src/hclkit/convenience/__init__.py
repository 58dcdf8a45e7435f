"""The convenience layer: configuration as plain Python data in one call.

- :mod:`.loading`: ``hclkit.loads``, ``load`` and ``load_vars``.
- :mod:`.plain`: ``body_data(body, ctx, ...)``, any parsed body (native or
  JSON syntax) as plain data, for tools that parse for themselves.
- :mod:`.hcl2shape`: ``body_hcl2(body)``, a native-syntax body in
  python-hcl2's output shape (``hclkit.compat.hcl2`` is its public face).
"""
