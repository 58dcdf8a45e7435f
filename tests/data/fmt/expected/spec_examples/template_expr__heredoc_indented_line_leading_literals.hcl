# spec [Template Expressions]: If a heredoc template is introduced with the <<- symbol, any literal string at the start of each line is analyzed to find the minimum number of leading spaces, and then that number of prefix spaces is removed from all line-leading literal strings.
# expect: "  a\nb\n c d\n"
example = <<-EOT
    a
  ${"b"}
   c ${"d"}
  EOT
