b = <<EOT
hello ${name
EOT
