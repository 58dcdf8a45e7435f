# /etc/nomad.d/server.hcl
data_dir   = "/opt/nomad/data"
bind_addr  = "0.0.0.0"
datacenter = "eu-west-1"
region     = "europe"
log_level  = "INFO"
log_json   = true

advertise {
  http = "{{ GetInterfaceIP \"eth0\" }}"
  rpc  = "{{ GetInterfaceIP \"eth0\" }}"
  serf = "{{ GetInterfaceIP \"eth0\" }}:4648"
}

ports {
  http = 4646
  rpc  = 4647
  serf = 4648
}

server {
  enabled          = true
  bootstrap_expect = 3
  encrypt          = "cg8StVXbQJ0gPvMd9o7yrg=="

  server_join {
    retry_join     = ["provider=aws tag_key=nomad-role tag_value=server"]
    retry_max      = 0
    retry_interval = "15s"
  }

  default_scheduler_config {
    scheduler_algorithm = "spread"

    preemption_config {
      batch_scheduler_enabled   = true
      system_scheduler_enabled  = true
      service_scheduler_enabled = false
    }
  }

  heartbeat_grace  = "30s"
  job_gc_threshold = "4h"
}

acl {
  enabled    = true
  token_ttl  = "30s"
  policy_ttl = "60s"
}

tls {
  http = true
  rpc  = true

  ca_file   = "/etc/nomad.d/tls/nomad-ca.pem"
  cert_file = "/etc/nomad.d/tls/server.pem"
  key_file  = "/etc/nomad.d/tls/server-key.pem"

  verify_server_hostname = true
  verify_https_client    = false
}

consul {
  address          = "127.0.0.1:8500"
  server_auto_join = true
  client_auto_join = true
  auto_advertise   = true
}

vault {
  enabled          = true
  address          = "https://vault.service.consul:8200"
  create_from_role = "nomad-cluster"
}

telemetry {
  collection_interval        = "1s"
  disable_hostname           = true
  prometheus_metrics         = true
  publish_allocation_metrics = true
  publish_node_metrics       = true
}

autopilot {
  cleanup_dead_servers      = true
  last_contact_threshold    = "200ms"
  max_trailing_logs         = 250
  server_stabilization_time = "10s"
}
