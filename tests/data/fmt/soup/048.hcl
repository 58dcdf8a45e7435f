]	2.5

// d

] <=
# c

  ! abc-d  "%{if x}y%{endif}"	-
in  "${
<<EOT
hi ${x}
EOT
  !

!=  .*
&&
  ||
"é"+ # c


for  "s"

.*	abc-d 