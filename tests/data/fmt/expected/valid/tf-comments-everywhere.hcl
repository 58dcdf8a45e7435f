#!/usr/bin/env terraform
# ---------------------------------------------------------------------
#  Observability stack
# ---------------------------------------------------------------------
//
// Double-slash comments are also accepted.
//
/*
   Block comment spanning
   several lines.
     * with bullet points
     * and "quotes" and ${not_interpolated}
*/

/* single-line block comment */

variable "retention" { # trailing comment on block header
  type    = number     # trailing comment on attribute
  default = 30         // another style
}

variable /* comment between type and label */ "scrape_interval" {
  default = "15s" /* inline after value */
}

locals {
  targets = [
    "node-exporter:9100", # host metrics
    // "cadvisor:8080",    disabled for now
    "blackbox:9115", /* probes */
    /* leading comment */ "postgres-exporter:9187",
  ]

  labels = {     # comment after brace
    team = "sre" // comment after pair
    /* comment line inside object */
    tier = "monitoring"
    # hash comment inside object
  }

  window = (
    # comment inside parentheses
    var.retention * 24 /* hours */ * 60 // minutes
  )

  sum = max(
    1, // first
    2, # second
    /* third */ 3
  )
}

resource "grafana_folder" "sre" { title = "SRE" } # one-liner with comment

resource "grafana_dashboard" "overview" {
  folder = grafana_folder.sre.id
  # The JSON is generated to keep the dashboard diffable.
  config_json = jsonencode({
    title = "Overview" # dashboard title
    panels = [
      // first panel
      { id = 1, type = "timeseries", title = "CPU" },
      /* second panel */
      { id = 2, type = "stat", title = "Uptime" },
    ]
  })
}

# A commented-out resource:
# resource "grafana_dashboard" "old" {
#   config_json = file("old.json")
# }

/*
resource "grafana_alert_rule" "disabled" {
  name = "disabled"
}
*/

// End of file.
