x = [<<EOT
a
EOT
]
