x = {k = <<EOT
a
EOT
}
