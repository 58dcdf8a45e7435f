terraform {
  required_providers {
    aws = {
      source                = "hashicorp/aws"
      version               = ">= 5.40"
      configuration_aliases = [aws.replica]
    }
    random = {
      source = "hashicorp/random"
    }
  }

  backend "s3" {
    bucket         = "acme-terraform-state"
    key            = "platform/prod/terraform.tfstate"
    region         = "eu-west-1"
    dynamodb_table = "terraform-locks"
    encrypt        = true
  }
}

resource "random_password" "db" {
  length           = 32
  special          = true
  override_special = "!#$%&*()-_=+[]{}<>:?"
}

resource "random_pet" "suffix" {
  length    = 2
  separator = "-"
  keepers = {
    env = var.environment
  }
}

resource "aws_secretsmanager_secret" "db" {
  name                    = "db/${var.environment}/password-${random_pet.suffix.id}"
  recovery_window_in_days = var.environment == "prod" ? 30 : 0

  replica {
    region = "eu-central-1"
  }
}

resource "aws_secretsmanager_secret_version" "db" {
  secret_id = aws_secretsmanager_secret.db.id
  secret_string = jsonencode({
    username = "app"
    password = random_password.db.result
    host     = aws_db_instance.main.address
    port     = aws_db_instance.main.port
  })
}

output "arn_parts" {
  value = split(":", aws_secretsmanager_secret.db.arn)
}

output "password" {
  value     = random_password.db.result
  sensitive = true
}
