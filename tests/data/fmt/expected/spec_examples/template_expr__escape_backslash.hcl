# spec [Template Expressions]: \\         Literal backslash, used to prevent interpretation as escape sequence
# expect: "C:\\dir"
example = "C:\\dir"
