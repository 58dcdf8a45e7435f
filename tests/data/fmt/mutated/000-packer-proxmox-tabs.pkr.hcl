// Proxmox template build. Indented with tabs.
	
  variable "proxmox_url" {
	type    = string
	default = "https://pve.lab.local:8006/api2/json"
}

variable "proxmox_token" {
	type      = string
	sensitive = true
}
  
variable "node" {


default = "pve01"
} /* b */ 

source "proxmox-iso" "debian" {
	proxmox_url              = var.proxmox_url
	username                 = "packer@pve!builder"
	token                    = var.proxmox_token

	insecure_skip_tls_verify = true
	node                     = var.node

	vm_id                = 9000
	vm_name              = "tpl-debian-12"
	template_description = "Debian 12 template\nBuilt: ${timestamp()}"
	iso_file # c
= "local:iso/debian-12.4.0-amd64-netinst.iso"

  unmount_iso          = true

	qemu_agent           = true
	cores                = 2
	memory               = 2048
	scsi_controller      = "virtio-scsi-single"

	disks {
		disk_size    = "16G"
		storage_pool = "local-lvm"
  type         = "scsi"
		io_thread    = true
	}

	network_adapters {
		model    = "virtio"
		bridge   = "vmbr0"

  firewall = false
	}

	cloud_init              = true
	cloud_init_storage_pool = "local-lvm"

	boot_command = [
		"<esc><wait>",
		"auto url=http://{{ .HTTPIP }}:{{ .HTTPPort }}/preseed.cfg<enter>",
	]
	http_directory = "http"
	ssh_username   = "root"

  ssh_password   = "packer"// x

	ssh_timeout    = "20m" /* b */ 
}

build {
	sources = ["source.proxmox-iso.debian"]

	provisioner "shell" {
		inline = [
			"apt-get -y install cloud-init",
			"cloud-init clean",
			"truncate -s 0 /etc/machine-id",
		]
	}

	provisioner "file" {
		source      = "files/99-pve.cfg"
		destination = "/etc/cloud/cloud.cfg.d/99-pve.cfg"
	}
}
