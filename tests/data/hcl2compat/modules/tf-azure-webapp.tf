resource "azurerm_resource_group" "main" {
  name     = "rg-${var.app}-${var.env}"
  location = var.location
  tags     = var.tags
}

resource "azurerm_service_plan" "main" {
  name                = "asp-${var.app}-${var.env}"
  resource_group_name = azurerm_resource_group.main.name
  location            = azurerm_resource_group.main.location
  os_type             = "Linux"
  sku_name            = var.env == "prod" ? "P1v3" : "B1"
}

resource "azurerm_linux_web_app" "main" {
  name                = "app-${var.app}-${var.env}"
  resource_group_name = azurerm_resource_group.main.name
  location            = azurerm_service_plan.main.location
  service_plan_id     = azurerm_service_plan.main.id
  https_only          = true

  site_config {
    always_on         = var.env == "prod"
    health_check_path = "/health"

    application_stack {
      docker_image_name   = "${var.image}:${var.tag}"
      docker_registry_url = "https://${var.registry}"
    }

    ip_restriction {
      name       = "office"
      ip_address = "203.0.113.0/24"
      priority   = 100
      action     = "Allow"
    }
  }

  app_settings = {
    WEBSITES_PORT                         = "8000"
    APPLICATIONINSIGHTS_CONNECTION_STRING = azurerm_application_insights.main.connection_string
    "Feature__NewCheckout"                = tostring(var.new_checkout)
  }

  identity {
    type = "SystemAssigned"
  }

  lifecycle {
    ignore_changes = [
      app_settings["DOCKER_CUSTOM_IMAGE_NAME"],
      site_config[0].application_stack,
    ]
  }
}

resource "azurerm_key_vault_access_policy" "app" {
  key_vault_id       = var.key_vault_id
  tenant_id          = azurerm_linux_web_app.main.identity[0].tenant_id
  object_id          = azurerm_linux_web_app.main.identity[0].principal_id
  secret_permissions = ["Get", "List"]
}
