# spec [Template If Directive]: ("%{" | "%{~") "if" Expression ("}" | "~}")
# expect: "a"
# given: {"a": true, "b": false}
example = "%{if a}%{if b}ab%{else}a%{endif}%{endif}"
