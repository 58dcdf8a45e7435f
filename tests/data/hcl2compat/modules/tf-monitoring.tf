locals {
  alarms = {
    cpu_high = {
      metric    = "CPUUtilization"
      namespace = "AWS/EC2"
      threshold = 80
      period    = 300
      statistic = "Average"
    }
    status_failed = {
      metric    = "StatusCheckFailed"
      namespace = "AWS/EC2"
      threshold = 1
      period    = 60
      statistic = "Maximum"
    }
  }
}

resource "aws_cloudwatch_metric_alarm" "this" {
  for_each = local.alarms

  alarm_name          = "${var.name}-${replace(each.key, "_", "-")}"
  comparison_operator = "GreaterThanOrEqualToThreshold"
  evaluation_periods  = 2
  metric_name         = each.value.metric
  namespace           = each.value.namespace
  period              = each.value.period
  statistic           = each.value.statistic
  threshold           = each.value.threshold
  alarm_actions       = [aws_sns_topic.alerts.arn]
  ok_actions          = [aws_sns_topic.alerts.arn]

  dimensions = {
    AutoScalingGroupName = aws_autoscaling_group.web.name
  }
}

resource "aws_sns_topic" "alerts" {
  name = "${var.name}-alerts"
}

resource "aws_sns_topic_subscription" "email" {
  count     = length(var.alert_emails)
  topic_arn = aws_sns_topic.alerts.arn
  protocol  = "email"
  endpoint  = var.alert_emails[count.index]
}

resource "datadog_monitor" "latency" {
  name    = "High p99 latency on ${var.service}"
  type    = "metric alert"
  query   = "avg(last_5m):p99:trace.http.request{service:${var.service},env:${var.env}} > ${var.latency_threshold}"
  message = <<-EOT
    p99 latency is above ${var.latency_threshold}s.
    @pagerduty-${var.team}
  EOT

  monitor_thresholds {
    critical = var.latency_threshold
    warning  = var.latency_threshold * 0.8
  }

  notify_no_data    = false
  renotify_interval = 60
  tags              = ["service:${var.service}", "env:${var.env}", "team:${var.team}"]
}
