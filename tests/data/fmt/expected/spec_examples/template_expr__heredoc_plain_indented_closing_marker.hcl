# spec [Template Expressions]: The final closing marker may also have an arbitrary number of spaces preceding it on its line.
# expect: "  hello\n"
# note: the spec allows spaces before the closing marker for <<-; the reference allows them for << too, and strips nothing from the lines
example = <<EOT
  hello
  EOT
