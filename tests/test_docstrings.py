"""Every public name has a docstring a reader can learn from.

The public API is what the public packages list (``__all__``, lazy names
included): their modules, classes (with each public method and property,
also those a class inherits from hclkit's own bases) and functions.  The
API reference of the documentation site is rendered from these docstrings,
so a name without one would show up empty there.

A docstring is "trivially short" below a few words; one that only repeats
what ``dataclasses`` or ``typing.NamedTuple`` generate (``Name(field, ...)``)
counts as missing.  A function or method whose return type admits ``None``
must say when it gives ``None``.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import importlib
import inspect
import re
import types
from collections.abc import Iterator
from typing import Any

import pytest

# The packages a user imports from, with the modules the docs point them to
# (each package's own ``__all__`` adds the modules it lists, recursively).
PUBLIC_MODULES = (
    "hclkit",
    "hclkit.types",
    "hclkit.function",
    "hclkit.stdlib",
    "hclkit.dec",
    "hclkit.ext",
    "hclkit.ext.tryfunc",
    "hclkit.model",
    "hclkit.native",
    "hclkit.json",
    "hclkit.pos",
    "hclkit.diagnostics",
    "hclkit.errors",
    "hclkit.limits",
    "hclkit.files",
    "hclkit.convenience",
    "hclkit.convenience.loading",
    "hclkit.convenience.plain",
    "hclkit.convenience.decode",
    "hclkit.convenience.fields",
    "hclkit.write",
    "hclkit.compat",
    "hclkit.compat.hcl2",
    "hclkit.terraform",
)

MIN_WORDS = 3
MIN_CHARS = 15

_GENERATED = re.compile(r"^\w+\(.*\)$", re.DOTALL)  # dataclass / NamedTuple repr-like signature


def _public(name: str) -> bool:
    return not name.startswith("_")


def _ours(obj: Any) -> bool:
    return (getattr(obj, "__module__", None) or "").split(".")[0] == "hclkit"


def _exported(module: types.ModuleType) -> list[str]:
    names = getattr(module, "__all__", None)
    if names is None:
        names = [n for n in dir(module) if _public(n)]
    return [n for n in names if n != "__version__"]


def _unwrap(raw: Any) -> Any:
    """The function behind a class attribute (``None`` if it is not a
    method or property)."""
    if isinstance(raw, (staticmethod, classmethod)):
        raw = raw.__func__
    if isinstance(raw, property):
        return raw.fget
    if isinstance(raw, functools.cached_property):
        return raw.func
    return raw if isinstance(raw, types.FunctionType) else None


def _members(cls: type) -> Iterator[tuple[str, type, Any, str]]:
    """Each public method or property of ``cls``: its name, the hclkit
    class that defines it (inherited ones included; builtins' own are not
    ours), the function and its docstring.  An override without a
    docstring of its own shows the overridden method's (as ``help()`` and
    the docs site's inherited-docstrings option do)."""
    seen: set[str] = set()
    fields = {f.name for f in dataclasses.fields(cls)} if dataclasses.is_dataclass(cls) else set()
    ours = [owner for owner in cls.__mro__ if _ours(owner)]
    for i, owner in enumerate(ours):
        for name, raw in vars(owner).items():
            func = _unwrap(raw)
            if not _public(name) or name in seen or name in fields or func is None:
                continue
            seen.add(name)
            docs = (inspect.cleandoc(_unwrap(vars(base).get(name)).__doc__ or "")
                    for base in ours[i:] if _unwrap(vars(base).get(name)) is not None)
            yield name, owner, func, next((d for d in docs if not _short(d)), "")


def _class_doc(cls: type) -> str:
    doc = inspect.cleandoc(cls.__doc__ or "")
    if _GENERATED.match(doc) and doc.startswith(cls.__name__ + "("):
        return ""  # what dataclasses or NamedTuple write when the class has none
    if issubclass(cls, enum.Enum) and doc == "An enumeration.":
        return ""
    return doc


@functools.cache
def _collect() -> dict[str, tuple[Any, str]]:
    """Qualified name -> (object or function, docstring) for every public
    name, once each."""
    found: dict[str, tuple[Any, str]] = {}
    done: set[str] = set()
    queue = list(PUBLIC_MODULES)
    while queue:
        modname = queue.pop(0)
        if modname in done:
            continue
        done.add(modname)
        module = importlib.import_module(modname)
        found[modname] = (module, inspect.cleandoc(module.__doc__ or ""))
        for name in _exported(module):
            obj = getattr(module, name)
            if isinstance(obj, types.ModuleType):
                if obj.__name__.startswith("hclkit"):
                    queue.append(obj.__name__)
                continue
            if not _ours(obj):
                continue
            if inspect.isclass(obj):
                found.setdefault(f"{obj.__module__}.{obj.__qualname__}", (obj, _class_doc(obj)))
                for member, owner, func, doc in _members(obj):
                    found.setdefault(f"{owner.__module__}.{owner.__qualname__}.{member}",
                                     (func, doc))
            elif isinstance(obj, types.FunctionType):
                found.setdefault(f"{obj.__module__}.{obj.__qualname__}",
                                 (obj, inspect.cleandoc(obj.__doc__ or "")))
    return found


def _short(doc: str) -> bool:
    return len(doc.split()) < MIN_WORDS or len(doc) < MIN_CHARS


def _undocumented() -> list[str]:
    return sorted(name for name, (_, doc) in _collect().items() if _short(doc))


def test_public_api_is_walked() -> None:
    """The walk reaches the names the design lists (so an empty walk cannot pass)."""
    names = _collect()
    for expected in ("hclkit.native.file.parse_expression", "hclkit.write.datawriter.dumps",
                     "hclkit.convenience.loading.loads", "hclkit.compat.hcl2.api.loads",
                     "hclkit.ext.dynblock.expand", "hclkit.types.value.Value.to_python",
                     "hclkit.model.context.EvalContext.child", "hclkit.terraform.module.Module",
                     "hclkit.compat.hcl2.builder.Builder.block"):
        assert expected in names, expected
    assert len(names) > 400


def test_every_public_name_has_a_docstring() -> None:
    missing = _undocumented()
    assert not missing, f"{len(missing)} public names without a docstring: {missing}"


def _split(text: str, sep: str) -> list[str]:
    """``text`` cut at each ``sep`` outside brackets."""
    depth, parts, part = 0, [], ""
    for ch in text:
        depth += ch in "[("
        depth -= ch in "])"
        if ch == sep and depth == 0:
            parts.append(part.strip())
            part = ""
        else:
            part += ch
    return [*parts, part.strip()]


def _may_be_none(annotation: str) -> bool:
    """Whether a return annotation is ``X | None``, or a tuple with such an
    element (``tuple[Expression | None, Diagnostics]``)."""
    alternatives = _split(annotation, "|")
    if len(alternatives) > 1 and "None" in alternatives:
        return True
    if annotation.startswith("tuple[") and annotation.endswith("]"):
        return any(_may_be_none(part) for part in _split(annotation[6:-1], ","))
    return False


def _returns_optional(func: Any) -> bool:
    if not isinstance(func, types.FunctionType):
        return False
    returns = func.__annotations__.get("return")
    return isinstance(returns, str) and _may_be_none(returns)


def test_optional_results_say_when_they_are_none() -> None:
    """A function that may return ``None`` says in which case."""
    silent = sorted(name for name, (obj, doc) in _collect().items()
                    if _returns_optional(obj) and "None" not in doc)
    assert not silent, f"{len(silent)} names return None without saying when: {silent}"


_PRIVATE_REF = re.compile(r"`[~.]?(?:[\w.]*\.)?_[A-Za-z]\w*")


def test_docstrings_point_only_to_public_names() -> None:
    """A reader cannot follow a reference to a private helper (``_name``):
    the docs site does not render those."""
    private = sorted(f"{name}: {m.group(0)}" for name, (_, doc) in _collect().items()
                     for m in _PRIVATE_REF.finditer(doc))
    assert not private, private


def test_docstrings_hold_no_control_characters() -> None:
    """An escape meant for the reader (``"\\r\\n"``) written unescaped in a
    docstring becomes the character itself and breaks the rendered text."""
    broken = sorted(name for name, (_, doc) in _collect().items()
                    if re.search(r"[\x00-\x09\x0b-\x1f]", doc))
    assert not broken, broken


def test_package_docstring_maps_the_package() -> None:
    """``help(hclkit)`` names the entry points a newcomer looks for."""
    import hclkit

    doc = hclkit.__doc__ or ""
    for name in ("loads", "load", "decode", "dumps", "edit", "fmt", "compat", "parse",
                 "EvalContext", "hcl2json"):
        assert re.search(rf"\b{name}\b", doc), name


@pytest.mark.parametrize("doc", ["", "x", "The name.", "Point(x: int, y: int)"])
def test_check_rejects_empty_and_trivial_docstrings(doc: str) -> None:
    cls = type("Point", (), {"__doc__": doc, "__module__": "hclkit.fake"})
    assert _short(_class_doc(cls))


def test_check_accepts_a_real_docstring() -> None:
    assert not _short("A source range: the file name and the start and end positions.")


# A reStructuredText table's border: columns of "=" separated by spaces.
_REST_TABLE = re.compile(r"^ *=+( +=+)+ *$", re.MULTILINE)


def test_docstrings_write_tables_in_markdown() -> None:
    # The site renders docstrings as Markdown, where a reST table is a
    # jumble of "=" lines; a pipe table renders (and reads) as a table.
    import pkgutil

    import hclkit

    found = []
    for info in pkgutil.walk_packages(hclkit.__path__, "hclkit."):
        try:
            module = importlib.import_module(info.name)
        except ImportError:  # an optional extra that is not installed
            continue
        for name, obj in [(info.name, module), *vars(module).items()]:
            doc = getattr(obj, "__doc__", None)
            if isinstance(doc, str) and _REST_TABLE.search(doc) and \
                    getattr(obj, "__module__", info.name) == info.name:
                found.append(name)
    assert found == []
