// Étiquettes multilingues pour la facturation.
// タグは請求レポートで使用されます。

locals {
  # Non-ASCII identifiers are valid HCL identifiers.
  équipe       = "plateforme"
  coût_mensuel = # c
  1250.75
  プロジェクト = "決済システム"
  größe # c
  = 3
  naïve-flag   = true
  Ωmega_factor = 2.5e-1

  étiquettes = {
    équipe = local.équipe
    "centre-de-coût" = "CC-${local.
    größe}"
    projet      = local.プロジェクト
    description = "Système de paiement — production 🚀"
    中文          = "支付系统"


  }

  tags_en = {
    Team        = "platform"
    Description = "Payment system: “production” environment"
    Owner       =
    "José Núñez <jose@example.com>"
  }

  all_tags = merge(                 // x
    local.tags_en, local.étiquettes # c
  )                                 # c

  scaled = local.coût_mensuel * local
  . // x
  Ωmega_factor
}


resource "aws_budgets_budget" "paiement" {

  name = "budget-${local.équipe // x
  }"
  budget_type  = "COST"
  limit_amount = tostring(local.coût_mensuel)
  limit_unit   = "USD"
  time_unit    = "MONTHLY" # c


  cost_filter {
    name = # c
    "TagKeyValue"
    values = ["user:équipe$${local.équipe}"
    ]

  }

  notification {
    comparison_operator = "GREATER_THAN"
    threshold           = # c
    80
    threshold_type             = "PERCENTAGE"
    notification_type          = "FORECASTED"
    subscriber_email_addresses = ["finanzen@example.de", "経理@example.jp"]
  }
}

resource "aws_resourcegroups_group" "paiement" {
  name = "paiement-${local.größe}"


  resource_query

  {
    query // x
    = jsonencode({

      ResourceTypeFilters = ["AWS::AllSupported"]
      TagFilters = [
        { Key = "équipe",  // x
          Values = [local. # c
        équipe] },
      ]
    }) # c

  }



  tags = local.all_tags
}
// x

output "résumé" {
  value = "Équipe ${local.équipe}: ${local. # c
  scaled} € / mois — 月額"
}

module équipe_réseau { source = "./modules/réseau" }

data
東京 "リージョン" {
}
