# spec [Template Interpolation Unwrapping]: ${true} produces the boolean value true
# expect: true
# note: the standalone template, wrapped in a quoted template expression
example = "${true}"
