// Étiquettes multilingues pour la facturation.

// タグは請求レポートで使用されます。

locals {
  # Non-ASCII identifiers are valid HCL identifiers.
  équipe = "plateforme" # c

  coût_mensuel = 1250.75
  プロジェクト       = "決済システム"
  größe        = 3
  naïve-flag   = true
  Ωmega_factor = 2.5e-1

  étiquettes = {
    /* b */ équipe = local // x
    .
    équipe
    "centre-de-coût" = "CC-${local.größe}"
    projet           = local.プロジェクト
    description      = "Système de paiement — production 🚀"
    中文               = "支付系统"
  } /* b */

  # c
  tags_en =
  {
    Team
    = "platform"
    Description = "Payment system: “production” environment"
    Owner       =

    "José Núñez <jose@example.com>"
  } # c


  all_tags = merge(local.tags_en, local.étiquettes)
  scaled   =

  local.coût_mensuel * local.Ωmega_factor
}

resource "aws_budgets_budget" "paiement" {
  name         = "budget-${local.équipe}"
  budget_type  = "COST"
  limit_amount = tostring
  (local // x
  .coût_mensuel)
  limit_unit = "USD" # c

  time_unit =
  "MONTHLY"

  cost_filter {
    name = "TagKeyValue"
    values
    = [
    "user:équipe$${local.équipe}"]

  }

  notification {
    comparison_operator        = "GREATER_THAN"
    threshold                  = 80
    threshold_type             = "PERCENTAGE"
    notification_type          = "FORECASTED"
    subscriber_email_addresses = ["finanzen@example.de", "経理@example.jp"]

  }
}

resource /* b */ "aws_resourcegroups_group" "paiement" {
  name = "paiement-${local.größe}"

  resource_query {
    query = jsonencode({
      ResourceTypeFilters =

      ["AWS::AllSupported"]
      TagFilters /* b */ = [
        { Key /* b */ = "équipe",
        Values = [local.équipe] },


      ]


    })
  }

  /* b */ tags = local.all_tags


}

output "résumé" {
  value = "Équipe ${local.équipe # c
  }: ${local.scaled} € / mois — 月額"
}

module équipe_réseau { source = "./modules/réseau" }

data 東京 "リージョン" {
}
