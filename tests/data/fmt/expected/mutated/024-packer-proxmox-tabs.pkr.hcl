// Proxmox template build. Indented with tabs.

variable "proxmox_url" {
  # c
  type    = string
  default = "https://pve.lab.local:8006/api2/json"
}

variable "proxmox_token" {
  type      = string
  sensitive = true /* b */
}

variable "node" { // x

  default =

  "pve01"
}

source // x
"proxmox-iso" "debian" {


  proxmox_url # c
  = var.
  proxmox_url
  username = "packer@pve!builder"

  token                    = var.proxmox_token
  insecure_skip_tls_verify = true
  /* b */ node             = var.node

  vm_id                = 9000
  vm_name              = "tpl-debian-12"
  template_description = "Debian 12 template\nBuilt: ${timestamp()}"
  iso_file             = "local:iso/debian-12.4.0-amd64-netinst.iso" // x

  unmount_iso = true


  qemu_agent = true
  cores      = 2 // x

  memory = 2048
  scsi_controller
  = "virtio-scsi-single"

  disks /* b */ {
    disk_size    = "16G"
    storage_pool = "local-lvm"
    type         = "scsi"
    io_thread    = # c
    true
    // x
  }

  network_adapters

  {
    /* b */ model    = "virtio"
    bridge           = "vmbr0"
    firewall /* b */ = false // x

  }


  cloud_init              = true
  cloud_init_storage_pool = "local-lvm"

  boot_command = # c
  [
    "<esc><wait>" // x
    ,
    "auto url=http://{{ .HTTPIP }}:{{ .HTTPPort }}/preseed.cfg<enter>",
  ]
  http_directory = "http"
  ssh_username   = "root"
  ssh_password   = "packer"
  ssh_timeout    = "20m"

}

build {
  sources = [ # c
  "source.proxmox-iso.debian"]

  provisioner "shell" { # c

    /* b */ inline

    = [
      "apt-get -y install cloud-init",
      "cloud-init clean", /* b */
      "truncate -s 0 /etc/machine-id",
    ]
  }

  provisioner "file" // x
  {
    source      = "files/99-pve.cfg"
    destination = "/etc/cloud/cloud.cfg.d/99-pve.cfg"
  }
}
