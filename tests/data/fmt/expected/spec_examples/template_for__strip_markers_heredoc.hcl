# spec [Template For Directive]: ("%{" | "%{~") "for" Identifier ("," Identifier) "in" Expression ("}" | "~}")
# expect: "a\nb\n"
example = <<EOT
%{for v in ["a", "b"]~}
${v}
%{endfor~}
EOT
