v = <<EOT

x

EOT
v = 2
