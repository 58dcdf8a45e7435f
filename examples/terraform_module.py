"""Evaluate a Terraform module without Terraform: python examples/terraform_module.py"""

from pathlib import Path

import hclkit.terraform

here = Path(__file__).parent / "terraform"
for environment in ("dev", "prod"):
    mod = hclkit.terraform.load_module(here, variables={"environment": environment})
    assert not mod.diagnostics.has_errors(), mod.diagnostics
    print(f"{environment}: prefix {mod.locals['prefix'].to_python()}")
    print("  buckets:", mod.outputs["bucket_names"].value.to_python())
    web = mod.resources["aws_instance.web"]
    print("  web instances:", {k: v.to_python()["tags"]["Name"] for k, v in web.instances.items()})
    print("  web ids known:", mod.outputs["web_ids"].value.is_wholly_known)
    assets = mod.module_calls["bucket"].instances["assets"]
    print("  assets versioning:", list(assets.resources["aws_s3_bucket_versioning.this"].instances))

mod = hclkit.terraform.load_module(here, variables={"environment": "test"})
print(mod.diagnostics[0].summary + ":", mod.diagnostics[0].detail.splitlines()[0])
