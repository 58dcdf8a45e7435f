null
|| <<-EOT
  a
  EOT


/
null { ~}
"s"
2.5 # c
 