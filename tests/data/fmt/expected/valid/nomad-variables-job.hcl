variable "image_tag" {
  type        = string
  description = "Docker tag to deploy"
}

variable "replicas" {
  type    = number
  default = 2
}

variable "env" {
  type = map(string)
  default = {
    LOG_LEVEL = "info"
    FEATURES  = "search,recommendations"
  }
}

variable "regions" {
  type    = list(string)
  default = ["eu-west-1", "eu-central-1"]
}

locals {
  service_name = "catalog-api"
  image        = "registry.example.com/catalog/api:${var.image_tag}"
  is_canary    = can(regex("-rc[0-9]+$", var.image_tag))
  dcs          = [for r in var.regions : "${r}-dc"]
}

job "catalog-api" {
  datacenters = local.dcs
  type        = "service"

  meta {
    git_sha = var.image_tag
    canary  = local.is_canary
  }

  group "api" {
    count = local.is_canary ? 1 : var.replicas

    network {
      port "http" { to = 8000 }
    }

    service {
      name = local.service_name
      port = "http"
      tags = concat(
        ["api", "v${split(".", var.image_tag)[0]}"],
        local.is_canary ? ["canary"] : [],
      )
      canary_tags = ["canary"]
    }

    task "api" {
      driver = "docker"

      config {
        image = local.image
        ports = ["http"]
      }

      env = merge(var.env, {
        SERVICE_NAME = local.service_name
        PORT         = "8000"
      })

      template {
        destination = "local/settings.ini"
        data        = <<-INI
          [service]
          name = ${local.service_name}
          canary = ${local.is_canary}
          %{for k, v in var.env~}
          ${lower(k)} = ${v}
          %{endfor~}

          [consul]
          address = {{ env "attr.unique.network.ip-address" }}:8500
        INI
      }

      resources {
        cpu    = 250
        memory = 384
      }
    }
  }
}
