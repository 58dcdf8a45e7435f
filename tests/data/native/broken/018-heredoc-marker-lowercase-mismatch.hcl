b = <<EOT
hello
eot
