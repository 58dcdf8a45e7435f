# spec [Template If Directive]: ("%{" | "%{~") "if" Expression ("}" | "~}")
# expect: "yes"
example = "%{if true}yes%{endif}"
