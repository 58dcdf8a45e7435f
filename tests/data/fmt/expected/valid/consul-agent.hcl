// Consul client agent configuration.
datacenter  = "dc1"
data_dir    = "/opt/consul"
client_addr = "0.0.0.0"
bind_addr   = "{{ GetInterfaceIP \"eth0\" }}"
retry_join  = ["provider=aws tag_key=consul-role tag_value=server"]
encrypt     = "pUqJrVyVRj5jsiYEkM/tFQYfWyJIv4s3XkvDwy7Cu5s="

ports {
  grpc     = 8502
  grpc_tls = 8503
  dns      = 8600
  https    = -1
}

acl {
  enabled                  = true
  default_policy           = "deny"
  enable_token_persistence = true

  tokens {
    agent   = "00000000-0000-0000-0000-000000000000"
    default = ""
  }
}

tls {
  defaults {
    ca_file         = "/etc/consul.d/tls/consul-agent-ca.pem"
    verify_incoming = false
    verify_outgoing = true
  }

  internal_rpc {
    verify_server_hostname = true
  }
}

connect {
  enabled = true
}

service {
  name = "web"
  id   = "web-1"
  port = 8080
  tags = ["v1", "primary"]

  meta {
    version = "1.4.2"
  }

  checks = [
    {
      id       = "web-http"
      name     = "HTTP on port 8080"
      http     = "http://localhost:8080/health"
      interval = "10s"
      timeout  = "1s"
    },
    {
      id       = "web-tcp"
      tcp      = "localhost:8080"
      interval = "30s"
    },
  ]

  connect {
    sidecar_service {
      proxy {
        upstreams = [
          { destination_name = "db", local_bind_port = 5432 },
        ]
      }
    }
  }
}

telemetry {
  prometheus_retention_time = "24h"
  disable_hostname          = true
}

limits {
  http_max_conns_per_client = 200
}

performance {
  raft_multiplier = 1
}

ui_config {
  enabled = false
}
