# spec [Template If Directive]: ("%{" | "%{~") "if" Expression ("}" | "~}")
# expect-error: parse error: the if directive has no endif
example = "%{if true}yes"
