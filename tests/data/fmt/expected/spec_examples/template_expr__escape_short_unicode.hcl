# spec [Template Expressions]: \uNNNN     Unicode character from Basic Multilingual Plane (NNNN is four hexadecimal digits)
# expect-error: parse error: \u needs four hexadecimal digits
example = "\u00e"
