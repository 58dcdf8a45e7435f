# spec [Template Expressions]: If a heredoc template is introduced with the <<- symbol, any literal string at the start of each line is analyzed to find the minimum number of leading spaces, and then that number of prefix spaces is removed from all line-leading literal strings. The final closing marker may also have an arbitrary number of spaces preceding it on its line.
# expect: "hello\n  world\n"
example = <<-EOT
    hello
      world
    EOT
