x = <<EOT
  x	
EOT
