# spec [Template Interpolations]: If the expression result cannot be converted to a string, an error is produced.
# expect-error: evaluation error: cannot include the value in a string
example = "x${[]}"
