b = <<EOT
hello
EOF
