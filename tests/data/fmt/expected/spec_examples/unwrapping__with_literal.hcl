# spec [Template Interpolation Unwrapping]: hello ${true} produces the string "hello true"
# expect: "hello true"
# note: the standalone template, wrapped in a quoted template expression
example = "hello ${true}"
