locals {
  crlf_string = "windows line endings"
  crlf_list   = [
    "a",
    "b",
  ]
  crlf_interp = "${var.x}-suffix"
}

resource "aws_s3_bucket" "crlf" {
  bucket = "crlf-${var.env}"
  tags = {
    Name = "crlf"
  }
}
