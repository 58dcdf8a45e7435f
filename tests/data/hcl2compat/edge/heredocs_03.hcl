x = <<EOT
EOT
