b = <<EOT
hello
EOTX
