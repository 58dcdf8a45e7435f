# Hand-written configuration
enabled = true
b = <<EOT hello
EOT
