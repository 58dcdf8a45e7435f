# Vagrant box build for local development.
# Stored with CRLF endings because it is maintained on Windows hosts.

variable "box_version" {
  default = "2024.1.0"
}

variable "memory" {
  default = 4096
}

source "virtualbox-iso" "debian" {
  guest_os_type        = "Debian_64"
  iso_url              = "https://cdimage.debian.org/debian-cd/current/amd64/iso-cd/debian-12.4.0-amd64-netinst.iso"
  iso_checksum         = "sha256:64d727dd5785ae5fcfd3ae8ffbede5f40cca96f1580aaa2820e8b99dae989d94"
  ssh_username         = "vagrant"
  ssh_password         = "vagrant"
  ssh_wait_timeout     = "1800s"
  shutdown_command     = "echo 'vagrant' | sudo -S shutdown -P now"
  guest_additions_mode = "upload"
  http_directory       = "http"
  disk_size            = 65536
  hard_drive_interface = "sata"
  headless             = true

  vboxmanage = [
    ["modifyvm", "{{.Name}}", "--memory", "${var.memory}"],
    ["modifyvm", "{{.Name}}", "--cpus", "2"],
    ["modifyvm", "{{.Name}}", "--nat-localhostreachable1", "on"],
  ]

  boot_command = [
    "<esc><wait>",
    "auto preseed/url=http://{{ .HTTPIP }}:{{ .HTTPPort }}/preseed.cfg ",
    "debian-installer=en_US.UTF-8 locale=en_US.UTF-8 ",
    "netcfg/get_hostname=debian12 netcfg/get_domain=local ",
    "<enter>",
  ]
}

build {
  sources = ["source.virtualbox-iso.debian"]

  provisioner "shell" {
    execute_command = "echo 'vagrant' | {{ .Vars }} sudo -S -E bash '{{ .Path }}'"
    scripts = [
      "scripts/vagrant-user.sh",
      "scripts/guest-additions.sh",
      "scripts/cleanup.sh",
    ]
  }

  post-processor "vagrant" {
    output               = "builds/debian12-${var.box_version}.box"
    compression_level    = 9
    vagrantfile_template = "Vagrantfile.tpl"
  }
}
