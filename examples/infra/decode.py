"""Read a Terraform-like configuration into dataclasses with hclkit.decode.

    python examples/infra/decode.py

Labels become fields (hclkit.label()), nested blocks become lists of
dataclasses, arguments with defaults or ``| None`` are optional, and the
annotations say the types (``int`` refuses fractions).  A misspelt block
type gets the reference's "Did you mean" diagnostic.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import hclkit

HERE = Path(__file__).resolve().parent


@dataclass
class Variable:
    name: str = hclkit.label()
    type: str = "string"
    default: Any = None
    description: str | None = None


@dataclass
class Ingress:
    from_port: int
    to_port: int
    protocol: Literal["tcp", "udp"] = "tcp"
    cidr_blocks: list[str] = field(default_factory=list)


@dataclass
class Lifecycle:
    prevent_destroy: bool = False


@dataclass
class Resource:
    type: str = hclkit.label()
    name: str = hclkit.label()
    count: int = 1
    ami: str | None = None
    instance_type: str | None = None
    display_name: str | None = hclkit.attr("name", default=None)  # "name" is a label field
    tags: dict[str, str] = field(default_factory=dict)
    ingress: list[Ingress] = field(default_factory=list)
    lifecycle: Lifecycle | None = None


@dataclass
class Configuration:
    variables: dict[str, Variable] = hclkit.block("variable", default_factory=dict)
    resources: list[Resource] = hclkit.block("resource", default_factory=list)


def main() -> None:
    # The values an application would take from a .tfvars file or the command line.
    given = {"var": {"region": "eu-west-1", "instance_count": 2}}
    config = hclkit.decode(HERE / "main.tf", Configuration, variables=given)
    for name, variable in config.variables.items():
        print(f"variable {name}: {variable.type}, default {variable.default!r}")
    for res in config.resources:
        print(f"{res.type}.{res.name}: count={res.count}")
        if res.display_name:
            print(f"  name = {res.display_name}")
        if res.ami:
            print(f"  ami = {res.ami}, instance_type = {res.instance_type}")
        for key, value in res.tags.items():
            print(f"  tag {key} = {value}")
        for rule in res.ingress:
            print(f"  ingress {rule.from_port}-{rule.to_port}/{rule.protocol} "
                  f"from {rule.cidr_blocks or 'anywhere'}")
        if res.lifecycle is not None:
            print(f"  prevent_destroy = {res.lifecycle.prevent_destroy}")

    try:
        hclkit.decode(HERE / "typo.tf", Configuration)
    except hclkit.HCLError as e:
        print(f"\n{len(e.diagnostics)} problems in typo.tf:\n")
        print(str(e).replace(str(HERE) + "/", ""))


if __name__ == "__main__":
    main()
