data "cloudinit_config" "web" {
  gzip          = true
  base64_encode = true

  part {
    content_type = "text/cloud-config"
    content = yamlencode({
      package_update = true
      packages       = ["nginx", "certbot"]
      write_files = [{
        path        = "/etc/nginx/conf.d/app.conf"
        permissions = "0644"
        content     = templatefile("${path.module}/nginx.conf.tpl", { upstream = var.upstream, port = 8080 })
      }]
      runcmd = [
        ["systemctl", "enable", "--now", "nginx"],
        ["certbot", "--nginx", "-d", var.domain, "--non-interactive", "--agree-tos", "-m", var.email],
      ]
    })
  }

  part {
    content_type = "text/x-shellscript"
    content      = <<-EOT
      #!/bin/sh
      set -eu
      echo "${var.domain}" > /etc/hostname
      %{~ for key in var.ssh_keys ~}
      echo "${key}" >> /home/ubuntu/.ssh/authorized_keys
      %{~ endfor ~}
    EOT
  }
}

resource "aws_launch_template" "web" {
  name_prefix   = "web-"
  image_id      = data.aws_ami.ubuntu.id
  instance_type = var.instance_type
  user_data     = data.cloudinit_config.web.rendered

  block_device_mappings {
    device_name = "/dev/sda1"
    ebs {
      volume_size           = 20
      volume_type           = "gp3"
      encrypted             = true
      delete_on_termination = true
    }
  }

  metadata_options {
    http_tokens                 = "required"
    http_put_response_hop_limit = 1
  }

  tag_specifications {
    resource_type = "instance"
    tags          = merge(var.tags, { Role = "web" })
  }
}
