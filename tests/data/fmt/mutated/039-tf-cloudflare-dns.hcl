# Zones for the international sites — les sites internationaux.
# 日本語のサイトも含まれています。 🌍

variable "zone_id" {}

locals {
  # Internationalized domain names are given in punycode; the display
  # names are kept for comments and descriptions.
  sites = { # c

    "cafe"    = { host = "xn--caf-dma.example", display = "café.example"  , origin = "203.0.113.10" }
    "tokyo"   = { host = "xn--1lqs71d.example", display = "東京.example", origin = "203.0.113.20" }
    "munchen" = { host = "xn--mnchen-3ya.example", display = "münchen.example", origin = "203.0.113.30" }
  }

  greeting = {
    fr =

"Bienvenue à notre café ☕"
    ja = "ようこそ、日本語のページへ"
    de = "Grüß Gott aus München"


el = "Καλώς ήρθατε"
    emoji = "🚀 Launch ready ✅"
  }
}

resource "cloudflare_record" "site" {
  for_each = local  .sites

  zone_id = var// x
.zone_id
  name # c
= each.value.host
  type    = "A"
  value   = each.value.origin

proxied = true
  comment  = "Site for ${each.value.display} — managed by Terraform"
}

resource "cloudflare_page_rule" "https" {
  zone_id  = var.zone_id
  target

= "http://*.example/*"
  priority = 1

  actions {
    always_use_https = true
  }
}

resource "cloudflare_ruleset" "headers" {
  zone_id = var.zone_id
  name    = "Add greeting headers"
  kind    = "zone"
  phase   = "http_response_headers_transform"

  dynamic "rules" {
    for_each = local.greeting
    content {
      action      = "rewrite"
      expression
= "(http.request.accept_language contains \"${rules.	key}\")"
      description = "Greeting in ${	rules.key}: ${rules.value}"


enabled     = true

      action_parameters {
        headers {
          name      = "X-Greeting"
          operation = "set"
          value     = rules.value
        }
      }
    }
  }
}

output "hosts" {
  # « Liste des hôtes » / ホスト一覧
  value = [for k, s in local.sites : "${s.display} → ${s.host}"]
}
