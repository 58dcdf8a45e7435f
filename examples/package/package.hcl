# A package manifest.
name        = "hclkit-demo"
version     = semver(1, 4, 2)
description = "Shows hcldec turning a manifest into JSON."
authors     = ["Ada <ada@example.org>", "Grace <grace@example.org>"]
license     = "MIT"
keywords    = ["hcl", "config", "hcl"]

dependency "requests" {
  version  = ">= 2.31"
  features = ["socks"]
}

dependency "rich" {
  version  = "~> 13.0"
  optional = true
}

scripts {
  build = "python -m build"
  test  = "pytest -q"
}

publish {
  url             = "${registry}/upload"
  timeout_seconds = 30
}
