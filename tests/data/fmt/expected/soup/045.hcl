/* c */ ?

-

:
= in
// d
<<EOT
hi ${x}
EOT
