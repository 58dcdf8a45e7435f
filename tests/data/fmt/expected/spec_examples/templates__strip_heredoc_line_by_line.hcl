# spec [Template Literals]: When a strip marker is present, any spaces adjacent to it in the corresponding string literal (if any) are removed before producing the final value.
# expect: "  ab"
# reference-differs: the reference treats each heredoc line as its own literal, so a strip marker removes whitespace only up to the end (or from the start) of its line: it gives "    a\n  b\n"
example = <<EOT
  %{for v in ["a", "b"]~}
  ${v}
  %{~endfor~}
  EOT
