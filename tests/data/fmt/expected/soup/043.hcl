[*]
<<EOT
hi ${x}
EOT
> < {
  