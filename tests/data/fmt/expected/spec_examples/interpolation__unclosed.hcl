# spec [Template Interpolations]: TemplateInterpolation = ("${" | "${~") Expression ("}" | "~}";
# expect-error: parse error: the interpolation is not closed
example = "${"a" "
