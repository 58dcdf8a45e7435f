variable "image_tag" {
  type    = string
  default = "latest"
}

variable "datacenters" {
  type    = list(string)
  default = ["dc1", "dc2"]
}

job "api" {
  datacenters = var.datacenters
  type        = "service"
  priority    = 70

  update {
    max_parallel      = 2
    min_healthy_time  = "30s"
    healthy_deadline  = "5m"
    progress_deadline = "10m"
    auto_revert       = true
    canary            = 1
  }

  group "api" {
    count = 3

    network {
      port "http" {
        to = 8080
      }
      port "metrics" {}
    }

    service {
      name = "api"
      port = "http"
      tags = ["urlprefix-/api", "version-${var.image_tag}"]

      check {
        type     = "http"
        path     = "/health"
        interval = "10s"
        timeout  = "2s"
      }
    }

    task "api" {
      driver = "docker"

      config {
        image = "registry.example.com/api:${var.image_tag}"
        ports = ["http", "metrics"]
        args  = ["--port", "${NOMAD_PORT_http}", "--workers", "4"]
      }

      env {
        RUST_LOG     = "info"
        DATABASE_URL = "postgres://${NOMAD_UPSTREAM_ADDR_db}/api"
      }

      template {
        data        = <<-EOF
          {{ with nomadVar "nomad/jobs/api" }}
          API_KEY={{ .api_key }}
          {{ end }}
        EOF
        destination = "secrets/api.env"
        env         = true
        change_mode = "restart"
      }

      resources {
        cpu    = 500
        memory = 256
      }
    }
  }
}
