variable "name" { type = string }
variable "versioned" { type = bool }
variable "tags" { type = map(string) }

resource "aws_s3_bucket" "this" {
  bucket = var.name
  tags   = var.tags
}

resource "aws_s3_bucket_versioning" "this" {
  count  = var.versioned ? 1 : 0
  bucket = aws_s3_bucket.this.id
  versioning_configuration {
    status = "Enabled"
  }
}

output "name" { value = aws_s3_bucket.this.bucket }
output "arn" { value = aws_s3_bucket.this.arn }
