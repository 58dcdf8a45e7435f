"""Writing HCL: format a file as hclfmt does, edit one keeping its comments,
and generate one from plain data."""

from __future__ import annotations

import hclkit

SOURCE = """\
variable "region" {
default="us-east-1"
}

# The web server.
resource "aws_instance" "web" {
  ami = "ami-123" # pinned
  instance_type="t3.micro"
  monitoring = true
}
"""

formatted = hclkit.fmt(SOURCE)
print(formatted, end="----\n")

doc = hclkit.edit(formatted)
web = doc.body.find_blocks("resource", "aws_instance", "web")[0]
web.body.set_attribute("instance_type", "t3.large")
web.body.set_attribute_raw("count", "var.enabled ? 1 : 0")
web.body.remove_attribute("monitoring")
web.body.append_block("lifecycle").body.set_attribute("prevent_destroy", True)
doc.body.find_blocks("variable", "region")[0].set_labels(["zone"])
print(doc, end="----\n")

print(hclkit.dumps({"name": "web", "tags": {"Team": "ops"},
                    "service": {"http": {"port": 80, "paths": ["/", "/health"]}}}), end="")
