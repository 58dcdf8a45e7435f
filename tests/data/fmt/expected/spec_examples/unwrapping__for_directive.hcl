# spec [Template Interpolation Unwrapping]: %{ for v in [true] }${v}%{ endfor } produces the string true because the presence of the for directive circumvents the unwrapping even though the final result is a single value.
# expect: "true"
# note: the standalone template, wrapped in a quoted template expression
example = "%{for v in [true]}${v}%{endfor}"
