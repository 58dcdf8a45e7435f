# spec [Template Interpolation Unwrapping]: In this case, the result of the interpolation expression is returned verbatim, without conversion to string.
# expect: [1, 2]
example = "${[1, 2]}"
