variable "environment" {}
variable "region" {}
variable "instance_count" {
  default = 1
}
variable "high_availability" {
  default = false
}
variable "custom_domain" {
  default = ""
}

locals {
  is_production = (
    var.environment == "prod" ||
    var.environment == "production"
  )

  needs_multi_az = (
    local.is_production
    && var.instance_count > 1
    && !contains(["ap-east-1", "me-south-1"], var.region)
  )

  instance_type = (
    local.is_production
    ? (var.high_availability ? "m6i.2xlarge" : "m6i.xlarge")
    : "t3.medium"
  )

  domain = (var.custom_domain != ""
    ? var.custom_domain
    : "${var.environment}.internal.example.com"
  )

  log_level = local.is_production ? "warn" : var.environment == "staging" ? "info" : "debug"

  replicas = max(
    1,
    local.is_production ? 3 : 1,
    var.high_availability ? (
      var.instance_count * 2
    ) : var.instance_count,
  )

  enable_backups = (local.is_production || var.environment == "staging") && (
    var.region != "us-gov-west-1"
  )
}

resource "aws_instance" "app" {
  count         = local.replicas
  ami           = data.aws_ami.app.id
  instance_type = local.instance_type
  subnet_id = element(
    local.needs_multi_az
    ? data.aws_subnets.private.ids
    : [data.aws_subnets.private.ids[0]],
    count.index
  )

  monitoring = (
    local.is_production
  )

  tags = {
    Name = format("app-%s-%02d", var.environment, count.index + 1)
    Backup = (
      local.enable_backups
      ? "daily"
      : "none"
    )
  }
}

resource "aws_route53_record" "app" {
  count = (
    var.custom_domain != "" &&
    local.is_production
  ) ? 1 : 0

  zone_id = data.aws_route53_zone.main.zone_id
  name    = local.domain
  type    = "A"
  ttl     = 60
  records = aws_instance.app[*].private_ip
}
