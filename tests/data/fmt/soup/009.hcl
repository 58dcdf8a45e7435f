> <=
  }  if
> > }" null"é"	${ )	[*]
<<-EOT
  a
  EOT

  { abc-d  .*
"%{if x}y%{endif}"

-

%{ // d
  [*]	if	{	<<EOT
hi ${x}
EOT

  /
a = 1
>

}  ?
  <=
/* c */	=  