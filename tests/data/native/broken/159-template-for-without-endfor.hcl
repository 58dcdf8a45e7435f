b = <<EOT
%{ for v in xs }
${v}
EOT
