"""The convenience layer: configuration as plain Python data in one call.

- :mod:`.loading`: ``hclkit.loads``, ``load`` and ``load_vars``.
- :mod:`.plain`: ``body_data(body, ctx, ...)``, any parsed body (native or
  JSON syntax) as plain data, for tools that parse for themselves.
- :mod:`.hcl2shape`: what the plain-data loader and ``hclkit.compat.hcl2``
  share (label-depth and same-name errors, JSON-syntax values).
- :mod:`.decode`: ``hclkit.decode``, configuration into dataclasses and
  TypedDicts; :mod:`.fields`: the ``label()``, ``attr()`` and ``block()``
  markers their fields use.
"""
