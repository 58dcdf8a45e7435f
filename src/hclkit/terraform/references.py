"""What an expression refers to, in Terraform's terms: ``var.NAME``,
``local.NAME``, ``module.NAME``, ``data.TYPE.NAME``, ``TYPE.NAME`` (a
managed resource), and the fixed objects ``path``, ``terraform``,
``count``, ``each`` and ``self``.  References to names the module does not
declare are Terraform's errors, worded as Terraform words them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from ..diagnostics import Diagnostics
from ..model import Block, Expression, Traversal, TraverseAttr, expr_as_keyword
from ..native import ast
from ..pos import Range
from .sections import Section, read_section

__all__ = ["Reference", "attribute_names", "parse_reference", "section_expressions"]

# Roots that name an object of their own rather than a resource type.
FIXED_ROOTS = frozenset({"path", "terraform", "count", "each", "self"})


@dataclass(frozen=True)
class Reference:
    """One reference: ``key`` is what it depends on (``var.a``,
    ``local.b``, ``module.c``, ``data.t.n``, ``t.n``, or a fixed root's
    name), ``root`` the variable it starts from."""

    key: str
    root: str
    traversal: Traversal
    #: Whether the traversal reads an attribute of what it names (rather
    #: than the whole object, or one of its instances, which can then flow
    #: anywhere).
    reads_attribute: bool = False

    @property
    def range(self) -> Range:
        """Where the reference is written (worked out when a message needs it)."""
        return self.traversal.range


def _attr(traversal: Traversal, i: int) -> str | None:
    step = traversal[i] if i < len(traversal) else None
    return step.name if isinstance(step, TraverseAttr) else None


def parse_reference(traversal: Traversal, diags: Diagnostics) -> Reference | None:
    """The reference ``traversal`` makes, or None (and an error) if it is
    not a valid one."""
    root = traversal.root_name
    if root in FIXED_ROOTS:
        return Reference(root, root, traversal)
    if root in ("var", "local", "module"):
        name = _attr(traversal, 1)
        if name is None:
            what = {"var": "An input variable", "local": "A local value",
                    "module": "A module call"}[root]
            where = traversal.range
            diags.error("Invalid reference", f"The \"{root}\" object cannot be accessed "
                        f"directly. Instead, access one of its attributes. ({what} must be "
                        "named.)", where)
            return None
        return Reference(f"{root}.{name}", root, traversal)
    if root in ("data", "ephemeral"):
        kind, name = _attr(traversal, 1), _attr(traversal, 2)
        if kind is None or name is None:
            diags.error("Invalid reference", f'The "{root}" object must be followed by two '
                        "attribute names: the data source type and the resource name.",
                        traversal.range)
            return None
        return Reference(f"{root}.{kind}.{name}", root, traversal,
                         _reads_attribute(traversal, 3))
    name = _attr(traversal, 1)
    if name is None:
        diags.error("Invalid reference", "A reference to a resource type must be followed by "
                    "at least one attribute access, specifying the resource name.",
                    traversal.range)
        return None
    return Reference(f"{root}.{name}", root, traversal, _reads_attribute(traversal, 2))


def _reads_attribute(traversal: Traversal, start: int) -> bool:
    return any(isinstance(step, TraverseAttr) for step in traversal[start:])


def undeclared(ref: Reference, module_words: str, diags: Diagnostics) -> None:
    """The error for a reference to something the module does not declare."""
    parts = ref.key.split(".")
    if ref.root == "var":
        diags.error("Reference to undeclared input variable",
                    f'An input variable with the name "{parts[1]}" has not been declared. '
                    f'This variable can be declared with a variable "{parts[1]}" {{}} block.',
                    ref.range)
    elif ref.root == "local":
        diags.error("Reference to undeclared local value",
                    f'A local value with the name "{parts[1]}" has not been declared.',
                    ref.range)
    elif ref.root == "module":
        diags.error("Reference to undeclared module",
                    f'No module call named "{parts[1]}" is declared in {module_words}.',
                    ref.range)
    elif ref.root in ("data", "ephemeral"):
        noun = "data resource" if ref.root == "data" else "ephemeral resource"
        diags.error("Reference to undeclared resource",
                    f'A {noun} "{parts[1]}" "{parts[2]}" has not been declared in '
                    f"{module_words}.", ref.range)
    else:
        diags.error("Reference to undeclared resource",
                    f'A managed resource "{parts[0]}" "{parts[1]}" has not been declared in '
                    f"{module_words}.", ref.range)


def section_expressions(section: Section, skip: frozenset[str] = frozenset()
                        ) -> list[tuple[Expression, frozenset[str]]]:
    """Every expression in ``section`` and its nested blocks (native syntax),
    each with the names that ``dynamic`` blocks around it bind (iterators,
    which are not references).  The attributes named in ``skip`` (which
    name things other than values, such as ``provider``) are left out."""
    found: list[tuple[Expression, frozenset[str]]] = []
    work: list[tuple[Section, frozenset[str]]] = [(section, frozenset())]
    while work:
        current, names = work.pop()
        found.extend((attr.expr, names) for name, attr in current.attrs.items()
                     if name not in skip)
        for block in current.blocks:
            inner_names = names
            if block.type == "dynamic" and block.labels:
                inner_names = names | {dynamic_iterator(block)}
            if isinstance(block.body, ast.Body):
                inner, _ = read_section(block.body)
                work.append((inner, inner_names))
    return found


def dynamic_iterator(block: Block) -> str:
    """The name a ``dynamic`` block's elements go by in its content."""
    if isinstance(block.body, ast.Body):
        attr = block.body.attributes.get("iterator")
        if attr is not None:
            name = expr_as_keyword(attr.expr)
            if name is not None:
                return name
    return block.labels[0] if block.labels else "each"


def traversals(exprs: Iterable[tuple[Expression, frozenset[str]]]) -> list[Traversal]:
    """The absolute traversals of the expressions, leaving out the names
    bound around each."""
    out: list[Traversal] = []
    for expr, hidden in exprs:
        for t in expr.variables():
            if not t.is_relative and t.root_name not in hidden:
                out.append(t)
    return out


# An attribute name after a dot, or a quoted key in brackets.
_ATTRIBUTE = re.compile(r'\.\s*([A-Za-z_][A-Za-z0-9_-]*)|\[\s*"([A-Za-z_][A-Za-z0-9_-]*)"\s*\]')


def attribute_names(exprs: Iterable[Expression]) -> frozenset[str]:
    """Every attribute name the expressions' text reads anywhere (after a
    splat, inside a ``for``, through a function's result): the names that
    may be read from a resource instance."""
    names: set[str] = set()
    for expr in exprs:
        for found in _ATTRIBUTE.finditer(expr.source_text()):
            names.add(found.group(1) or found.group(2))
    return frozenset(names)
