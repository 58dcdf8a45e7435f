variable "environment" {
  type = string
}

variable "db_instance_class" {
  type    = string
  default = null
}

variable "allocated_storage_gb" {
  type    = number
  default = 50
}

locals {
  is_prod    = var.environment == "prod"
  is_staging = var.environment == "staging"

  instance_class = var.db_instance_class != null ? var.db_instance_class : (
    local.is_prod ? "db.r6g.xlarge" :
    local.is_staging ? "db.t4g.large" :
    "db.t4g.micro"
  )

  backup_retention = local.is_prod ? 35 : local.is_staging ? 7 : 1
  max_storage      = var.allocated_storage_gb * 4
  iops             = local.is_prod ? max(3000, var.allocated_storage_gb * 3) : null
}

resource "random_password" "db" {
  length           = 32
  special          = true
  override_special = "!#$%&*()-_=+[]{}<>:?"
}

resource "aws_db_subnet_group" "main" {
  name       = "${var.environment}-db"
  subnet_ids = data.terraform_remote_state.network.outputs.private_subnet_ids
}

resource "aws_db_parameter_group" "postgres" {
  name   = "${var.environment}-pg15"
  family = "postgres15"

  parameter {
    name  = "log_min_duration_statement"
    value = local.is_prod ? "500" : "100"
  }

  parameter {
    name         = "shared_preload_libraries"
    value        = "pg_stat_statements"
    apply_method = "pending-reboot"
  }

  parameter {
    name  = "random_page_cost"
    value = 1.1
  }
}

resource "aws_db_instance" "main" {
  identifier                   = "${var.environment}-postgres"
  engine                       = "postgres"
  engine_version               = "15.4"
  instance_class               = local.instance_class
  allocated_storage            = var.allocated_storage_gb
  max_allocated_storage        = local.max_storage
  iops                         = local.iops
  username                     = "app_admin"
  password                     = random_password.db.result
  db_subnet_group_name         = aws_db_subnet_group.main.name
  parameter_group_name         = aws_db_parameter_group.postgres.name
  multi_az                     = local.is_prod
  backup_retention_period      = local.backup_retention
  deletion_protection          = local.is_prod || local.is_staging
  skip_final_snapshot          = !local.is_prod
  final_snapshot_identifier    = local.is_prod ? "${var.environment}-final-${formatdate("YYYYMMDD", timestamp())}" : null
  performance_insights_enabled = local.is_prod && var.allocated_storage_gb >= 100

  lifecycle {
    prevent_destroy = false
    ignore_changes  = [password, final_snapshot_identifier]
  }
}

output "endpoint" {
  value = aws_db_instance.main.endpoint
}
