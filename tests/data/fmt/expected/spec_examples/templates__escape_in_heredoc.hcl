# spec [Template Literals]: The interpolation and directive introductions are escaped by doubling their leading characters. The ${ sequence is escaped as $${ and the %{ sequence is escaped as %%{.
# expect: "${a} %{b}\n"
example = <<EOT
$${a} %%{b}
EOT
