# spec [Template Expressions]: The template expression ends when the given identifier subsequently appears again on a line of its own.
# expect-error: parse error: unterminated heredoc
example = <<EOT
hello
