job "web" {
  datacenters = ["dc1", "dc2"]
  type        = "service"
  priority    = 60

  update {
    max_parallel      = 2
    min_healthy_time  = "30s"
    healthy_deadline  = "5m"
    progress_deadline = "10m"
    auto_revert       = true
    canary            = 1
    auto_promote      = false
  }

  constraint {
    attribute = "${attr.kernel.name}"
    value     = "linux"
  }

  group "frontend" {
    count = 3

    network {
      mode = "bridge"

      port "http" {
        to = 8080
      }

      port "metrics" {}
    }

    restart {
      attempts = 3
      interval = "5m"
      delay    = "15s"
      mode     = "delay"
    }

    ephemeral_disk {
      size    = 300
      migrate = true
      sticky  = true
    }

    service {
      name = "web-frontend"
      port = "http"
      tags = ["urlprefix-/", "traefik.enable=true", "traefik.http.routers.web.rule=Host(`www.example.com`)"]

      check {
        name     = "alive"
        type     = "http"
        path     = "/healthz"
        interval = "10s"
        timeout  = "2s"

        check_restart {
          limit           = 3
          grace           = "90s"
          ignore_warnings = false
        }
      }
    }

    task "server" {
      driver = "docker"

      config {
        image = "registry.example.com/web/frontend:2.7.1"
        ports = ["http", "metrics"]
        args  = ["--port", "${NOMAD_PORT_http}", "--metrics-port", "${NOMAD_PORT_metrics}"]

        logging {
          type = "journald"
          config {
            tag = "web-frontend"
          }
        }
      }

      env {
        NODE_ENV     = "production"
        API_BASE_URL = "http://${NOMAD_UPSTREAM_ADDR_api}"
        ALLOC_ID     = "${NOMAD_ALLOC_ID}"
      }

      resources {
        cpu        = 500
        memory     = 256
        memory_max = 512
      }

      kill_timeout = "20s"
    }
  }
}
