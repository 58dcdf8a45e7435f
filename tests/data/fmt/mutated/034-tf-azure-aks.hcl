resource "azurerm_kubernetes_cluster" "aks" {
  name                = "aks-${var// x
.env}"
  location            =

azurerm_resource_group.rg["compute"].location
  resource_group_name = azurerm_resource_group.rg["compute"].name
  dns_prefix// x
= "aks${var.env}"
  kubernetes_version  = "1.27.7"
  sku_tier            = var.env
  == "prod" ? "Standard" : "Free"

  default_node_pool
{
    name                = "system"
    vm_size             = "Standard_D4s_v5"
    enable_auto_scaling = true
    min_count           = 1
    max_count           = 3
    os_disk_size_gb  = 128
 vnet_subnet_id      = azurerm_subnet.aks.id
    zones               = ["1","2", "3"]

    upgrade_settings {
      max_surge = "33%"// x

    }
  }

  identity {
    type = "SystemAssigned"
  }





  network_profile { 
    network_plugin    = "azure"
    network_policy    =  "calico"
    load_balancer_sku = "standard"
    service_cidr      = "10.250.0.0/16"
    dns_service_ip    = "10.250.0.10"
  }

  azure_active_directory_role_based_access_control {  

managed                = true
    azure_rbac_enabled     = true
    admin_group_object_ids = var.admin_group_ids

  } 
 # c

  oms_agent {
    log_analytics_workspace_id = azurerm_log_analytics_workspace.main.id
  }

// x
key_vault_secrets_provider {
    secret_rotation_enabled  = true
    secret_rotation_interval = "2m"
  }

  lifecycle {
    ignore_changes = [
      default_node_pool[0].node_count  ,
      kubernetes_version,
    ]
  }
}

resource "azurerm_kubernetes_cluster_node_pool" "user" {
  for_each = {
    general =// x
{ vm_size = "Standard_D8s_v5", max = 10, spot = false }
    batch   = { vm_size = "Standard_F16s_v2", max = 30, spot = true }
  }

  name                  = each.key
  kubernetes_cluster_id = azurerm_kubernetes_cluster.aks. # c
id
  vm_size               = each .value.vm_size
  enable_auto_scaling   = true
  min_count             = 0
  max_count             = each.value.max
  priority              = each.value.spot ? "Spot" : "Regular"
  eviction_policy       = each.value.spot ? "Delete" : null
  spot_max_price        = each
  .value.spot ? -1 : null
  node_labels           = { "workload" = each  .key }
  node_taints           =// x
each.value.spot ? ["kubernetes.azure.com/scalesetpriority=spot:NoSchedule"] : []
}

resource"azurerm_role_assignment" "acr_pull" {
  principal_id                     = azurerm_kubernetes_cluster.aks.kubelet_identity[0]. object_id
  role_definition_name             = "AcrPull"
  scope                            = azurerm_container_registry
  .acr.id
  skip_service_principal_aad_check /* b */ = true
}

output "kube_config" {
  value     = azurerm_kubernetes_cluster.aks.kube_config_raw
  sensitive = true
}
