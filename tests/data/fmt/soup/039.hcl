<<EOT
hi ${x}
EOT

.
"é" )
.* 