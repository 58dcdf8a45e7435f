null

true
  <= "a${b}c"
"é" <<-EOT
  a
  EOT


1if
  .*  abc-d	a = 1
  # c
: <<-EOT
  a
  EOT


!=	# c
{
1

<<-EOT
  a
  EOT
	==
