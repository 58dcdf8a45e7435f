# spec [Template Interpolations]: TemplateInterpolation = ("${" | "${~") Expression ("}" | "~}";
# expect: "< a |b | c|d>"
example = "< ${"a"} | ${~"b"} | ${"c"~} | ${~"d"~} >"
