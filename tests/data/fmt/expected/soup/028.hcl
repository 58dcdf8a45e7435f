>= >
<<EOT
hi ${x}
EOT

true !null

"${b = [1, 2]
  ...
  