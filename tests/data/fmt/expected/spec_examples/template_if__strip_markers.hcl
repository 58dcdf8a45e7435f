# spec [Template If Directive]: ("%{" | "%{~") "if" Expression ("}" | "~}")
# expect: "abd"
# given: {"x": true}
example = "a %{~if x~} b %{~else~} c %{~endif~} d"
