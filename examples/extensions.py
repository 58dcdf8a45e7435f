"""The extensions (hclkit.ext): dynamic blocks, type constraints with
optional attributes and defaults, and functions defined in configuration."""

from __future__ import annotations

import hclkit
from hclkit.ext import dynblock, typeexpr, userfunc

# --- dynamic blocks: one "port" block per element of local.ports ------------------------------
file, _ = hclkit.parse('''
network {
  dynamic "port" {
    for_each = local.ports
    labels   = [port.value.name]
    content {
      to = port.value.number
    }
  }
}
''')
ctx = hclkit.EvalContext({"local": {"ports": [{"name": "api", "number": 80},
                                               {"name": "ui", "number": 8080}]}})
body = dynblock.expand(file.body, ctx)
network, _ = body.content(hclkit.BodySchema(blocks=[hclkit.BlockHeaderSchema("network")]))
ports, _ = network.blocks[0].body.content(
    hclkit.BodySchema(blocks=[hclkit.BlockHeaderSchema("port", ["name"])]))
for block in ports.blocks:
    inner, _ = block.body.content(hclkit.BodySchema([hclkit.AttributeSchema("to")]))
    to, _ = inner.attributes["to"].expr.value(ctx)
    print("port", block.labels[0], "->", to.to_python())

# --- type constraints: optional attributes, with and without defaults ----------------------
expr, _ = hclkit.parse_expression(
    'list(object({name = string, port = optional(number, 80), tags = optional(set(string))}))')
ty, defaults, diags = typeexpr.type_constraint(expr)
print(typeexpr.type_string(ty))
given = hclkit.to_value([{"name": "web"}, {"name": "db", "port": 5432}])
value = hclkit.convert(defaults.apply(given) if defaults else given, ty)
print(value.to_python())

# --- functions defined in configuration --------------------------------------------------------
file, _ = hclkit.parse('''
function "greet" {
  params         = [name]
  variadic_param = titles
  result         = "Hello, ${join(" ", concat(titles, [name]))}!"
}
message = greet("Lovelace", "Countess")
''')
ctx = hclkit.EvalContext(functions=hclkit.stdlib.functions())
funcs, rest, diags = userfunc.decode(file.body, "function", lambda: ctx)
ctx = ctx.child(functions=funcs)
attrs, _ = rest.just_attributes()
print(attrs["message"].expr.value(ctx)[0].to_python())
