"""The examples of the native-syntax specification (seed 000) as test files,
and a reader for the header each one starts with.

Each file in tests/data/native/spec_examples/ begins with comment lines::

    # spec [SECTION]: QUOTE        the spec's words the example illustrates (one or more);
                                   SECTION is the heading they are under, QUOTE verbatim
    # expect: JSON                 what the spec says ``example`` evaluates to
    # expect-error: TEXT           the spec says this is an error ("parse error: …" or
                                   "evaluation error: …")
    # expect-same-as: EXPR         the spec says ``example`` equals this expression
    # given: JSON OBJECT           variables to evaluate with (the spec's assumptions)
    # reference-differs: TEXT      the reference does not do what the spec says (see
                                   docs/compatibility.md); its recording is what counts
    # note: TEXT                   anything else worth knowing

``expect`` values are JSON with numbers read exactly (:class:`Num`), in the
shape the oracle writes values, so that ``oracle_form(value)`` of hclkit's
result can be compared with them.  Objects compare without regard to order.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.oracle.cases import dump_exact, load_answer

NATIVE = Path(__file__).resolve().parents[1] / "data" / "native"
CORPUS = "spec_examples"
DIRECTORY = NATIVE / CORPUS

KEYS = frozenset({"spec", "expect", "expect-error", "expect-same-as", "given",
                  "reference-differs", "note"})
# A header line: "# key: value" or "# spec [Section]: quote".  The header ends at
# the first line of another shape (the example itself may have comments of its own).
_HEADER_LINE = re.compile(r"# ([a-z][a-z-]*)(?: \[([^\]]*)\])?: (.*)")


class HeaderError(ValueError):
    """A spec example's header that does not read."""


@dataclass
class Example:
    name: str  # as the recordings name it: "spec_examples/FILE.hcl"
    quotes: list[tuple[str, str]] = field(default_factory=list)  # (section, quote)
    has_expect: bool = False  # ``expect`` may be JSON null, so it has its own flag
    expect: Any = None
    expect_error: str | None = None
    same_as: str | None = None
    given: dict[str, Any] | None = None
    reference_differs: str | None = None
    notes: list[str] = field(default_factory=list)


def read_header(path: Path) -> Example:
    """The header of one example file; raises HeaderError if it is malformed."""
    # Some examples are deliberately not UTF-8 after their (ASCII) header.
    text = path.read_bytes().decode("utf-8", "replace").removeprefix("\ufeff")
    ex = Example(f"{CORPUS}/{path.name}")
    for line in text.split("\n"):
        m = _HEADER_LINE.fullmatch(line.rstrip("\r"))
        if m is None:
            break
        key, section, value = m.groups()
        if key not in KEYS:
            raise HeaderError(f"{path.name}: unknown header key {key!r}")
        if (section is not None) != (key == "spec"):
            raise HeaderError(f"{path.name}: only spec lines name a section")
        if key == "spec":
            ex.quotes.append((str(section), value))
        elif key == "note":
            ex.notes.append(value)
        elif key == "expect":
            ex.has_expect, ex.expect = True, _json(path, value)
        elif key == "given":
            given = _json(path, value)
            if not isinstance(given, dict):
                raise HeaderError(f"{path.name}: given must be a JSON object")
            ex.given = given
        elif key == "expect-error":
            ex.expect_error = value
        elif key == "expect-same-as":
            ex.same_as = value
        else:
            ex.reference_differs = value
    if not ex.quotes:
        raise HeaderError(f"{path.name}: no '# spec [Section]: quote' line")
    if ex.has_expect and ex.expect_error is not None:
        raise HeaderError(f"{path.name}: both expect and expect-error")
    return ex


def _json(path: Path, text: str) -> Any:
    try:
        return load_answer(text)
    except json.JSONDecodeError as e:
        raise HeaderError(f"{path.name}: not JSON: {text!r} ({e})") from None


def all_examples() -> list[Example]:
    return [read_header(p) for p in sorted(DIRECTORY.glob("*.hcl"))]


def canonical(value: Any) -> str:
    """A value as exact JSON text with object members sorted, for comparing."""
    def sort(v: Any) -> Any:
        if isinstance(v, dict):
            return {k: sort(v[k]) for k in sorted(v)}
        if isinstance(v, list):
            return [sort(x) for x in v]
        return v
    return dump_exact(sort(value))


__all__ = ["CORPUS", "DIRECTORY", "Example", "HeaderError", "all_examples", "canonical",
           "read_header"]
