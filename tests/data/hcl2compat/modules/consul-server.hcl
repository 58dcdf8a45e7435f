datacenter = "eu-west"
data_dir   = "/opt/consul/data"
log_level  = "INFO"
node_name  = "consul-server-1"
server     = true

bootstrap_expect = 3
retry_join       = ["provider=aws tag_key=consul tag_value=server"]

bind_addr   = "{{ GetPrivateInterfaces | include \"network\" \"10.0.0.0/8\" | attr \"address\" }}"
client_addr = "0.0.0.0"

ui_config {
  enabled = true
}

connect {
  enabled = true
}

ports {
  grpc     = 8502
  grpc_tls = 8503
  https    = 8501
  http     = -1
}

tls {
  defaults {
    ca_file         = "/etc/consul.d/tls/ca.pem"
    cert_file       = "/etc/consul.d/tls/server.pem"
    key_file        = "/etc/consul.d/tls/server-key.pem"
    verify_incoming = true
    verify_outgoing = true
  }

  internal_rpc {
    verify_server_hostname = true
  }
}

acl {
  enabled                  = true
  default_policy           = "deny"
  enable_token_persistence = true
}

telemetry {
  prometheus_retention_time = "60s"
  disable_hostname          = true
}

performance {
  raft_multiplier = 1
}

limits {
  http_max_conns_per_client = 400
  rpc_rate                  = 1000.5
}
