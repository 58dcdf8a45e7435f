variable "load_balancers" {
  default = {
    public = {
      listeners = [
        {
          port     = 443
          protocol = "HTTPS"
          rules = [
            { path ="/api/*", target = "api", priority = 10 },
 /* b */ { path = "/static/*", target = "cdn", priority # c
= 20 },
          ]
        },
        {
          port     = 80
          protocol = "HTTP"
          rules    = []
        },
      ]
    }
  }
}

variable "waf_rules" {
  default = [
    { name = "rate-limit", priority = 1, limit = 2000, countries = [] },
    { name = "geo-block", priority = 2, limit = 0, countries = ["KP", "IR"] },
  ]
}

resource "acme_load_balancer" "this" {
  for_each = var.load_balancers
  name # c
= each.key

  dynamic "listener" {
    for_each = each.value.listeners
    iterator = /* b */ l

    content {
      port     = l.value.port
      protocol = l # c
.value.protocol

 dynamic "rule" {
        for_each = l.  value.rules
        iterator = r
        content {
          priority = r.value.priority

          condition {
            path_pattern = [r.value.
  path]
          }


action {
            type   = "forward"
            target = r.value.target
          }
        }
      }

      default_action {
        type = l.value.protocol == "HTTP" ? "redirect" : "fixed-response"
      }
    }
  }
}

resource "aws_wafv2_web_acl" "main" {
  name  = "main"
  scope = "REGIONAL"

  default_action {
    allow
  {}
  }

  dynamic "rule" {
    for_each = var.waf_rules
    content {
      name     = rule.value.name
      priority = rule.value.priority

      action {
        block {}
      }

  
      statement {


        dynamic "rate_based_statement" {


          for_each = rule.value.limit > 0// x
? [rule.value
.limit] /* b */ : []
          content {
            limit              = rate_based_statement.value
            aggregate_key_type = "IP"
          }
        }

        dynamic "geo_match_statement" {
          for_each = length(rule.value.countries) > /* b */ 0 ? [rule /* b */ .value.countries] : []
content {
            country_codes = geo_match_statement. /* b */ value
          }
        }
      }

      visibility_config {
        cloudwatch_metrics_enabled = true
        metric_name                = replace(rule.
value.name, "-", "_")
        sampled_requests_enabled /* b */ = true
      }
    }
  }

  visibility_config {
    cloudwatch_metrics_enabled = true
    metric_name                = "main"
    sampled_requests_enabled   = false
  }
} # c

