!=
# c
~} null(2.5

&& >= if
true <<-EOT
  a
  EOT
true~} >
!=
,

*
] + 