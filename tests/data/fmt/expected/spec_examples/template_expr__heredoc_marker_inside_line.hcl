# spec [Template Expressions]: The template expression ends when the given identifier subsequently appears again on a line of its own.
# expect: "not EOT here\nEOT is not alone either\n"
example = <<EOT
not EOT here
EOT is not alone either
EOT
