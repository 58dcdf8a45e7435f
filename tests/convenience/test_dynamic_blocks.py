"""hclkit.loads expands ``dynamic`` blocks (hclkit.ext.dynblock) unless told not to."""

from __future__ import annotations

import pytest

import hclkit

SG = '''
resource "aws_security_group" "web" {
  name = "web"
  ingress { from_port = 22 }
  dynamic "ingress" {
    for_each = var.ports
    content {
      from_port = ingress.value
      cidr      = var.cidr
    }
  }
  egress { all = true }
}
'''
VARS = {"var": {"ports": [80, 443], "cidr": "0.0.0.0/0"}}


def test_dynamic_blocks_expand_in_place() -> None:
    data = hclkit.loads(SG, variables=VARS)
    web = data["resource"]["aws_security_group"]["web"]
    assert list(web) == ["name", "ingress", "egress"]
    assert web["ingress"] == [{"from_port": 22},
                              {"from_port": 80, "cidr": "0.0.0.0/0"},
                              {"from_port": 443, "cidr": "0.0.0.0/0"}]


def test_labels_iterators_and_nesting() -> None:
    src = '''
setting "first" { v = 0 }
dynamic "setting" {
  for_each = {a = 1, b = 2}
  iterator = s
  labels   = [s.key]
  content {
    v = s.value
    dynamic "item" {
      for_each = range(s.value)
      content { n = item.value * 10 }
    }
  }
}
'''
    assert hclkit.loads(src) == {"setting": {
        "first": {"v": 0},
        "a": {"v": 1, "item": {"n": 0}},
        "b": {"v": 2, "item": [{"n": 0}, {"n": 10}]},
    }}


def test_turned_off_the_dynamic_block_is_plain_data() -> None:
    data = hclkit.loads(SG, variables=VARS, dynamic_blocks=False, unknowns="expression")
    web = data["resource"]["aws_security_group"]["web"]
    assert web["dynamic"] == {"ingress": {
        "for_each": [80, 443],
        "content": {"from_port": "${ingress.value}", "cidr": "0.0.0.0/0"}}}


def test_for_each_that_needs_what_was_not_given() -> None:
    # Kept as written, its expressions as text.
    web = hclkit.loads(SG, unknowns="expression")["resource"]["aws_security_group"]["web"]
    assert web == {"name": "web", "ingress": {"from_port": 22},
                   "dynamic": {"ingress": {"for_each": "${var.ports}", "content": {
                       "from_port": "${ingress.value}", "cidr": "${var.cidr}"}}},
                   "egress": {"all": True}}
    # Given, it expands (its own iterator in labels is no missing name).
    src = ('dynamic "port" {\n  for_each = p\n  labels = [port.value]\n'
           '  content { x = q }\n}\n')
    assert hclkit.loads(src, variables={"p": ["a"]}, unknowns="expression") == {
        "port": {"a": {"x": "${q}"}}}
    assert hclkit.loads(src, unknowns="expression") == {"dynamic": {"port": {
        "for_each": "${p}", "labels": "${[port.value]}", "content": {"x": "${q}"}}}}
    with pytest.raises(hclkit.HCLError) as info:
        hclkit.loads(SG, filename="sg.tf")
    assert {d.summary for d in info.value.diagnostics} == {"Unknown variable"}
    assert "on sg.tf line 6:" in str(info.value)


def test_dynamic_block_errors_are_the_extensions() -> None:
    src = 'dynamic "x" {\n  for_each = "nope"\n  content {}\n}\n'
    for unknowns in ("raise", "expression"):
        with pytest.raises(hclkit.HCLError, match="Invalid dynamic for_each value"):
            hclkit.loads(src, unknowns=unknowns)  # type: ignore[arg-type]


def test_json_syntax_has_no_blocks_to_expand() -> None:
    src = '{"dynamic": {"x": {"for_each": [1], "content": {"a": 1}}}}'
    assert hclkit.loads(src) == {"dynamic": {"x": {"for_each": [1], "content": {"a": 1}}}}
