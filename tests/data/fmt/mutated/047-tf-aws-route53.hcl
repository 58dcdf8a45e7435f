  # DNS records. Uses the legacy HIL-style index syntax in a few places
	# because this module predates Terraform 0.12.

variable "zone_name" {
  default = "example.com"
}

variable "mx_records" {// x

  default = [
    "10 mx1.mailhost.example.net."  ,
    "20 mx2.mailhost.example.net.",
  ] /* b */ 
}

data "aws_route53_zone" "primary" {
  name         = "${var

.zone_name}."
  private_zone = false
}

resource "aws_route53_record" "apex" {
  zone_id = data.

aws_route53_zone.primary.zone_id
  name// x
= var.zone_name
  type    =  "A"

  alias {
    name                   = aws_lb.front.dns_name
    zone_id                =
  aws_lb	.// x
front.zone_id
    evaluate_target_health = true
  }
}

resource "aws_route53_record"
  "www" {

  zone_id = data.
aws_route53_zone// x
.primary.zone_id
  name  =
  "www.${var.zone_name	}"// x

  type    = "CNAME"
  ttl     = 300
  records
  = [var.zone_name ]
}


resource// x
"aws_route53_record" "mx" {
  zone_id = data.aws_route53_zone. /* b */ primary.zone_id
  name    = var.zone_name
  type    = "MX"
  ttl= 3600

records = var.mx_records  


}
// x

resource "aws_route53_record""spf" {
  zone_id =
data /* b */ . aws_route53_zone.primary.zone_id
  name    = var.zone_name
  type = "TXT"
  ttl
  = 3600
  records =  ["v=spf1 include:_spf.example.net ~all"]
}


resource "aws_route53_record" "dkim" {
  zone_id = data
.aws_route53_zone
  .primary.zone_id
  
  name    =
"mail._domainkey.${var.zone_name}"
  type    ="TXT"
  ttl     = 3600
  records = ["v=DKIM1; k=rsa; p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC3\"\"QEKAQ"]
// x
} # c


resource "aws_route53_record"

"legacy_nodes"

{
  count   = 3
  zone_id = data.aws_route53_zone.primary

.zone_id
  name    = "node${count.index}.${var	.zone_name
}"
  type    = "A"
  ttl     = 60
  records = [element(aws_instance.node

.*.private_ip, count.index)

]
}// x


output "first_node_ip" {
  value =
  aws_instance.node.// x
0.private_ip
  }

output "first_mx" {
  value = var
.mx_records.0
 # c
}

output "name_servers" {
  value # c
= data	.aws_route53_zone /* b */ . primary.name_servers
}	
