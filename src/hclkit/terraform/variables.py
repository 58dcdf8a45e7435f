"""Input variables: ``variable`` blocks, the values given to them, in
Terraform's order of precedence, and their validation.

The machinery is not Terraform's alone: Nomad job files and Packer
templates declare ``variable`` blocks of the same shape and take values
from the environment under their own prefix (``NOMAD_VAR_``,
``PKR_VAR_``), which :func:`assign_values` takes as ``env_prefix``.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Union

from ..diagnostics import Diagnostics
from ..ext.typeexpr import Defaults, type_constraint
from ..files import parse_file
from ..model import Block, EvalContext, Expression
from ..native import parse_expression
from ..pos import Pos, Range
from ..types import (
    BOOL,
    DYNAMIC,
    STRING,
    ConversionError,
    Type,
    Value,
    convert,
    null,
    to_value,
    unknown,
)
from .config import Declared
from .sections import Section, block_range

__all__ = ["VarFile", "Variable", "assign_values", "declare_variable", "validate_variable"]

#: One ``var_files`` entry: a path to a ``.tfvars`` (or ``.tfvars.json``)
#: file, or ``(NAME, TEXT)`` for a command line's ``-var NAME=TEXT``.
VarFile = Union[str, "os.PathLike[str]", tuple[str, str]]

_ATTRIBUTES = frozenset({"type", "default", "description", "sensitive", "nullable",
                         "ephemeral"})


@dataclass
class Variable:
    """An input variable: what its block declares, and the value it has."""

    name: str
    #: The type constraint (``DYNAMIC`` for ``any`` or none given).
    type: Type = DYNAMIC
    #: The default, converted to the type; None when there is none (required).
    default: Value | None = None
    description: str | None = None
    sensitive: bool = False
    nullable: bool = True
    #: The value in force: from the highest source that gave one.  A
    #: required variable given no value is unknown (and an error says so).
    value: Value = field(default_factory=lambda: unknown(DYNAMIC))
    #: Where the value came from: "default", "environment", a file's path,
    #: "command line", "variables" or "module call".
    source: str = "default"
    #: The declaring block (its header is ``range``).
    block: Block | None = field(default=None, repr=False, compare=False)
    #: Where the value was written, when it was written in a file.
    value_range: Range | None = None
    type_defaults: Defaults | None = None
    #: Whether the block gives a ``type`` (``any`` included).
    type_given: bool = False
    validations: list[Block] = field(default_factory=list)

    @property
    def range(self) -> Range | None:
        """The declaring block's header (type and labels), for messages;
        ``None`` for an object made directly rather than read from a block."""
        return block_range(self.block) if self.block is not None else None


def declare_variable(name: str, declared: Declared, diags: Diagnostics) -> Variable:
    """The :class:`Variable` a ``variable`` block declares (its value the default)."""
    section: Section = declared.section
    var = Variable(name, block=declared.block)
    for attr_name, attr in section.attrs.items():
        if attr_name not in _ATTRIBUTES:
            diags.error("Unsupported argument",
                        f'An argument named "{attr_name}" is not expected here.', attr.range)
    for block in section.blocks:
        if block.type == "validation":
            var.validations.append(block)
        else:
            diags.error("Unsupported block type",
                        f'Blocks of type "{block.type}" are not expected here.', block.type_range)
    attrs = section.attrs
    if "type" in attrs:
        ty, defaults, more = type_constraint(attrs["type"].expr)
        diags.extend(more)
        var.type, var.type_defaults, var.type_given = ty, defaults, True
    var.description = _literal(attrs, "description", STRING, diags)
    var.sensitive = _flag(attrs, "sensitive", False, diags)
    var.nullable = _flag(attrs, "nullable", True, diags)
    if "default" in attrs:
        expr = attrs["default"].expr
        default, more = expr.value(None)
        diags.extend(more)
        if not more.has_errors():
            converted = _typed(var, default)
            if isinstance(converted, str):
                diags.error("Invalid default value for variable",
                            "This default value is not compatible with the variable's type "
                            f"constraint: {converted}.", expr.range)
                converted = unknown(var.type)
            var.default = converted
            if not converted.is_null or var.nullable:
                var.value, var.value_range = converted, expr.range
    if var.default is None or (var.default.is_null and not var.nullable):
        var.value = unknown(var.type)
    return var


def _literal(attrs: Mapping[str, Any], name: str, ty: Type, diags: Diagnostics) -> Any:
    attr = attrs.get(name)
    if attr is None:
        return None
    value, more = attr.expr.value(None)
    diags.extend(more)
    if more.has_errors() or value.is_null:
        return None
    try:
        return convert(value, ty).to_python()
    except ConversionError as e:
        diags.error("Invalid argument", f'The "{name}" argument must be {ty.friendly_name()}: '
                    f"{e}.", attr.expr.range)
        return None


def _flag(attrs: Mapping[str, Any], name: str, default: bool, diags: Diagnostics) -> bool:
    found = _literal(attrs, name, BOOL, diags)
    return default if found is None else bool(found)


def _typed(var: Variable, value: Value) -> Value | str:
    """``value`` with the type's defaults applied and converted to it, or
    why it does not convert."""
    if var.type_defaults is not None:
        value = var.type_defaults.apply(value)
    try:
        return convert(value, var.type)
    except ConversionError as e:
        return str(e)


def _at(where: Range | None) -> str:
    if where is None:
        return "?"
    return f"{where.filename}:{where.start.line},{where.start.column}-{where.end.column}"


def raw_value(var: Variable, text: str, origin: str, diags: Diagnostics) -> Value | None:
    """A value given as text (an environment variable, ``-var``): the
    string itself for a string variable (or one with no ``type``), else the
    text read as an HCL expression (literal values only), as Terraform
    reads it."""
    if var.type is STRING or not var.type_given:
        return to_value(text)
    expr, diags_p = parse_expression(text, filename=origin)
    if expr is None or diags_p.has_errors():
        diags.extend(diags_p)
        return None
    value, more = expr.value(None)
    diags.extend(more)
    return None if more.has_errors() else value


@dataclass
class _Given:
    """A value for a variable from one source."""

    value: Value
    source: str
    range: Range | None = None


def assign_values(variables: Mapping[str, Variable], *, directory: str | None = None,
                  env: Mapping[str, str] | None = None, env_prefix: str = "TF_VAR_",
                  auto_files: bool = True, var_files: Sequence[VarFile] = (),
                  given: Mapping[str, Any] | None = None, subject: Range | None = None
                  ) -> Diagnostics:
    """Set each variable's value from the sources above its default, lowest
    first: ``env`` (entries named ``env_prefix + NAME``), then, in
    ``directory`` with ``auto_files``, ``terraform.tfvars``,
    ``terraform.tfvars.json`` and ``*.auto.tfvars(.json)`` in lexical
    order, then ``var_files`` in order, then ``given`` (Python values or
    ``Value``\\ s).  Every value is converted to its variable's type;
    a required variable left without one is an error ("No value for
    required variable"); ``subject`` is where such errors point when the
    variable's declaration cannot say."""
    diags = Diagnostics()
    chosen: dict[str, _Given] = {}
    if env is not None:
        for key in sorted(env):
            if key.startswith(env_prefix):
                name = key[len(env_prefix):]
                var = variables.get(name)
                if var is None:
                    continue  # undeclared names in the environment are not an error
                value = raw_value(var, env[key], f"<value for var.{name}>", diags)
                if value is not None:
                    chosen[name] = _Given(value, "environment")
    if auto_files and directory is not None:
        for path in _auto_files(directory):
            _read_var_file(path, variables, chosen, diags)
    for entry in var_files:
        if isinstance(entry, tuple):
            name, text = entry
            var = variables.get(name)
            if var is None:
                diags.error("Value for undeclared variable",
                            f'A variable named "{name}" was assigned on the command line, but '
                            "the root module does not declare a variable of that name. To use "
                            'this value, add a "variable" block to the configuration.', subject)
                continue
            value = raw_value(var, text, f"<value for var.{name}>", diags)
            if value is not None:
                chosen[name] = _Given(value, "command line")
        else:
            _read_var_file(os.fspath(entry), variables, chosen, diags)
    for name, obj in (given or {}).items():
        if name not in variables:
            diags.error("Value for undeclared variable",
                        f'A variable named "{name}" was given, but the root module does not '
                        'declare a variable of that name. To use this value, add a "variable" '
                        "block to the configuration.", subject)
            continue
        try:
            value = obj if isinstance(obj, Value) else to_value(obj)
        except (TypeError, ValueError) as e:
            diags.error("Invalid value for variable",
                        f"The value given for var.{name} is not plain data: {e}.", subject)
            continue
        chosen[name] = _Given(value, "variables")
    for name, var in variables.items():
        found = chosen.get(name)
        if found is not None:
            set_value(var, found.value, found.source, found.range, diags)
        elif var.default is None:
            diags.error("No value for required variable",
                        f'The root module input variable "{name}" is not set, and has no '
                        "default value. Use a -var or -var-file command line argument to "
                        "provide a value for this variable.", var.range or subject)
    return diags


def set_value(var: Variable, value: Value, source: str, where: Range | None,
              diags: Diagnostics) -> None:
    """Give ``var`` the value ``value`` (from ``source``, written at
    ``where``), converted to its type; a null for a variable that is not
    nullable takes the default."""
    if value.is_null and not var.nullable:
        if var.default is not None and not var.default.is_null:
            var.value, var.source, var.value_range = var.default, "default", var.range
            return
        diags.error("Invalid value for variable",
                    f"The given value is null, but var.{var.name} declared at {_at(var.range)} "
                    "is not nullable.", where or var.range)
        var.value = unknown(var.type)
        return
    converted = _typed(var, value) if not value.is_null else null(var.type)
    if isinstance(converted, str):
        diags.error("Invalid value for variable",
                    f"The given value is not suitable for var.{var.name} declared at "
                    f"{_at(var.range)}: {converted}.", where or var.range)
        var.value = unknown(var.type)
        return
    var.value, var.source, var.value_range = converted, source, where


def _auto_files(directory: str) -> list[str]:
    """The variable files Terraform reads by itself, in the order it reads them."""
    try:
        names = sorted(os.listdir(directory))
    except OSError:
        return []
    found: list[str] = [n for n in ("terraform.tfvars", "terraform.tfvars.json") if n in names]
    found += [n for n in names if n.endswith((".auto.tfvars", ".auto.tfvars.json"))]
    return [os.path.join(directory, n) for n in found if os.path.isfile(os.path.join(directory, n))]


def _read_var_file(path: str, variables: Mapping[str, Variable], chosen: dict[str, _Given],
                   diags: Diagnostics) -> None:
    file, more = parse_file(path)
    if file is None:
        start = Pos(1, 1, 0)
        for d in more:
            diags.error(d.summary, f'The variables file "{path}" could not be read.',
                        Range(path, start, start))
        return
    diags.extend(more)
    if more.has_errors():
        return
    attrs, more = file.body.just_attributes()
    diags.extend(more)
    for name, attr in attrs.items():
        value, more = attr.expr.value(None)  # variable files hold literal values only
        diags.extend(more)
        if more.has_errors():
            continue
        if name not in variables:
            diags.warning("Value for undeclared variable",
                          f'The root module does not declare a variable named "{name}" but a '
                          f'value was found in file "{path}". If you meant to use this value, '
                          'add a "variable" block to the configuration.', attr.range)
            continue
        chosen[name] = _Given(value, path, attr.expr.range)


def validate_variable(var: Variable, ctx: EvalContext) -> Diagnostics:
    """Run ``var``'s ``validation`` blocks in ``ctx``; each rule that fails
    is an error with its ``error_message``."""
    diags = Diagnostics()
    for block in var.validations:
        attrs, more = block.body.just_attributes()
        diags.extend(more)
        condition = attrs.get("condition")
        message = attrs.get("error_message")
        if condition is None or message is None:
            missing = "condition" if condition is None else "error_message"
            diags.error("Missing required argument",
                        f'The argument "{missing}" is required, but no definition was found.',
                        block_range(block))
            continue
        ok, more = _bool(condition.expr, ctx)
        diags.extend(more)
        if ok is not False:
            continue
        text, more = message.expr.value(ctx)
        diags.extend(more)
        detail = text.as_string() if text.is_known and not text.is_null and \
            text.type is STRING else "(the error message could not be evaluated)"
        diags.error("Invalid value for variable",
                    f"{detail}\n\nThis was checked by the validation rule at "
                    f"{_at(block_range(block))}.", var.value_range or var.range)
    return diags


def _bool(expr: Expression, ctx: EvalContext) -> tuple[bool | None, Diagnostics]:
    value, diags = expr.value(ctx)
    if diags.has_errors() or not value.is_known:
        return None, diags
    if value.is_null:
        diags.error("Invalid condition result",
                    "Condition expression must return either true or false, not null.",
                    expr.range)
        return None, diags
    try:
        return convert(value, BOOL).as_bool(), diags
    except ConversionError as e:
        diags.error("Invalid condition result", f"Invalid condition result value: {e}.",
                    expr.range)
        return None, diags

