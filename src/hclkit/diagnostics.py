"""Diagnostics: what went wrong (or might have), where, and why.

Lower layers of hclkit never raise for bad input; they return their result
with a :class:`Diagnostics` list, as the reference does.

Many diagnostics are never read (``try`` and ``can`` drop theirs, expression
mode throws some away), so :meth:`Diagnostics.error` takes the subject and
context as anything with a ``range`` (a node, a traversal step, a
:class:`~hclkit.pos.Span`) and the detail as a function making the text, and
a :class:`Diagnostic` works them out when they are first read (compared,
written, pickled).
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable

from ._record import FrozenRecord
from ._record import set_field as _set
from .pos import Range

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from typing import Any, Protocol
else:  # a plain base at run time (HasRange is not run-time checkable): no typing
    Protocol = object

__all__ = ["Diagnostic", "Diagnostics", "HasRange", "Severity"]


class HasRange(Protocol):
    """Anything that can say its range when asked (a node, a step, a span)."""

    @property
    def range(self) -> Range:
        """The source range this object covers, worked out when read."""
        ...


# A subject or context given now, its range worked out when first read.
Where = Range | HasRange | None
# A detail given now, or a function making it when first read (a "Did you
# mean" suggestion searches every name in scope).
Detail = str | Callable[[], str]


class Severity(str, enum.Enum):
    """How serious a :class:`Diagnostic` is: ``ERROR`` (the result is not to
    be relied on; ``Diagnostics.has_errors()`` is true) or ``WARNING``
    (the result is usable).  A ``str`` enum: its value is ``"error"`` or
    ``"warning"``, as the JSON diagnostics write it.
    """

    ERROR = "error"
    WARNING = "warning"


class Diagnostic(FrozenRecord):
    """A problem: a one-line ``summary``, a ``detail`` for the reader, and
    the ``subject`` range it is about (and a wider ``context``, if any)."""

    __slots__ = ("_context", "_detail", "_subject", "expression_values", "severity", "summary")
    _fields = ("severity", "summary", "detail", "subject", "context", "expression_values")
    _uncompared = ("expression_values",)
    severity: Severity
    summary: str
    # For a problem with an expression's value: the variables it refers to
    # and what they were, as (where the reference is, "as VALUE" or "set to
    # null"), for the text form's "with NAME as VALUE" lines.
    expression_values: tuple[tuple[Range, str], ...]
    _detail: Any  # Detail, a str once read
    _subject: Any  # Where, a Range once read
    _context: Any

    def __init__(self, severity: Severity, summary: str, detail: str = "",
                 subject: Range | None = None, context: Range | None = None,
                 expression_values: tuple[tuple[Range, str], ...] = ()) -> None:
        _set(self, "severity", severity)
        _set(self, "summary", summary)
        _set(self, "_detail", detail)
        _set(self, "_subject", subject)
        _set(self, "_context", context)
        _set(self, "expression_values", expression_values)

    # Subject, context and detail may be given as something with a range or
    # a function (make_diagnostic), and are worked out when first read;
    # equality, hashing, repr and pickling read them through these.
    @property
    def subject(self) -> Range | None:
        """The range the problem is about; ``None`` when it is about no place in particular."""
        return self._range("_subject")

    @property
    def context(self) -> Range | None:
        """A wider range around :attr:`subject` (the whole expression, say);
        ``None`` when there is none."""
        return self._range("_context")

    def _range(self, slot: str) -> Range | None:
        where = getattr(self, slot)
        if where is None or where.__class__ is Range:
            return where
        where = where.range
        _set(self, slot, where)
        return where  # type: ignore[no-any-return]

    @property
    def detail(self) -> str:
        """The explanation for the reader (may be empty)."""
        text = self._detail
        if not isinstance(text, str):
            text = text()
            _set(self, "_detail", text)
        return text  # type: ignore[no-any-return]

    def __str__(self) -> str:
        where = f"{self.subject}: " if self.subject is not None else ""
        text = f"{where}{self.summary}"
        return f"{text}; {self.detail}" if self.detail else text


def make_diagnostic(severity: Severity, summary: str, detail: Detail = "",
                    subject: Where = None, context: Where = None) -> Diagnostic:
    """A diagnostic whose detail, subject and context may be worked out
    only when first read (see the module's documentation)."""
    return Diagnostic(severity, summary, detail, subject, context)  # type: ignore[arg-type]


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

    def error(self, summary: str, detail: Detail = "", subject: Where = None,
              context: Where = None) -> None:
        """Append an error (subject, context and detail may be lazy: see the
        module's documentation)."""
        self.append(make_diagnostic(Severity.ERROR, summary, detail, subject, context))

    def warning(self, summary: str, detail: Detail = "", subject: Where = None,
                context: Where = None) -> None:
        """Append a warning (arguments as for :meth:`error`)."""
        self.append(make_diagnostic(Severity.WARNING, summary, detail, subject, context))
