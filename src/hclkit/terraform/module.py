"""Module evaluation: :func:`load_module` reads a Terraform module
directory and evaluates what a plan without providers can know.

Variables take their values in Terraform's order of precedence; locals,
resources, data sources, module calls and outputs are evaluated in
dependency order (a cycle is one error, and what lies outside it is still
evaluated); attributes only a provider could tell read as unknown.
Nothing here changes the process's working directory: paths are resolved
against the root module's directory, which stands in for it.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache, partial
from typing import Any

from ..diagnostics import Diagnostic, Diagnostics
from ..function import Function
from ..limits import DEFAULT_LIMITS, Limits
from ..model import Attribute, Block, EvalContext, Expression, TraverseAttr, TraverseRoot
from ..pos import Range
from ..types import DYNAMIC, STRING, Value, object_value, string_value, unknown
from .calls import ModuleCall, is_local_source
from .config import Declared, ModuleConfig, read_module_dir
from .expansion import Expansion, expand
from .graph import dependency_order
from .outputs import Output
from .paths import common_directory, rooted_functions
from .references import (
    Reference,
    attribute_names,
    parse_reference,
    section_expressions,
    traversals,
    undeclared,
)
from .resources import META_ATTRIBUTES, META_BLOCKS, Resource, section_value, widen
from .sections import Section, read_section
from .variables import VarFile, Variable, assign_values, declare_variable, set_value
from .variables import validate_variable as _validate

__all__ = ["Module", "load_module"]

# Module calls nested deeper than this are refused (each level is a few
# Python frames; real configurations nest two or three).
MAX_MODULE_DEPTH = 32

# Passes over a cycle through module calls (what flows round more often
# than this stays unknown).
MAX_CYCLE_PASSES = 8

_CALL_ATTRIBUTES = frozenset({"source", "version", "count", "for_each", "providers",
                              "depends_on"})


@dataclass
class Module:
    """A module, evaluated, as :func:`load_module` returns it.

    ``diagnostics`` holds every problem found (the child modules' too);
    ``variables``, ``outputs``, ``resources`` and ``module_calls`` map
    names (resources: addresses such as ``aws_instance.web``) to what was
    declared and evaluated; ``locals`` maps each local value's name to its
    value, unknown where it depends on what only a plan or apply knows."""

    #: The directory as given.
    path: str
    #: Its real path.
    directory: str
    diagnostics: Diagnostics = field(default_factory=Diagnostics)
    variables: dict[str, Variable] = field(default_factory=dict)
    locals: dict[str, Value] = field(default_factory=dict)
    outputs: dict[str, Output] = field(default_factory=dict)
    #: By address: ``TYPE.NAME``, ``data.TYPE.NAME``.
    resources: dict[str, Resource] = field(default_factory=dict)
    module_calls: dict[str, ModuleCall] = field(default_factory=dict)
    #: ``terraform``, ``provider``, ``moved``, ``import``, ``check`` and
    #: ``removed`` blocks, as written, in file order.
    other_blocks: list[Block] = field(default_factory=list)
    #: The configuration files read, in order (override files last).
    files: list[str] = field(default_factory=list)
    #: ``path.module``: the directory relative to the root module's.
    path_module: str = "."
    #: Each local value's definition (``.range``, ``.expr``).
    local_attributes: dict[str, Attribute] = field(default_factory=dict)


class _Session:
    """What one load shares across the module tree."""

    def __init__(self, root: str, base_dir: str, functions: Mapping[str, Function],
                 workspace: str, limits: Limits, load_children: bool,
                 configs: dict[str, ModuleConfig]) -> None:
        self.root = root
        self.base_dir = base_dir
        self.functions = dict(functions)
        self.workspace = workspace
        self.limits = limits
        self.load_children = load_children
        self.configs = configs
        self.chain: list[str] = []
        self._all_names: frozenset[str] | None = None

    def all_names(self) -> frozenset[str]:
        """Every attribute name any expression of the module tree reads: what
        may be read from a resource instance that flows whole into a local,
        an output or another module."""
        if self._all_names is None:
            names: set[str] = set()
            for config in self.configs.values():
                exprs = [a.expr for a in config.locals.values()]
                for table in (config.resources, config.outputs, config.module_calls):
                    for declared in table.values():
                        exprs.extend(e for e, _ in section_expressions(declared.section))
                names.update(attribute_names(exprs))
            self._all_names = frozenset(names)
        return self._all_names

    def config(self, directory: str, subject: Range | None = None) -> ModuleConfig:
        real = os.path.realpath(directory)
        found = self.configs.get(real)
        if found is None:
            found = self.configs[real] = read_module_dir(directory, self.limits, subject)
        return found


def load_module(path: str | os.PathLike[str], *, variables: Mapping[str, Any] | None = None,
                var_files: Sequence[VarFile] = (), env: Mapping[str, str] | None = None,
                workspace: str = "default", base_dir: str | os.PathLike[str] | None = None,
                functions: Mapping[str, Function] | None = None, load_children: bool = True,
                limits: Limits | None = None) -> Module:
    """Read and evaluate the Terraform module in the directory ``path``.

    Variables take, over their defaults: ``env``'s ``TF_VAR_NAME`` entries
    (None: the environment is not read), ``terraform.tfvars``,
    ``terraform.tfvars.json`` and ``*.auto.tfvars(.json)`` in the
    directory, ``var_files`` in order (a ``(NAME, TEXT)`` entry stands for
    ``-var NAME=TEXT``), then ``variables`` (Python values or ``Value``\\ s).

    ``functions`` defaults to :func:`hclkit.terraform.functions` with the
    filesystem functions confined to ``base_dir`` (default: the smallest
    directory holding the root module and every local module it calls)
    and relative paths taken from the root module's directory.

    Problems are in the result's ``diagnostics`` (the child modules'
    included); nothing is raised for bad configuration.  A resource or
    module call whose ``count`` or ``for_each`` is unknown has
    ``instances_known`` false and no instances."""
    given = os.fspath(path)
    root = os.path.abspath(given)
    limits = limits or DEFAULT_LIMITS
    if not os.path.isdir(root):
        module = Module(given, root)
        module.diagnostics.error(
            "Failed to read module directory",
            f"Module directory {given} does not exist or cannot be read.")
        return module
    configs: dict[str, ModuleConfig] = {}
    if base_dir is None:
        base = common_directory(_local_module_dirs(given, configs, limits))
    else:
        base = os.path.realpath(os.fspath(base_dir))
    if functions is None:
        functions = _default_functions(base, root)
    session = _Session(root, base, functions, workspace, limits, load_children, configs)

    def assign(declared: Mapping[str, Variable]) -> Diagnostics:
        return assign_values(declared, directory=given, env=env, var_files=var_files,
                             given=variables)

    return _Evaluator(session, given, given, ".").run(assign)


@lru_cache(maxsize=8)
def _default_functions(base: str, root: str) -> Mapping[str, Function]:
    """Terraform's table confined to ``base``, relative paths from ``root``:
    built once per pair (it takes longer to build than a small module takes
    to evaluate); never changed, each session copies it."""
    from .functiontable import functions as terraform_functions  # noqa: PLC0415 - on need
    return rooted_functions(terraform_functions(base_dir=base), root)


def _local_module_dirs(root: str, configs: dict[str, ModuleConfig], limits: Limits
                       ) -> list[str]:
    """The root directory and every directory a local module call under it
    reaches (by literal sources), each once."""
    seen: list[str] = []
    work = [root]
    while work:
        written = work.pop()
        directory = os.path.realpath(written)
        if directory in seen or not os.path.isdir(directory):
            continue
        seen.append(directory)
        config = configs.get(directory)
        if config is None:
            config = configs[directory] = read_module_dir(written, limits)
        for call in config.module_calls.values():
            attr = call.section.attrs.get("source")
            if attr is None:
                continue
            value, diags = attr.expr.value(None)
            if diags.has_errors() or value.type is not STRING or not value.is_known \
                    or value.is_null:
                continue
            if is_local_source(value.as_string()):
                work.append(os.path.normpath(os.path.join(written, value.as_string())))
    return seen


@dataclass
class _Node:
    """One thing to evaluate in dependency order."""

    key: str
    refs: list[Reference]
    names: frozenset[str]
    run: Callable[[EvalContext | None], None]
    #: What it is (its ``.range`` is where messages about it point).
    subject: Any
    #: Set when a reference is not allowed where it is (reported already).
    invalid: bool = False


class _Evaluator:
    """Evaluates one module of the tree."""

    def __init__(self, session: _Session, given: str, directory: str, path_module: str,
                 config: ModuleConfig | None = None) -> None:
        self.session = session
        self.config = config or session.config(directory)
        self.module = Module(given, os.path.realpath(directory), path_module=path_module)
        self.diags = self.module.diagnostics
        self.words = "the root module" if path_module == "." else f'module "{path_module}"'
        self._seen_diags: set[Diagnostic] = set()

    # -- the whole --

    def run(self, assign: Callable[[Mapping[str, Variable]], Diagnostics]) -> Module:
        config, module, diags = self.config, self.module, self.diags
        self._add(config.diagnostics)
        module.files = list(config.files)
        module.other_blocks = list(config.other_blocks)
        for name, declared in config.variables.items():
            module.variables[name] = declare_variable(name, declared, diags)
        self._add(assign(module.variables))
        nodes = self._nodes()
        order, cycles = dependency_order({k: [r.key for r in n.refs] for k, n in nodes.items()})
        broken: set[str] = set()
        repeated: dict[str, list[str]] = {}
        for cycle in cycles:
            if any(key.startswith("module.") for key in cycle):
                # Terraform orders a module call's variables and outputs one by
                # one, so calls may use each other's outputs: evaluated again
                # until what flows round settles, not an error.
                repeated[cycle[0]] = cycle
                continue
            diags.error("Cycle: " + ", ".join(cycle),
                        "These depend on one another, so none of them can be evaluated.",
                        nodes[cycle[0]].subject.range)
            broken.update(cycle)
        done: set[str] = set()
        for key in order:
            if key in done:
                continue
            group = repeated.get(key)
            if group is not None:
                self._repeat([nodes[k] for k in group])
                done.update(group)
                continue
            node = nodes[key]
            ctx = None if key in broken else self._context(node)
            node.run(ctx)
        for var in module.variables.values():
            if var.validations:
                self._validate(var)
        return module

    def _repeat(self, group: list[_Node]) -> None:
        """Evaluate a cycle through module calls several times, each pass
        using what the one before gave (unknown at first); only the last
        pass's diagnostics are kept."""
        passes = min(len(group) + 1, MAX_CYCLE_PASSES)
        for n in range(passes):
            kept, seen = len(self.diags), set(self._seen_diags)
            for node in group:
                node.run(self._context(node))
            if n < passes - 1:
                del self.diags[kept:]
                self._seen_diags = seen

    def _add(self, more: Diagnostics) -> None:
        """Add diagnostics, each once (a module called with ``count`` gives
        the same ones per instance)."""
        for d in more:
            if d not in self._seen_diags:
                self._seen_diags.add(d)
                self.diags.append(d)

    # -- the graph --

    def _node(self, key: str, exprs: list[tuple[Expression, frozenset[str]]],
              run: Callable[[EvalContext | None], None], subject: Any,
              section: Section | None = None) -> _Node:
        refs: list[Reference] = []
        invalid = False
        allowed = _instance_roots(section)
        for t in traversals(exprs):
            ref = parse_reference(t, self.diags)
            if ref is None:
                invalid = True
            elif ref.root in _INSTANCE_WORDS and ref.root not in allowed:
                summary, detail = _INSTANCE_WORDS[ref.root]
                self.diags.error(summary, detail, ref.range)
                invalid = True
            else:
                refs.append(ref)
        if section is not None and "self" in allowed:
            # self only in provisioner and connection blocks
            outside = Section(section.attrs, [b for b in section.blocks
                                              if b.type not in META_BLOCKS], section.body)
            for t in traversals(section_expressions(outside)):
                if t.root_name == "self":
                    summary, detail = _INSTANCE_WORDS["self"]
                    self.diags.error(summary, detail, t.range)
                    invalid = True
        return _Node(key, refs, attribute_names(e for e, _ in exprs), run, subject, invalid)

    def _nodes(self) -> dict[str, _Node]:
        config = self.config
        nodes: dict[str, _Node] = {}
        for name, attr in config.locals.items():
            self.module.local_attributes[name] = attr
            nodes[f"local.{name}"] = self._node(
                f"local.{name}", [(attr.expr, frozenset())],
                partial(self._local, name, attr.expr), attr)
        for address, declared in config.resources.items():
            exprs = section_expressions(declared.section, _KEYWORD_ATTRIBUTES)
            nodes[address] = self._node(address, exprs,
                                        partial(self._resource, address, declared),
                                        declared, declared.section)
        for name, declared in config.module_calls.items():
            exprs = section_expressions(declared.section, frozenset({"providers"}))
            nodes[f"module.{name}"] = self._node(
                f"module.{name}", exprs,
                partial(self._call, name, declared), declared, declared.section)
        for name, declared in config.outputs.items():
            exprs = section_expressions(declared.section)
            nodes[f"output.{name}"] = self._node(
                f"output.{name}", exprs,
                partial(self._output, name, declared), declared)
        return nodes

    # -- scopes --

    def _declared(self, ref: Reference) -> bool:
        config, key = self.config, ref.key
        if ref.root == "var":
            return key[4:] in config.variables
        if ref.root == "local":
            return key[6:] in config.locals
        if ref.root == "module":
            return key[7:] in config.module_calls
        return ref.root in ("path", "terraform", "count", "each", "self") \
            or key in config.resources

    def _context(self, node: _Node) -> EvalContext | None:
        """The scope ``node``'s expressions are evaluated in: only what they
        refer to.  None (the node's values unknown) if they refer to
        something undeclared, which is reported."""
        module = self.module
        scope: dict[str, Any] = {}
        ok = not node.invalid
        for ref in node.refs:
            if not self._declared(ref):
                undeclared(ref, self.words, self.diags)
                ok = False
                continue
            parts = ref.key.split(".")
            if ref.root == "var":
                scope.setdefault("var", {})[parts[1]] = module.variables[parts[1]].value
            elif ref.root == "local":
                scope.setdefault("local", {})[parts[1]] = module.locals.get(
                    parts[1], unknown(DYNAMIC))
            elif ref.root == "module":
                call = module.module_calls.get(parts[1])
                scope.setdefault("module", {})[parts[1]] = (
                    call.reference_value() if call is not None else unknown(DYNAMIC))
            elif ref.root == "path":
                scope["path"] = {"module": string_value(module.path_module),
                                 "root": string_value("."),
                                 "cwd": string_value(self.session.root)}
            elif ref.root == "terraform":
                scope["terraform"] = {"workspace": string_value(self.session.workspace)}
            elif ref.root in ("count", "each", "self"):
                continue  # bound per instance
            else:
                resource = module.resources.get(ref.key)
                names = node.names if ref.reads_attribute else self.session.all_names()
                value = (resource.reference_value(names) if resource is not None
                         else unknown(DYNAMIC))
                if ref.root in ("data", "ephemeral"):
                    scope.setdefault(ref.root, {}).setdefault(parts[1], {})[parts[2]] = value
                else:
                    scope.setdefault(parts[0], {})[parts[1]] = value
        if not ok:
            return None
        return EvalContext({k: _as_object(v) for k, v in scope.items()},
                           self.session.functions, limits=self.session.limits)

    # -- evaluation --

    def _local(self, name: str, expr: Expression, ctx: EvalContext | None) -> None:
        if ctx is None:
            self.module.locals[name] = unknown(DYNAMIC)
            return
        value, more = expr.value(ctx)
        self._add(more)
        self.module.locals[name] = value if not more.has_errors() else unknown(DYNAMIC)

    def _expansion(self, target: Resource | ModuleCall, section: Any,
                   ctx: EvalContext | None) -> Expansion | None:
        """The instances ``count`` or ``for_each`` make of a resource or a
        module call, with how it expands noted on ``target``; None (and
        ``target``'s instances not known) where they cannot be known."""
        if ctx is None:
            target.instances_known = False
            return None
        attrs = section.attrs
        count = attrs["count"].expr if "count" in attrs else None
        for_each = attrs["for_each"].expr if "for_each" in attrs else None
        expansion = expand(count, for_each, ctx, self.session.limits, self.diags)
        if expansion is None:
            target.instances_known = False
            target.expansion = "count" if count is not None else "for_each"
            return None
        target.expansion = expansion.mode
        return expansion

    def _resource(self, address: str, declared: Declared, ctx: EvalContext | None) -> None:
        block, section = declared.block, declared.section
        mode = {"resource": "managed"}.get(block.type, block.type)
        resource = Resource(address, mode, block.labels[0], block.labels[1], block,
                            config=section,
                            meta_blocks=[b for b in section.blocks if b.type in META_BLOCKS])
        self.module.resources[address] = resource
        provider = section.attrs.get("provider")
        if provider is not None:
            resource.provider = provider.expr.source_text()
        depends = section.attrs.get("depends_on")
        if depends is not None:
            resource.depends_on = [_traversal_text(t) for t in depends.expr.variables()]
        expansion = self._expansion(resource, section, ctx)
        if expansion is None:
            return
        assert ctx is not None  # expansions are found in a context only
        # provisioner and connection blocks, evaluated with ``self`` for their
        # diagnostics: self reads what they read of the instance
        hooks = [read_section(b.body)[0] for b in resource.meta_blocks
                 if b.type in ("provisioner", "connection")]
        self_names = frozenset().union(*(_all_names(h) for h in hooks))
        for key, extra in expansion.instances:
            inst_ctx = ctx.child(extra) if extra else ctx
            diags = Diagnostics()
            value = section_value(section, inst_ctx, diags, META_ATTRIBUTES, META_BLOCKS)
            resource.instances[key] = value
            if hooks:
                self_ctx = inst_ctx.child({"self": widen(value, self_names)})
                for hook in hooks:
                    section_value(hook, self_ctx, diags, _KEYWORD_ATTRIBUTES)
            self._add(diags)

    def _call(self, name: str, declared: Declared, ctx: EvalContext | None) -> None:
        section = declared.section
        call = ModuleCall(name, block=declared.block)
        self.module.module_calls[name] = call
        source_attr = section.attrs.get("source")
        if source_attr is None:
            self.diags.error("Missing required argument",
                             'The argument "source" is required, but no definition was found.',
                             declared.range)
        else:
            value, more = source_attr.expr.value(None)
            self._add(more)
            if not more.has_errors() and value.type is STRING and not value.is_null:
                call.source = value.as_string()
            elif not more.has_errors():
                self.diags.error("Invalid module source", "The module source must be a "
                                 "string.", source_attr.expr.range)
        version = section.attrs.get("version")
        if version is not None:
            value, more = version.expr.value(None)
            if not more.has_errors() and value.type is STRING and not value.is_null:
                call.version = value.as_string()
        expansion = self._expansion(call, section, ctx)
        if expansion is None:
            return
        assert ctx is not None  # expansions are found in a context only
        args = {n: a for n, a in section.attrs.items() if n not in _CALL_ATTRIBUTES}
        local = (call.source is not None and is_local_source(call.source)
                 and self.session.load_children)
        for key, extra in expansion.instances:
            inst_ctx = ctx.child(extra) if extra else ctx
            values: dict[str, tuple[Value, Range]] = {}
            for arg_name, attr in args.items():
                value, more = attr.expr.value(inst_ctx)
                self._add(more)
                values[arg_name] = (value if not more.has_errors() else unknown(DYNAMIC),
                                    attr.expr.range)
            call.arguments[key] = {n: v for n, (v, _) in values.items()}
            if local and call.source is not None:
                child = self._child(call.source, values, declared)
                if child is not None:
                    call.instances[key] = child
        if call.expansion == "single":
            call.module = call.instances.get(None)
        elif call.instances:
            call.module = next(iter(call.instances.values()))

    def _child(self, source: str, values: Mapping[str, tuple[Value, Range]],
               declared: Declared) -> Module | None:
        session = self.session
        directory = os.path.normpath(os.path.join(self.module.path, source))
        real = os.path.realpath(directory)
        chain = [*session.chain, self.module.directory]
        if real in chain:
            loop = " -> ".join(os.path.relpath(d, session.root) for d in
                               [*chain[chain.index(real):], real])
            what = ("Module calls itself" if real == self.module.directory
                    else "Module call cycle")
            self.diags.error(what, f'The module call "{declared.block.labels[0]}" loads '
                             f"{source}, which is already being loaded: {loop}. A module "
                             "cannot call itself, directly or through other modules.",
                             declared.range)
            return None
        if len(chain) >= MAX_MODULE_DEPTH:
            self.diags.error("Module calls nested too deeply",
                             f"Module calls are nested more than {MAX_MODULE_DEPTH} deep.",
                             declared.range)
            return None
        if not os.path.isdir(directory):
            self.diags.error("Unreadable module directory",
                             f"The directory {directory} does not exist or cannot be read.",
                             declared.range)
            return None
        path_module = os.path.normpath(os.path.join(self.module.path_module, source))
        config = session.config(directory, declared.range)
        child_eval = _Evaluator(session, directory, directory, path_module, config)
        words = f'module "{declared.block.labels[0]}"'

        def assign(declared_vars: Mapping[str, Variable]) -> Diagnostics:
            diags = Diagnostics()
            for arg_name, (value, where) in values.items():
                var = declared_vars.get(arg_name)
                if var is None:
                    diags.error("Unsupported argument",
                                f'An argument named "{arg_name}" is not expected here.', where)
                    continue
                set_value(var, value, "module call", where, diags)
            for var_name, var in declared_vars.items():
                if var_name not in values and var.default is None:
                    diags.error("Missing required argument",
                                f'The argument "{var_name}" is required, but no definition '
                                f"was found ({words}).", declared.range)
            return diags

        session.chain.append(self.module.directory)
        try:
            child = child_eval.run(assign)
        except RecursionError:  # a caller already deep in its stack: a diagnostic, not a crash
            self.diags.error("Module calls nested too deeply",
                             "Python's stack ran out while loading the module tree.",
                             declared.range)
            return None
        finally:
            session.chain.pop()
        self._add(child.diagnostics)
        return child

    def _output(self, name: str, declared: Declared, ctx: EvalContext | None) -> None:
        section = declared.section
        output = Output(name, block=declared.block)
        self.module.outputs[name] = output
        value_attr = section.attrs.get("value")
        if value_attr is None:
            self.diags.error("Missing required argument",
                             'The argument "value" is required, but no definition was found.',
                             declared.range)
            return
        output.expr = value_attr.expr
        for attr_name in ("description", "sensitive"):
            attr = section.attrs.get(attr_name)
            if attr is not None:
                value, more = attr.expr.value(None)
                if not more.has_errors() and value.is_known and not value.is_null:
                    setattr(output, attr_name, value.to_python())
        if ctx is None:
            return
        value, more = value_attr.expr.value(ctx)
        self._add(more)
        if not more.has_errors():
            output.value = value

    def _validate(self, var: Variable) -> None:
        exprs: list[tuple[Expression, frozenset[str]]] = []
        for block in var.validations:
            inner, _ = read_section(block.body)
            exprs.extend((a.expr, frozenset()) for a in inner.attrs.values())
        node = self._node(f"var.{var.name}", exprs, lambda ctx: None, var)
        ctx = self._context(node)
        if ctx is not None:
            self._add(_validate(var, ctx))


# Arguments of a resource whose expressions are keywords or addresses, not
# values: the provider, lifecycle's ignore_changes, a provisioner's when and
# on_failure.
_KEYWORD_ATTRIBUTES = frozenset({"provider", "ignore_changes", "when", "on_failure"})

# Terraform's words for count, each and self where they are not bound.
_INSTANCE_WORDS = {
    "count": ('Reference to "count" in non-counted context',
              'The "count" object can only be used in "module", "resource", and "data" blocks, '
              'and only when the "count" argument is set.'),
    "each": ('Reference to "each" in context without for_each',
             'The "each" object can be used only in "module" or "resource" blocks, and only '
             'when the "for_each" argument is set.'),
    "self": ('Invalid "self" reference',
             'The "self" object is not available in this context. This object can be used '
             "only in resource provisioner, connection, and postcondition blocks."),
}


def _instance_roots(section: Section | None) -> frozenset[str]:
    """The per-instance objects a block's expressions may use."""
    if section is None:
        return frozenset()
    found = {"self"} if any(b.type in META_BLOCKS for b in section.blocks) else set()
    if "count" in section.attrs:
        found.add("count")
    if "for_each" in section.attrs:
        found.add("each")
    return frozenset(found)


def _as_object(tree: Any) -> Value:
    if isinstance(tree, Value):
        return tree
    return object_value({k: _as_object(v) for k, v in tree.items()})


def _all_names(section: Any) -> frozenset[str]:
    exprs = section_expressions(section)
    return attribute_names(e for e, _ in exprs)


def _traversal_text(t: Any) -> str:
    parts = []
    for step in t:
        if isinstance(step, TraverseRoot):
            parts.append(step.name)
        elif isinstance(step, TraverseAttr):
            parts.append("." + step.name)
    return "".join(parts)

