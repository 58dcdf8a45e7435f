terraform {
  required_providers {
    azurerm = {
      source  = "hashicorp/azurerm"
      version = ">= 3.70, < 4.0"
    }
  }

  backend "azurerm" {
    resource_group_name  = "tfstate"
    storage_account_name = "acmetfstate"
    container_name       = "state"
    key                  = "platform.tfstate"
  }
}

provider "azurerm" {
  features {}
}

provider "azurerm" {
  alias           = "hub"
  subscription_id = var.hub_subscription_id
  features {
    key_vault {
      purge_soft_delete_on_destroy = false
    }
    resource_group {
      prevent_deletion_if_contains_resources = true
    }
  }
}

variable "hub_subscription_id" {}

variable "location" {
  default = "westeurope"
}

variable "groups" {
  default = ["network", "compute", "data", "monitoring"]
}

locals {
  common_tags = {
    owner       = "platform-team"
    cost-center = "CC-1042"
    created-by  = "terraform"
  }
}

resource "azurerm_resource_group" "rg" {
  for_each = toset(var.groups)
  name     = "rg-${each.value}-${var.location}"
  location = var.location
  tags     = merge(local.common_tags, { purpose = each.value })
}

resource "azurerm_management_lock" "data" {
  name       = "no-delete"
  scope      = azurerm_resource_group.rg["data"].id
  lock_level = "CanNotDelete"
  notes      = "Protects production data from accidental deletion."
}

resource "azurerm_virtual_network" "hub" {
  provider            = azurerm.hub
  name                = "vnet-hub"
  location            = var.location
  resource_group_name = azurerm_resource_group.rg["network"].name
  address_space       = ["10.0.0.0/16"]
  dns_servers         = []
}

output "resource_group_ids" {
  value = {
    for name, rg in azurerm_resource_group.rg : name => rg.id
  }
}
