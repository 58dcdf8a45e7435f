# Refactoring blocks introduced in Terraform 1.1+ and 1.5+.

moved {
  from = aws_instance.web
  to   = aws_instance.frontend
}

moved {
  from = module.old_network
  to   = module.network
}

moved {
  from = aws_subnet.public[0]
  to   = aws_subnet.public["eu-west-1a"]
}

moved {
  from = aws_s3_bucket.logs
  to   = aws_s3_bucket.access_logs
}

removed { from = aws_instance.old_nat }

import {
  to = aws_s3_bucket.legacy_assets
  id = "acme-legacy-assets-bucket"
}

import {
  for_each = var.imported_buckets
  to       = aws_s3_bucket.imported[each.key]
  id       = each.value
}

removed {
  from = aws_instance.deprecated_bastion

  lifecycle {
    destroy = false
  }
}

check "health_endpoint" {
  data "http" "health" {
    url = "https://${aws_lb.front.dns_name}/healthz"

    request_headers = {
      Accept = "application/json"
    }
  }

  assert {
    condition     = data.http.health.status_code == 200
    error_message = "${data.http.health.url} returned HTTP ${data.http.health.status_code}."
  }
}

check "certificate_expiry" {
  assert {
    condition = timecmp(
      aws_acm_certificate.main.not_after,
      timeadd(plantimestamp(), "720h"),
    ) > 0
    error_message = "TLS certificate expires within 30 days."
  }
}

resource "aws_instance" "frontend" {
  ami           = var.ami_id
  instance_type = "t3.small"

  lifecycle {
    precondition {
      condition     = data.aws_ami.selected.architecture == "x86_64"
      error_message = "The selected AMI must be for the x86_64 architecture."
    }

    postcondition {
      condition     = self.public_dns != ""
      error_message = "EC2 instance must be in a VPC that has public DNS hostnames enabled."
    }

    replace_triggered_by = [
      aws_launch_template.app.latest_version,
      terraform_data.revision,
    ]
  }
}

variable "imported_buckets" {
  type    = map(string)
  default = {}
}
