# spec [Template For Directive]: ("%{" | "%{~") "for" Identifier ("," Identifier) "in" Expression ("}" | "~}")
# expect: "ab"
example = "%{for v in ["a", "b"]~} ${v} %{~endfor}"
