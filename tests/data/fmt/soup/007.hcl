# c

) <<-EOT
  a
  EOT

  ~}
// d
  in
  >=
