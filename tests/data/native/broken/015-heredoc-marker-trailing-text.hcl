b = <<EOT
hello
EOT extra
