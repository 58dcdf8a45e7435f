variable "storage_accounts" {
  type = map(object({
    tier        = string
    replication = string
    containers  = list(string)
    shares      = optional(map(number), {})
  }))
}

locals {
  # Flatten account/container pairs so they can be used with for_each.
  containers = flatten([
    for acct, cfg in var.storage_accounts : [
      for c in cfg.containers : {
        key       = "${acct}/${c}"
        account   = acct
        container = c
      }
    ]
  ])

  shares = merge([
    for acct, cfg in var.storage_accounts : {
      for share, quota in cfg.shares : "${acct}/${share}" => {
        account = acct
        name    = share
        quota   = quota
      }
    }
  ]...)

  # Storage account names: lowercase, alphanumeric, max 24 chars.
  account_names = {
    for acct in keys(var.storage_accounts) :
    acct => substr(lower(replace("st${acct}${var.env}", "/[^a-z0-9]/", "")), 0, 24)
  }
}

resource "azurerm_storage_account" "this" {
  for_each                 = var.storage_accounts
  name                     = local.account_names[each.key]
  resource_group_name      = azurerm_resource_group.rg["data"].name
  location                 = var.location
  account_tier             = each.value.tier
  account_replication_type = each.value.replication
  min_tls_version          = "TLS1_2"

  blob_properties {
    versioning_enabled = true

    delete_retention_policy {
      days = 14
    }

    container_delete_retention_policy {
      days = 7
    }
  }

  network_rules {
    default_action = "Deny"
    bypass         = ["AzureServices"]
    ip_rules       = []
  }
}

resource "azurerm_storage_container" "this" {
  for_each              = { for c in local.containers : c.key => c }
  name                  = each.value.container
  storage_account_name  = azurerm_storage_account.this[each.value.account].name
  container_access_type = "private"
}

resource "azurerm_storage_share" "this" {
  for_each             = local.shares
  name                 = each.value.name
  storage_account_name = azurerm_storage_account.this[each.value.account].name
  quota                = each.value.quota
}
