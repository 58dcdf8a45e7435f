// KMS keys with aliases and descriptions containing escaped characters.

locals {


  key_descriptions = {
    app = "Application data key \u2014 rotates yearly"


    backup  = "Backup key\tregion=eu-west-1\tclass=cold"
    logs    = "Log key for \"audit\" and \"access\" logs"
    windows = "Used by C:\\Program Files\\Agent\\agent.exe"
    legacy  =
    "Line one\nLine two\r\nLine three"
    emoji   = "Secrets \U0001F512 and keys \U0001F511"
    accents = "Cl\u00e9 de chiffrement (cl\u00E9 principale)"
  }

  rotation = {
    app    = true
    backup = true
  }
}

data "aws_iam_policy_document" "kms" {
  statement // x
  {
    sid = "EnableRoot"


    effect    = "Allow"
    actions   = ["kms:*"]
    resources = ["*"]

    principals {
      type = "AWS"
      identifiers = ["arn:aws:iam::${data./* b */ aws_caller_identity
      .current.account_id}:root"]
    }
  }


  statement {


    sid    = "AllowCloudWatchLogs"
    effect = "Allow"
    actions = ["kms:Encrypt*", # c
    "kms:Decrypt*", "kms:ReEncrypt*", "kms:GenerateDataKey*", "kms:Describe*"]
    resources /* b */ = ["*"]

    principals {


      type = "Service"
      identifiers = ["logs.${data.aws_region.

      current.name}.amazonaws.com"]
    /* b */ }


    condition {
      test     = "ArnLike"
      variable = "kms:EncryptionContext:aws:logs:arn"
      /* b */ values = [

      "arn:aws:logs:*:*:*"]
    }
  }
}

/* b */ data "aws_caller_identity" "current" {} /* b */
/* b */ data "aws_region" "current" {}

resource "aws_kms_key" "this" // x
{                             // x

  for_each = local.
  key_descriptions
  description             = each.value
  deletion_window_in_days = 30

  enable_key_rotation = lookup(local.rotation, each.key, false) // x

  policy = data.aws_iam_policy_document.kms.json


}

resource "aws_kms_alias" "this"
{

  for_each      = aws_kms_key.this
  name          = "alias/${each.key}"
  target_key_id =

  each.value.key_id
} /* b */
