"é" (null "%{if x}y%{endif}"
  ?
  [abc-d && true <<-EOT
  a
  EOT
    "${

      &&

      <<EOT
hi ${x}
EOT
      2.5
      "%{if x}y%{endif}"
