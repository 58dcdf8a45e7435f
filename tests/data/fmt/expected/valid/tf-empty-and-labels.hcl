# Exercise block shapes: empty bodies, one-line bodies, bare and quoted
# labels, and multi-label custom blocks used by an in-house provider.

terraform {}

provider "null" {}

provider "local" {
}

locals {}

resource null_resource noop {}

resource "null_resource" "noop_quoted" {
}

resource null_resource "mixed_labels" {
  triggers = { a = "1" }
}

resource "null_resource" one_line { triggers = { b = "2" } }

data "external" "empty_query" {
  program = ["python3", "${path.module}/query.py"]
  query   = {}
}

resource "acme_alert_route" "pagerduty" "critical" {
  receiver = "oncall"
  matchers = []
}

resource "acme_alert_route" "slack" "warning" {
  receiver = "slack-alerts"
}

acme_policy "storage" "s3" "encryption" {
  required = true
  rule {
    algorithm = "aws:kms"
  }
}

acme_policy storage ebs encryption {
  required = true
}

acme_policy "network" sg "ingress" {}

acme_policy "compute" "ec2" imdsv2 { required = true }

acme_feature_flags {
}

acme_feature_flags_one_line { enabled = false }

acme_nested {
  level1 {
    level2 {
      level3 {
        level4 {
          level5 {
            value = "deep"
          }
        }
        empty {}
      }
    }
  }
}

resource "null_resource" "lifecycle_only" {
  lifecycle { ignore_changes = all }
}

resource "null_resource" "blank_lines_inside" {


  triggers = {}


}
