1 => "a${b}c" ? "%{if x}y%{endif}"
if !
?
null) * 2.5 "s"
for
}

"a${b}c" if
:
2.5 "a${b}c"
*
[
  <= "a${b}c" =
]

<<-EOT
  a
  EOT

"${
  "a${b}c"

  ... == {
    x
    # c

    /
