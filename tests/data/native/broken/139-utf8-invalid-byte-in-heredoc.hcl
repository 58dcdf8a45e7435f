x {
  a = <<EOT
  bad Ã( byte
EOT
}
