"""Spec files: the spec language read with our own parser (seeds 003, 004).

A spec file holds exactly one root spec block, any number of ``variables``
blocks (values for the input's variables) and ``function`` blocks (functions
the input may call).  Each spec block's body is read with a schema of its
own, so a mistake in a spec file is reported like one in any HCL file,
pointing into the spec file, with the reference's messages.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..diagnostics import Diagnostics
from ..function import Function
from ..limits import DEFAULT_LIMITS
from ..model import (
    AttributeSchema,
    BlockHeaderSchema,
    BodyContent,
    BodySchema,
    EvalContext,
    Expression,
    abs_traversal_for_expr,
    expr_list,
)
from ..model.body import Block, Body
from ..native import parse
from ..types import (
    BOOL,
    DYNAMIC,
    NUMBER,
    STRING,
    ConversionError,
    List,
    Type,
    Value,
    convert,
    null,
)
from ..types import number as N
from .funcs import custom_function, spec_functions
from .spec import (
    AttrSpec,
    BlockAttrsSpec,
    BlockListSpec,
    BlockMapSpec,
    BlockSetSpec,
    BlockSpec,
    DefaultSpec,
    LiteralSpec,
    ObjectSpec,
    Spec,
    TransformSpec,
    TupleSpec,
)
from .typeexpr import type_expr

__all__ = ["SpecFile", "load_spec"]

# A block_map's labels nest maps in its type: as deep as any nesting may go.
_MAX_LABELS = DEFAULT_LIMITS.max_depth

# The spec block types.  The sequence spec is ``array`` to hcldec (seed 003)
# and ``tuple`` to evalconfig (seed 004); both spellings work everywhere.
SPEC_TYPES = ("object", "array", "tuple", "attr", "block", "block_list", "block_set",
              "block_map", "block_attrs", "literal", "default", "transform")

_INT64 = (-(2**63), 2**63 - 1)

# An argument that was given but could not be read (already reported).
_FAILED: Any = object()


@dataclass
class SpecFile:
    """A loaded spec file: its root spec, and what it gives the input's
    evaluation context."""

    root: Spec | None
    variables: dict[str, Value] = field(default_factory=dict)
    functions: dict[str, Function] = field(default_factory=dict)

    def context(self, variables: Mapping[str, Value] | None = None) -> EvalContext | None:
        """The input's evaluation context: the spec's variables, overridden
        by ``variables``, and the spec's functions.  With neither, there is
        none, and the result is ``None``: literal-only mode ("Variables not
        allowed"; JSON strings are plain strings), as in the reference."""
        merged = dict(self.variables)
        merged.update(variables or {})
        if not merged and not self.functions:
            return None
        return EvalContext(merged or None, dict(self.functions) or None)


def load_spec(src: str | bytes, filename: str = "<spec>") -> tuple[SpecFile, Diagnostics]:
    """Read a spec file (of either flavour: ``array`` and ``tuple`` alike).

    Returns ``(spec_file, diagnostics)``.  When the source does not parse
    or has no usable top-level spec, ``spec_file.root`` is ``None`` (and
    :func:`decode` then gives a null); other mistakes (an unknown block or
    argument, a block spec without its child, a bad type expression) are
    errors in the diagnostics, and the spec file holds what could be read.
    Never raises for bad input."""
    file, diags = parse(src, filename)
    if diags.has_errors():
        return SpecFile(None), diags
    loader = _Loader(SPEC_TYPES, diags)
    return loader.file(file.body), diags


_ONE_CHILD = ("A block spec must have exactly one child spec specifying how to decode block "
              "contents.")


class _Loader:
    def __init__(self, types: tuple[str, ...], diags: Diagnostics) -> None:
        self.types = types
        self.diags = diags
        self.funcs = spec_functions()
        self.spec_ctx = EvalContext(functions=self.funcs)

    # --- the file --------------------------------------------------------------------------------

    def file(self, body: Body) -> SpecFile:
        schema = BodySchema(blocks=[*(BlockHeaderSchema(t) for t in self.types),
                                    BlockHeaderSchema("variables"),
                                    BlockHeaderSchema("function", ["name"])])
        content = self._content(body, schema)
        result = SpecFile(None)
        roots: list[Block] = []
        for block in content.blocks:
            if block.type == "variables":
                result.variables.update(self._variables(block))
            elif block.type == "function":
                fn = self._function(block)
                if fn is not None:
                    result.functions[block.labels[0]] = fn
            else:
                roots.append(block)
        if not roots:
            if self.diags.has_errors():  # the root block was there, but wrong
                return result
            self.diags.error("Missing spec block",
                             "A spec file must have exactly one root block specifying how to "
                             "map to a JSON value.", content.missing_item_range)
            return result
        for extra in roots[1:]:
            self.diags.error("Extraneous spec block",
                             "A spec file must have exactly one root block specifying how to "
                             "map to a JSON value.", extra.def_range)
        result.root = self.spec(roots[0], None)
        return result

    def _variables(self, block: Block) -> dict[str, Value]:
        attrs, more = block.body.just_attributes()
        self.diags.extend(more)
        found: dict[str, Value] = {}
        for name, attr in attrs.items():
            val, more = attr.expr.value(self.spec_ctx)
            self.diags.extend(more)
            found[name] = val
        return found

    def _function(self, block: Block) -> Function | None:
        content = self._content(block.body, BodySchema(
            [AttributeSchema("params", required=True), AttributeSchema("variadic_param"),
             AttributeSchema("result", required=True)]))
        params_attr = content.attributes.get("params")
        result_attr = content.attributes.get("result")
        params: list[str] = []
        if params_attr is not None:
            exprs, more = expr_list(params_attr.expr)
            self.diags.extend(more)
            for expr in exprs:
                name = _identifier(expr)
                if name is None:
                    self.diags.error("Invalid param element",
                                     "Each parameter name must be an identifier.", expr.range)
                else:
                    params.append(name)
        variadic: str | None = None
        variadic_attr = content.attributes.get("variadic_param")
        if variadic_attr is not None:
            variadic = _identifier(variadic_attr.expr)
            if variadic is None:
                self.diags.error("Invalid variadic_param",
                                 "The variadic parameter name must be an identifier.",
                                 variadic_attr.expr.range)
        if params_attr is None or result_attr is None:
            return None
        return custom_function(params, variadic, result_attr.expr, self.spec_ctx, block.labels[0])

    # --- spec blocks -----------------------------------------------------------------------------

    def _nested_schema(self, labelled: bool) -> list[BlockHeaderSchema]:
        labels = ["key"] if labelled else []
        return [BlockHeaderSchema(t, labels) for t in self.types]

    def _content(self, body: Body, schema: BodySchema) -> BodyContent:
        content, more = body.content(schema)
        self.diags.extend(more)
        return content

    def spec(self, block: Block, default_name: str | None) -> Spec:
        """The spec ``block`` describes; ``default_name`` is the label of an
        enclosing ``object``'s entry, if any."""
        kind = block.type
        if kind == "object":
            content = self._content(block.body, BodySchema(blocks=self._nested_schema(True)))
            attrs: dict[str, Spec] = {}
            for child in content.blocks:
                attrs[child.labels[0]] = self.spec(child, child.labels[0])
            return ObjectSpec(attrs)
        if kind in ("array", "tuple"):
            content = self._content(block.body, BodySchema(blocks=self._nested_schema(False)))
            return TupleSpec([self.spec(child, None) for child in content.blocks])
        if kind == "attr":
            return self._attr(block, default_name)
        if kind == "literal":
            content = self._content(block.body, BodySchema([AttributeSchema("value", True)]))
            attr = content.attributes.get("value")
            if attr is None:
                return LiteralSpec(null(DYNAMIC))
            val, more = attr.expr.value(self.spec_ctx)
            self.diags.extend(more)
            return LiteralSpec(val)
        if kind == "default":
            content = self._content(block.body, BodySchema(blocks=self._nested_schema(False)))
            if not content.blocks:
                self.diags.error("Missing spec block",
                                 "A default block must have at least one nested spec, each "
                                 "specifying a possible outcome.", block.body.missing_item_range)
                return LiteralSpec(null(DYNAMIC))
            return DefaultSpec([self.spec(child, None) for child in content.blocks])
        if kind == "transform":
            return self._transform(block)
        if kind == "block_attrs":
            return self._block_attrs(block, default_name)
        return self._block(block, default_name)

    def _attr(self, block: Block, default_name: str | None) -> Spec:
        content = self._content(block.body, BodySchema(
            [AttributeSchema("name"), AttributeSchema("type"), AttributeSchema("required")]))
        name = self._name(content, "name", default_name, block, "Missing name in attribute "
                          "spec", "The name attribute is required, to specify the attribute "
                          "name that is expected in an input HCL file.")
        required = self._arg(content, "required", BOOL) is True
        return AttrSpec(name, self._type(content, "type"), required)

    def _block(self, block: Block, default_name: str | None) -> Spec:
        kind = block.type
        names = [AttributeSchema("block_type")]
        if kind == "block":
            names.append(AttributeSchema("required"))
        elif kind == "block_map":
            names.append(AttributeSchema("labels", required=True))
        else:
            names += [AttributeSchema("min_items"), AttributeSchema("max_items")]
        content, more = block.body.content(BodySchema(names, self._nested_schema(False)))
        self.diags.extend(more)
        type_name = self._block_type(content, default_name, block)
        nested = self._only_child(block, content, wrong_body=more.has_errors())
        if kind == "block":
            return BlockSpec(type_name, nested, self._arg(content, "required", BOOL) is True)
        if kind == "block_map":
            labels = self._arg(content, "labels", List(STRING))
            if labels is _FAILED:
                labels = None
            if labels is not None and len(labels) > _MAX_LABELS:
                # Each label is a level of maps in the result's type.
                self.diags.error("Too many block labels",
                                 f"A block_map may have at most {_MAX_LABELS} labels.",
                                 content.attributes["labels"].expr.range)
                labels = None
            if labels is not None and not labels:
                self.diags.error("Invalid block label name list",
                                 "A block_map must have at least one label specified.",
                                 block.body.missing_item_range)
            spec = BlockMapSpec(type_name, nested, list(labels or []))
            if labels and spec.implied_type().has_dynamic():
                self.diags.error("Invalid block_map spec",
                                 "A block_map spec may not contain attributes with type 'any'.",
                                 block.body.missing_item_range)
            return spec
        min_items = self._arg(content, "min_items", NUMBER, whole=True)
        max_items = self._arg(content, "max_items", NUMBER, whole=True)
        min_items = min_items if isinstance(min_items, int) else 0
        max_items = max_items if isinstance(max_items, int) else 0
        cls = BlockListSpec if kind == "block_list" else BlockSetSpec
        return cls(type_name, nested, min_items, max_items)

    def _name(self, content: BodyContent, arg: str, default_name: str | None, block: Block,
              summary: str, detail: str) -> str:
        """A name argument (``name``, ``block_type``): as given, or the
        enclosing ``object`` entry's label; missing is an error."""
        name = self._arg(content, arg, STRING)
        if name is None:
            name = default_name
        if name is None:
            self.diags.error(summary, detail, block.body.missing_item_range)
        return "" if name is None or name is _FAILED else str(name)

    def _block_type(self, content: BodyContent, default_name: str | None, block: Block) -> str:
        if block.type == "block" and "block_type" not in content.attributes \
                and default_name is None:
            return ""  # the reference lets a bare ``block`` through: it matches nothing
        return self._name(content, "block_type", default_name, block,
                          f"Missing block_type in {block.type} spec",
                          "The block_type attribute is required, to specify the block type "
                          "name that is expected in an input HCL file.")

    def _only_child(self, block: Block, content: BodyContent, wrong_body: bool) -> Spec:
        if not content.blocks:
            # A child spec that was there but wrong (say, labelled) was
            # reported with the body: the reference says nothing more then.
            if not wrong_body:
                self.diags.error("Missing spec block", _ONE_CHILD, block.body.missing_item_range)
            return LiteralSpec(null(DYNAMIC))
        if len(content.blocks) > 1:
            self.diags.error("Extraneous spec block", _ONE_CHILD, content.blocks[1].def_range)
        return self.spec(content.blocks[0], None)

    def _block_attrs(self, block: Block, default_name: str | None) -> Spec:
        content = self._content(block.body, BodySchema(
            [AttributeSchema("block_type"), AttributeSchema("element_type", required=True),
             AttributeSchema("required")]))
        type_name = self._block_type(content, default_name, block)
        return BlockAttrsSpec(type_name, self._type(content, "element_type"),
                              self._arg(content, "required", BOOL) is True)

    def _transform(self, block: Block) -> Spec:
        content = self._content(block.body, BodySchema([AttributeSchema("result")],
                                                       self._nested_schema(False)))
        if len(content.blocks) != 1:
            self.diags.error("Invalid transform spec",
                             "A transform spec block must have exactly one nested spec block.",
                             block.body.missing_item_range)
        wrapped = (self.spec(content.blocks[0], None) if content.blocks
                   else LiteralSpec(null(DYNAMIC)))
        result = content.attributes.get("result")
        return TransformSpec(wrapped, result.expr if result else None, self.spec_ctx)

    # --- arguments -------------------------------------------------------------------------------

    def _arg(self, content: BodyContent, name: str, ty: Type, whole: bool = False
             ) -> Any:
        """An argument's value as Python data (None if absent or bad), read
        as the reference reads a spec block's arguments: no variables or
        functions, converted to ``ty``."""
        attr = content.attributes.get(name)
        if attr is None:
            return None
        val, more = attr.expr.value(None)
        self.diags.extend(more)
        try:
            val = convert(val, ty)
            if not val.is_wholly_known:
                raise ConversionError("value must be known")
            if val.is_null:
                return None
            if whole:
                n = val.as_number()
                i = N.to_int(n) if N.is_integer(n) else None
                if i is None or not _INT64[0] <= i <= _INT64[1]:
                    raise ConversionError("value must be a whole number, between "
                                          f"{_INT64[0]} and {_INT64[1]}")
                return i
        except ConversionError as e:
            self.diags.error("Unsuitable value type", f"Unsuitable value: {e}",
                             attr.expr.start_range)
            return _FAILED
        return val.to_python()

    def _type(self, content: BodyContent, name: str) -> Type:
        attr = content.attributes.get(name)
        if attr is None:
            return DYNAMIC
        ty, more = type_expr(attr.expr)
        self.diags.extend(more)
        return ty


def _identifier(expr: Expression) -> str | None:
    """The name ``expr`` is, if it is a bare name."""
    traversal, diags = abs_traversal_for_expr(expr)
    if diags.has_errors() or len(traversal) != 1:
        return None
    return traversal[0].name  # type: ignore[union-attr]
