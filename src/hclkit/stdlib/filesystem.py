"""Filesystem functions, bound to a base directory the application grants:
abspath, basename, dirname, pathexpand, file, filebase64, fileexists,
fileset, templatefile and the file hashes (filemd5, filesha1, filesha256,
filesha512, filebase64sha256, filebase64sha512).

    hclkit.stdlib.extended_functions(base_dir="config/")

Relative paths are taken from the base directory.  A path that leads
outside it (``../``, an absolute path elsewhere, a symbolic link pointing
out) is refused unless the application passes ``allow_escape=True``.
Limits: a file read whole (``file``, ``filebase64``, ``templatefile``) may
have at most :data:`MAX_FILE_SIZE` bytes, a hashed one
:data:`MAX_HASHED_FILE_SIZE` (read a piece at a time, in constant memory);
``fileset`` looks at no more than :data:`MAX_FILESET_ENTRIES` directory
entries.  Only regular files are read (a FIFO would block: it is refused
without waiting); ``fileset`` passes over what is not a regular file and
names that are not UTF-8 (no HCL string holds them), and walks trees of
any depth.
"""

from __future__ import annotations

import base64
import os
import stat
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import BinaryIO, Final

from ..budget import ELEMENT_BYTES, charge
from ..function import ArgumentError, Function, FunctionError, Parameter
from ..regularfile import NotRegularFile, open_regular
from ..types import BOOL, STRING, Set, Type, Value, bool_value, set_value, string_value
from ._util import MAX_STRING_LENGTH
from .crypto import hash_functions
from .regex import compile_pattern
from .template import template_function

__all__ = ["MAX_FILESET_ENTRIES", "MAX_FILE_SIZE", "MAX_HASHED_FILE_SIZE", "FileSystem",
           "path_functions"]

MAX_FILE_SIZE = MAX_STRING_LENGTH
MAX_HASHED_FILE_SIZE = 1024**3
MAX_FILESET_ENTRIES = 100_000

# Hashed files are read this much at a time: memory stays the same whatever their size.
_CHUNK: Final = 1 << 20

_PATH = Parameter("path", STRING)


# --- path functions (no file is read) ------------------------------------------------------------


def _dirname(path: str) -> str:
    if not path:
        return "."
    head = os.path.dirname(path.rstrip("/") if path.strip("/") else path)
    if head == "":
        return "."
    return head.rstrip("/") or "/"


def _basename(path: str) -> str:
    if not path:
        return "."
    stripped = path.rstrip("/")
    if not stripped:
        return "/"
    return stripped.rsplit("/", 1)[-1]


def _pathexpand(path: str) -> str:
    if path == "~" or path.startswith("~/"):
        return os.path.expanduser("~") + path[1:]
    return path


def path_functions() -> dict[str, Function]:
    """basename, dirname and pathexpand: string work on paths, no file read."""

    def fn(op: Callable[[str], str]) -> Function:
        return Function([_PATH], returns=STRING,
                        impl=lambda a, r: string_value(op(a[0].as_string())))

    return {"basename": fn(_basename), "dirname": fn(_dirname), "pathexpand": fn(_pathexpand)}


# --- the sandbox ---------------------------------------------------------------------------------


class FileSystem:
    """Where the filesystem functions may read: ``base_dir`` and what lies
    under it, or anywhere with ``allow_escape``."""

    def __init__(self, base_dir: str | os.PathLike[str], *, allow_escape: bool = False) -> None:
        self.base = Path(os.path.realpath(base_dir))
        self.allow_escape = allow_escape

    def resolve(self, given: str) -> Path:
        """The real path that ``given`` names; raises :class:`FunctionError`
        if it leads outside the base directory."""
        if "\x00" in given:
            raise FunctionError("a path may not contain a NUL character")
        expanded = _pathexpand(given)
        joined = Path(expanded) if os.path.isabs(expanded) else self.base / expanded
        try:
            real = Path(os.path.realpath(joined))
            os.fsencode(real)  # a lone surrogate has no bytes to name a file with
        except UnicodeEncodeError:
            raise FunctionError(f"{given!r} holds a character no file name can hold") from None
        except (OSError, ValueError) as e:
            raise FunctionError(f"cannot resolve {given!r}: {_reason(e)}") from None
        if not self.allow_escape and real != self.base and self.base not in real.parents:
            raise FunctionError(f"{given!r} is outside the base directory the application "
                                "allows functions to read")
        return real

    def open_file(self, given: str) -> BinaryIO:
        """The regular file ``given`` names, open for reading; anything else
        (a FIFO, which would block, a device, a directory) is refused."""
        path = self.resolve(given)
        try:
            return open_regular(path)
        except FileNotFoundError:
            raise FunctionError(f"no file exists at {given!r}") from None
        except IsADirectoryError:
            raise FunctionError(f"{given!r} is a directory, not a file") from None
        except NotRegularFile:
            raise FunctionError(f"{given!r} is not a regular file") from None
        except OSError as e:
            raise FunctionError(f"failed to read {given!r}: {_reason(e)}") from None

    def read(self, given: str, limit: int | None = None) -> bytes:
        if limit is None:
            limit = MAX_FILE_SIZE
        with self.open_file(given) as f:
            # Sized before it is read: a file past the limit is not loaded.
            size = os.fstat(f.fileno()).st_size
            if size > limit:
                raise FunctionError(f"{given!r} is larger than {limit} bytes")
            charge(size)
            try:
                data = f.read(limit + 1)
            except OSError as e:
                raise FunctionError(f"failed to read {given!r}: {_reason(e)}") from None
        if len(data) > limit:
            raise FunctionError(f"{given!r} is larger than {limit} bytes")
        return data

    def chunks(self, given: str) -> Iterator[bytes]:
        """The file's bytes a piece at a time (hashes need no more at once)."""
        with self.open_file(given) as f:
            seen = 0
            while True:
                try:
                    chunk = f.read(_CHUNK)
                except OSError as e:
                    raise FunctionError(f"failed to read {given!r}: {_reason(e)}") from None
                if not chunk:
                    return
                seen += len(chunk)
                if seen > MAX_HASHED_FILE_SIZE:
                    raise FunctionError(f"{given!r} is larger than {MAX_HASHED_FILE_SIZE} bytes")
                yield chunk

    def read_text(self, given: str) -> str:
        data = self.read(given)
        charge(len(data))  # the text, a character a byte at most
        try:
            return data.decode()
        except UnicodeDecodeError:
            raise FunctionError(
                f"contents of {given!r} are not valid UTF-8; use the filebase64 function to "
                "obtain the Base64 encoded contents or the other file functions (e.g. filemd5, "
                "filesha256) to obtain file hashing results instead") from None

    # -- the functions --

    def _abspath(self, args: Sequence[Value], ret: Type) -> Value:
        given = args[0].as_string()
        joined = given if os.path.isabs(given) else os.path.join(self.base, given)
        return string_value(os.path.normpath(joined))

    def _file(self, args: Sequence[Value], ret: Type) -> Value:
        return string_value(self.read_text(args[0].as_string()))

    def _filebase64(self, args: Sequence[Value], ret: Type) -> Value:
        data = self.read(args[0].as_string(), MAX_FILE_SIZE * 3 // 4)
        charge((len(data) + 2) // 3 * 4)
        return string_value(base64.b64encode(data).decode())

    def _fileexists(self, args: Sequence[Value], ret: Type) -> Value:
        given = args[0].as_string()
        path = self.resolve(given)
        try:
            mode = os.stat(path).st_mode
        except (FileNotFoundError, NotADirectoryError):
            return bool_value(False)
        except OSError as e:
            raise FunctionError(f"cannot look at {given!r}: {_reason(e)}") from None
        if not stat.S_ISREG(mode):
            raise FunctionError(f"{given!r} is not a regular file")
        return bool_value(True)

    def _fileset(self, args: Sequence[Value], ret: Type) -> Value:
        root_given, pattern = args[0].as_string(), args[1].as_string()
        root = self.resolve(root_given)
        try:
            matcher = compile_pattern("^(?:" + _glob(pattern) + ")$").compiled
        except FunctionError as e:
            raise ArgumentError(1, f"failed to glob pattern {pattern!r}: {e.message}",
                                Parameter("pattern", STRING)) from None
        found: list[str] = []
        seen = 0
        for full, relative in _walk(root):
            seen += 1
            if seen > MAX_FILESET_ENTRIES:
                raise FunctionError(f"fileset looked at more than {MAX_FILESET_ENTRIES} files")
            try:
                # A name that is not UTF-8 has no HCL string: it is passed over.
                encoded = relative.encode()
            except UnicodeEncodeError:
                continue
            if matcher.search(encoded) is None:
                continue
            try:
                real = os.path.realpath(full)
                if not self.allow_escape and self.base not in Path(real).parents:
                    continue  # a link that leads out is not offered
                if stat.S_ISREG(os.stat(real).st_mode):
                    found.append(relative)
            except (OSError, ValueError):  # gone, or out of reach: not offered
                continue
        charge(sum(map(len, found)) + ELEMENT_BYTES * len(found))
        return set_value((string_value(f) for f in found), STRING)

    def _read_for_hash(self, v: Value) -> Iterator[bytes]:
        return self.chunks(v.as_string())

    def functions(self, table: Callable[[], Mapping[str, Function]]) -> dict[str, Function]:
        """The filesystem group; ``table`` gives the functions templates may call."""
        group = {
            "abspath": Function([_PATH], returns=STRING, impl=self._abspath),
            "file": Function([_PATH], returns=STRING, impl=self._file),
            "filebase64": Function([_PATH], returns=STRING, impl=self._filebase64),
            "fileexists": Function([_PATH], returns=BOOL, impl=self._fileexists),
            "fileset": Function([_PATH, Parameter("pattern", STRING)], returns=Set(STRING),
                                impl=self._fileset),
            "templatefile": template_function(
                _PATH, lambda v: (self.read_text(v.as_string()), v.as_string()), table),
        }
        group.update(hash_functions(self._read_for_hash, "file", _PATH))
        group.update(path_functions())
        return group


def _walk(root: Path) -> Iterator[tuple[str, str]]:
    """(path, path relative to ``root`` with slashes) of each entry under
    ``root`` that is not a directory, directories in name order; links to
    directories are not followed.  Without recursion, so depth is no matter;
    a directory that cannot be read is passed over."""
    stack: list[tuple[str, str]] = [(os.fspath(root), "")]
    while stack:
        directory, prefix = stack.pop()
        try:
            with os.scandir(directory) as it:
                entries = sorted(it, key=lambda e: e.name)
        except OSError:
            continue
        subdirs = []
        for entry in entries:
            try:
                is_dir = entry.is_dir(follow_symlinks=False)
            except OSError:
                continue
            if is_dir:
                subdirs.append((entry.path, prefix + entry.name + "/"))
            else:
                yield entry.path, prefix + entry.name
        stack.extend(reversed(subdirs))


def _reason(e: BaseException) -> str:
    """An operating-system error in a few words (its ``strerror``)."""
    return (e.strerror if isinstance(e, OSError) and e.strerror else str(e)) or type(e).__name__


def _escape(ch: str) -> str:
    return "\\" + ch if ch in _SPECIAL else ch


_SPECIAL = frozenset(".^$*+?()[]{}|\\")


def _glob(pattern: str) -> str:
    """A fileset pattern as an RE2 expression over slash-separated relative
    paths: ``*`` (within a name), ``**`` (any number of directories), ``?``,
    ``[class]`` and ``{a,b}``.  RE2 matches it in linear time, whatever the
    pattern."""
    out: list[str] = []
    i = 0
    n = len(pattern)
    depth = 0
    while i < n:
        ch = pattern[i]
        if pattern.startswith("**/", i):
            out.append("(?:[^/]*/)*")
            i += 3
        elif pattern.startswith("**", i):
            out.append(".*")
            i += 2
        elif ch == "*":
            out.append("[^/]*")
            i += 1
        elif ch == "?":
            out.append("[^/]")
            i += 1
        elif ch == "[":
            end = pattern.find("]", i + 2)
            if end < 0:
                raise ArgumentError(1, f"failed to glob pattern {pattern!r}: syntax error in "
                                       "pattern", Parameter("pattern", STRING))
            body = pattern[i + 1:end]
            if body.startswith("!"):
                body = "^" + body[1:]
            out.append("[" + body.replace("\\", "\\\\") + "]")
            i = end + 1
        elif ch == "{":
            out.append("(?:")
            depth += 1
            i += 1
        elif ch == "}" and depth:
            out.append(")")
            depth -= 1
            i += 1
        elif ch == "," and depth:
            out.append("|")
            i += 1
        elif ch == "\\" and i + 1 < n:
            out.append(_escape(pattern[i + 1]))
            i += 2
        else:
            out.append(_escape(ch))
            i += 1
    if depth:
        raise ArgumentError(1, f"failed to glob pattern {pattern!r}: syntax error in pattern",
                            Parameter("pattern", STRING))
    return "".join(out)
