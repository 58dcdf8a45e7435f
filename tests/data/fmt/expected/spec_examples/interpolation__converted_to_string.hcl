# spec [Template Interpolations]: An interpolation sequence evaluates an expression (written in the expression sub-language), converts the result to a string value, and replaces itself with the resulting string.
# expect: "n=2, b=true"
example = "n=${1 + 1}, b=${true}"
