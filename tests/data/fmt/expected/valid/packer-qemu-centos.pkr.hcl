variable "iso_url" {
  default = "https://mirror.example.org/centos/9-stream/BaseOS/x86_64/iso/CentOS-Stream-9-latest-x86_64-dvd1.iso"
}

variable "iso_checksum" {
  default = "file:https://mirror.example.org/centos/9-stream/BaseOS/x86_64/iso/SHA256SUM"
}

variable "disk_size" {
  default = 20480
}

variable "headless" {
  default = true
}

source "qemu" "centos9" {
  iso_url          = var.iso_url
  iso_checksum     = var.iso_checksum
  output_directory = "output/centos9"
  disk_size        = var.disk_size
  format           = "qcow2"
  accelerator      = "kvm"
  headless         = var.headless
  memory           = 2048
  cpus             = 2
  net_device       = "virtio-net"
  disk_interface   = "virtio"
  http_directory   = "http"
  ssh_username     = "root"
  ssh_password     = "packer"
  ssh_timeout      = "30m"
  vm_name          = "centos9.qcow2"
  shutdown_command = "shutdown -P now"
  boot_wait        = "5s"

  boot_command = [
    "<up><wait>",
    "<tab><wait>",
    " inst.text inst.ks=http://{{ .HTTPIP }}:{{ .HTTPPort }}/ks.cfg",
    "<enter><wait>",
  ]

  qemuargs = [
    ["-m", "2048M"],
    ["-smp", "cpus=2"],
    ["-serial", "mon:stdio"],
  ]
}

build {
  sources = ["source.qemu.centos9"]

  provisioner "shell" {
    inline = [
      "dnf -y update",
      "dnf -y install cloud-init qemu-guest-agent",
      "systemctl enable cloud-init qemu-guest-agent",
      "sed -i 's/^#\\?PermitRootLogin.*/PermitRootLogin no/' /etc/ssh/sshd_config",
      "printf '[main]\\ndns=none\\n' > /etc/NetworkManager/conf.d/90-dns-none.conf",
    ]
  }

  provisioner "shell" {
    inline = ["dnf clean all", "rm -rf /tmp/* /var/tmp/*", "truncate -s 0 /etc/machine-id"]
  }

  post-processor "checksum" {
    checksum_types = ["sha256", "sha512"]
    output         = "output/{{.BuildName}}_{{.ChecksumType}}.checksum"
  }

  post-processor "shell-local" {
    inline = ["qemu-img convert -c -O qcow2 output/centos9/centos9.qcow2 output/centos9-compressed.qcow2"]
  }
}
