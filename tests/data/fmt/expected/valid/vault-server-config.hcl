# Vault server configuration (/etc/vault.d/vault.hcl)

ui            = true
cluster_name  = "vault-prod"
api_addr      = "https://vault.example.com:8200"
cluster_addr  = "https://{{ GetPrivateIP }}:8201"
disable_mlock = true
log_level     = "info"

default_lease_ttl = "768h"
max_lease_ttl     = "8760h"

storage "raft" {
  path    = "/opt/vault/data"
  node_id = "vault-1"

  retry_join {
    leader_api_addr         = "https://vault-2.internal:8200"
    leader_ca_cert_file     = "/opt/vault/tls/ca.pem"
    leader_client_cert_file = "/opt/vault/tls/vault.pem"
    leader_client_key_file  = "/opt/vault/tls/vault-key.pem"
  }

  retry_join {
    leader_api_addr = "https://vault-3.internal:8200"
  }

  autopilot_reconcile_interval = "10s"
}

listener "tcp" {
  address                  = "0.0.0.0:8200"
  cluster_address          = "0.0.0.0:8201"
  tls_cert_file            = "/opt/vault/tls/vault.pem"
  tls_key_file             = "/opt/vault/tls/vault-key.pem"
  tls_min_version          = "tls12"
  tls_disable_client_certs = true

  telemetry {
    unauthenticated_metrics_access = true
  }

  x_forwarded_for_authorized_addrs = ["10.0.0.0/8"]
}

listener "unix" {
  address     = "/run/vault/vault.sock"
  socket_mode = "0660"
}

seal "awskms" {
  region     = "eu-west-1"
  kms_key_id = "alias/vault-unseal"
}

telemetry {
  prometheus_retention_time = "30s"
  disable_hostname          = true
}

service_registration "consul" {
  address      = "127.0.0.1:8500"
  service      = "vault"
  service_tags = "prod,raft"
}

entropy "seal" {
  mode = "augmentation"
}

plugin_directory = "/opt/vault/plugins"
