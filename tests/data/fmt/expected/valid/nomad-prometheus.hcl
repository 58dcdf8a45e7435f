variable "scrape_jobs" {
  type = map(list(string))
  default = {
    nomad         = ["nomad-client", "nomad"]
    node-exporter = ["node-exporter"]
    apps          = ["web-frontend", "catalog-api", "payments"]
  }
}

variable "retention" {
  default = "15d"
}

job "prometheus" {
  datacenters = ["dc1"]
  type        = "service"

  group "monitoring" {
    count = 1

    network {
      port "prometheus_ui" {
        static = 9090
      }
    }

    task "prometheus" {
      driver = "docker"

      template {
        change_mode = "noop"
        destination = "local/prometheus.yml"
        data        = <<-EOH
          ---
          global:
            scrape_interval:     15s
            evaluation_interval: 15s

          scrape_configs:
          %{~for job_name, services in var.scrape_jobs~}
            - job_name: '${job_name}'
              consul_sd_configs:
                - server: '{{ env "NOMAD_IP_prometheus_ui" }}:8500'
                  services: [%{for i, s in services}%{if i > 0}, %{endif}'${s}'%{endfor}]
              relabel_configs:
                - source_labels: ['__meta_consul_tags']
                  regex: '(.*)http(.*)'
                  action: keep
          %{~endfor~}
        EOH
      }

      template {
        destination = "local/rules/alerts.yml"
        data        = <<-RULES
          groups:
            - name: instance
              rules:
                - alert: InstanceDown
                  expr: up == 0
                  for: 5m
                  annotations:
                    summary: "Instance {{ $labels.instance }} down"
                    description: "$${labels} are not interpolated by HCL"
        RULES
      }

      config {
        image = "prom/prometheus:v2.48.0"
        ports = ["prometheus_ui"]
        args = [
          "--config.file=/etc/prometheus/prometheus.yml",
          "--storage.tsdb.retention.time=${var.retention}",
          "--web.enable-lifecycle",
        ]
        volumes = [
          "local/prometheus.yml:/etc/prometheus/prometheus.yml",
          "local/rules:/etc/prometheus/rules",
        ]
      }

      resources {
        cpu    = 500
        memory = 1024
      }

      service {
        name = "prometheus"
        tags = ["urlprefix-/"]
        port = "prometheus_ui"

        check {
          name     = "prometheus_ui port alive"
          type     = "http"
          path     = "/-/healthy"
          interval = "10s"
          timeout  = "2s"
        }
      }
    }
  }
}
