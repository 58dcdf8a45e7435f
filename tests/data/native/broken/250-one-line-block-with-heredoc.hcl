x { a = <<EOT
foo
EOT
}
