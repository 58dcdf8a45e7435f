variable "client_id" {
  type    = string
  default = env("ARM_CLIENT_ID")
}

variable "client_secret" {
  type      = string
  default   = env("ARM_CLIENT_SECRET")
  sensitive = true
}

variable "subscription_id" {
  type    = string
  default = env("ARM_SUBSCRIPTION_ID")
}

variable "gallery" {
  default = {
    resource_group = "rg-images"
    name           = "acme_gallery"
    image          = "ubuntu-hardened"
  }
}

locals {
  version = formatdate("YYYY.MM.DDhhmm", timestamp())
}

source "azure-arm" "ubuntu" {
  client_id       = var.client_id
  client_secret   = var.client_secret
  subscription_id = var.subscription_id

  os_type         = "Linux"
  image_publisher = "Canonical"
  image_offer     = "0001-com-ubuntu-server-jammy"
  image_sku       = "22_04-lts-gen2"

  location = "westeurope"
  vm_size  = "Standard_D2s_v5"

  managed_image_name                = "ubuntu-hardened-${local.version}"
  managed_image_resource_group_name = var.gallery.resource_group

  shared_image_gallery_destination {
    subscription         = var.subscription_id
    resource_group       = var.gallery.resource_group
    gallery_name         = var.gallery.name
    image_name           = var.gallery.image
    image_version        = local.version
    replication_regions  = ["westeurope", "northeurope"]
    storage_account_type = "Standard_LRS"
  }

  azure_tags = {
    created_by = "packer"
    version    = local.version
  }
}

build {
  sources = ["sources.azure-arm.ubuntu"]

  provisioner "shell" {
    execute_command = "chmod +x {{ .Path }}; {{ .Vars }} sudo -E sh '{{ .Path }}'"
    inline = [
      "apt-get update",
      "apt-get -y upgrade",
      "/usr/sbin/waagent -force -deprovision+user && export HISTSIZE=0 && sync",
    ]
    inline_shebang = "/bin/sh -x"
  }
}
