"""A module directory read as configuration: its files, override files
merged in, and its top-level blocks sorted by what they declare.

Nothing is evaluated here; :mod:`.module` does that.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field

from ..diagnostics import Diagnostics
from ..files import parse_file
from ..limits import Limits
from ..model import Attribute, Block, BlockHeaderSchema, BodySchema
from ..pos import Pos, Range
from .sections import Section, block_range, read_section

__all__ = ["Declared", "ModuleConfig", "read_module_dir"]

# Top-level block types and their labels.  The ones Terraform reads for
# planning only (terraform, provider, moved, import, check, removed,
# ephemeral) are kept as written.
TOP_LEVEL: dict[str, tuple[str, ...]] = {
    "terraform": (), "provider": ("name",), "variable": ("name",), "locals": (),
    "output": ("name",), "module": ("name",), "resource": ("type", "name"),
    "data": ("type", "name"), "ephemeral": ("type", "name"), "moved": (), "import": (),
    "removed": (), "check": ("name",),
}
_SCHEMA = BodySchema(blocks=[BlockHeaderSchema(t, labels) for t, labels in TOP_LEVEL.items()])

# Nested block types of the declarations, for reading JSON bodies.
NESTED: dict[str, dict[str, tuple[str, ...]]] = {
    "variable": {"validation": ()},
    "output": {"precondition": ()},
    "module": {},
    "resource": {"lifecycle": (), "connection": (), "provisioner": ("type",)},
    "data": {"lifecycle": ()},
    "ephemeral": {"lifecycle": ()},
}

# Words for Terraform's messages about each kind of declaration.
_KIND_WORDS = {
    "variable": ("variable", "Duplicate variable declaration", "declared",
                 "Missing base variable declaration to override"),
    "output": ("output", "Duplicate output definition", "defined",
               "Missing base output definition to override"),
    "module": ("module call", "Duplicate module call", "declared",
               "Missing module call to override"),
    "resource": ("resource", "Duplicate resource configuration", "declared",
                 "Missing resource to override"),
}


@dataclass
class Declared:
    """One top-level declaration: its block and its body read as a section."""

    block: Block
    section: Section

    @property
    def range(self) -> Range:
        return block_range(self.block)


@dataclass
class ModuleConfig:
    """The declarations of one module directory."""

    directory: str
    files: list[str] = field(default_factory=list)
    variables: dict[str, Declared] = field(default_factory=dict)
    locals: dict[str, Attribute] = field(default_factory=dict)
    outputs: dict[str, Declared] = field(default_factory=dict)
    #: By address: ``TYPE.NAME``, ``data.TYPE.NAME``, ``ephemeral.TYPE.NAME``.
    resources: dict[str, Declared] = field(default_factory=dict)
    module_calls: dict[str, Declared] = field(default_factory=dict)
    #: terraform, provider, moved, import, check and removed blocks, in order.
    other_blocks: list[Block] = field(default_factory=list)
    diagnostics: Diagnostics = field(default_factory=Diagnostics)


def config_files(directory: str) -> tuple[list[str], list[str]]:
    """The primary and the override files of a module directory, each list
    in lexical order (as Terraform lists them: hidden and editor backup
    files left out)."""
    primary: list[str] = []
    overrides: list[str] = []
    for name in sorted(os.listdir(directory)):
        if name.startswith((".", "#")) or name.endswith("~"):
            continue
        if name.endswith(".tf.json"):
            stem = name[:-len(".tf.json")]
        elif name.endswith(".tf"):
            stem = name[:-len(".tf")]
        else:
            continue
        path = os.path.join(directory, name)
        if not os.path.isfile(path):
            continue
        (overrides if stem == "override" or stem.endswith("_override") else primary).append(path)
    return primary, overrides


def read_module_dir(directory: str, limits: Limits | None = None,
                    subject: Range | None = None) -> ModuleConfig:
    """The declarations in ``directory``'s ``.tf`` and ``.tf.json`` files,
    override files merged in; problems are in its ``diagnostics``."""
    config = ModuleConfig(directory)
    diags = config.diagnostics
    try:
        primary, overrides = config_files(directory)
    except OSError as e:
        diags.error("Failed to read module directory",
                    f"Module directory {directory} does not exist or cannot be read"
                    f" ({e.strerror or e}).", subject)
        return config
    config.files = primary + overrides
    for path in primary:
        for block in _blocks(path, limits, diags):
            _declare(config, block, diags)
    for path in overrides:
        for block in _blocks(path, limits, diags):
            _override(config, block, diags)
    return config


def _blocks(path: str, limits: Limits | None, diags: Diagnostics) -> list[Block]:
    file, more = parse_file(path, limits=limits)
    if file is None:  # unreadable: say where
        start = Pos(1, 1, 0)
        for d in more:
            diags.error(d.summary, d.detail, Range(path, start, start))
        return []
    diags.extend(more)
    if more.has_errors():
        return []
    content, more = file.body.content(_SCHEMA)
    diags.extend(more)
    return list(content.blocks)


def _section(block: Block, diags: Diagnostics) -> Section:
    section, more = read_section(block.body, NESTED.get(block.type, {}))
    diags.extend(more)
    return section


def _address(block: Block) -> str:
    name = ".".join(block.labels)
    return name if block.type == "resource" else f"{block.type}.{name}"


def _table(config: ModuleConfig, block: Block) -> tuple[dict[str, Declared], str, str] | None:
    """Where a block of this type is declared: the table, its key and the
    kind of declaration in messages."""
    kind = block.type
    if kind == "variable":
        return config.variables, block.labels[0], kind
    if kind == "output":
        return config.outputs, block.labels[0], kind
    if kind == "module":
        return config.module_calls, block.labels[0], kind
    if kind in ("resource", "data", "ephemeral"):
        return config.resources, _address(block), "resource"
    return None


def _declare(config: ModuleConfig, block: Block, diags: Diagnostics) -> None:
    if block.type == "locals":
        _declare_locals(config, block, diags)
        return
    where = _table(config, block)
    if where is None:
        config.other_blocks.append(block)
        return
    table, key, kind = where
    section = _section(block, diags)
    earlier = table.get(key)
    if earlier is not None:
        noun, summary, verb, _ = _KIND_WORDS[kind]
        detail = (f'A {noun} named "{key}" was already {verb} at {_at(earlier.range)}. '
                  f"{noun.capitalize()} names must be unique within a module.")
        if kind == "resource":
            summary = f'Duplicate {block.type} "{block.labels[0]}" configuration'
            detail = (f'A {block.labels[0]} {block.type} named "{block.labels[1]}" was already '
                      f"declared at {_at(earlier.range)}. Resource names must be unique per "
                      "type in each module.")
        diags.error(summary, detail, block_range(block))
        return
    table[key] = Declared(block, section)


def _declare_locals(config: ModuleConfig, block: Block, diags: Diagnostics) -> None:
    attrs, more = block.body.just_attributes()
    diags.extend(more)
    for name, attr in attrs.items():
        earlier = config.locals.get(name)
        if earlier is not None:
            diags.error("Duplicate local value definition",
                        f'A local value named "{name}" was already defined at '
                        f"{_at(earlier.range)}. Local value names must be unique within a "
                        "module.", attr.range)
            continue
        config.locals[name] = attr


def _override(config: ModuleConfig, block: Block, diags: Diagnostics) -> None:
    if block.type == "locals":
        attrs, more = block.body.just_attributes()
        diags.extend(more)
        for name, attr in attrs.items():
            if name not in config.locals:
                diags.error("Missing base local value definition to override",
                            f'There is no local value named "{name}". An override file can '
                            "only override a local value that was already defined in a "
                            "primary configuration file.", attr.range)
                continue
            config.locals[name] = attr
        return
    where = _table(config, block)
    if where is None:
        config.other_blocks.append(block)
        return
    table, key, kind = where
    base = table.get(key)
    if base is None:
        noun, _, verb, summary = _KIND_WORDS[kind]
        diags.error(summary, f'There is no {noun} named "{key}". An override file can only '
                    f"override a {noun} that was already {verb} in a primary configuration "
                    "file.", block_range(block))
        return
    base.section.merge(_section(block, diags))


def _at(where: Range) -> str:
    return f"{where.filename}:{where.start.line},{where.start.column}-{where.end.column}"
