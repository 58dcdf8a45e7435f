>=

> || :
"é" a = 1 >= a = 1 if

!= -"a${b}c"
:
"é" <<EOT
hi ${x}
EOT
!=

== } ||
<

])
<<-EOT
  a
  EOT
