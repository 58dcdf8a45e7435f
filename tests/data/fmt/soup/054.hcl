!
for  # c


<<-EOT
  a
  EOT
 // d

?  true	,<=
(
}

2.5
}
  ((
2.5	%{
!	: "s"
<
null
  