x = format(<<EOT
%s
EOT, "a"
