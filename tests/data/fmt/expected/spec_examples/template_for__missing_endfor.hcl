# spec [Template For Directive]: ("%{" | "%{~") "for" Identifier ("," Identifier) "in" Expression ("}" | "~}")
# expect-error: parse error: the for directive has no endfor
example = "%{for v in [1]}${v}"
