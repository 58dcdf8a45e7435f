job "node-exporter" {
  datacenters = ["*"]
  type        = "system"
  node_pool   = "all"

  constraint {
    attribute = "${attr.kernel.name}"
    operator  = "="
    value     = "linux"
  }

  constraint {
    operator = "distinct_hosts"
    value    = "true"
  }

  group "exporter" {
    network {
      port "metrics" {
        static = 9100
      }
    }

    service {
      name     = "node-exporter"
      port     = "metrics"
      provider = "nomad"
      tags     = ["prometheus"]

      check {
        type     = "http"
        path     = "/metrics"
        interval = "30s"
        timeout  = "5s"
      }
    }

    task "node-exporter" {
      driver = "docker"

      config {
        image        = "prom/node-exporter:v1.7.0"
        network_mode = "host"
        pid_mode     = "host"
        args = [
          "--path.rootfs=/host",
          "--collector.filesystem.mount-points-exclude=^/(dev|proc|sys|var/lib/docker/.+)($|/)",
          "--web.listen-address=:${NOMAD_PORT_metrics}",
        ]

        mount {
          type     = "bind"
          source   = "/"
          target   = "/host"
          readonly = true

          bind_options {
            propagation = "rslave"
          }
        }
      }

      resources {
        cpu    = 100
        memory = 64
      }
    }
  }
}
