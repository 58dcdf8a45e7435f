"""A Griffe extension so that hclkit's reST-flavoured docstrings read well on
the site, without rewriting them in the source:

- inline roles (:func:`x`, :class:`~a.B`, :meth:`.c`, ...) become
  cross-references to the object they name, resolved against the documented
  object's scope the way Sphinx would; a name that resolves to nothing in
  hclkit (``decimal.Decimal``, ``open``) stays code text;
- ``code`` becomes `code`, and a paragraph ending in ``::`` (reST's literal
  block marker) ends in ``:``;
- attributes documented by ``#:`` comment lines just above them (dataclass
  fields) get those lines as their docstring, as Sphinx's autodoc reads them;
  dataclass fields lose the "class-attribute" label their defaults earn them.

The cross-references are mkdocs-autorefs' optional references: a target the
site does not render (a private module, say) shows as plain code instead of
failing the strict build.
"""

from __future__ import annotations

import html
import re
from typing import Any

import griffe

_ROLE = re.compile(
    r":(?:py:)?(?:func|class|meth|attr|data|mod|exc|obj|const|type):`(?P<body>[^`]+)`")
_TITLED = re.compile(r"^(?P<title>.*?)\s*<(?P<target>[^<>]+)>$")
_DOUBLE = re.compile(r"``(?P<code>[^`]+?)``")
# A line ending a paragraph with reST's literal-block marker "::".
_LITERAL_MARK = re.compile(r"(?<=\S)::$", re.MULTILINE)
_BARE_LITERAL_MARK = re.compile(r"^[ \t]*::[ \t]*\n", re.MULTILINE)
_COMMENT_DOC = re.compile(r"^\s*#:\s?(?P<text>.*)$")


def _lookup(root: griffe.Object, path: str) -> griffe.Object | griffe.Alias | None:
    """The object at the dotted *path* under *root*'s package, or None."""
    head, _, rest = path.partition(".")
    if head != root.name:
        return None
    try:
        return root[rest] if rest else root
    except (KeyError, griffe.AliasResolutionError, griffe.CyclicAliasError):
        return None


def _scopes(obj: griffe.Object) -> list[griffe.Object]:
    """Where a relative name used in *obj*'s docstring may live, nearest first."""
    scopes: list[griffe.Object] = []
    scope: griffe.Object | None = obj if obj.is_module or obj.is_class else obj.parent
    while scope is not None:
        scopes.append(scope)
        scope = scope.parent
    return scopes


def resolve(name: str, obj: griffe.Object, root: griffe.Object) -> str | None:
    """The full path *name* stands for in *obj*'s docstring, or None."""
    if name.startswith("."):
        # ".x" is looked up under obj's module (and its package), then its class.
        stripped = name.lstrip(".")
        module = obj if obj.is_module else obj.module
        candidates = [f"{scope.path}.{stripped}" for scope in (module, *_scopes(module)[1:])]
        candidates += [f"{scope.path}.{stripped}" for scope in _scopes(obj)]
    else:
        candidates = [name]
        first, _, rest = name.partition(".")
        for scope in _scopes(obj):
            candidates.append(f"{scope.path}.{name}")
            imported = scope.imports.get(first) if scope.is_module else None
            if imported:
                candidates.append(f"{imported}.{rest}" if rest else imported)
    for candidate in candidates:
        found = _lookup(root, candidate)
        if found is not None:
            return candidate
    return None


def _role(match: re.Match[str], obj: griffe.Object, root: griffe.Object) -> str:
    body = match["body"].strip()
    titled = _TITLED.match(body)
    if titled:
        title, target = titled["title"], titled["target"]
    else:
        target = body.lstrip("~")
        title = target.rsplit(".", 1)[-1] if body.startswith("~") else target.lstrip(".")
    name = target.lstrip("~")
    if name.endswith("()"):
        name = name[:-2]
    code = f"<code>{html.escape(title)}</code>"
    path = resolve(name, obj, root)
    if path is None:
        return code
    return f'<autoref identifier="{html.escape(path)}" optional>{code}</autoref>'


def convert(text: str, obj: griffe.Object, root: griffe.Object) -> str:
    """*text* (a docstring of *obj* in package *root*) in Markdown terms."""
    text = _ROLE.sub(lambda m: _role(m, obj, root), text)
    text = _DOUBLE.sub(lambda m: f"`{m['code']}`", text)
    text = _BARE_LITERAL_MARK.sub("", text)
    return _LITERAL_MARK.sub(":", text)


def comment_docstring(attr: griffe.Attribute) -> str | None:
    """The ``#:`` comment lines right above *attr*, joined, or None."""
    if attr.lineno is None:
        return None
    try:
        lines = attr.module.lines
    except (AttributeError, KeyError, griffe.BuiltinModuleError):
        return None
    found: list[str] = []
    at = attr.lineno - 2
    while at >= 0:
        match = _COMMENT_DOC.match(lines[at])
        if not match:
            break
        found.append(match["text"])
        at -= 1
    return "\n".join(reversed(found)) or None


def _walk(obj: griffe.Object) -> list[griffe.Object]:
    objects = [obj]
    for member in obj.members.values():
        if not member.is_alias and member.parent is obj:
            objects.extend(_walk(member))  # type: ignore[arg-type]
    return objects


class RolesExtension(griffe.Extension):
    """Turns reST roles and ``#:`` comments into what mkdocstrings shows."""

    def on_package(self, *, pkg: griffe.Module, **_: Any) -> None:
        for obj in _walk(pkg):
            if obj.is_attribute and obj.docstring is None:
                text = comment_docstring(obj)  # type: ignore[arg-type]
                if text is not None:
                    model = pkg.docstring
                    obj.docstring = griffe.Docstring(
                        text, lineno=obj.lineno, parent=obj,
                        parser=model.parser if model else None,
                        parser_options=model.parser_options if model else None)
            if obj.is_attribute and obj.parent is not None and "dataclass" in obj.parent.labels:
                # A field's default sits in the class body, but it is no class attribute.
                obj.labels.discard("class-attribute")
            if obj.docstring is not None:
                old = obj.docstring
                obj.docstring = griffe.Docstring(
                    convert(old.value, obj, pkg), lineno=old.lineno, endlineno=old.endlineno,
                    parent=obj, parser=old.parser, parser_options=old.parser_options)
