locals {
  plain       = "hello world"
  escaped     = "line one\nline two\ttabbed \"quoted\" back\\slash"
  unicode     = "caf\u00e9 \U0001F680 日本語"
  dollar      = "cost: $5, literal: $${not_interpolated}"
  percent     = "100% done, literal: %%{not_a_directive}"
  interpolate = "${var.first}-${var.second}"
  nested_call = "prefix-${upper(var.name)}-${format("%03d", var.index)}"
  only_interp = "${var.whole}"
  with_quote  = "say ${jsonencode("hi")} now"
  directive   = "%{ if var.enabled }on%{ else }off%{ endif }"
  loop        = "%{ for ip in var.ips }server ${ip}\n%{ endfor }"
  loop_kv     = "%{ for k, v in var.labels }${k}=${v},%{ endfor }"

  heredoc = <<EOT
#!/bin/bash
echo "Hello, ${var.name}!"
yum install -y ${join(" ", var.packages)}
EOT

  indented = <<-EOF
    [server]
    host = ${var.host}
    port = ${var.port}
  EOF

  heredoc_directive = <<-EOT
    %{ for user in var.users }
    user ${user.name} uid=${user.uid}
    %{ endfor }
  EOT

  policy = <<POLICY
{
  "Version": "2012-10-17",
  "Statement": [{"Effect": "Allow", "Action": "s3:*", "Resource": "${aws_s3_bucket.b.arn}"}]
}
POLICY

  json_in_string = "{\"key\": \"value\", \"n\": 1}"
  empty          = ""
  spaces         = "  padded  "
  url            = "https://${var.domain}/path?query=${urlencode(var.q)}&x=1"
}
