variable "hostname" {
  default = "ubuntu-server"
}

variable "locale" {
  default = "en_US.UTF-8"
}

variable "users" {
  default = {
    ops    = "$6$rounds=4096$saltsalt$hash1"
    deploy = "$6$rounds=4096$saltsalt$hash2"
  }
}

variable "extra_packages" {
  default = ["qemu-guest-agent", "cloud-guest-utils"]
}

variable "use_lvm" {
  default = true
}

locals {
  user_data = <<-USERDATA
    #cloud-config
    autoinstall:
      version: 1
      locale: ${var.locale}
      keyboard:
        layout: us
      identity:
        hostname: ${var.hostname}
        username: ubuntu
        password: '$6$exDY1mhS4KUYCE/2$zmn9ToZwTKLhCw.b4/b.ZRTIZM30JZ4QrOQ2aOXJ8yk96xpcCof0kxKwuX1kqLG/ygbJ1f8wxED22bTL4F46P0'
      ssh:
        install-server: true
        allow-pw: false
      storage:
        layout:
          name: %{if var.use_lvm}lvm%{else}direct%{endif}
      packages:
      %{~for p in var.extra_packages}
        - ${p}
      %{~endfor}
      user-data:
        users:
        %{~for name, hash in var.users}
          - name: ${name}
            passwd: "${hash}"
            lock_passwd: false
        %{~endfor}
      late-commands:
        - "echo 'ubuntu ALL=(ALL) NOPASSWD:ALL' > /target/etc/sudoers.d/ubuntu"
        - curtin in-target --target=/target -- systemctl enable qemu-guest-agent
  USERDATA

  meta_data = <<META
instance-id: ${var.hostname}
local-hostname: ${var.hostname}
META
}

source "qemu" "ubuntu" {
  iso_url      = "https://releases.ubuntu.com/22.04/ubuntu-22.04.3-live-server-amd64.iso"
  iso_checksum = "sha256:a4acfda10b18da50e2ec50ccaf860d7f20b389df8765611142305c0e911d16fd"
  memory       = 2048
  disk_size    = "20G"
  headless     = true
  ssh_username = "ubuntu"
  ssh_password = "ubuntu"
  ssh_timeout  = "40m"

  http_content = {
    "/user-data" = local.user_data
    "/meta-data" = local.meta_data
  }

  boot_command = [
    "c<wait>",
    "linux /casper/vmlinuz --- autoinstall ds=\"nocloud-net;seedfrom=http://{{.HTTPIP}}:{{.HTTPPort}}/\"",
    "<enter><wait>",
    "initrd /casper/initrd<enter><wait>",
    "boot<enter>",
  ]
}

build {
  sources = ["source.qemu.ubuntu"]

  provisioner "shell" {
    inline = ["cloud-init status --wait", "sudo cloud-init clean --logs"]
  }
}
