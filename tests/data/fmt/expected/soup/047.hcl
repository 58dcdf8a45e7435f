+
=>
+
&& [*]
"é"
) "s"
... !
# c
<<-EOT
  a
  EOT
>=

: # c
=
<<-EOT
  a
  EOT
a = 1
<= [*]
=>
null !
"é"
[*]
