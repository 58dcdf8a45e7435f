# spec [Template Interpolation Unwrapping]: ${""}${true} produces the string "true" because there are two interpolation sequences, even though one produces an empty result.
# expect: "true"
# note: the standalone template, wrapped in a quoted template expression
example = "${""}${true}"
