// S3 buckets for static website hosting and logs.

variable "bucket_names" {
  type = set(string)
  default = [
    "assets",
    "logs", // access logs
    "backups" /* retained 90 days */,
  ]
}

variable "lifecycle_days" {
  type = map(number)
  default = {
    "logs" : 30,
    "backups" : 90,
    "assets" : 0
  }
}

locals {
  bucket_prefix = "acme-${data.aws_caller_identity.current.account_id}"
  buckets = {
    for name in var.bucket_names :
    name => "${local.bucket_prefix}-${name}"
  }
  expiring = { for n, d in var.lifecycle_days : n => d if d > 0 }
}

data "aws_caller_identity" "current" {}

resource "aws_s3_bucket" "this" {
  for_each      = local.buckets
  bucket        = each.value
  force_destroy = each.key != "backups"
}

resource "aws_s3_bucket_versioning" "this" {
  for_each = aws_s3_bucket.this
  bucket   = each.value.id

  versioning_configuration {
    status = each.key == "backups" ? "Enabled" : "Suspended"
  }
}

resource "aws_s3_bucket_lifecycle_configuration" "expiring" {
  for_each = local.expiring
  bucket   = aws_s3_bucket.this[each.key].id

  rule {
    id     = "expire-${each.key}"
    status = "Enabled"

    filter {}

    expiration {
      days = each.value
    }

    noncurrent_version_expiration {
      noncurrent_days = each.value * 2
    }
  }
}

resource "aws_s3_bucket_policy" "assets" {
  bucket = aws_s3_bucket.this["assets"].id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [
      {
        Sid       = "PublicRead"
        Effect    = "Allow"
        Principal = "*"
        Action    = ["s3:GetObject"]
        Resource  = "${aws_s3_bucket.this["assets"].arn}/*"
      },
    ]
  })
}

resource "aws_s3_bucket_website_configuration" "assets" {
  bucket = aws_s3_bucket.this["assets"].id

  index_document { suffix = "index.html" }
  error_document { key = "404.html" }
}

output "bucket_arns" {
  value = { for k, b in aws_s3_bucket.this : k => b.arn }
}
