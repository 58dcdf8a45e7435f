(  ||
~}:
% <<EOT
hi ${x}
EOT
  ==  = <<-EOT
  a
  EOT
	null  