"""Configurations decoded into the classes below, and an ``hcldec`` spec
that asks the same of a body (the same schema at every level), so that the
reference's diagnostics for each configuration are what ``hclkit.decode``
must report.  ``tests/oracle/record_decode.py`` records them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import hclkit


@dataclass
class Ingress:
    port: int
    cidr: list[str] = field(default_factory=list)


@dataclass
class Lifecycle:
    prevent_destroy: bool = False


@dataclass
class Resource:
    type: str = hclkit.label()
    name: str = hclkit.label()
    count: int = 1
    tags: dict[str, str] = field(default_factory=dict)
    ingress: list[Ingress] = field(default_factory=list)
    lifecycle: Lifecycle | None = None


@dataclass
class Variable:
    name: str = hclkit.label()
    type: str = "string"
    default: Any = None
    description: str | None = None


@dataclass
class Backend:
    path: str


@dataclass
class Module:
    source: str


@dataclass
class Config:
    backend: Backend
    variables: list[Variable] = hclkit.block("variable", default_factory=list)
    resources: list[Resource] = hclkit.block("resource", default_factory=list)
    modules: dict[str, Module] = hclkit.block("module", default_factory=dict)


SPEC = """
object {
  block "backend" {
    required = true
    object {
      attr "path" {
        type     = string
        required = true
      }
    }
  }
  block_map "variable" {
    labels = ["name"]
    object {
      attr "type" { type = string }
      attr "default" { type = string }  # any: not allowed in a block_map; the schema is the same
      attr "description" { type = string }
    }
  }
  block_map "resource" {
    labels = ["type", "name"]
    object {
      attr "count" { type = number }
      attr "tags" { type = map(string) }
      block_list "ingress" {
        object {
          attr "port" {
            type     = number
            required = true
          }
          attr "cidr" { type = list(string) }
        }
      }
      block "lifecycle" {
        object {
          attr "prevent_destroy" { type = bool }
        }
      }
    }
  }
  block_map "module" {
    labels = ["name"]
    object {
      attr "source" {
        type     = string
        required = true
      }
    }
  }
}
"""

_GOOD = """backend {
  path = "state.tfstate"
}

variable "region" {
  default = "eu-west-1"
}

resource "aws_instance" "web" {
  count = 2
  tags  = { Name = "web" }
  ingress {
    port = 443
    cidr = ["0.0.0.0/0"]
  }
  lifecycle {
    prevent_destroy = true
  }
}

module "network" {
  source = "./network"
}
"""

# name -> (file name, configuration); each but "good" breaks _GOOD somehow.
CASES: dict[str, tuple[str, str]] = {
    "good": ("main.tf", _GOOD),
    "block_typo": ("main.tf", _GOOD.replace("  ingress {", "  ingres {")),
    "argument_typo": ("main.tf", _GOOD.replace("count = 2", "cont = 2")),
    "missing_argument": ("main.tf", _GOOD.replace('    cidr = ["0.0.0.0/0"]\n', "")
                         .replace("    port = 443\n", "")),
    "missing_label": ("main.tf", _GOOD.replace('"aws_instance" "web"', '"aws_instance"')),
    "extra_label": ("main.tf", _GOOD.replace('variable "region"', 'variable "region" "x"')),
    "wrong_type": ("main.tf", _GOOD.replace("count = 2", 'count = "many"')),
    "wrong_element_type": ("main.tf", _GOOD.replace('["0.0.0.0/0"]', '["0.0.0.0/0", {}]')),
    "missing_block": ("main.tf", _GOOD.replace('backend {\n  path = "state.tfstate"\n}\n', "")),
    "duplicate_block": ("main.tf", _GOOD.replace(
        "  lifecycle {", "  lifecycle {\n  }\n  lifecycle {")),
    "duplicate_module": ("main.tf", _GOOD + 'module "network" {\n  source = "./other"\n}\n'),
    "argument_as_block": ("main.tf", _GOOD.replace("  tags  = {", "  tags {")),
    "block_as_argument": ("main.tf", _GOOD.replace("  lifecycle {", "  lifecycle = {")),
    "top_level_typo": ("main.tf", _GOOD.replace('variable "region"', 'varible "region"')),
    "several": ("main.tf", _GOOD.replace("count = 2", 'count = "x"')
                .replace("  ingress {", "  ingres {").replace("source =", "src =")),
    "json_typos": ("main.tf.json", """{
  "backend": {"path": "state.tfstate"},
  "resource": {"aws_instance": {"web": {"cont": 2, "ingres": {"port": 443}}}},
  "module": {"network": {}}
}
"""),
    "json_good": ("main.tf.json", """{
  "backend": {"path": "s"},
  "variable": {"region": {"default": "eu-west-1"}},
  "resource": {"aws_instance": {"web": {"count": 2, "ingress": [{"port": 443}, {"port": 80}]}}}
}
"""),
}
