||	>= ...
"s"

<<EOT
hi ${x}
EOT
)

} +>"é"

