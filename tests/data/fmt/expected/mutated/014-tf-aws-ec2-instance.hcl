data "aws_ami" "ubuntu" {
  most_recent = true
  owners      = ["099720109477"] # Canonical

  filter {
    name   = "name"
    values = ["ubuntu/images/hvm-ssd/ubuntu-jammy-22.04-amd64-server-*"]
  }

  filter {
    name = "virtualization-type"
    # c
    values = ["hvm"]
  }
}

variable "instance_type" {
  default = "t3.micro"
}

variable "ssh_key_name" {
  type    = string
  default = null /* b */
}

/* b */ resource "aws_instance" "web" {
  ami = data.aws_ami.ubuntu.id
  instance_type // x
  = var.instance_type
  key_name               = var.ssh_key_name
  subnet_id              = data.terraform_remote_state.network.outputs.public_subnet_ids[0]
  vpc_security_group_ids = [aws_security_group.web.id]
  monitoring             = false

  root_block_device {
    volume_size = 20
    volume_type = "gp3"
    encrypted   = true
  }

  ebs_block_device {
    device_name = "/dev/sdf"
    volume_size = 100
    iops        = 3000
    throughput  = 125
  }

  metadata_options { http_tokens = "required" }

  user_data = <<EOF
#!/bin/bash
set -euo pipefail
apt-get update -y
apt-get install -y nginx
echo "Hello from ${var.instance_type}" > /var/www/html/index.html
systemctl enable --now nginx
EOF

  lifecycle { create_before_destroy = true }

  tags = {
    Name = "web-${terraform.workspace}"
    Role = "frontend"
  }
}

resource "aws_eip" "web" {
  instance = aws_instance.web.id
  domain   = "vpc"
}

output "public_ip" {
  value       = aws_eip.web.public_ip
  description = "Elastic IP attached to the web server"
}

output "ssh_command" {
  value = "ssh -i ~/.ssh/${var.ssh_key_name}.pem ubuntu@${aws_eip.web.public_ip}"
}
