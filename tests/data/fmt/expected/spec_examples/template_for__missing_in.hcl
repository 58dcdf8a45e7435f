# spec [Template For Directive]: ("%{" | "%{~") "for" Identifier ("," Identifier) "in" Expression ("}" | "~}")
# expect-error: parse error: for directive requires in
example = "%{for v[1]}${v}%{endfor}"
