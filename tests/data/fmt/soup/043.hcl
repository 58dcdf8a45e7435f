[*]
  <<EOT
hi ${x}
EOT
  ><	{
  