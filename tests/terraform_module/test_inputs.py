"""The variable and locals machinery on a Nomad job file."""

from __future__ import annotations

import hclkit
from hclkit.terraform import load_inputs

JOB = '''
variable "datacenters" {
  type    = list(string)
  default = ["dc1"]
}
variable "image" {
  type = string
}
variable "count" {
  type    = number
  default = 1
}
locals {
  name  = "web-${local.tag}"
  tag   = split(":", var.image)[1]
}
job "web" {
  datacenters = var.datacenters
  group "g" {
    count = var.count
    task "t" {
      driver = "docker"
      config {
        image = var.image
      }
      meta {
        name = local.name
      }
    }
  }
}
'''


def test_nomad_job_variables_and_locals() -> None:
    file, diags = hclkit.parse(JOB, filename="web.nomad.hcl")
    assert not diags.has_errors()
    env = {"NOMAD_VAR_image": "nginx:1.25", "NOMAD_VAR_count": "3", "TF_VAR_count": "9"}
    inputs = load_inputs(file.body, {"job": ["name"]}, env=env,
                         functions=hclkit.stdlib.functions())
    assert list(inputs.diagnostics) == []
    assert inputs.variables["count"].value.as_int() == 3
    assert inputs.locals["name"].as_string() == "web-1.25"
    job = inputs.blocks[0]
    assert job.type == "job"
    group = job.body.blocks[0]
    value, _ = group.body.attributes["count"].expr.value(inputs.context)
    assert value.as_int() == 3
    meta = group.body.blocks[0].body.blocks[1].body.attributes["name"].expr
    assert meta.value(inputs.context)[0].as_string() == "web-1.25"


def test_packer_prefix_and_required() -> None:
    file, _ = hclkit.parse('variable "region" {}\nlocals {\n a = local.b\n b = local.a\n}\n')
    inputs = load_inputs(file.body, {}, env={"PKR_VAR_region": "eu"}, env_prefix="PKR_VAR_")
    assert inputs.variables["region"].value.as_string() == "eu"
    assert [d.summary for d in inputs.diagnostics] == ["Cycle: local.a, local.b"]
    inputs = load_inputs(file.body, {}, env={}, env_prefix="PKR_VAR_")
    assert next(d.summary for d in inputs.diagnostics) == "No value for required variable"
