variable "vsphere_server" {}
variable "vsphere_user" {}
variable "vsphere_password" {
  sensitive = true
}
variable "datacenter" {
  default = "DC-Amsterdam"
}
variable "cluster" {
  default = "Compute-01"
}
variable "datastore" {
  default = "vsanDatastore"
}

source "vsphere-iso" "rhel9" {
  vcenter_server      = var.vsphere_server
  username            = var.vsphere_user
  password            = var.vsphere_password
  insecure_connection = false
  datacenter          = var.datacenter
  cluster             = var.cluster
  datastore           = var.datastore
  folder              = "Templates/Linux"

  vm_name             = "tpl-rhel9-{{ isotime \"20060102\" }}"
  guest_os_type       = "rhel9_64Guest"
  CPUs                = 2
  cpu_cores           = 1
  RAM                 = 4096
  RAM_reserve_all     = false
  firmware            = "efi-secure"
  convert_to_template = true
  notes               = "Built by Packer on ${timestamp()}\nDo not power on."

  iso_paths = [
    "[${var.datastore}] ISO/rhel-9.3-x86_64-dvd.iso",
  ]

  network_adapters {
    network      = "VM Network"
    network_card = "vmxnet3"
  }

  storage {
    disk_size             = 40960
    disk_thin_provisioned = true
  }

  storage {
    disk_size             = 10240
    disk_thin_provisioned = true
    disk_controller_index = 0
  }

  cd_content = {
    "ks.cfg" = templatefile("${path.root}/http/ks.pkrtpl.hcl", {
      root_password = var.vsphere_password
      packages      = ["@core", "open-vm-tools", "cloud-init"]
    })
  }
  cd_label = "OEMDRV"

  boot_command = [
    "<up>",
    "e",
    "<down><down><end><wait>",
    " inst.text inst.ks=cdrom:/ks.cfg",
    "<leftCtrlOn>x<leftCtrlOff>",
  ]

  ssh_username = "root"
  ssh_password = var.vsphere_password
  ssh_timeout  = "45m"
}

build {
  sources = ["source.vsphere-iso.rhel9"]

  provisioner "shell" {
    inline = [
      "subscription-manager unregister || true",
      "dnf clean all",
      "rm -f /etc/ssh/ssh_host_*",
    ]
  }
}
