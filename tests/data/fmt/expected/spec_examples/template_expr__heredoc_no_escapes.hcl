# spec [Template Expressions]: In quoted template expressions any literal string sequences within the template behave in a special way: literal newline sequences are not permitted and instead escape sequences can be included, starting with the backslash \:
# expect: "a\\nb \"quoted\"\n"
# note: escape sequences belong to quoted templates: in a heredoc a backslash is literal
example = <<EOT
a\nb "quoted"
EOT
