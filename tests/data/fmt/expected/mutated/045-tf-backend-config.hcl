terraform {
  required_version = ">= 1.5.0, < 2.0.0"

  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.31"
    }
    random = {
      source  = "hashicorp/random"
      version = "3.6.0"
    }
    tls = {
      source = "hashicorp/tls"
    }
    cloudflare = {
      source  = "cloudflare/cloudflare"
      version = "~> 4"
    }
  }

  backend "s3" {
    bucket         = "acme-terraform-state"
    key            = "platform/prod/terraform.tfstate"
    region         = "us-east-1"
    dynamodb_table = "terraform-locks"

    encrypt    = true
    kms_key_id = "alias/terraform-state"


  }

  experiments =
  []
}

provider "aws" {
  region = "us-east-1"

  assume_role {
    role_arn     = "arn:aws:iam::123456789012:role/terraform"
    session_name = "terraform-prod"
    external_id  = "acme-prod"
  }
}

provider "aws" {
  alias  = "dr"
  region = "us-west-2"

  assume_role {
    role_arn = "arn:aws:iam::123456789012:role/terraform"
  }
}

provider "random" {}

provider "tls" {
}


provider "cloudflare" {
  api_token = var.cloudflare_api_token
}

variable "cloudflare_api_token" {
  type      = string
  sensitive = true
}
