?

.<<-EOT
  a
  EOT
1
2.5 "%{if x}y%{endif}" [1
  <<EOT
hi ${x}
EOT

  "é" ||
&&)
~} = for * null
"${
  "${
    null
    || /* c */ <=
  }"
  *
  <=
  if
  [*] // d

  abc-d
]
... != 1.
  