# spec [Template Interpolation Unwrapping]: ${"${true}"} produces the boolean value true, because both the inner and outer interpolations are subject to unwrapping.
# expect: true
# note: the standalone template, wrapped in a quoted template expression
example = "${"${true}"}"
