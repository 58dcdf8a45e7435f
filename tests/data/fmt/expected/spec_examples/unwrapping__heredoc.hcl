# spec [Template Interpolation Unwrapping]: As a special case, a template that consists only of a single interpolation, with no surrounding literals, directives or other interpolations, is "unwrapped".
# expect: "true\n"
# note: a heredoc's closing newline is a literal, so nothing is unwrapped
example = <<EOT
${true}
EOT
