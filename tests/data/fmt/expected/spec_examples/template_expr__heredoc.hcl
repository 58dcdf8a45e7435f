# spec [Template Expressions]: A heredoc template expression is introduced by a << sequence and defines a template via a multi-line sequence terminated by a user-chosen delimiter.
# spec [Template Expressions]: The heredoc template expression type is introduced by either << or <<-, followed by an identifier. The template expression ends when the given identifier subsequently appears again on a line of its own.
# expect: "hello\n  world\n"
example = <<EOT
hello
  world
EOT
