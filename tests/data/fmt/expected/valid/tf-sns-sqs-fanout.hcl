variable "subscribers" {
  default = {
    billing   = { filter = ["order.paid", "order.refunded"], raw = true }
    shipping  = { filter = ["order.paid"], raw = true }
    analytics = { filter = [], raw = false }
  }
}

resource "aws_sns_topic" "orders" {
  name              = "orders.fifo"
  fifo_topic        = true
  kms_master_key_id = "alias/aws/sns"
}

resource "aws_sqs_queue" "sub" {
  for_each                    = var.subscribers
  name                        = "orders-${each.key}.fifo"
  fifo_queue                  = true
  content_based_deduplication = true
  receive_wait_time_seconds   = 20

  redrive_policy = jsonencode({
    deadLetterTargetArn = aws_sqs_queue.dlq[each.key].arn
    maxReceiveCount     = 5
  })
}

resource "aws_sqs_queue" "dlq" {
  for_each   = var.subscribers
  name       = "orders-${each.key}-dlq.fifo"
  fifo_queue = true
}

resource "aws_sns_topic_subscription" "sub" {
  for_each             = var.subscribers
  topic_arn            = aws_sns_topic.orders.arn
  protocol             = "sqs"
  endpoint             = aws_sqs_queue.sub[each.key].arn
  raw_message_delivery = each.value.raw
  filter_policy = length(each.value.filter) == 0 ? null : jsonencode({
    event_type = each.value.filter
  })
}

data "aws_iam_policy_document" "sqs" {
  for_each = var.subscribers

  statement {
    effect    = "Allow"
    actions   = ["sqs:SendMessage"]
    resources = [aws_sqs_queue.sub[each.key].arn]

    principals {
      type        = "Service"
      identifiers = ["sns.amazonaws.com"]
    }

    condition {
      test     = "ArnEquals"
      variable = "aws:SourceArn"
      values   = [aws_sns_topic.orders.arn]
    }
  }
}

resource "aws_sqs_queue_policy" "sub" {
  for_each  = var.subscribers
  queue_url = aws_sqs_queue.sub[each.key].id
  policy    = data.aws_iam_policy_document.sqs[each.key].json
}

output "queue_urls" {
  value = { for k, q in aws_sqs_queue.sub : k => q.url }
}