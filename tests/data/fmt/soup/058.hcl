abc-d
<=
  -	<<EOT
hi ${x}
EOT

  "${
  !
  <=	