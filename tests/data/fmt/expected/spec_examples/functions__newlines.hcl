# spec [Functions and Function Calls]: Within the parentheses that delimit the function arguments, newline sequences are ignored as whitespace.
example = join(
  ", ",
  ["a", "b"]
)
