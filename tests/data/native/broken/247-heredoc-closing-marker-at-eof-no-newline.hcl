a = 1
b = <<EOT
x
EOT