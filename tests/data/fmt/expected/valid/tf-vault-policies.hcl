provider "vault" {
  address = "https://vault.internal.example.com:8200"
}

variable "apps" {
  default = ["billing", "catalog", "search"]
}

# Each policy body is itself HCL, embedded in a heredoc.
resource "vault_policy" "app" {
  for_each = toset(var.apps)
  name     = "app-${each.key}"

  policy = <<-EOT
    # Read-only access to the app's own secrets
    path "secret/data/apps/${each.key}/*" {
      capabilities = ["read", "list"]
    }

    path "database/creds/${each.key}-ro" {
      capabilities = ["read"]
    }

    path "transit/encrypt/${each.key}" {
      capabilities = ["update"]
    }
  EOT
}

resource "vault_policy" "admin" {
  name   = "admin"
  policy = <<EOT
path "sys/*" {
  capabilities = ["create", "read", "update", "delete", "list", "sudo"]
}

path "auth/*" {
  capabilities = ["create", "read", "update", "delete", "list", "sudo"]
}
EOT
}

resource "vault_auth_backend" "kubernetes" {
  type = "kubernetes"
  path = "k8s"

  tune {
    default_lease_ttl = "1h"
    max_lease_ttl     = "24h"
  }
}

resource "vault_kubernetes_auth_backend_role" "app" {
  for_each                         = toset(var.apps)
  backend                          = vault_auth_backend.kubernetes.path
  role_name                        = each.key
  bound_service_account_names      = [each.key]
  bound_service_account_namespaces = ["apps", "apps-${each.key}"]
  token_ttl                        = 3600
  token_policies                   = [vault_policy.app[each.key].name, "default"]
}

resource "vault_mount" "transit" {
  path                      = "transit"
  type                      = "transit"
  default_lease_ttl_seconds = 3600
  max_lease_ttl_seconds     = 86400
}

resource "vault_transit_secret_backend_key" "app" {
  for_each         = toset(var.apps)
  backend          = vault_mount.transit.path
  name             = each.key
  deletion_allowed = false
  type             = "aes256-gcm96"
}
