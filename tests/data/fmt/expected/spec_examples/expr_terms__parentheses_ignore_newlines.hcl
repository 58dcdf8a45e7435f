# spec [Expression Terms]: Between the ( and ) characters denoting a sub-expression, newline characters are ignored as whitespace.
# expect: 3
example = (1 +
  2
)
