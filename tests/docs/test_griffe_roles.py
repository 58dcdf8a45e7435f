"""docs/griffe_roles.py: the API pages show hclkit's reST-flavoured
docstrings as Markdown with cross-references, and ``#:`` comments as
attribute docstrings; mkdocs.yml wires it (and inherited docstrings) in."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

griffe = pytest.importorskip("griffe", reason="the docs extra is not installed")

ROOT = Path(__file__).resolve().parents[2]


def _roles_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("griffe_roles", ROOT / "docs" / "griffe_roles.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("griffe_roles", module)
    spec.loader.exec_module(module)
    return module


roles = _roles_module()

PACKAGE = {
    "__init__.py": '"""The package; see :class:`~pkg.shapes.Circle`."""\n'
                   "from pkg.shapes import Circle\n",
    "shapes.py": '''"""Shapes, drawn by :func:`.draw.render`::

    Circle(1)

and nothing else.
"""
from dataclasses import dataclass
from decimal import Decimal


@dataclass
class Circle:
    """A circle; :meth:`area` is its area, a :class:`decimal.Decimal` or
    :class:`Decimal`, see :func:`draw <pkg.draw.render>` and ``r * 2``."""

    #: The radius, in ``units``,
    #: never negative.
    radius: int = 0
    # An ordinary comment, not documentation.
    colour: str = "red"

    def area(self) -> Decimal:
        """The area, unlike :func:`missing_thing`."""
        return Decimal(self.radius)
''',
    "draw.py": '"""Drawing."""\n\n\ndef render() -> None:\n    """Draw; see :class:`Circle`."""\n',
}


@pytest.fixture
def package(tmp_path: Path) -> Any:
    for name, text in PACKAGE.items():
        (tmp_path / "pkg").mkdir(exist_ok=True)
        (tmp_path / "pkg" / name).write_text(text, encoding="utf-8")
    return griffe.load("pkg", search_paths=[str(tmp_path)],
                       extensions=griffe.load_extensions(roles.RolesExtension))


def _ref(path: str, title: str) -> str:
    return f'<autoref identifier="{path}" optional><code>{title}</code></autoref>'


def test_roles_become_optional_cross_references(package: Any) -> None:
    circle = package["shapes.Circle"].docstring.value
    assert _ref("pkg.shapes.Circle.area", "area") in circle  # a member of the class
    assert _ref("pkg.draw.render", "draw") in circle  # an explicit title
    assert "<code>decimal.Decimal</code>" in circle and "autoref identifier=\"decimal" not in circle
    assert "`r * 2`" in circle and "``" not in circle
    assert ":class:" not in circle and ":meth:" not in circle


def test_names_resolve_against_the_objects_scope(package: Any) -> None:
    assert _ref("pkg.shapes.Circle", "Circle") in package.docstring.value  # "~" keeps the last part
    assert _ref("pkg.draw.render", "draw.render") in package["shapes"].docstring.value  # relative
    # An imported name resolves to what it imports: here outside the package, so code.
    assert "<code>Decimal</code>" in package["shapes.Circle"].docstring.value
    area = package["shapes.Circle.area"].docstring.value
    assert area == "The area, unlike <code>missing_thing</code>."
    # Not in draw's module, but in its package (which re-exports it).
    assert package["draw.render"].docstring.value == f"Draw; see {_ref('pkg.Circle', 'Circle')}."


def test_literal_block_marker_becomes_a_colon(package: Any) -> None:
    assert package["shapes"].docstring.value.startswith(
        f"Shapes, drawn by {_ref('pkg.draw.render', 'draw.render')}:\n\n    Circle(1)")


def test_hash_colon_comments_document_the_attribute_below(package: Any) -> None:
    radius = package["shapes.Circle.radius"].docstring.value
    assert radius == "The radius, in `units`,\nnever negative."
    assert package["shapes.Circle.colour"].docstring is None


def test_dataclass_fields_are_instance_attributes_only(package: Any) -> None:
    assert package["shapes.Circle.radius"].labels == {"instance-attribute"}


def test_mkdocs_configuration_documents_hclkit_fully() -> None:
    yaml = pytest.importorskip("yaml")
    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    plugins = {name: p[name] for p in config["plugins"] if isinstance(p, dict) for name in p}
    options = plugins["mkdocstrings"]["handlers"]["python"]["options"]
    names = [str(ROOT / n) if n.startswith("docs/") else n for n in options["extensions"]]
    hclkit = griffe.load("hclkit", search_paths=[str(ROOT / "src")],
                         docstring_parser=options["docstring_style"],
                         docstring_options=options["docstring_options"],
                         extensions=griffe.load_extensions(*names))
    # An override without a docstring shows the one it overrides.
    decode = hclkit["dec.spec.AttrSpec.decode"].docstring.value
    assert decode.startswith("The value of this spec's part")
    # Dataclass fields documented by "#:" comments.
    assert hclkit["limits.Limits.max_depth"].docstring.value.startswith("Deepest nesting")
    assert hclkit["terraform.module.Module.path"].docstring.value == "The directory as given."
    limits = hclkit["limits"].docstring.value
    assert ":class:`" not in limits
    assert '<autoref identifier="hclkit.limits.Limits" optional>' in limits
    # The docstrings' sections (Args:, Returns:) are sections, a Returns: block one answer.
    sections = {s.kind.value: s for s in hclkit["native.file.parse"].docstring.parsed}
    assert [p.name for p in sections["parameters"].value] == ["src", "filename", "limits"]
    assert len(sections["returns"].value) == 1
