# spec [Template For Directive]: The elements of the resulting tuple are all converted to strings and concatenated to produce a flat string result.
# expect: "246"
example = "%{for n in [1, 2, 3]}${n * 2}%{endfor}"
