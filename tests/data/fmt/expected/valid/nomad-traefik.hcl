job "traefik" {
  region      = "global"
  datacenters = ["dc1"]
  type        = "service"

  group "traefik" {
    count = 2

    network {
      port "http" {
        static = 80
      }

      port "https" {
        static = 443
      }

      port "api" {
        static = 8081
      }
    }

    service {
      name = "traefik"
      port = "http"

      check {
        name     = "alive"
        type     = "tcp"
        port     = "http"
        interval = "10s"
        timeout  = "2s"
      }
    }

    task "traefik" {
      driver = "docker"

      config {
        image        = "traefik:v2.10"
        network_mode = "host"

        volumes = [
          "local/traefik.toml:/etc/traefik/traefik.toml",
          "local/dynamic:/etc/traefik/dynamic",
        ]
      }

      template {
        destination = "local/traefik.toml"
        data        = <<EOF
[entryPoints]
  [entryPoints.http]
    address = ":80"
  [entryPoints.https]
    address = ":443"
  [entryPoints.traefik]
    address = ":8081"

[api]
  dashboard = true
  insecure  = true

[providers.consulCatalog]
  prefix           = "traefik"
  exposedByDefault = false

  [providers.consulCatalog.endpoint]
    address = "127.0.0.1:8500"
    scheme  = "http"
EOF
      }

      template {
        destination     = "local/dynamic/routers.yaml"
        change_mode     = "signal"
        change_signal   = "SIGHUP"
        left_delimiter  = "[["
        right_delimiter = "]]"
        data            = <<-YAML
          http:
            routers:
            [[- range services ]][[ if .Tags | contains "public" ]]
              [[ .Name ]]:
                rule: "Host(`[[ .Name ]].example.com`)"
                service: [[ .Name ]]
            [[- end ]][[ end ]]
        YAML
      }

      resources {
        cpu    = 200
        memory = 128
      }
    }
  }
}
