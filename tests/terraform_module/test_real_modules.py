"""Real public modules (tests/data/terraform/modules, with their licence
notices) load with no error and no exception, and at least half of their
locals are known with default variables."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hclkit.terraform import load_module

DATA = Path(__file__).parent.parent / "data" / "terraform" / "modules"


def _module_dirs() -> list[Path]:
    return sorted({p.parent for p in DATA.rglob("*.tf")})


def _params() -> list[object]:
    return [pytest.param(d, id=str(d.relative_to(DATA))) for d in _module_dirs()]


@pytest.mark.parametrize("directory", _params())
def test_real_module_loads(directory: Path) -> None:
    # Variables without defaults are given by NAME.vars.json beside the module.
    given = directory.parent / f"{directory.name}.vars.json"
    variables = json.loads(given.read_text()) if given.exists() else None
    m = load_module(directory, variables=variables)
    assert [str(d) for d in m.diagnostics if d.severity.value == "error"] == []
    known = [v for v in m.locals.values() if v.is_wholly_known]
    assert len(known) * 2 >= len(m.locals)
    for call in m.module_calls.values():
        if call.source is not None and call.source.startswith("."):
            assert call.instances, call.name


def test_there_are_real_modules() -> None:
    dirs = _module_dirs()
    assert len(dirs) >= 4
    assert all((d / "NOTICE").exists() or (d.parent.parent / "NOTICE").exists() for d in dirs)


VPC = DATA / "terraform-aws-vpc"

# The arguments terraform-aws-vpc's examples/complete-vpc gives the module (at
# the recorded commit), with a dedicated public network ACL and IPv6 besides
# (bench/bench_terraform.py times this too).
COMPLETE_VPC = json.loads((DATA / "terraform-aws-vpc.complete-vpc.json").read_text())


def test_vpc_with_the_complete_examples_arguments() -> None:
    m = load_module(VPC, variables=COMPLETE_VPC)
    assert [str(d) for d in m.diagnostics] == []
    assert m.locals["max_subnet_length"].as_int() == 3
    assert m.locals["nat_gateway_count"].as_int() == 1
    assert not m.locals["vpc_id"].is_known  # the VPC's id comes from AWS
    counts = {a: len(r.instances) for a, r in m.resources.items() if r.instances}
    assert counts["aws_subnet.public"] == counts["aws_subnet.intra"] == 3
    assert counts["aws_nat_gateway.this"] == counts["aws_eip.nat"] == 1
    assert "aws_db_subnet_group.database" not in counts
    public = m.resources["aws_subnet.public"].instances
    # "euw1-az3" is a zone id, not a name (regexall("^[a-z]{2}-", ...))
    assert public[1].as_dict()["availability_zone"].as_string() == "eu-west-1b"
    assert public[2].as_dict()["availability_zone"].is_null
    assert public[2].as_dict()["availability_zone_id"].as_string() == "euw1-az3"
    assert public[0].as_dict()["tags"].as_dict()["Name"].as_string() == \
        "complete-example-public-eu-west-1a"
    assert not public[0].as_dict()["ipv6_cidr_block"].is_known
    gateways = m.resources["aws_customer_gateway.this"].instances
    assert sorted(gateways) == ["IP1", "IP2"]
    # map(map(any)): the number unifies with the string to a string
    assert gateways["IP1"].as_dict()["bgp_asn"].as_string() == "65112"
    acl = m.resources["aws_default_network_acl.this"].instances[0].as_dict()
    assert [r.as_dict()["rule_no"].as_string() for r in acl["ingress"].elements()] == \
        ["100", "101"]


ENDPOINTS = '''
vpc_id             = "vpc-1"
security_group_ids = ["sg-1"]
endpoints = {
  s3 = {
    service = "s3"
    tags    = { Name = "s3-vpc-endpoint" }
  },
  dynamodb = {
    service         = "dynamodb"
    service_type    = "Gateway"
    route_table_ids = ["rtb-1", "rtb-2"]
    tags            = { Name = "dynamodb-vpc-endpoint" }
  },
  ssm = {
    service             = "ssm"
    private_dns_enabled = true
    subnet_ids          = ["subnet-1", "subnet-2"]
  },
}
tags = { Project = "Secret" }
'''


def test_vpc_endpoints_with_endpoints_of_different_shapes(tmp_path: Path) -> None:
    # endpoints is `any`: an object whose attributes are objects of different
    # types, read with lookup() and its default where one lacks a key.
    (tmp_path / "endpoints.tfvars").write_text(ENDPOINTS)
    m = load_module(VPC / "modules" / "vpc-endpoints",
                    var_files=[tmp_path / "endpoints.tfvars"])
    assert [str(d) for d in m.diagnostics] == []
    endpoints = m.resources["aws_vpc_endpoint.this"].instances
    assert sorted(endpoints) == ["dynamodb", "s3", "ssm"]
    s3, dynamodb, ssm = (endpoints[k].as_dict() for k in ("s3", "dynamodb", "ssm"))
    assert s3["vpc_endpoint_type"].as_string() == "Interface"
    assert [v.as_string() for v in s3["security_group_ids"].elements()] == ["sg-1"]
    assert dynamodb["security_group_ids"].is_null
    assert [v.as_string() for v in dynamodb["route_table_ids"].elements()] == ["rtb-1", "rtb-2"]
    assert [v.as_string() for v in ssm["subnet_ids"].elements()] == ["subnet-1", "subnet-2"]
    assert ssm["tags"].as_dict()["Project"].as_string() == "Secret"
    assert s3["tags"].as_dict()["Name"].as_string() == "s3-vpc-endpoint"
    # the data source's service_name is set to null: AWS fills it in
    assert not s3["service_name"].is_known
    assert not load_module(VPC / "modules" / "vpc-endpoints",
                           variables={"create": False}).resources["aws_vpc_endpoint.this"].instances


FIREWALL = DATA / "terraform-google-network-firewall-rules"

# Each rule gives every attribute (the type has no optional ones).
RULES = '''
project_id   = "p"
network_name = "n"
rules = [{
  name                    = "allow-ssh-ingress"
  description             = null
  direction               = "INGRESS"
  priority                = null
  ranges                  = ["0.0.0.0/0"]
  source_ranges           = null
  destination_ranges      = DESTINATION
  source_tags             = null
  source_service_accounts = null
  target_tags             = null
  target_service_accounts = null
  allow = [{
    protocol = "tcp"
    ports    = ["22"]
  }]
  deny = []
  log_config = {
    metadata = "INCLUDE_ALL_METADATA"
  }
}, {
  name                    = "deny-egress"
  description             = "no egress"
  direction               = "EGRESS"
  priority                = 1000
  ranges                  = ["10.0.0.0/8"]
  source_ranges           = []
  destination_ranges      = null
  source_tags             = null
  source_service_accounts = null
  target_tags             = ["web"]
  target_service_accounts = null
  allow                   = []
  deny = [{
    protocol = "all"
    ports    = null
  }]
  log_config = null
}]
'''


def test_firewall_rules_keyed_by_a_for_expression(tmp_path: Path) -> None:
    (tmp_path / "rules.tfvars").write_text(RULES.replace("DESTINATION", "[]"))
    m = load_module(FIREWALL, var_files=[tmp_path / "rules.tfvars"])
    assert [str(d) for d in m.diagnostics] == []
    rules = m.resources["google_compute_firewall.rules"].instances
    ssh, egress = rules["allow-ssh-ingress"].as_dict(), rules["deny-egress"].as_dict()
    # ranges stands in for the direction's own list: coalesce skips the null
    assert [v.as_string() for v in ssh["source_ranges"].elements()] == ["0.0.0.0/0"]
    assert [v.as_string() for v in egress["destination_ranges"].elements()] == ["10.0.0.0/8"]
    assert egress["source_ranges"].length() == 0
    # dynamic blocks: log_config only where the rule has one; allow/deny per entry
    assert ssh["log_config"].length() == 1 and egress["log_config"].length() == 0
    assert [b.as_dict()["protocol"].as_string() for b in egress["deny"].elements()] == ["all"]
    assert egress["deny"].elements()[0].as_dict()["ports"].is_null
    assert egress["priority"].as_int() == 1000 and ssh["priority"].is_null


def test_firewall_rule_without_a_range_is_a_coalesce_error(tmp_path: Path) -> None:
    # An INGRESS rule whose destination_ranges is null: coalesce(null, null)
    # has no non-null argument, an error at the call (as in Terraform).
    (tmp_path / "rules.tfvars").write_text(RULES.replace("DESTINATION", "null"))
    m = load_module(FIREWALL, var_files=[tmp_path / "rules.tfvars"])
    errors = [d for d in m.diagnostics if d.severity.value == "error"]
    assert len(errors) == 1 and "no non-null" in str(errors[0])
    assert errors[0].subject is not None and errors[0].subject.start.line == 25
