# Datadog monitors. Datadog uses {{mustache}} variables in messages;

# these pass through HCL untouched. Only ${...} needs escaping.

/* b */ variable "service" {
  default = # c
  "checkout"
}

variable
"pagerduty_handle" {
  /* b */ default /* b */ = "@pagerduty-checkout"
  # c
}

resource "datadog_monitor" "error_rate" { // x

  /* b */ name = "[${var.
  service}] High error rate"

  type = # c
  "query alert"
  # c
  query =

  "sum(last_5m):sum:trace.http.request.errors{service:${var./* b */ service}}.as_count() / sum:trace.http.request.hits{service:${var # c
  ./* b */ service}}.as_count() > 0.05"
  message = <<-MSG
    {{#is_alert}}
    Error rate for **${var.service
  }** is {{value}} (threshold {{threshold}}).
    ${ # c
var.pagerduty_handle}
    {{/is_alert}}
    {{#is_recovery}}Recovered.{{/is_recovery}}
    Runbook: https://wiki.example.com/runbooks/${var.service}#errors
    Note: the literal string $${service} is a template placeholder.
  MSG  

/* b */ monitor_thresholds # c
{


  critical = 0.05


  warning /* b */ = 0.02
  // x
  critical_recovery = 0.04

}

notify_no_data = false
renotify_interval

= // x
60
# c
tags = [                                                      # c
  "service:${var                                              # c
  .service}", /* b */ "team:payments", "managed-by:terraform" // x
]
} // x


resource // x
"datadog_monitor" "latency"

{
  name =  # c
  "[${var // x
  .service}] p95 latency"
  type = "metric alert"

  query # c
  = "avg(last_10m):p95:trace.http.request.duration{service:${var.service}} > 1.5"

  message

  = // x
  "Latency is {{value}}s.\n\nEscalate to ${var.
    pagerduty_handle
  } if it persists.\t(auto-generated)" // x



  monitor_thresholds # c
  {                  // x

    critical // x
    = 1.5

    // x
    warning = 1


  }


  include_tags =

  true
}
// x

resource

"datadog_monitor" "log_errors" {
  name

  = "[${var.service}] Log errors"

  type =
  "log alert"
  query = # c
  "logs(\"service:${
  var.service} status:error -\\\"health check\\\"\").index(\"*\").rollup(\"count\").last(\"5m\") > 100"
  message =

  "Too many error logs. Template vars like %%{this} and $${that} are literal."

  // x
  monitor_thresholds # c
  { critical = 100   # c
  }
}

resource
"datadog_dashboard_json" "overview" // x
{
  dashboard = /* b */ jsonencode( // x
    {

      title
      = # c
      "${title
        (var.

        service)
      } overview"

      layout_type =

      "ordered"
      // x
      widgets /* b */ = [


        { definition =
          { type     = "timeseries"
            , title  = "Requests" /* b */, requests = // x
            [{ /* b */ q = "sum:trace.http.request.hits{service:${var
              .service}}.as_count()" }
        ] } }

        ,
        # c
        { definition # c
          = { type =
            "query_value"
            ,                      # c
            title       = "Errors" # c
            , precision = 2,       // x
            requests    =          # c
            [{
              q = "sum:trace.http.request.errors{service:${ // x
            var.service}}" }]
        } }
        ,

      ]
  })
}
