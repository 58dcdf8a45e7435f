path "secret/data/apps/{{identity.entity.aliases.auth_kubernetes_1234.metadata.service_account_namespace}}/*" {
  capabilities = ["read", "list"]
}

path "secret/metadata/*" {
  capabilities = ["list"]
}

path "database/creds/readonly" {
  capabilities = ["read"]
}

path "pki/issue/internal" {
  capabilities = ["create", "update"]
  allowed_parameters = {
    "common_name" = ["*.internal.example.com"]
    "ttl"         = []
  }
}

path "sys/leases/renew" {
  capabilities = ["update"]
}

path "auth/token/lookup-self" {
  capabilities = ["read"]
}

path "transit/encrypt/app" {
  capabilities = ["update"]
  min_wrapping_ttl = "1s"
  max_wrapping_ttl = "90s"
}
