# spec [Template If Directive]: ("%{" | "%{~") "if" Expression ("}" | "~}")
# expect-error: parse error: else without if
example = "%{else}"
