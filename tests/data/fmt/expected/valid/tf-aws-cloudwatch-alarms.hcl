# CloudWatch alarms. Thresholds use a mix of integer, decimal and
# exponent notation because they were copied from different runbooks.

variable "alarm_topic_arn" {}

locals {
  alarms = {
    high_cpu = {
      metric     = "CPUUtilization"
      namespace  = "AWS/EC2"
      threshold  = 85.5
      period     = 300
      statistic  = "Average"
      comparison = "GreaterThanThreshold"
    }
    error_rate = {
      metric     = "5XXError"
      namespace  = "AWS/ApiGateway"
      threshold  = 2.5E-2 # 2.5 percent, as a fraction
      period     = 60
      statistic  = "Average"
      comparison = "GreaterThanOrEqualToThreshold"
    }
    latency_p99 = {
      metric     = "Latency"
      namespace  = "AWS/ApiGateway"
      threshold  = 1e3 # milliseconds
      period     = 60
      statistic  = "p99"
      comparison = "GreaterThanThreshold"
    }
    disk_bytes = {
      metric     = "FreeStorageSpace"
      namespace  = "AWS/RDS"
      threshold  = 5.0e+9
      period     = 900
      statistic  = "Minimum"
      comparison = "LessThanThreshold"
    }
    queue_depth = {
      metric     = "ApproximateNumberOfMessagesVisible"
      namespace  = "AWS/SQS"
      threshold  = 10000
      period     = 120
      statistic  = "Maximum"
      comparison = "GreaterThanThreshold"
    }
  }

  evaluation_periods  = 3
  datapoints_ratio    = 0.67
  datapoints_to_alarm = floor(local.evaluation_periods * local.datapoints_ratio)
  max_bytes_per_day   = 18446744073709551616
  tiny_threshold      = 1E-10
}

resource "aws_cloudwatch_metric_alarm" "this" {
  for_each = local.alarms

  alarm_name          = replace(each.key, "_", "-")
  metric_name         = each.value.metric
  namespace           = each.value.namespace
  threshold           = each.value.threshold
  period              = each.value.period
  comparison_operator = each.value.comparison
  evaluation_periods  = local.evaluation_periods
  datapoints_to_alarm = local.datapoints_to_alarm
  treat_missing_data  = "notBreaching"

  statistic          = substr(each.value.statistic, 0, 1) == "p" ? null : each.value.statistic
  extended_statistic = substr(each.value.statistic, 0, 1) == "p" ? each.value.statistic : null

  alarm_actions = [var.alarm_topic_arn]
  ok_actions    = [var.alarm_topic_arn]
}

resource "aws_cloudwatch_dashboard" "main" {
  dashboard_name = "service-overview"
  dashboard_body = jsonencode({
    widgets = [for i, name in keys(local.alarms) : {
      type   = "metric"
      x      = (i % 2) * 12
      y      = floor(i / 2) * 6
      width  = 12
      height = 6
      properties = {
        title   = name
        metrics = [[local.alarms[name].namespace, local.alarms[name].metric]]
        period  = local.alarms[name].period
        region  = "us-east-1"
      }
    }]
  })
}
