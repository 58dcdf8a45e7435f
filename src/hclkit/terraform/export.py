"""A :class:`Module` as plain data for JSON: variables, locals, outputs,
resources with their instances and module calls, each with its source
position.  A value not wholly known is written as ``loads`` writes one:
the expression that gives it, as ``"${…}"`` text."""

from __future__ import annotations

from typing import Any

from ..ext.typeexpr import type_string
from ..model import Expression
from ..pos import Range
from ..types import Value
from .calls import ModuleCall
from .module import Module
from .resources import META_ATTRIBUTES, Resource

__all__ = ["module_data"]


def range_data(where: Range | None) -> dict[str, Any] | None:
    if where is None:
        return None
    return {"filename": where.filename,
            "start": {"line": where.start.line, "column": where.start.column,
                      "byte": where.start.byte},
            "end": {"line": where.end.line, "column": where.end.column,
                    "byte": where.end.byte}}


def value_data(value: Value, expr: Expression | None = None, fallback: str = "unknown") -> Any:
    """``value`` as plain data; where it is not wholly known, ``${…}`` with
    the expression's text (or, inside a value without one, ``fallback``)."""
    if value.is_wholly_known:
        return value.to_python()
    if expr is not None:
        return "${" + expr.source_text() + "}"
    if value.is_known and not value.is_null:
        kind = value.type.kind
        if kind in ("object", "map"):
            return {k: value_data(v, None, fallback) for k, v in value.as_dict().items()}
        if kind in ("tuple", "list", "set"):
            return [value_data(v, None, fallback) for v in value.elements()]
    return "${" + fallback + "}"


def _key(key: int | str | None) -> str:
    return "" if key is None else str(key)


def _resource(resource: Resource) -> dict[str, Any]:
    attrs = resource.config.attrs if resource.config is not None else {}
    instances: dict[str, Any] = {}
    for key, value in resource.instances.items():
        fields: dict[str, Any] = {}
        for name, v in value.as_dict().items():
            attr = attrs.get(name)
            fields[name] = value_data(v, attr.expr if attr is not None else None,
                                      f"{resource.address}.{name}")
        instances[_key(key)] = fields
    return {"mode": resource.mode, "type": resource.type, "name": resource.name,
            "expansion": resource.expansion, "instances_known": resource.instances_known,
            "instances": instances, "provider": resource.provider,
            "depends_on": resource.depends_on, "range": range_data(resource.range),
            "meta_arguments": sorted(n for n in attrs if n in META_ATTRIBUTES)}


def _call(call: ModuleCall) -> dict[str, Any]:
    return {"source": call.source, "version": call.version, "expansion": call.expansion,
            "instances_known": call.instances_known,
            "instances": {_key(k): module_data(m) for k, m in call.instances.items()},
            "range": range_data(call.range)}


def _expr(module: Module, name: str) -> Expression | None:
    attr = module.local_attributes.get(name)
    return attr.expr if attr is not None else None


def _range(module: Module, name: str) -> Range | None:
    attr = module.local_attributes.get(name)
    return attr.range if attr is not None else None


def module_data(module: Module) -> dict[str, Any]:
    """``module`` (and its child modules) as JSON-ready data."""
    return {
        "path": module.path,
        "path_module": module.path_module,
        "variables": {
            name: {"value": value_data(v.value, None, f"var.{name}"),
                   "type": type_string(v.type),
                   "default": None if v.default is None else value_data(v.default),
                   "required": v.default is None, "description": v.description,
                   "sensitive": v.sensitive, "nullable": v.nullable, "source": v.source,
                   "range": range_data(v.range)}
            for name, v in module.variables.items()},
        "locals": {
            name: {"value": value_data(value, _expr(module, name)),
                   "range": range_data(_range(module, name))}
            for name, value in module.locals.items()},
        "outputs": {
            name: {"value": value_data(o.value, o.expr, f"output.{name}"),
                   "description": o.description, "sensitive": o.sensitive,
                   "range": range_data(o.range)}
            for name, o in module.outputs.items()},
        "resources": {address: _resource(r) for address, r in module.resources.items()},
        "module_calls": {name: _call(c) for name, c in module.module_calls.items()},
    }
