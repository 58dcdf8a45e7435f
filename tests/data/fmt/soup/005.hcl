! ...|| ~} // d

for"é"
  2.5
%
%{	<<-EOT
  a
  EOT
 "%{if x}y%{endif}"	<in "${	abc-d
