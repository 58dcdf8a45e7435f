x = <<EOT
win
EOT
