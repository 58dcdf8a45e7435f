<<-EOT
  a
  EOT

b = [1, 2]
  <<EOT
hi ${x}
EOT

  b = [1, 2]

null	2.5  b = [1, 2]  ) &&
==
  ]
+
  