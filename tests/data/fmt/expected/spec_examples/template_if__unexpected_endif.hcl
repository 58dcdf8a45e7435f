# spec [Template If Directive]: ("%{" | "%{~") "if" Expression ("}" | "~}")
# expect-error: parse error: endif without if
example = "no if %{endif}"
