module "network" {
  source = "./modules/network"

  name       = local.name
  cidr_block = "10.20.0.0/16"
  azs        = slice(data.aws_availability_zones.available.names, 0, 3)
  tags       = local.tags
}

module "database" {
  source  = "terraform-aws-modules/rds/aws"
  version = "6.1.1"

  identifier        = "${local.name}-db"
  engine            = "postgres"
  engine_version    = "15.4"
  instance_class    = "db.t4g.medium"
  allocated_storage = 50

  vpc_security_group_ids = [module.network.db_security_group_id]
  subnet_ids             = module.network.private_subnet_ids

  parameters = [
    {
      name  = "log_min_duration_statement"
      value = "500"
    },
    {
      name         = "shared_preload_libraries"
      value        = "pg_stat_statements"
      apply_method = "pending-reboot"
    },
  ]

  depends_on = [module.network]
}

module "services" {
  source   = "./modules/service"
  for_each = local.services

  name          = each.key
  image         = each.value.image
  cpu           = lookup(each.value, "cpu", 256)
  memory        = try(each.value.memory, 512)
  desired_count = each.value.count
  subnets       = module.network.private_subnet_ids
  database_url  = "postgres://${module.database.db_instance_endpoint}/${each.key}"

  providers = {
    aws = aws.primary
  }
}

moved {
  from = module.app
  to   = module.services["app"]
}

import {
  to = aws_s3_bucket.legacy
  id = "legacy-bucket-name"
}

check "health" {
  data "http" "api" {
    url = "https://${module.services["api"].dns_name}/health"
  }

  assert {
    condition     = data.http.api.status_code == 200
    error_message = "${data.http.api.url} returned an unhealthy status code"
  }
}

output "service_urls" {
  value = { for name, svc in module.services : name => "https://${svc.dns_name}" }
}
