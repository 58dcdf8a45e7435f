"""Diagnostics: what went wrong (or might have), where, and why.

Lower layers of hclkit never raise for bad input; they return their result
with a :class:`Diagnostics` list, as the reference does.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass, field

from .pos import Range

__all__ = ["Diagnostic", "Diagnostics", "Severity"]


class Severity(str, enum.Enum):
    """How serious a :class:`Diagnostic` is: ``ERROR`` (the result is not to
    be relied on; ``Diagnostics.has_errors()`` is true) or ``WARNING``
    (the result is usable).  A ``str`` enum: its value is ``"error"`` or
    ``"warning"``, as the JSON diagnostics write it.
    """

    ERROR = "error"
    WARNING = "warning"


@dataclass(frozen=True, slots=True)
class Diagnostic:
    """A problem: a one-line ``summary``, a ``detail`` for the reader, and
    the ``subject`` range it is about (and a wider ``context``, if any)."""

    severity: Severity
    summary: str
    detail: str = ""
    subject: Range | None = None
    context: Range | None = None
    # For a problem with an expression's value: the variables it refers to
    # and what they were, as (where the reference is, "as VALUE" or "set to
    # null"), for the text form's "with NAME as VALUE" lines.
    expression_values: tuple[tuple[Range, str], ...] = field(default=(), compare=False,
                                                             repr=False)

    def __str__(self) -> str:
        where = f"{self.subject}: " if self.subject is not None else ""
        text = f"{where}{self.summary}"
        return f"{text}; {self.detail}" if self.detail else text


class Diagnostics(list[Diagnostic]):
    """A list of diagnostics, in the order they were found."""

    def __init__(self, items: Iterable[Diagnostic] = ()) -> None:
        super().__init__(items)

    def has_errors(self) -> bool:
        """Whether any diagnostic is an error (warnings alone give ``False``)."""
        return any(d.severity is Severity.ERROR for d in self)

    def errors(self) -> Diagnostics:
        """A new :class:`Diagnostics` of only the errors, in order (empty when there are none)."""
        return Diagnostics(d for d in self if d.severity is Severity.ERROR)

    def error(self, summary: str, detail: str = "", subject: Range | None = None,
              context: Range | None = None) -> None:
        """Append an error."""
        self.append(Diagnostic(Severity.ERROR, summary, detail, subject, context))

    def warning(self, summary: str, detail: str = "", subject: Range | None = None,
                context: Range | None = None) -> None:
        """Append a warning (arguments as for :meth:`error`)."""
        self.append(Diagnostic(Severity.WARNING, summary, detail, subject, context))
