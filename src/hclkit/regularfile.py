"""Opening a file that must be a regular file.

A FIFO, a device or a directory where a configuration file is expected
would block (a FIFO with no writer never answers) or read without end, so
the file is opened without waiting (``O_NONBLOCK``) and looked at before
anything is read: no gap between the look and the open for the name to
change in.
"""

from __future__ import annotations

import errno
import os
import stat

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from typing import BinaryIO

__all__ = ["NotRegularFile", "open_regular"]


class NotRegularFile(OSError):
    """The path names something other than a regular file."""


def open_regular(path: str | os.PathLike[str]) -> BinaryIO:
    """``path`` open for reading in binary; raises :class:`NotRegularFile`
    (``IsADirectoryError`` for a directory) for anything but a regular
    file, and ``OSError`` as :func:`open` does."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(errno.EISDIR, "is a directory", os.fspath(path))
        if not stat.S_ISREG(mode):
            raise NotRegularFile(errno.EINVAL, "not a regular file", os.fspath(path))
    except BaseException:
        os.close(fd)
        raise
    return os.fdopen(fd, "rb")
