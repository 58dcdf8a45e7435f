variable "environment" {
  type    = string
  default = "dev"
  validation {
    condition     = contains(["dev", "prod"], var.environment)
    error_message = "The environment must be dev or prod."
  }
}

variable "buckets" {
  type = map(object({
    versioned = optional(bool, false)
  }))
  default = {
    logs   = {}
    assets = { versioned = true }
  }
}

locals {
  prefix = "acme-${var.environment}"
  tags   = { Environment = var.environment, Team = "web" }
}

module "bucket" {
  source   = "./modules/bucket"
  for_each = var.buckets

  name      = "${local.prefix}-${each.key}"
  versioned = each.value.versioned
  tags      = local.tags
}

resource "aws_instance" "web" {
  count         = var.environment == "prod" ? 3 : 1
  ami           = "ami-123456"
  instance_type = "t3.micro"
  tags          = merge(local.tags, { Name = "${local.prefix}-web-${count.index}" })
}

output "bucket_names" {
  value = { for k, b in module.bucket : k => b.name }
}

output "web_ids" {
  value = aws_instance.web[*].id
}
