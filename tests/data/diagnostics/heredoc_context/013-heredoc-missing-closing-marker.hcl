a = 1
b = <<EOT
hello
world
