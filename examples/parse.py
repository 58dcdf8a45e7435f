"""Parse a configuration, read it through a schema, list what it refers to,
and print its mistakes the way the reference hcldec prints them.

    python examples/parse.py
"""

from __future__ import annotations

import sys

import hclkit
from hclkit import AttributeSchema, BlockHeaderSchema, BodySchema
from hclkit.diagwrite import use_color, write_text

CONFIG = """\
service "http" "web" {
  port     = 8080
  image    = "nginx:${var.version}"
  replicas = length(var.zones)
  protocl  = "tcp"
}

logging {
  level = "info"
}
"""

TOP = BodySchema(blocks=[BlockHeaderSchema("service", label_names=["kind", "name"]),
                         BlockHeaderSchema("logging")])
SERVICE = BodySchema([AttributeSchema("port", required=True), AttributeSchema("image"),
                      AttributeSchema("replicas"), AttributeSchema("protocol")])
LOGGING = BodySchema([AttributeSchema("level")])


def main() -> None:
    file, diags = hclkit.parse(CONFIG, filename="service.hcl")
    content, more = file.body.content(TOP)
    diags.extend(more)
    for block in content.blocks:
        inner, more = block.body.content(SERVICE if block.type == "service" else LOGGING)
        diags.extend(more)
        print(block.type, block.labels, "at line", block.type_range.start.line)
        for name, attr in inner.attributes.items():
            refs = [".".join(getattr(step, "name", "[]") for step in t)
                    for t in attr.expr.variables()]
            note = f"  (refers to {', '.join(refs)})" if refs else ""
            print(f"  {name} = {attr.expr.source_text()}{note}")
    print(write_text(diags, {"service.hcl": file}, color=use_color(sys.stdout)), end="")


if __name__ == "__main__":
    main()
