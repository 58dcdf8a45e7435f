"${
  <
  !
}"~}

>= <
true
||
abc-d > <<EOT
hi ${x}
EOT
if > != ? true
<<EOT
hi ${x}
EOT

+
%

/* c */ {...
  :
!=]
if
||
{
  %.* !
  <<EOT
hi ${x}
EOT

  .<=