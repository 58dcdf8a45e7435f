// Proxmox template build. Indented with tabs.

variable "proxmox_url" {
  type =
  string
  // x
  default = "https://pve.lab.local:8006/api2/json"
}


variable /* b */ "proxmox_token" {
  type = // x
  string


  sensitive = true
}

variable
"node" {


  default = "pve01"
}

source "proxmox-iso" /* b */ "debian" {

  proxmox_url = var.proxmox_url
  username    = "packer@pve!builder"
  token       = var

  .proxmox_token
  insecure_skip_tls_verify = true
  node /* b */             = var.node

  vm_id                = 9000
  vm_name              = "tpl-debian-12"
  template_description = // x
  "Debian 12 template\nBuilt: ${
  timestamp()}"
  iso_file    = "local:iso/debian-12.4.0-amd64-netinst.iso"
  unmount_iso = true
  qemu_agent  = true
  cores       = 2
  memory # c
  = 2048
  scsi_controller = "virtio-scsi-single"

  disks {
    disk_size    = "16G"
    storage_pool = "local-lvm" /* b */
    /* b */ type = "scsi"

    io_thread = true
  }

  network_adapters {
    model = "virtio"



    bridge
    = "vmbr0"
    firewall = false
  }

  cloud_init // x
  = true
  cloud_init_storage_pool /* b */ =
  "local-lvm"

  boot_command = [
    "<esc><wait>",
    "auto url=http://{{ .HTTPIP }}:{{ .HTTPPort }}/preseed.cfg<enter>",
  ]
  http_directory = "http"
  ssh_username   = "root"
  ssh_password   =

  "packer"
  ssh_timeout = "20m"
}

build {
  sources
  = ["source.proxmox-iso.debian"]
  # c

  // x
  provisioner # c
  "shell"     # c
  {
    inline = [
      "apt-get -y install cloud-init",

      "cloud-init clean",
      "truncate -s 0 /etc/machine-id",
    /* b */]
  } /* b */

  provisioner "file" {
    source

    = "files/99-pve.cfg"
    destination =
    "/etc/cloud/cloud.cfg.d/99-pve.cfg"
  }
}
