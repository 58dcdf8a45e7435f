# c
(
  "s" :
  <<EOT
hi ${x}
EOT


  [
    <<-EOT
  a
  EOT

    "${

      , % {
        <<EOT
hi ${x}
EOT

        <= null(  