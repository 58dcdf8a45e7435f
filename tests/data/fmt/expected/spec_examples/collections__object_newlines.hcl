# spec [Collection Values]: Between the open and closing delimiters of these sequences, newline sequences are ignored as whitespace.
# expect: {"a": 1, "b": 2}
example = {
  a = 1,
  b = 2,
}
