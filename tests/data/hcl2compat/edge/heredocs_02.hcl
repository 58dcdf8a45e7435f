x = f(<<EOT
hi
EOT
)
