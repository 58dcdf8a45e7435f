# Datadog monitors. Datadog uses {{mustache}} variables in messages;
# these pass through HCL untouched. Only ${...} needs escaping.

variable "service" {
  default = "checkout"
}

variable "pagerduty_handle" {
  default = "@pagerduty-checkout"
}

resource "datadog_monitor" "error_rate" {
  name    = "[${var.service}] High error rate"
  type    = "query alert"
  query   = "sum(last_5m):sum:trace.http.request.errors{service:${var.service}}.as_count() / sum:trace.http.request.hits{service:${var.service}}.as_count() > 0.05"
  message = <<-MSG
    {{#is_alert}}
    Error rate for **${var.service}** is {{value}} (threshold {{threshold}}).
    ${var.pagerduty_handle}
    {{/is_alert}}
    {{#is_recovery}}Recovered.{{/is_recovery}}
    Runbook: https://wiki.example.com/runbooks/${var.service}#errors
    Note: the literal string $${service} is a template placeholder.
  MSG

  monitor_thresholds {
    critical          = 0.05
    warning           = 0.02
    critical_recovery = 0.04
  }

  notify_no_data    = false
  renotify_interval = 60
  tags              = ["service:${var.service}", "team:payments", "managed-by:terraform"]
}

resource "datadog_monitor" "latency" {
  name  = "[${var.service}] p95 latency"
  type  = "metric alert"
  query = "avg(last_10m):p95:trace.http.request.duration{service:${var.service}} > 1.5"

  message = "Latency is {{value}}s.\n\nEscalate to ${var.pagerduty_handle} if it persists.\t(auto-generated)"

  monitor_thresholds {
    critical = 1.5
    warning  = 1
  }

  include_tags = true
}

resource "datadog_monitor" "log_errors" {
  name    = "[${var.service}] Log errors"
  type    = "log alert"
  query   = "logs(\"service:${var.service} status:error -\\\"health check\\\"\").index(\"*\").rollup(\"count\").last(\"5m\") > 100"
  message = "Too many error logs. Template vars like %%{this} and $${that} are literal."

  monitor_thresholds { critical = 100 }
}

resource "datadog_dashboard_json" "overview" {
  dashboard = jsonencode({
    title       = "${title(var.service)} overview"
    layout_type = "ordered"
    widgets = [
      { definition = { type = "timeseries", title = "Requests", requests = [{ q = "sum:trace.http.request.hits{service:${var.service}}.as_count()" }] } },
      { definition = { type = "query_value", title = "Errors", precision = 2, requests = [{ q = "sum:trace.http.request.errors{service:${var.service}}" }] } },
    ]
  })
}
