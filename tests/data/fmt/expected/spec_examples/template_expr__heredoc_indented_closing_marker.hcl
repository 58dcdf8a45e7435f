# spec [Template Expressions]: The final closing marker may also have an arbitrary number of spaces preceding it on its line.
# expect: "a\nb\n"
example = <<-EOT
  a
  b
        EOT
