"""What ``hclkit.loads(numbers="decimal")`` gives back for data that
``hclkit.dumps`` wrote: the expectation the round-trip tests and the fuzz
target share."""

from __future__ import annotations

import unicodedata
from decimal import Decimal
from typing import Any

__all__ = ["loaded_back"]


def loaded_back(value: Any) -> Any:
    """``value`` as ``loads(numbers="decimal")`` reads it back: strings in
    normal form C, numbers by the digits they are written with (a whole
    float or Decimal as an int), sequences as lists."""
    if isinstance(value, bool) or value is None or isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return _WholeFloat(value)
    if isinstance(value, (float, Decimal)):
        exact = Decimal(repr(value)) if isinstance(value, float) else value
        return int(exact) if exact == exact.to_integral_value() else exact
    if isinstance(value, str):
        return unicodedata.normalize("NFC", value)
    if isinstance(value, (list, tuple)):
        return [loaded_back(v) for v in value]
    return {unicodedata.normalize("NFC", k): loaded_back(v) for k, v in value.items()}


class _WholeFloat(float):
    """A whole float comes back as an int equal to it as a float (past
    2**512 its low digits are HCL's)."""

    def __eq__(self, other: object) -> bool:
        return isinstance(other, int) and float(other) == float(self)

    __hash__ = float.__hash__
