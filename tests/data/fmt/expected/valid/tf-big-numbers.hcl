# Quotas and limits. Some providers accept very large integers
# (byte counts, IOPS budgets), so keep them exact.

locals {
  kib = 1024
  mib = 1048576
  gib = 1073741824
  tib = 1099511627776
  pib = 1125899906842624
  eib = 1152921504606846976

  max_int64  = 9223372036854775807
  max_uint64 = 18446744073709551615
  beyond_u64 = 340282366920938463463374607431768211456
  googol_ish = 10000000000000000000000000000000000000000

  pi        = 3.14159265358979323846264338327950288
  e         = 2.71828182845904523536
  avogadro  = 6.02214076e23
  planck    = 6.62607015E-34
  tiny      = 1e-300
  huge      = 1.7976931348623157e308
  plus_exp  = 5e+2
  upper_exp = 7E3
  zero      = 0
  zero_dec  = 0.0
  leading0  = 007
  neg_big   = -9223372036854775808
  neg_dec   = -0.5

  quota_bytes  = 50 * local.tib
  warn_bytes   = local.quota_bytes * 0.8
  monthly_iops = 3000 * 60 * 60 * 24 * 30
  ratio        = local.mib / local.kib
}

resource "aws_efs_file_system" "shared" {
  creation_token                  = "shared"
  throughput_mode                 = "provisioned"
  provisioned_throughput_in_mibps = 256.5

  lifecycle_policy {
    transition_to_ia = "AFTER_30_DAYS"
  }
}

resource "aws_cloudwatch_metric_alarm" "efs_size" {
  alarm_name          = "efs-size"
  namespace           = "AWS/EFS"
  metric_name         = "StorageBytes"
  statistic           = "Maximum"
  period              = 3600
  evaluation_periods  = 1
  threshold           = local.warn_bytes
  comparison_operator = "GreaterThanThreshold"
}

resource "aws_servicequotas_service_quota" "iops" {
  quota_code   = "L-309BACF6"
  service_code = "ebs"
  value        = 500000
}

output "limits" {
  value = {
    bytes = local.quota_bytes
    iops  = local.monthly_iops
    exact = local.max_uint64 + 1 == 18446744073709551616
  }
}