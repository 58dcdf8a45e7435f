data "hcp-packer-version" "base" {
  bucket_name  = "ubuntu-base"
  channel_name = "production"
}

data "hcp-packer-artifact" "base_east" {
  bucket_name         = data.hcp-packer-version.base.bucket_name
  version_fingerprint = data.hcp-packer-version.base.fingerprint
  platform            = "aws"
  region              = "us-east-1"
}

data "amazon-parameterstore" "api_key" {
  name            = "/packer/api-key"
  with_decryption = true
  region          = "us-east-1"
}

data "amazon-secretsmanager" "deploy_key" {
  name = "packer/deploy-key"
  key  = "private_key"
}

variable "service" {
  default = "checkout"
}

source "amazon-ebs" "service" {
  source_ami    = data.hcp-packer-artifact.base_east.external_identifier
  instance_type = "t3.small"
  region        = "us-east-1"
  ssh_username  = "ubuntu"
  ami_name      = "${var.service}-{{timestamp}}"
}

build {
  name    = var.service
  sources = ["source.amazon-ebs.service"]

  hcp_packer_registry {
    bucket_name = var.service
    description = <<EOT
Golden image for the ${var.service} service.
Built on top of ubuntu-base (${data.hcp-packer-version.base.fingerprint}).
EOT

    bucket_labels = {
      "team" = "payments"
      "os"   = "ubuntu"
    }

    build_labels = {
      "build-time"   = timestamp()
      "build-source" = basename(path.cwd)
    }
  }

  provisioner "shell" {
    environment_vars = [
      "API_KEY=${data.amazon-parameterstore.api_key.value}",
    ]
    inline = ["/opt/bootstrap/install.sh ${var.service}"]
  }

  provisioner "file" {
    content     = data.amazon-secretsmanager.deploy_key.value
    destination = "/home/ubuntu/.ssh/deploy_key"
  }
}
