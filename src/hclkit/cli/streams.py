"""Writing text that may hold raw bytes, as the commands' outputs need."""

from __future__ import annotations

import io

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from typing import TextIO

__all__ = ["write_raw"]


def write_raw(stream: TextIO, text: str) -> None:
    """Text that may hold raw bytes (as surrogates, from ``surrogateescape``)
    written as those bytes, in UTF-8 whatever the stream's encoding."""
    buffer = getattr(stream, "buffer", None)
    if isinstance(buffer, io.BufferedIOBase) or hasattr(buffer, "write"):
        stream.flush()
        buffer.write(text.encode("utf-8", "surrogateescape"))  # type: ignore[union-attr]
        buffer.flush()  # type: ignore[union-attr]
    else:  # an in-memory stream keeps the surrogates, for its reader to decode
        stream.write(text)
