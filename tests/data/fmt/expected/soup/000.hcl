if b = [1, 2]] in1
<<EOT
hi ${x}
EOT

),
<<EOT
hi ${x}
EOT

null
"s"
!= 1 true && if

!"é" "%{if x}y%{endif}"

!= =
[*] (&& =] ==

(x null :

  % { /* c */
  