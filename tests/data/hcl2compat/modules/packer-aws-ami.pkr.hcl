packer {
  required_plugins {
    amazon = {
      version = ">= 1.2.0"
      source  = "github.com/hashicorp/amazon"
    }
  }
}

variable "region" {
  type    = string
  default = "eu-central-1"
}

variable "ami_users" {
  type    = list(string)
  default = []
}

locals {
  timestamp = regex_replace(timestamp(), "[- TZ:]", "")
  ami_name  = "base-ubuntu-22-04-${local.timestamp}"
}

source "amazon-ebs" "ubuntu" {
  ami_name      = local.ami_name
  instance_type = "t3.micro"
  region        = var.region
  ami_users     = var.ami_users

  source_ami_filter {
    filters = {
      name                = "ubuntu/images/*ubuntu-jammy-22.04-amd64-server-*"
      root-device-type    = "ebs"
      virtualization-type = "hvm"
    }
    most_recent = true
    owners      = ["099720109477"]
  }

  ssh_username = "ubuntu"

  tags = {
    Name      = local.ami_name
    BuildTime = local.timestamp
    OS        = "Ubuntu 22.04"
  }
}

build {
  name    = "base"
  sources = ["source.amazon-ebs.ubuntu"]

  provisioner "shell" {
    inline = [
      "sudo apt-get update",
      "sudo apt-get upgrade -y",
      "sudo apt-get install -y curl jq unzip",
    ]
  }

  provisioner "file" {
    source      = "files/motd"
    destination = "/tmp/motd"
  }

  provisioner "shell" {
    environment_vars = ["REGION=${var.region}", "NAME=${local.ami_name}"]
    script           = "scripts/harden.sh"
    expect_disconnect = true
  }

  post-processor "manifest" {
    output     = "manifest.json"
    strip_path = true
  }
}
