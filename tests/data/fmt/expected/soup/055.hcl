) => "%{if x}y%{endif}" "é" <<EOT
hi ${x}
EOT

>
abc-dtrue <=
[*]

for.-.*
.*  