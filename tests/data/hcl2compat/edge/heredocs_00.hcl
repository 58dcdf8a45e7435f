x = <<EOT
line1
  "q" \n ${a}
line3
EOT
