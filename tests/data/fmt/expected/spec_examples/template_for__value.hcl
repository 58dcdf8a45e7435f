# spec [Template For Directive]: ("%{" | "%{~") "for" Identifier ("," Identifier) "in" Expression ("}" | "~}")
# expect: "<a><b>"
example = "%{for v in ["a", "b"]}<${v}>%{endfor}"
