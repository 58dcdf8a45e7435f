x = <<EOT
a  

EOT
