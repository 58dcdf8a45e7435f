x = <<EOT
# not
// a comment
EOT
# after heredoc
