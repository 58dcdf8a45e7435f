"""load_module: files, locals, resources, module calls, paths and bad input."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

import hclkit.files
from hclkit.limits import Limits
from hclkit.terraform import load_module

from .helpers import errors, summaries, write


def test_missing_directory(tmp_path: Path) -> None:
    m = load_module(tmp_path / "nowhere")
    assert errors(m) == ["Failed to read module directory"]
    assert m.variables == {} and m.resources == {}


def test_unreadable_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    write(tmp_path, {"main.tf": 'locals { a = 1 }\n', "b.tf": 'locals { b = 2 }\n'})
    real_open = hclkit.files.open_regular

    def refusing_open(name: str) -> object:
        if str(name).endswith("b.tf"):  # as a file without read permission (root reads all)
            raise PermissionError(13, "Permission denied", str(name))
        return real_open(name)

    monkeypatch.setattr(hclkit.files, "open_regular", refusing_open)
    m = load_module(tmp_path)
    assert errors(m) == ["Failed to read file"]
    assert m.diagnostics[0].subject is not None
    assert m.diagnostics[0].subject.filename.endswith("b.tf")
    assert m.locals["a"].as_int() == 1


def test_file_that_is_not_a_file(tmp_path: Path) -> None:
    # A directory named like a configuration file is not read, as Terraform lists files.
    write(tmp_path, {"main.tf": 'locals { a = 1 }\n'})
    (tmp_path / "dir.tf").mkdir()
    assert summaries(load_module(tmp_path)) == []


def test_syntax_error_is_a_diagnostic(tmp_path: Path) -> None:
    write(tmp_path, {"main.tf": 'locals { a = }\n', "ok.tf": 'locals { b = 2 }\n'})
    m = load_module(tmp_path)
    assert errors(m)
    assert m.locals["b"].as_int() == 2


def test_locals_dependency_order_across_files(tmp_path: Path) -> None:
    write(tmp_path, {"a.tf": 'locals { x = local.y * 2 }\n',
                     "b.tf": 'locals {\n y = local.z + 1\n z = 1\n}\n'})
    m = load_module(tmp_path)
    assert summaries(m) == []
    assert m.locals["x"].as_int() == 4


def test_locals_cycle_reported_once_rest_evaluated(tmp_path: Path) -> None:
    write(tmp_path, {"main.tf": 'locals {\n a = local.b\n b = local.a\n c = 3\n'
                                ' d = local.c + 1\n e = local.a\n}\n'})
    m = load_module(tmp_path)
    assert errors(m) == ["Cycle: local.a, local.b"]
    assert m.locals["d"].as_int() == 4
    assert not m.locals["a"].is_known and not m.locals["e"].is_known


def test_undeclared_references(tmp_path: Path) -> None:
    write(tmp_path, {"main.tf": 'locals {\n a = local.nope\n b = var.nope\n'
                                ' c = aws_instance.nope.id\n d = data.x.y.z\n ok = 1\n}\n'})
    m = load_module(tmp_path)
    assert errors(m) == ["Reference to undeclared local value",
                         "Reference to undeclared input variable",
                         "Reference to undeclared resource",
                         "Reference to undeclared resource"]
    assert m.diagnostics[0].detail == \
        'A local value with the name "nope" has not been declared.'
    assert m.locals["ok"].as_int() == 1


RESOURCES = '''
variable "names" { default = ["a", "b"] }
resource "aws_instance" "web" {
  count         = length(var.names)
  ami           = "ami-${count.index}"
  tags          = { Name = var.names[count.index] }
  depends_on    = [aws_security_group.sg]
  provisioner "local-exec" {
    command = "echo ${self.private_ip} ${self.ami}"
  }
  lifecycle {
    ignore_changes = [tags]
  }
}
resource "aws_security_group" "sg" {
  for_each = toset(var.names)
  name     = "sg-${each.key}"
  port     = each.value
  ingress {
    from = 1
  }
  dynamic "egress" {
    for_each = [10, 20]
    content {
      to = egress.value
    }
  }
}
data "aws_ami" "x" {
  owners = ["self"]
}
locals {
  id        = aws_instance.web[0].id
  tags      = aws_instance.web[0].tags
  all_ids   = aws_instance.web[*].id
  sg_names  = [for k, sg in aws_security_group.sg : sg.name]
  sg_arns   = { for k, sg in aws_security_group.sg : k => sg.arn }
  ami       = data.aws_ami.x.image_id
  owners    = data.aws_ami.x.owners
}
'''


def test_resources_and_instances(tmp_path: Path) -> None:
    write(tmp_path, {"main.tf": RESOURCES})
    m = load_module(tmp_path)
    assert summaries(m) == []
    web = m.resources["aws_instance.web"]
    assert list(web.instances) == [0, 1]
    assert web.instances[1].to_python() == {"ami": "ami-1", "tags": {"Name": "b"}}
    assert web.depends_on == ["aws_security_group.sg"]
    assert [b.type for b in web.meta_blocks] == ["provisioner", "lifecycle"]
    sg = m.resources["aws_security_group.sg"]
    assert list(sg.instances) == ["a", "b"]
    assert sg.instances["a"].to_python() == {"name": "sg-a", "port": "a",
                                             "ingress": [{"from": 1}],
                                             "egress": [{"to": 10}, {"to": 20}]}
    assert m.resources["data.aws_ami.x"].mode == "data"
    # what the configuration sets is known, the rest unknown
    assert not m.locals["id"].is_known
    assert m.locals["tags"].to_python() == {"Name": "a"}
    assert [v.is_known for v in m.locals["all_ids"].elements()] == [False, False]
    assert m.locals["sg_names"].to_python() == ["sg-a", "sg-b"]
    assert not m.locals["sg_arns"].as_dict()["a"].is_known
    assert not m.locals["ami"].is_known
    assert m.locals["owners"].to_python() == ["self"]


def test_unsupported_attribute_still_holds_for_ordinary_objects(tmp_path: Path) -> None:
    write(tmp_path, {"main.tf": '''
resource "aws_instance" "web" { ami = "x" }
locals {
  obj  = { a = 1 }
  bad  = local.obj.id
  fine = aws_instance.web.id
}
'''})
    m = load_module(tmp_path)
    assert errors(m) == ["Unsupported attribute"]
    assert not m.locals["fine"].is_known


def test_unknown_count_leaves_instances_unknown(tmp_path: Path) -> None:
    write(tmp_path, {"main.tf": '''
resource "random_integer" "n" { min = 1 }
resource "aws_instance" "web" {
  count = random_integer.n.result
  ami   = "x"
}
locals { first = aws_instance.web[0].ami }
'''})
    m = load_module(tmp_path)
    assert summaries(m) == []
    web = m.resources["aws_instance.web"]
    assert web.instances_known is False and web.instances == {}
    assert web.expansion == "count"
    assert not m.locals["first"].is_known


def test_invalid_count_and_for_each(tmp_path: Path) -> None:
    write(tmp_path, {"main.tf": '''
resource "a" "neg" { count = -1 }
resource "a" "list" { for_each = ["x"] }
resource "a" "null" { for_each = null }
'''})
    m = load_module(tmp_path)
    assert errors(m) == ["Invalid count argument", "Invalid for_each argument",
                         "Invalid for_each argument"]


def test_count_of_a_million_is_a_budget_error(tmp_path: Path) -> None:
    write(tmp_path, {"main.tf": 'resource "a" "b" {\n count = 1000000\n x = count.index\n}\n'
                                'resource "a" "c" {\n for_each = { for i in range(1000) : '
                                'tostring(i) => i }\n}\n'})
    start = time.perf_counter()
    m = load_module(tmp_path, limits=Limits(max_instances=500))
    assert errors(m) == ["Too many instances", "Too many instances"]
    assert "Limits.max_instances" in m.diagnostics[0].detail
    assert m.resources["a.b"].instances == {}
    # the default budget refuses a million too, without building any instance
    m = load_module(tmp_path)
    assert errors(m) == ["Too many instances"]
    assert len(m.resources["a.c"].instances) == 1000
    assert time.perf_counter() - start < 60  # a generous bound: minutes would mean expansion


def test_count_each_self_outside_their_blocks(tmp_path: Path) -> None:
    write(tmp_path, {"main.tf": 'resource "a" "b" { x = count.index }\n'
                                'resource "a" "c" { x = each.key }\n'
                                'resource "a" "d" {\n x = self.y\n'
                                ' provisioner "local-exec" { command = self.x }\n}\n'
                                'locals { z = count.index }\n'})
    m = load_module(tmp_path)
    assert errors(m) == ['Reference to "count" in non-counted context',  # local.z
                         'Reference to "count" in non-counted context',
                         'Reference to "each" in context without for_each',
                         'Invalid "self" reference']
    assert m.resources["a.b"].instances_known is False
    assert not m.locals["z"].is_known


def test_override_files(tmp_path: Path) -> None:
    write(tmp_path, {
        "main.tf": 'variable "v" { default = "base" }\nlocals {\n a = 1\n b = 2\n}\n'
                   'resource "r" "x" {\n keep = 1\n change = 1\n blk { a = 1 }\n}\n',
        "override.tf": 'locals { a = 10 }\nvariable "v" { default = "over" }\n',
        "z_override.tf.json": '{"resource": {"r": {"x": {"change": 2}}}}',
    })
    m = load_module(tmp_path)
    assert summaries(m) == []
    assert m.locals["a"].as_int() == 10 and m.locals["b"].as_int() == 2
    assert m.variables["v"].value.as_string() == "over"
    assert m.resources["r.x"].instances[None].to_python() == {
        "keep": 1, "change": 2, "blk": [{"a": 1}]}
    assert m.files[-2:] == [str(tmp_path / "override.tf"), str(tmp_path / "z_override.tf.json")]


def test_override_without_base(tmp_path: Path) -> None:
    write(tmp_path, {"main.tf": "", "override.tf": 'locals { a = 1 }\nvariable "v" {}\n'})
    m = load_module(tmp_path)
    assert errors(m) == ["Missing base local value definition to override",
                         "Missing base variable declaration to override"]


def test_json_configuration(tmp_path: Path) -> None:
    write(tmp_path, {"main.tf.json": '''{
  "variable": {"n": {"type": "number", "default": 2}},
  "locals": {"twice": "${var.n * 2}"},
  "resource": {"aws_instance": {"web": {"count": "${var.n}", "ami": "ami-${count.index}"}}},
  "output": {"ids": {"value": "${aws_instance.web[*].id}"}}
}'''})
    m = load_module(tmp_path)
    assert summaries(m) == []
    assert m.locals["twice"].as_int() == 4
    assert m.resources["aws_instance.web"].instances[1].to_python() == {"ami": "ami-1"}
    assert not m.outputs["ids"].value.elements()[0].is_known


def test_planning_blocks_kept(tmp_path: Path) -> None:
    write(tmp_path, {"main.tf": '''
terraform {
  required_version = ">= 1.5"
  required_providers {
    aws = { source = "hashicorp/aws", version = ">= 5.0" }
  }
  backend "s3" { bucket = "b" }
}
provider "aws" { region = "eu-west-1" }
moved {
  from = aws_instance.a
  to   = aws_instance.b
}
import {
  to = aws_instance.b
  id = "i-123"
}
removed {
  from = aws_instance.c
}
check "health" {
  assert {
    condition     = true
    error_message = "x"
  }
}
resource "aws_instance" "b" {
  provider = aws.west
}
'''})
    m = load_module(tmp_path)
    assert summaries(m) == []
    assert [b.type for b in m.other_blocks] == ["terraform", "provider", "moved", "import",
                                                "removed", "check"]
    assert m.resources["aws_instance.b"].provider == "aws.west"


CHILD = '''
variable "name" { type = string }
variable "size" { default = 1 }
output "label" { value = "${var.name}-${var.size}" }
output "id" { value = aws_thing.t.id }
resource "aws_thing" "t" { name = var.name }
'''


def test_module_calls(tmp_path: Path) -> None:
    write(tmp_path, {
        "modules/child/main.tf": CHILD,
        "root/main.tf": '''
module "one" {
  source = "../modules/child"
  name   = "a"
}
module "many" {
  source   = "../modules/child"
  for_each = { x = 1, y = 2 }
  name     = each.key
  size     = each.value
}
module "counted" {
  source = "../modules/child"
  count  = 2
  name   = "c${count.index}"
}
module "remote" {
  source  = "terraform-aws-modules/vpc/aws"
  version = "5.0.0"
}
locals {
  one      = module.one.label
  many     = { for k, m in module.many : k => m.label }
  counted  = module.counted[1].label
  id       = module.one.id
  remote   = module.remote.vpc_id
}
''',
    })
    m = load_module(tmp_path / "root")
    assert summaries(m) == []
    assert m.locals["one"].as_string() == "a-1"
    assert m.locals["many"].to_python() == {"x": "x-1", "y": "y-2"}
    assert m.locals["counted"].as_string() == "c1-1"
    assert not m.locals["id"].is_known and not m.locals["remote"].is_known
    one = m.module_calls["one"]
    assert one.source == "../modules/child" and one.module is not None
    assert one.module.path_module == "../modules/child"
    assert one.module.resources["aws_thing.t"].instances[None].to_python() == {"name": "a"}
    assert sorted(m.module_calls["many"].instances) == ["x", "y"]
    assert sorted(m.module_calls["counted"].instances) == [0, 1]
    remote = m.module_calls["remote"]
    assert remote.module is None and remote.version == "5.0.0"
    assert load_module(tmp_path / "root", load_children=False).module_calls["one"].module is None


def test_module_call_arguments_checked(tmp_path: Path) -> None:
    write(tmp_path, {"child/main.tf": CHILD,
                     "main.tf": 'module "c" {\n source = "./child"\n nope = 1\n}\n'})
    m = load_module(tmp_path)
    assert errors(m) == ["Unsupported argument", "Missing required argument"]


def test_module_calling_itself(tmp_path: Path) -> None:
    write(tmp_path, {"main.tf": 'module "me" { source = "./" }\noutput "o" { value = 1 }\n'})
    m = load_module(tmp_path)
    assert errors(m) == ["Module calls itself"]
    assert m.module_calls["me"].module is None


def test_cycle_through_modules(tmp_path: Path) -> None:
    write(tmp_path, {"a/main.tf": 'module "b" { source = "../b" }\n',
                     "b/main.tf": 'module "a" { source = "../a" }\n'})
    m = load_module(tmp_path / "a")
    assert errors(m) == ["Module call cycle"]
    assert "a -> b -> a" in m.diagnostics[0].detail.replace("../", "").replace("./", "") \
        or "->" in m.diagnostics[0].detail


def test_missing_child_directory(tmp_path: Path) -> None:
    write(tmp_path, {"main.tf": 'module "c" { source = "./nowhere" }\n'})
    assert errors(load_module(tmp_path)) == ["Unreadable module directory"]


def test_paths_and_workspace(tmp_path: Path) -> None:
    write(tmp_path, {
        "repo/modules/m/main.tf": 'output "text" { value = file("${path.module}/data.txt") }\n'
                                  'output "where" { value = path.module }\n',
        "repo/modules/m/data.txt": "inside",
        "repo/examples/ex/main.tf": '''
module "m" { source = "../../modules/m" }
locals {
  text  = module.m.text
  where = module.m.where
  root  = path.root
  cwd   = path.cwd
  mine  = path.module
  ws    = terraform.workspace
  own   = file("local.txt")
  abs   = abspath("x")
}
''',
        "repo/examples/ex/local.txt": "here",
        "secret.txt": "outside",
    })
    before = os.getcwd()
    m = load_module(tmp_path / "repo/examples/ex", workspace="prod")
    assert os.getcwd() == before
    assert summaries(m) == []
    loc = {k: v.to_python() for k, v in m.locals.items()}
    assert loc["text"] == "inside"
    assert loc["where"] == "../../modules/m"
    assert (loc["root"], loc["mine"], loc["ws"]) == (".", ".", "prod")
    assert loc["cwd"] == str(tmp_path / "repo/examples/ex")
    assert loc["own"] == "here"
    assert loc["abs"] == os.path.realpath(tmp_path / "repo/examples/ex/x")


def test_filesystem_confined_to_base_dir(tmp_path: Path) -> None:
    write(tmp_path, {"mod/main.tf": 'locals { s = file("../secret.txt") }\n',
                     "secret.txt": "outside"})
    m = load_module(tmp_path / "mod")
    assert errors(m) == ["Error in function call"]
    m = load_module(tmp_path / "mod", base_dir=tmp_path)
    assert m.locals["s"].as_string() == "outside"


def test_resource_cycle(tmp_path: Path) -> None:
    write(tmp_path, {"main.tf": 'resource "a" "x" { v = a.y.v }\nresource "a" "y" { v = a.x.v }\n'
                                'locals { ok = 1 }\n'})
    m = load_module(tmp_path)
    assert errors(m) == ["Cycle: a.x, a.y"]
    assert m.locals["ok"].as_int() == 1


def test_chain_of_locals_is_linear(tmp_path: Path) -> None:
    def run(n: int) -> int:
        body = "locals {\n" + "".join(f" l{i} = local.l{i + 1} + 1\n" for i in range(n)) + \
            f" l{n} = 0\n}}\n"
        d = tmp_path / str(n)
        write(d, {"main.tf": body})
        m = load_module(d)
        assert summaries(m) == []
        return m.locals["l0"].as_int()

    # a long chain evaluates without a RecursionError (dependency order keeps its own stack)
    assert run(3000) == 3000


def test_resource_flowing_whole_keeps_unknown_attributes(tmp_path: Path) -> None:
    write(tmp_path, {
        "child/main.tf": 'resource "aws_thing" "t" {\n for_each = toset(["a"])\n'
                         ' name = each.key\n}\n'
                         'output "things" { value = aws_thing.t }\n',
        "main.tf": 'module "c" { source = "./child" }\n'
                   'resource "aws_instance" "web" { ami = "x" }\n'
                   'locals {\n web = aws_instance.web\n id = local.web.id\n'
                   ' arn = module.c.things["a"].arn\n name = module.c.things["a"].name\n}\n',
    })
    m = load_module(tmp_path)
    assert summaries(m) == []
    assert not m.locals["id"].is_known and not m.locals["arn"].is_known
    assert m.locals["name"].as_string() == "a"


def test_duplicate_declarations(tmp_path: Path) -> None:
    write(tmp_path, {"a.tf": 'variable "v" {}\nlocals { l = 1 }\nresource "r" "x" {}\n'
                             'output "o" { value = 1 }\nmodule "m" { source = "x/y" }\n',
                     "b.tf": 'variable "v" {}\nlocals { l = 2 }\nresource "r" "x" {}\n'
                             'output "o" { value = 2 }\nmodule "m" { source = "x/y" }\n'})
    m = load_module(tmp_path, variables={"v": 1})
    assert errors(m) == ["Duplicate variable declaration", "Duplicate local value definition",
                         'Duplicate resource "r" configuration', "Duplicate output definition",
                         "Duplicate module call"]
    assert m.locals["l"].as_int() == 1


def test_unsupported_top_level_block(tmp_path: Path) -> None:
    write(tmp_path, {"main.tf": 'foo "bar" {}\nlocals { a = 1 }\n'})
    m = load_module(tmp_path)
    assert errors(m) == ["Unsupported block type"]
    assert m.locals["a"].as_int() == 1


def test_module_pickles(tmp_path: Path) -> None:
    import pickle

    write(tmp_path, {"child/main.tf": CHILD,
                     "main.tf": 'module "c" {\n source = "./child"\n name = "n"\n}\n'
                                'locals { l = module.c.label }\n'})
    m = pickle.loads(pickle.dumps(load_module(tmp_path)))
    assert m.locals["l"].as_string() == "n-1"
    assert m.module_calls["c"].module is not None
    assert m.module_calls["c"].range is not None and m.module_calls["c"].range.start.line == 1


def test_nested_block_attributes_unset_read_unknown(tmp_path: Path) -> None:
    write(tmp_path, {"main.tf": '''
resource "aws_instance" "web" {
  tags = [{ a = 1 }]
  root_block_device {
    volume_size = 8
  }
}
locals {
  size = aws_instance.web.root_block_device[0].volume_size
  vol  = aws_instance.web.root_block_device[0].volume_id
  bad  = aws_instance.web.tags[0].volume_id
}
'''})
    m = load_module(tmp_path)
    assert errors(m) == ["Unsupported attribute"]  # tags is an attribute, not a block
    assert m.locals["size"].as_int() == 8
    assert not m.locals["vol"].is_known


def test_module_calls_using_each_others_outputs(tmp_path: Path) -> None:
    # A cycle between calls, not between their variables and outputs: Terraform
    # orders those one by one, so this is no error.
    write(tmp_path, {
        "db/main.tf": 'variable "allowed" { default = [] }\n'
                      'output "arn" { value = "arn:db" }\n'
                      'output "allowed" { value = var.allowed }\n',
        "svc/main.tf": 'variable "secret" {}\noutput "sg" { value = "sg-1" }\n'
                       'output "secret" { value = var.secret }\n',
        "main.tf": 'module "db" {\n source = "./db"\n allowed = [module.svc.sg]\n}\n'
                   'module "svc" {\n source = "./svc"\n secret = module.db.arn\n}\n'
                   'locals {\n allowed = module.db.allowed\n secret = module.svc.secret\n}\n',
    })
    m = load_module(tmp_path)
    assert summaries(m) == []
    assert m.locals["allowed"].to_python() == ["sg-1"]
    assert m.locals["secret"].as_string() == "arn:db"


def test_provisioner_keywords_are_not_references(tmp_path: Path) -> None:
    write(tmp_path, {"main.tf": '''
resource "null_resource" "n" {
  provisioner "local-exec" {
    when       = destroy
    on_failure = continue
    command    = "echo ${self.id}"
  }
}
resource "null_resource" "m" {
  for_each = random_thing.x.keys
}
resource "random_thing" "x" {}
'''})
    m = load_module(tmp_path)
    assert summaries(m) == []
    assert m.resources["null_resource.m"].instances_known is False


def test_attribute_set_to_null_reads_as_unset(tmp_path: Path) -> None:
    # Terraform: an argument set to null behaves as though it were omitted, so
    # the provider fills it in (terraform-aws-vpc's endpoints read a data
    # source's service_name that their configuration sets to lookup(..., null)).
    write(tmp_path, {"main.tf": '''
data "aws_vpc_endpoint_service" "s3" {
  service      = "s3"
  service_name = null
}
resource "aws_instance" "web" {
  ami  = null
  tags = { a = null }
  ebs_block_device {
    device_name = null
  }
}
locals {
  service  = data.aws_vpc_endpoint_service.s3.service
  name     = data.aws_vpc_endpoint_service.s3.service_name
  ami      = aws_instance.web.ami
  device   = aws_instance.web.ebs_block_device[0].device_name
  tag      = aws_instance.web.tags.a
}
'''})
    m = load_module(tmp_path)
    assert summaries(m) == []
    assert m.locals["service"].as_string() == "s3"
    assert not m.locals["name"].is_known
    assert not m.locals["ami"].is_known
    assert not m.locals["device"].is_known
    # an attribute's own value keeps its nulls: only arguments are omitted
    assert m.locals["tag"].is_known and m.locals["tag"].is_null
    # the instance itself records what the configuration says
    assert m.resources["aws_instance.web"].instances[None].as_dict()["ami"].is_null
