> + "%{if x}y%{endif}" "é" # c


*

abc-d = [: (
  "s" || *
  :
  *,

  "s"
  <<-EOT
  a
  EOT
