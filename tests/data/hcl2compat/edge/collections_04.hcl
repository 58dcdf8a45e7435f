x = [<<EOT
h
EOT
]
