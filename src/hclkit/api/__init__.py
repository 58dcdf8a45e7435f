"""The convenience layer: HCL into plain Python data and into classes.

Each module is a part of it (``decode``: into dataclasses and TypedDicts;
``fields``: the markers those classes use); the public names are reached
from :mod:`hclkit` itself.
"""
