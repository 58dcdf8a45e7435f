"""python-hcl2 8's shape written back as HCL (placeholder, replaced below)."""

from __future__ import annotations

from typing import Any

from .options import DeserializerOptions, FormatterOptions

__all__ = ["write_hcl"]


def write_hcl(data: dict[str, Any], deserializer: DeserializerOptions,
              formatter: FormatterOptions) -> str:
    raise NotImplementedError
