data "archive_file" "handler" {
  type        = "zip"
  source_dir  = "${path.module}/src"
  output_path = "${path.module}/build/handler.zip"
}

variable "function_env" {
  type    = map(string)
  default = {}
}

variable "memory_mb" {
  default = 256
}

resource "aws_lambda_function" "processor" {
  function_name    = "event-processor"
  filename         = data.archive_file.handler.output_path
  source_code_hash = data.archive_file.handler.output_base64sha256
  handler          = "main.handler"
  runtime          = "python3.11"
  role             = aws_iam_role.lambda.arn
  timeout          = 30
  memory_size      = var.memory_mb
  architectures    = ["arm64"]

  environment {
    variables = merge(
      {
        LOG_LEVEL   = "INFO"
        QUEUE_URL   = aws_sqs_queue.events.url
        TABLE_NAME  = aws_dynamodb_table.state.name
        MAX_RETRIES = tostring(3)
      },
      var.function_env,
    )
  }

  dead_letter_config {
    target_arn = aws_sqs_queue.dlq.arn
  }

  tracing_config {
    mode = "Active"
  }
}

resource "aws_sqs_queue" "events" {
  name                       = "events"
  visibility_timeout_seconds = 6 * 30
  message_retention_seconds  = 4 * 24 * 60 * 60
}

resource "aws_sqs_queue" "dlq" {
  name = "events-dlq"
}

resource "aws_lambda_event_source_mapping" "sqs" {
  event_source_arn = aws_sqs_queue.events.arn
  function_name    = aws_lambda_function.processor.arn
  batch_size       = 10

  filter_criteria {
    filter {
      pattern = jsonencode({ body = { type = ["order.created", "order.updated"] } })
    }
  }
}

resource "aws_cloudwatch_log_group" "processor" {
  name              = "/aws/lambda/${aws_lambda_function.processor.function_name}"
  retention_in_days = 14
}

resource "aws_iam_role" "lambda" {
  name = "event-processor"
  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Action    = "sts:AssumeRole"
      Effect    = "Allow"
      Principal = { Service = "lambda.amazonaws.com" }
    }]
  })
}
