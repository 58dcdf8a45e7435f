"""Markers for the fields of classes that :func:`hclkit.decode` fills.

``label()``, ``attr()`` and ``block()`` are ``dataclasses.field()`` with a
note in the field's metadata; in a TypedDict, where fields have no
defaults, the same markers go in ``Annotated[...]``.  The notes are plain
strings (``"hclkit.kind"``, ``"hclkit.name"``) so that the types layer can
read a dataclass's HCL names in :func:`hclkit.to_value` without importing
this module.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any

__all__ = ["KIND", "LABELS", "NAME", "attr", "block", "label"]

KIND = "hclkit.kind"  # "attr", "block" or "label"
NAME = "hclkit.name"  # the name in HCL, where it is not the field's
LABELS = "hclkit.labels"  # a dict of blocks: the names of the labels its keys are

_MISSING: Any = dataclasses.MISSING


def label(name: str | None = None) -> Any:
    """A field that holds one of its block's labels, in the order the label
    fields are declared.  ``name`` is what messages call the label
    ("Missing name for service"); the field's name by default."""
    return dataclasses.field(metadata={KIND: "label", NAME: name})


def attr(name: str | None = None, *, default: Any = _MISSING,
         default_factory: Callable[[], Any] = _MISSING) -> Any:
    """A field that holds an argument (attribute) whose HCL name is ``name``
    (the field's name by default).  With a default the argument is optional."""
    return dataclasses.field(default=default, default_factory=default_factory,
                             metadata={KIND: "attr", NAME: name})


def block(name: str | None = None, *, labels: Sequence[str] = (), default: Any = _MISSING,
          default_factory: Callable[[], Any] = _MISSING) -> Any:
    """A field that holds blocks of type ``name`` (the field's name by
    default).  For a dict of blocks keyed by their labels, ``labels`` names
    those labels for messages (``("type", "name")``)."""
    return dataclasses.field(default=default, default_factory=default_factory,
                             metadata={KIND: "block", NAME: name, LABELS: tuple(labels)})
