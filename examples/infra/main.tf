# A Terraform-like configuration, read into dataclasses by decode.py.

variable "region" {
  type        = "string"
  description = "Where everything runs"
}

variable "instance_count" {
  type    = "number"
  default = 2
}

resource "aws_security_group" "web" {
  name = "web-${var.region}"

  ingress {
    from_port   = 443
    to_port     = 443
    cidr_blocks = ["0.0.0.0/0"]
  }

  ingress {
    from_port = 53
    to_port   = 53
    protocol  = "udp"
  }
}

resource "aws_instance" "web" {
  count         = var.instance_count
  ami           = "ami-${lower("0A1B2C")}"
  instance_type = "t3.micro"

  tags = {
    Name   = "web"
    Region = var.region
  }

  lifecycle {
    prevent_destroy = true
  }
}
