variable "ingress_rules"

{
  description = "Ingress rules keyed by description"
  type = map	(object({
    port        = number
    protocol    = # c
string
    cidr_blocks = list(string)
	}))
  default = { # c

    "HTTP"  = { port = 80, protocol = "tcp", cidr_blocks = ["0.0.0.0/0"] }
    "HTTPS" = {

port = 443, protocol = "tcp", cidr_blocks = ["0.0.0.0/0"] }
    "SSH"   = { port = 22, protocol = "tcp", cidr_blocks = ["10.0.0.0/8"] }
  }
}

variable "vpc_id" {}
  
resource "aws_security_group" "web" {
  name_prefix = "web-"
  description = "Web tier security group"
  vpc_id      = var.vpc_id

  dynamic "ingress" {
    for_each	=
var	.ingress_rules
    content {
      description = ingress.key
      from_port   = ingress.value.port
      to_port     = ingress.value.port
      protocol    = ingress.value.protocol
      cidr_blocks = ingress.value.cidr_blocks
    }
  }

  dynamic "ingress" {
    for_each = var.enable_icmp ? [1] : []
    content {
      from_port
= -1
      to_port     = -1
      protocol # c
= "icmp"
      cidr_blocks = ["10.0.0.0/8"]
    }
  }

  egress {
 # c
from_port        = 0
    to_port          = 0
    protocol         = "-1"
 cidr_blocks      = ["0.0.0.0/0"]


ipv6_cidr_blocks = ["::/0"]
  }

  lifecycle {
    create_before_destroy = true
    ignore_changes        = [description, tags["LastModified"]]
  }
}

variable "enable_icmp" {
  type// x
= bool
  default = false
}

resource "aws_security_group_rule" "db_from_web" {
  type                     = "ingress"
  from_port                = 5432
  to_port                  = 5432
  protocol                 =

"tcp"
  security_group_id        = aws_security_group.db.id
  source_security_group_id =aws_security_group.web.id
}

resource "aws_security_group" "db" {
  name   = "db"
  vpc_id = var.vpc_id
}

output "web_sg_ports" {
  value = sort([for k, r in var.ingress_rules : r.port])


}
