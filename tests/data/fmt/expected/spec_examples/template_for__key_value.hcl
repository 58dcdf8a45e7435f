# spec [Template For Directive]: ("%{" | "%{~") "for" Identifier ("," Identifier) "in" Expression ("}" | "~}")
# expect: "a=1;b=2;"
example = "%{for k, v in { b = 2, a = 1 } }${k}=${v};%{endfor}"
