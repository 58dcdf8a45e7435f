variable "table_prefix" {
  default = "orders"
}

variable "read_capacity" {
  default = 5
}

variable "write_capacity" {
  default = 5
}

variable "billing_mode" {
  default = "PAY_PER_REQUEST"
}

resource "aws_dynamodb_table" "state" {
  name         = "${var.table_prefix}-state"
  billing_mode = var.billing_mode
  hash_key     = "pk"
  range_key    = "sk"

  read_capacity  = var.billing_mode == "PROVISIONED" ? var.read_capacity : null
  write_capacity = var.billing_mode == "PROVISIONED" ? var.write_capacity : null

  attribute {
    name = "pk"
    type = "S"
  }

  attribute {
    name = "sk"
    type = "S"
  }

  attribute {
    name = "gsi1pk"
    type = "S"
  }

  attribute {
    name = "created_at"
    type = "N"
  }

  global_secondary_index {
    name            = "gsi1"
    hash_key        = "gsi1pk"
    range_key       = "created_at"
    projection_type = "INCLUDE"
    non_key_attributes = [
      "status",
      "total",
      "customer_id",
    ]
  }

  ttl {
    attribute_name = "expires_at"
    enabled        = true
  }

  point_in_time_recovery { enabled = true }

  server_side_encryption {
  }

  stream_enabled   = true
  stream_view_type = "NEW_AND_OLD_IMAGES"

  tags = {
    Service = "orders"
  }
}

resource "aws_appautoscaling_target" "read" {
  count              = var.billing_mode == "PROVISIONED" ? 1 : 0
  max_capacity       = var.read_capacity * 20
  min_capacity       = var.read_capacity
  resource_id        = "table/${aws_dynamodb_table.state.name}"
  scalable_dimension = "dynamodb:table:ReadCapacityUnits"
  service_namespace  = "dynamodb"
}

output "table_stream_arn" {
  value = aws_dynamodb_table.state.stream_arn
}
