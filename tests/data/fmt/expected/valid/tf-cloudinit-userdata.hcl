variable "hostname" {
  default = "app-01"
}

variable "ssh_keys" {
  default = {
    alice = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIG alice@laptop"
    bob   = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIH bob@desktop"
  }
}

variable "packages" {
  default = ["curl", "jq", "htop", "unattended-upgrades"]
}

variable "enable_swap" {
  default = true
}

variable "mounts" {
  default = []
}

data "cloudinit_config" "app" {
  gzip          = true
  base64_encode = true

  part {
    filename     = "cloud-config.yaml"
    content_type = "text/cloud-config"
    content      = <<-CLOUDCONFIG
      #cloud-config
      hostname: ${var.hostname}
      users:
      %{for user, key in var.ssh_keys~}
        - name: ${user}
          groups: [sudo]
          shell: /bin/bash
          ssh_authorized_keys:
            - ${key}
      %{endfor~}
      packages:
      %{for p in var.packages~}
        - ${p}
      %{endfor~}
      %{~if length(var.mounts) > 0}
      mounts:
      %{for m in var.mounts~}
        - [${m.device}, ${m.path}, ext4, "defaults,nofail", "0", "2"]
      %{endfor~}
      %{else}
      # no extra mounts
      %{endif~}
      CLOUDCONFIG
  }

  part {
    content_type = "text/x-shellscript"
    filename     = "bootstrap.sh"
    content      = <<SCRIPT
#!/usr/bin/env bash
set -euo pipefail

%{if var.enable_swap~}
fallocate -l 2G /swapfile
chmod 600 /swapfile
mkswap /swapfile && swapon /swapfile
echo '/swapfile none swap sw 0 0' >> /etc/fstab
%{else~}
echo "swap disabled"
%{endif~}

# Shell variables must be escaped so Terraform does not interpolate them
for svc in nginx node_exporter; do
  systemctl enable --now "$${svc}" || echo "failed to start $${svc}"
done

echo "Provisioned ${var.hostname} at $(date -Is)" | tee /var/log/bootstrap.log
SCRIPT
  }
}

resource "aws_launch_template" "app" {
  name_prefix   = "app-"
  image_id      = data.aws_ami.ubuntu.id
  instance_type = "t3.small"
  user_data     = data.cloudinit_config.app.rendered
}
