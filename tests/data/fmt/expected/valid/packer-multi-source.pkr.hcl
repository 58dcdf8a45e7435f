variable "version" {
  default = "3.4.0"
}

variable "distros" {
  default = ["ubuntu-22.04", "rocky-9"]
}

locals {
  ssh_users = {
    "ubuntu-22.04" = "ubuntu"
    "rocky-9"      = "rocky"
  }
}

source "amazon-ebs" "base" {
  region        = "us-east-1"
  instance_type = "t3.small"
  ami_name      = "placeholder"
  ssh_username  = "ec2-user"
  source_ami    = "ami-00000000000000000"
}

source "amazon-ebs" "arm" {
  region        = "us-east-1"
  instance_type = "t4g.small"
  ami_name      = "placeholder-arm"
  ssh_username  = "ec2-user"
  source_ami    = "ami-11111111111111111"
}

build {
  name = "app"

  dynamic "source" {
    for_each = var.distros
    labels   = ["amazon-ebs.base"]

    content {
      name         = replace(source.value, ".", "-")
      ami_name     = "app-${var.version}-${source.value}-amd64"
      ssh_username = local.ssh_users[source.value]
    }
  }

  source "amazon-ebs.arm" {
    name     = "arm"
    ami_name = "app-${var.version}-ubuntu-arm64"
  }

  provisioner "shell" {
    inline = ["echo building ${source.name} (${source.type})"]
  }

  provisioner "shell" {
    only   = ["amazon-ebs.arm"]
    inline = ["uname -m | grep -q aarch64"]
  }

  provisioner "shell" {
    pause_before      = "10s"
    max_retries       = 3
    timeout           = "5m"
    expect_disconnect = true
    valid_exit_codes  = [0, 2300218]
    inline = [
      "sudo reboot",
    ]
  }

  error-cleanup-provisioner "shell-local" {
    inline = ["echo 'build ${build.ID} failed' >> failures.log"]
  }

  post-processors {
    post-processor "manifest" {
      output = "manifest-${source.name}.json"
    }

    post-processor "shell-local" {
      only   = ["amazon-ebs.arm"]
      inline = ["jq -r '.builds[-1].artifact_id' manifest-arm.json"]
    }
  }

  post-processor "checksum" {
    keep_input_artifact = true
  }
}
