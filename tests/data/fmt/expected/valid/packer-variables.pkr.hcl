// variables.pkr.hcl — shared inputs for all image builds.

variable "aws_region" {
  type        = string
  default     = "eu-west-1"
  description = "AWS region to build the AMI in."
}

variable "ami_regions" {
  type    = list(string)
  default = ["eu-west-1", "eu-central-1", "us-east-1"]
}

variable "ami_users" {
  type    = list(string)
  default = []
}

variable "instance_type" {
  type    = string
  default = "t3.large"

  validation {
    condition     = can(regex("^[a-z][0-9][a-z]?\\.[a-z0-9]+$", var.instance_type))
    error_message = "The instance_type value must look like \"t3.large\"."
  }
}

variable "volume_size" {
  type    = number
  default = 30

  validation {
    condition     = var.volume_size >= 8 && var.volume_size <= 1024
    error_message = "Volume size must be between 8 and 1024 GiB."
  }
}

variable "encrypt_boot" {
  type    = bool
  default = true
}

variable "kms_key_id" {
  type    = string
  default = null
}

variable "vault_token" {
  type      = string
  default   = env("VAULT_TOKEN")
  sensitive = true
}

variable "build_tags" {
  type = map(string)
  default = {
    Builder = "packer"
    Team    = "platform"
  }
}

variable "ssh_timeout" {
  type    = string
  default = "10m"
}

variable "skip_create_ami" {
  type    = bool
  default = false
}

variable "os" {
  type = object({
    family  = string
    version = string
    arch    = string
  })
  default = {
    family  = "ubuntu"
    version = "22.04"
    arch    = "x86_64"
  }
}

locals {
  build_id = uuidv4()
  all_tags = merge(var.build_tags, {
    BuildId = local.build_id
    OS      = "${var.os.family}-${var.os.version}"
  })
  arch_suffix = var.os.arch == "x86_64" ? "amd64" : "arm64"
}

local "secret_path" {
  expression = "secret/data/packer/${var.os.family}"
  sensitive  = true
}
