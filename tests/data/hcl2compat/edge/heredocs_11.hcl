x = <<EOT
%{ for a in b }${a}%{ endfor }
EOT
