# spec [Template Expressions]: heredocTemplate = (
# expect-error: parse error: the identifier must end its line
example = < < EOT hello
EOT
