locals {
  environments = ["dev", "staging", "prod"]

  instance_sizes = {
    dev     = "t3.small"
    staging = "t3.medium"
    prod    = "m5.large"
  }

  services = {
    api    = { port = 8080, public = true, replicas = 3 }
    worker = { port = 9000, public = false, replicas = 2 }
    admin  = { port = 8081, public = false, replicas = 1 }
  }

  public_services = { for name, svc in local.services : name => svc if svc.public }
  service_ports   = [for name, svc in local.services : svc.port]
  by_visibility   = { for name, svc in local.services : (svc.public ? "public" : "private") => name... }

  flattened = flatten([
    for env in local.environments : [
      for name, svc in local.services : {
        key      = "${env}-${name}"
        env      = env
        service  = name
        replicas = env == "prod" ? svc.replicas * 2 : svc.replicas
      }
    ]
  ])

  deployments = { for d in local.flattened : d.key => d }

  total_replicas = sum([for d in local.flattened : d.replicas])
  max_port       = max(local.service_ports...)
  is_prod        = terraform.workspace == "prod"
  name_prefix    = lower(replace("${var.org}-${terraform.workspace}", "_", "-"))
  zone_count     = min(length(data.aws_availability_zones.available.names), 3)
  negative       = -1
  ratio          = 0.75
  threshold      = 2.5e3
  enabled        = true
  nothing        = null
  empty_list     = []
  empty_map      = {}
  nested_list    = [[1, 2], [3, 4]]
  mixed          = [1, "two", true, null, 4.5]
  complex_cond   = var.a != null && (var.b > 10 || !var.c) ? "yes" : "no"
  math           = (var.x + 1) * 2 / 3 % 4 - -5
}
